/**
 * A crash complaint and a compliment, as reviewers write them, in each store language added after
 * the first 26 (those are in `fixtures.ts`).
 */
export const STORE_REVIEWS: Record<string, { low: string; high: string }> = {
  cs: {
    low: 'Aplikace pořád padá, pokaždé když ji otevřu. Velmi otravné.',
    high: 'Skvělá aplikace, používám ji každý den!',
  },
  sk: {
    low: 'Aplikácia stále padá, vždy keď ju otvorím. Veľmi otravné.',
    high: 'Skvelá aplikácia, používam ju každý deň!',
  },
  sl: {
    low: 'Aplikacija se sesuva vsakič, ko jo odprem. Zelo moteče.',
    high: 'Odlična aplikacija, uporabljam jo vsak dan!',
  },
  fi: {
    low: 'Sovellus kaatuu aina kun avaan sen. Todella ärsyttävää.',
    high: 'Loistava sovellus, käytän sitä joka päivä!',
  },
  et: {
    low: 'Rakendus jookseb iga kord kokku, kui selle avan. Väga tüütu.',
    high: 'Suurepärane rakendus, kasutan seda iga päev!',
  },
  hu: {
    low: 'Az alkalmazás minden megnyitáskor összeomlik. Nagyon idegesítő.',
    high: 'Szuper alkalmazás, minden nap használom!',
  },
  lt: {
    low: 'Programėlė lūžta kiekvieną kartą, kai ją atidarau. Labai erzina.',
    high: 'Puiki programėlė, naudoju ją kasdien!',
  },
  lv: {
    low: 'Lietotne avarē katru reizi, kad to atveru. Ļoti kaitinoši.',
    high: 'Lieliska lietotne, lietoju to katru dienu!',
  },
  el: {
    low: 'Η εφαρμογή κρασάρει κάθε φορά που την ανοίγω. Πολύ εκνευριστικό.',
    high: 'Τέλεια εφαρμογή, τη χρησιμοποιώ κάθε μέρα!',
  },
  bg: {
    low: 'Приложението се срива всеки път, когато го отворя. Много е досадно.',
    high: 'Страхотно приложение, използвам го всеки ден!',
  },
  mk: {
    low: 'Апликацијата паѓа секој пат кога ќе ја отворам. Многу нервира.',
    high: 'Одлична апликација, ја користам секој ден!',
  },
  sr: {
    low: 'Апликација се руши сваки пут када је отворим. Баш нервира.',
    high: 'Одлична апликација, користим је сваки дан!',
  },
  be: {
    low: 'Праграма вылятае кожны раз, калі я яе адкрываю. Вельмі раздражняе.',
    high: 'Выдатная праграма, карыстаюся ёю кожны дзень!',
  },
  kk: {
    low: 'Қосымша ашқан сайын жабылып қалады. Өте ыңғайсыз.',
    high: 'Керемет қосымша, күнде қолданамын!',
  },
  ky: {
    low: 'Колдонмо ачкан сайын жабылып калат. Абдан тажатат.',
    high: 'Сонун колдонмо, күн сайын колдоном!',
  },
  mn: {
    low: 'Апп нээх болгонд гацаад хаагддаг. Их бухимдалтай байна.',
    high: 'Гайхалтай апп, өдөр бүр ашигладаг!',
  },
  he: {
    low: 'האפליקציה קורסת כל פעם שאני פותח אותה. ממש מעצבן.',
    high: 'אפליקציה מעולה, משתמש בה כל יום!',
  },
  fa: {
    low: 'برنامه هر بار که بازش می‌کنم کرش می‌کنه. خیلی اعصاب‌خردکنه.',
    high: 'برنامهٔ عالی‌ای است، هر روز ازش استفاده می‌کنم!',
  },
  ur: {
    low: 'ایپ ہر بار کھولنے پر کریش ہو جاتی ہے۔ بہت پریشانی ہوتی ہے۔',
    high: 'بہت زبردست ایپ ہے، میں اسے روز استعمال کرتا ہوں!',
  },
  am: { low: 'መተግበሪያው በከፈትኩት ቁጥር ይዘጋል። በጣም ያበሳጫል።', high: 'በጣም ጥሩ መተግበሪያ ነው፣ በየቀኑ እጠቀመዋለሁ!' },
  hy: {
    low: 'Հավելվածը փակվում է ամեն անգամ, երբ բացում եմ։ Շատ նյարդայնացնող է։',
    high: 'Հիանալի հավելված է, օգտագործում եմ ամեն օր։',
  },
  ka: {
    low: 'აპლიკაცია ყოველ ჯერზე იხურება, როცა ვხსნი. ძალიან გამაღიზიანებელია.',
    high: 'შესანიშნავი აპლიკაციაა, ყოველდღე ვიყენებ!',
  },
  az: {
    low: 'Tətbiq hər dəfə açanda bağlanır. Çox əsəbiləşdirir.',
    high: 'Əla tətbiqdir, hər gün istifadə edirəm!',
  },
  uz: {
    low: 'Ilova har safar ochganimda yopilib qoladi. Juda asabga tegadi.',
    high: 'Ajoyib ilova, har kuni foydalanaman!',
  },
  af: {
    low: 'Die app stort heeltyd in wanneer ek dit oopmaak. Baie irriterend.',
    high: 'Wonderlike app, ek gebruik dit elke dag!',
  },
  eu: {
    low: 'Aplikazioa ixten da irekitzen dudan bakoitzean. Oso gogaikarria.',
    high: 'Aplikazio bikaina, egunero erabiltzen dut!',
  },
  fil: {
    low: 'Palaging nagka-crash ang app tuwing binubuksan ko. Nakakainis talaga.',
    high: 'Ang ganda ng app, ginagamit ko araw-araw!',
  },
  gl: {
    low: 'A aplicación péchase cada vez que a abro. Moi molesto.',
    high: 'Aplicación xenial, úsoa todos os días!',
  },
  is: {
    low: 'Appið hrynur í hvert skipti sem ég opna það. Mjög pirrandi.',
    high: 'Frábært app, ég nota það á hverjum degi!',
  },
  ms: {
    low: 'Aplikasi ni asyik ranap setiap kali saya buka. Sangat menjengkelkan.',
    high: 'Aplikasi yang bagus, saya guna setiap hari!',
  },
  sq: {
    low: 'Aplikacioni mbyllet sa herë që e hap. Shumë bezdisëse.',
    high: 'Aplikacion i shkëlqyer, e përdor çdo ditë!',
  },
  sw: {
    low: 'Programu inajifunga kila ninapoifungua. Inaudhi sana.',
    high: 'Programu nzuri sana, naitumia kila siku!',
  },
  zu: {
    low: 'I-app iyavaleka njalo uma ngiyivula. Kuyacasula kakhulu.',
    high: 'I-app enhle kakhulu, ngiyisebenzisa nsuku zonke!',
  },
  rm: {
    low: "L'app crascha mintga giada che jau l'avr. Fitg grittentus.",
    high: 'Ina app stupenta, jau la dovr mintga di!',
  },
  bn: {
    low: 'অ্যাপটি খুললেই প্রতিবার ক্র্যাশ করে। খুবই বিরক্তিকর।',
    high: 'দারুণ অ্যাপ, আমি প্রতিদিন ব্যবহার করি!',
  },
  gu: {
    low: 'એપ ખોલું ત્યારે દર વખતે ક્રેશ થાય છે. ખૂબ હેરાન કરે છે.',
    high: 'ખૂબ સરસ એપ છે, હું દરરોજ વાપરું છું!',
  },
  kn: {
    low: 'ಆ್ಯಪ್ ತೆರೆದಾಗಲೆಲ್ಲಾ ಕ್ರ್ಯಾಶ್ ಆಗುತ್ತದೆ. ತುಂಬಾ ಕಿರಿಕಿರಿ.',
    high: 'ಅದ್ಭುತ ಆ್ಯಪ್, ನಾನು ಪ್ರತಿದಿನ ಬಳಸುತ್ತೇನೆ!',
  },
  ml: {
    low: 'ആപ്പ് തുറക്കുമ്പോഴെല്ലാം ക്രാഷ് ആകുന്നു. വളരെ ശല്യം.',
    high: 'അടിപൊളി ആപ്പ്, ഞാൻ ദിവസവും ഉപയോഗിക്കുന്നു!',
  },
  mr: {
    low: 'ॲप उघडलं की प्रत्येक वेळी क्रॅश होतं. खूप त्रासदायक आहे.',
    high: 'खूप छान ॲप आहे, मी रोज वापरतो!',
  },
  ne: {
    low: 'एप खोल्नेबित्तिकै हरेक पटक क्र्यास हुन्छ। धेरै झन्झट लाग्छ।',
    high: 'धेरै राम्रो एप, म हरेक दिन प्रयोग गर्छु!',
  },
  or: {
    low: 'ଆପ୍ ଖୋଲିଲେ ପ୍ରତିଥର କ୍ରାସ୍ ହୋଇଯାଉଛି। ବହୁତ ବିରକ୍ତିକର।',
    high: 'ବହୁତ ଭଲ ଆପ୍, ମୁଁ ପ୍ରତିଦିନ ବ୍ୟବହାର କରେ!',
  },
  pa: {
    low: 'ਐਪ ਹਰ ਵਾਰ ਖੋਲ੍ਹਣ ’ਤੇ ਕ੍ਰੈਸ਼ ਹੋ ਜਾਂਦੀ ਹੈ। ਬਹੁਤ ਪਰੇਸ਼ਾਨੀ ਹੁੰਦੀ ਹੈ।',
    high: 'ਬਹੁਤ ਵਧੀਆ ਐਪ, ਮੈਂ ਰੋਜ਼ ਵਰਤਦਾ ਹਾਂ!',
  },
  si: {
    low: 'ඇප් එක විවෘත කරන හැම වෙලාවෙම ක්‍රෑෂ් වෙනවා. හරිම කරදරයි.',
    high: 'නියමයි, මම හැමදාම පාවිච්චි කරනවා!',
  },
  ta: {
    low: 'ஆப்பைத் திறக்கும் ஒவ்வொரு முறையும் கிராஷ் ஆகிறது. ரொம்ப எரிச்சலாக இருக்கிறது.',
    high: 'அருமையான ஆப், நான் தினமும் பயன்படுத்துகிறேன்!',
  },
  te: {
    low: 'యాప్ తెరిచిన ప్రతిసారీ క్రాష్ అవుతోంది. చాలా చిరాకుగా ఉంది.',
    high: 'చాలా బాగుంది, నేను రోజూ వాడుతున్నాను!',
  },
  km: {
    low: 'កម្មវិធីគាំងរាល់ពេលខ្ញុំបើក។ គួរឲ្យធុញទ្រាន់ណាស់។',
    high: 'កម្មវិធីល្អណាស់ ខ្ញុំប្រើរាល់ថ្ងៃ!',
  },
  lo: {
    low: 'ແອັບເດັ້ງອອກທຸກຄັ້ງທີ່ເປີດ ໜ້າລຳຄານຫຼາຍ',
    high: 'ແອັບດີຫຼາຍ ໃຊ້ທຸກມື້!',
  },
  my: {
    low: 'အက်ပ်ကို ဖွင့်တိုင်း ရပ်သွားတယ်။ အရမ်းစိတ်ညစ်တယ်။',
    high: 'အရမ်းကောင်းတဲ့ အက်ပ်ပါ၊ နေ့တိုင်း သုံးပါတယ်!',
  },
}
