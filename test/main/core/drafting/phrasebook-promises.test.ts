import { describe, expect, it } from 'vitest'
import { fillable, renderTemplate } from '../../../../src/main/core/drafting/builtin/render'
import { PROMISES, promiseIn } from '../../../../src/main/core/drafting/check/promises'
import { allPhrasebooks } from '../../../../src/main/core/drafting/phrasebooks'
import { INTENT_LINES } from '../../../../src/main/core/drafting/phrasebooks/intent-lines'
import type { Phrasebook } from '../../../../src/main/core/drafting/phrasebooks/types'

/**
 * Issue 25, item 5: a draft promises no fix, feature, update or date the team has not committed
 * to. The languages without a full line set are written from their phrasebook alone, so every
 * phrasebook line must pass the same promise check the drafter applies to a draft.
 */

/** The languages drafted from their phrasebook alone (write/lines/index.ts `fromPhrasebook`). */
const PHRASEBOOK_ONLY = [
  'af',
  'am',
  'az',
  'be',
  'bg',
  'bn',
  'ca',
  'cs',
  'da',
  'el',
  'et',
  'eu',
  'fa',
  'fi',
  'fil',
  'gl',
  'gu',
  'he',
  'hr',
  'hu',
  'hy',
  'is',
  'ka',
  'kk',
  'km',
  'kn',
  'ky',
  'lo',
  'lt',
  'lv',
  'mk',
  'ml',
  'mn',
  'mr',
  'ms',
  'my',
  'nb',
  'ne',
  'or',
  'pa',
  'rm',
  'ro',
  'si',
  'sk',
  'sl',
  'sq',
  'sr',
  'sw',
  'ta',
  'te',
  'th',
  'ur',
  'uz',
  'zu',
] as const

const CONTACT = 'help@acme.example'

/** Every sentence template of a phrasebook and its intent lines, with where it sits. */
function templates(book: Phrasebook): { slot: string; line: string }[] {
  const out: { slot: string; line: string }[] = []
  const walk = (value: unknown, slot: string): void => {
    if (typeof value === 'string') out.push({ slot, line: value })
    else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${slot}[${i}]`))
    else if (value && typeof value === 'object' && !(value instanceof RegExp))
      for (const [k, v] of Object.entries(value)) walk(v, slot ? `${slot}.${k}` : k)
  }
  const { greeting, opener, issue, positive, nextStep, askMore, closing, team } = book
  walk({ greeting, opener, issue, positive, nextStep, askMore, closing, team }, '')
  walk(INTENT_LINES[book.code], 'intent')
  return out
}

/** Real promises, as a reply might make them: a fix, an update, "soon", ongoing work, a month. */
const PROMISE_EXAMPLES: Record<(typeof PHRASEBOOK_ONLY)[number], readonly string[]> = {
  af: [
    'Hierdie fout sal in die volgende opdatering reggemaak word.',
    'Ons span werk reeds daaraan.',
    'Donkermodus kom binnekort!',
    'Ons sal dit teen Maart regmaak.',
  ],
  am: [
    'ችግሩን በሚቀጥለው ዝማኔ እናስተካክላለን።',
    'ይህ ባህሪ በቅርቡ ይታከላል።',
    'ቡድናችን ጉዳዩን እየመረመረ ነው።',
    'እስከ መስከረም ድረስ ይስተካከላል።',
    'አዲሱ ባህሪ በቅርብ ጊዜ ይደርሳል።',
  ],
  az: [
    'Bu xətanı növbəti yeniləmədə düzəldəcəyik.',
    'Qaranlıq rejim tezliklə əlavə ediləcək.',
    'Komandamız artıq bunu araşdırır.',
    'Problem martda həll ediləcək.',
    'Yeni funksiya yaxın vaxtlarda gələcək.',
  ],
  be: [
    'Мы выправім гэту памылку ў наступным абнаўленні.',
    'Цёмная тэма хутка з’явіцца.',
    'Каманда ўжо працуем над выпраўленнем.',
    'Функцыя будзе даступная ў сакавіку.',
    'Новая функцыя з’явіцца ў бліжэйшы час.',
  ],
  bg: [
    'Ще поправим грешката в следващата актуализация.',
    'Тъмният режим ще бъде добавен съвсем скоро.',
    'Екипът ни вече проучва проблема.',
    'Функцията ще е налична през март.',
  ],
  bn: [
    'পরের আপডেটে আমরা সমস্যাটি ঠিক করে দেব।',
    'ডার্ক মোড শীঘ্রই যোগ করা হবে।',
    'আমাদের টিম বিষয়টি খতিয়ে দেখছে।',
    'মার্চ মাসের মধ্যে এটি উপলব্ধ হবে।',
  ],
  ca: [
    'Corregirem aquest error a la propera actualització.',
    'El mode fosc arribarà aviat.',
    'El nostre equip ja ho està investigant.',
    'La funció estarà disponible al maig.',
  ],
  cs: [
    'Chybu opravíme v příští aktualizaci.',
    'Tmavý režim bude brzy k dispozici.',
    'Náš tým už to prověřuje.',
    'Funkce přibude v březnu.',
  ],
  da: [
    'Fejlen bliver rettet i næste opdatering.',
    'Vi vil tilføje mørk tilstand snart.',
    'Vores team undersøger allerede sagen.',
    'Funktionen kommer i marts.',
  ],
  el: [
    'Θα διορθώσουμε το σφάλμα στην επόμενη ενημέρωση.',
    'Η σκοτεινή λειτουργία θα προστεθεί σύντομα.',
    'Η ομάδα μας το εξετάζει ήδη.',
    'Η λειτουργία θα είναι διαθέσιμη τον Μάρτιο.',
  ],
  et: [
    'Parandame vea järgmises uuenduses.',
    'Tume režiim tuleb varsti.',
    'Meie meeskond juba uurib seda.',
    'Funktsioon lisatakse märtsis.',
  ],
  eu: [
    'Akatsa hurrengo eguneratzean konponduko dugu.',
    'Modu iluna laster gehituko da.',
    'Gure taldea dagoeneko aztertzen ari da.',
    'Funtzioa martxoan egongo da erabilgarri.',
  ],
  fa: [
    'این مشکل را در به‌روزرسانی بعدی برطرف خواهیم کرد.',
    'حالت تاریک به‌زودی اضافه می‌شود.',
    'تیم ما در حال بررسی آن است.',
    'این قابلیت تا پایان اسفند اضافه خواهد شد.',
  ],
  fi: [
    'Korjaamme vian seuraavassa päivityksessä.',
    'Tumma tila tulee pian.',
    'Tiimimme selvittää asiaa jo.',
    'Ominaisuus lisätään maaliskuussa.',
  ],
  fil: [
    'Aayusin namin ito sa susunod na update.',
    'Malapit na ang dark mode!',
    'Sinusuri na po ito ng aming team.',
    'Ilalabas namin ang feature bago mag Marso.',
  ],
  gl: [
    'Corrixiremos o erro na próxima actualización.',
    'O modo escuro chegará pronto.',
    'O noso equipo xa o está a revisar.',
    'A función estará dispoñible en marzo.',
  ],
  gu: [
    'આગામી અપડેટમાં અમે આ સમસ્યા ઠીક કરીશું.',
    'ડાર્ક મોડ ટૂંક સમયમાં ઉમેરવામાં આવશે.',
    'અમારી ટીમ તેની તપાસ કરી રહી છે.',
    'આ ફીચર માર્ચ સુધીમાં ઉપલબ્ધ થશે.',
  ],
  he: [
    'נתקן את התקלה בעדכון הבא.',
    'מצב כהה יתווסף בקרוב.',
    'הצוות שלנו כבר בודק את זה.',
    'הפיצ׳ר יהיה זמין במרץ.',
  ],
  hr: [
    'Popravit ćemo grešku u sljedećem ažuriranju.',
    'Tamni način bit će dodan uskoro.',
    'Naš tim to već istražuje.',
    'Funkcija stiže do kraja ožujka.',
  ],
  hu: [
    'A hibát a következő frissítésben kijavítjuk.',
    'A sötét mód hamarosan elérhető lesz.',
    'A csapatunk már vizsgálja.',
    'A funkció márciusban érkezik.',
  ],
  hy: [
    'Սխալը կուղղենք հաջորդ թարմացման մեջ։',
    'Մութ ռեժիմը շուտով հասանելի կլինի։',
    'Մեր թիմն արդեն ուսումնասիրում է դա։',
    'Գործառույթը կավելացվի մարտին։',
  ],
  is: [
    'Við munum laga villuna í næstu uppfærslu.',
    'Dökk stilling kemur bráðlega.',
    'Teymið okkar er þegar að skoða málið.',
    'Eiginleikinn verður í boði í mars.',
  ],
  ka: [
    'შეცდომას შემდეგ განახლებაში გამოვასწორებთ.',
    'მუქი რეჟიმი მალე დაემატება.',
    'ჩვენი გუნდი ამას უკვე იკვლევს.',
    'ფუნქცია მარტში იქნება ხელმისაწვდომი.',
  ],
  kk: [
    'Қатені келесі жаңартуда түзетеміз.',
    'Қараңғы режим жақында қосылады.',
    'Командамыз мұны зерттеп жатыр.',
    'Бұл мүмкіндік наурызда қолжетімді болады.',
  ],
  km: [
    'យើងខ្ញុំនឹងកែបញ្ហានេះនៅក្នុងកំណែបន្ទាប់។',
    'មុខងារងងឹតនឹងមកដល់ឆាប់ៗនេះ។',
    'ក្រុមការងាររបស់យើងខ្ញុំកំពុងពិនិត្យមើល។',
    'មុខងារនេះនឹងមាននៅដើមខែមីនា។',
  ],
  kn: [
    'ಮುಂದಿನ ಅಪ್‌ಡೇಟ್‌ನಲ್ಲಿ ಈ ಸಮಸ್ಯೆಯನ್ನು ಸರಿಪಡಿಸುತ್ತೇವೆ.',
    'ಡಾರ್ಕ್ ಮೋಡ್ ಶೀಘ್ರದಲ್ಲೇ ಬರಲಿದೆ.',
    'ನಮ್ಮ ತಂಡ ಈಗಾಗಲೇ ಇದನ್ನು ಪರಿಶೀಲಿಸುತ್ತಿದೆ.',
    'ಈ ವೈಶಿಷ್ಟ್ಯ ಮಾರ್ಚ್‌ನಲ್ಲಿ ಲಭ್ಯವಾಗಲಿದೆ.',
  ],
  ky: [
    'Катаны кийинки жаңыртууда оңдойбуз.',
    'Караңгы режим жакында кошулат.',
    'Командабыз муну иликтеп жатат.',
    'Функция мартта жеткиликтүү болот.',
  ],
  lo: [
    'ພວກເຮົາຈະແກ້ໄຂບັນຫານີ້ໃນເວີຊັນຕໍ່ໄປ',
    'ໂໝດມືດຈະມາໃນໄວໆນີ້',
    'ທີມງານຂອງພວກເຮົາກຳລັງກວດສອບຢູ່',
    'ຟີເຈີນີ້ຈະມາພາຍໃນເດືອນມີນາ',
  ],
  lt: [
    'Klaidą ištaisysime kitame atnaujinime.',
    'Tamsusis režimas netrukus bus pridėtas.',
    'Mūsų komanda jau tai tiria.',
    'Funkcija atsiras iki kovo pabaigos.',
  ],
  lv: [
    'Kļūdu izlabosim nākamajā atjauninājumā.',
    'Tumšais režīms drīz būs pieejams.',
    'Mūsu komanda to jau pēta.',
    'Funkcija tiks pievienota martā.',
  ],
  mk: [
    'Ќе ја поправиме грешката во следното ажурирање.',
    'Темниот режим наскоро ќе биде достапен.',
    'Нашиот тим веќе го испитува ова.',
    'Функцијата ќе биде додадена во март.',
  ],
  ml: [
    'അടുത്ത അപ്‌ഡേറ്റിൽ ഈ പ്രശ്നം പരിഹരിക്കും.',
    'ഡാർക്ക് മോഡ് ഉടൻ ലഭ്യമാകും.',
    'ഞങ്ങളുടെ ടീം ഇത് പരിശോധിക്കുന്നുണ്ട്.',
    'ഈ ഫീച്ചർ മാർച്ചിൽ ചേർക്കും.',
  ],
  mn: [
    'Алдааг дараагийн шинэчлэлээр засна.',
    'Харанхуй горим удахгүй нэмэгдэнэ.',
    'Манай баг үүнийг аль хэдийн шалгаж байна.',
    'Энэ боломж гуравдугаар сард нэмэгдэнэ.',
  ],
  mr: [
    'पुढील अपडेटमध्ये आम्ही ही समस्या दुरुस्त करू.',
    'डार्क मोड लवकरच उपलब्ध होईल.',
    'आमची टीम याची तपासणी करत आहे.',
    'हे फीचर मार्चमध्ये येईल.',
  ],
  ms: [
    'Kami akan membaiki ralat ini dalam kemas kini seterusnya.',
    'Mod gelap akan tersedia tidak lama lagi.',
    'Pasukan kami sedang menyiasatnya.',
    'Ciri ini dijangka hadir pada bulan Mac.',
  ],
  my: [
    'နောက်ဗားရှင်းမှာ ဒီပြဿနာကို ပြင်ပေးပါမယ်။',
    'Dark mode ကို မကြာမီ ထည့်ပေးပါမယ်။',
    'ကျွန်ုပ်တို့အဖွဲ့က စစ်ဆေးနေပါပြီ။',
    'ဒီလုပ်ဆောင်ချက်ကို မတ်လအတွင်း ထုတ်ပေးပါမယ်။',
  ],
  nb: [
    'Feilen blir rettet i neste oppdatering.',
    'Vi skal legge til mørk modus snart.',
    'Teamet vårt ser allerede på saken.',
    'Funksjonen kommer i mars.',
  ],
  ne: [
    'अर्को अपडेटमा हामी यो समस्या ठीक गर्नेछौं।',
    'डार्क मोड चाँडै थपिनेछ।',
    'हाम्रो टोलीले यसको जाँच गरिरहेको छ।',
    'यो सुविधा मार्चमा उपलब्ध हुनेछ।',
  ],
  or: [
    'ପରବର୍ତ୍ତୀ ଅପଡେଟ୍‌ରେ ଆମେ ଏହି ସମସ୍ୟା ଠିକ୍ କରିବୁ।',
    'ଡାର୍କ ମୋଡ୍ ଶୀଘ୍ର ଉପଲବ୍ଧ ହେବ।',
    'ଆମ ଟିମ୍ ଏହାର ଯାଞ୍ଚ କରୁଛି।',
    'ଏହି ସୁବିଧା ମାର୍ଚ୍ଚ ମାସରେ ଆସିବ।',
  ],
  pa: [
    'ਅਗਲੇ ਅਪਡੇਟ ਵਿੱਚ ਅਸੀਂ ਇਹ ਮਸਲਾ ਠੀਕ ਕਰ ਦਿਆਂਗੇ।',
    'ਡਾਰਕ ਮੋਡ ਜਲਦੀ ਹੀ ਆ ਰਿਹਾ ਹੈ।',
    'ਸਾਡੀ ਟੀਮ ਇਸ ਦੀ ਜਾਂਚ ਕਰ ਰਹੀ ਹੈ।',
    'ਇਹ ਫੀਚਰ ਮਾਰਚ ਤੱਕ ਉਪਲਬਧ ਹੋਵੇਗਾ।',
  ],
  rm: [
    'Nus vegnin a curreger il sbagl en la proxima versiun.',
    'Il modus stgir vegn prest.',
    'Noss team examinescha gia il problem.',
    'La funcziun arriva en mars.',
  ],
  ro: [
    'Vom remedia eroarea în următoarea actualizare.',
    'Modul întunecat va fi disponibil în curând.',
    'Echipa noastră investighează deja.',
    'Funcția va fi adăugată în martie.',
  ],
  si: [
    'ඊළඟ යාවත්කාලීනයේදී අපි මෙම ගැටලුව නිවැරදි කරන්නෙමු.',
    'අඳුරු මාදිලිය ළඟදීම එකතු කෙරේවි.',
    'අපේ කණ්ඩායම දැනටමත් එය පරීක්ෂා කරනවා.',
    'මෙම විශේෂාංගය මාර්තු මාසයේදී ලැබෙනු ඇත.',
  ],
  sk: [
    'Chybu opravíme v ďalšej aktualizácii.',
    'Tmavý režim bude čoskoro k dispozícii.',
    'Náš tím to už preveruje.',
    'Funkcia pribudne v marci.',
  ],
  sl: [
    'Napako bomo odpravili v naslednji posodobitvi.',
    'Temni način bo kmalu na voljo.',
    'Naša ekipa to že preverja.',
    'Funkcija bo dodana do konca marca.',
  ],
  sq: [
    'Do ta rregullojmë gabimin në përditësimin e ardhshëm.',
    'Modaliteti i errët vjen së shpejti.',
    'Ekipi ynë po e shqyrton tashmë.',
    'Funksioni do të shtohet në mars.',
  ],
  sr: [
    'Поправићемо грешку у следећем ажурирању.',
    'Тамни режим ускоро стиже.',
    'Наш тим то већ истражује.',
    'Функција ће бити додата до краја марта.',
  ],
  sw: [
    'Tutarekebisha hitilafu hii katika sasisho lijalo.',
    'Hali ya giza itapatikana hivi karibuni.',
    'Timu yetu tayari inalichunguza.',
    'Kipengele hiki kitaongezwa kufikia Machi.',
  ],
  ta: [
    'அடுத்த அப்டேட்டில் இந்தச் சிக்கலைச் சரிசெய்வோம்.',
    'டார்க் மோட் விரைவில் சேர்க்கப்படும்.',
    'எங்கள் குழு இதைச் சரிபார்த்து வருகிறது.',
    'இந்த அம்சம் மார்ச் மாதத்தில் வரும்.',
  ],
  te: [
    'తదుపరి అప్‌డేట్‌లో ఈ సమస్యను సరిచేస్తాం.',
    'డార్క్ మోడ్ త్వరలో అందుబాటులోకి వస్తుంది.',
    'మా టీమ్ దీన్ని పరిశీలిస్తోంది.',
    'ఈ ఫీచర్ మార్చిలో వస్తుంది.',
  ],
  th: [
    'เราจะแก้ไขปัญหานี้ในเวอร์ชันถัดไปค่ะ',
    'โหมดมืดจะมาเร็ว ๆ นี้ค่ะ',
    'ทีมงานกำลังตรวจสอบสาเหตุอยู่ค่ะ',
    'ฟีเจอร์นี้จะมาภายในเดือนมีนาคมค่ะ',
  ],
  ur: [
    'اگلی اپ ڈیٹ میں ہم یہ مسئلہ ٹھیک کر دیں گے۔',
    'ڈارک موڈ جلد ہی دستیاب ہوگا۔',
    'ہماری ٹیم اس کا جائزہ لے رہی ہے۔',
    'یہ فیچر مارچ تک شامل کیا جائے گا۔',
  ],
  uz: [
    'Xatoni keyingi yangilanishda tuzatamiz.',
    'Tungi rejim tez orada qoʻshiladi.',
    'Jamoamiz buni allaqachon oʻrganmoqda.',
    'Bu funksiya martda paydo boʻladi.',
  ],
  zu: [
    'Sizoyilungisa le nkinga esibuyekezweni esilandelayo.',
    'Imodi emnyama izotholakala maduze.',
    'Ithimba lethu seliyayiphenya le nkinga.',
    'Lesi sici sizofika ngoMashi.',
  ],
}

describe('phrasebooks promise nothing', () => {
  it('has a promise pattern for every language drafted from its phrasebook alone', () => {
    const books = allPhrasebooks().map((b) => b.code)
    for (const code of PHRASEBOOK_ONLY) {
      expect(books, code).toContain(code)
      expect(PROMISES[code], code).toBeInstanceOf(RegExp)
    }
  })

  for (const book of allPhrasebooks()) {
    it(`${book.code}: every line, filled in, promises nothing, keeps the contact whole and leaves no token`, () => {
      const lines = templates(book)
      expect(lines.length).toBeGreaterThan(40)
      for (const { slot, line } of lines) {
        // A glued prefix ("ל-{contact}") reads as part of the address to the contact check.
        expect(line, `${book.code} ${slot}`).not.toMatch(
          /[\p{L}\p{M}\p{N}_.@/-]\{contact\}|\{contact\}[\p{L}\p{M}\p{N}_@/-]/u,
        )
        for (const brand of ['Acme Notes', '']) {
          const fill = { name: 'Maria', brand, contact: CONTACT, feature: 'dark mode' }
          if (!fillable(line, fill)) continue
          for (const formal of [false, true]) {
            const text = renderTemplate(line, fill, book, formal)
            const where = `${book.code} ${slot}: ${text}`
            expect(promiseIn(text, book.code), where).toBeNull()
            expect(text, where).not.toMatch(/[{}]/)
            if (line.includes('{contact}')) expect(text, where).toContain(CONTACT)
          }
        }
      }
    })
  }

  for (const code of PHRASEBOOK_ONLY) {
    it(`${code}: the promise pattern catches real promises`, () => {
      const examples = PROMISE_EXAMPLES[code]
      expect(examples.length).toBeGreaterThanOrEqual(3)
      for (const sentence of examples) expect(promiseIn(sentence, code), sentence).not.toBeNull()
    })
  }
})
