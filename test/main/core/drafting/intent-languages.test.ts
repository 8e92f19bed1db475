import { describe, expect, it } from 'vitest'
import { draftBuiltin } from '../../../../src/main/core/drafting/builtin/draft'
import type { BuiltinDraftInput } from '../../../../src/main/core/drafting/types'
import { voiceWith } from './fixtures'

const draft = (review: BuiltinDraftInput['review'], store: BuiltinDraftInput['store']) =>
  draftBuiltin({ voice: voiceWith(), store, limit: store === 'google_play' ? 350 : 5970, review })

/**
 * Per store language added after the first 26: a refund request as reviewers write it, and a
 * feature request with the feature in the reviewer's words.
 */
const CASES: Record<string, { refund: string; request: string; feature: string }> = {
  cs: {
    refund: 'Strhli mi peníze dvakrát, chci vrácení peněz.',
    request: 'Skvělá aplikace, prosím přidejte tmavý režim.',
    feature: 'tmavý režim',
  },
  sk: {
    refund: 'Stiahli dvakrát peniaze, chcem vrátenie peňazí!',
    request: 'Super appka, prosím pridajte tmavý režim.',
    feature: 'tmavý režim',
  },
  sl: {
    refund: 'Dvakrat zaračunali naročnino, želim vračilo denarja.',
    request: 'Odlična aplikacija, prosim dodajte temni način.',
    feature: 'temni način',
  },
  fi: {
    refund: 'Veloitettiin kahdesti, haluan rahat takaisin.',
    request: 'Hyvä sovellus, lisätkää tumma tila.',
    feature: 'tumma tila',
  },
  et: {
    refund: 'Võeti kaks korda raha, palun raha tagasi.',
    request: 'Hea rakendus, palun lisage tume režiim.',
    feature: 'tume režiim',
  },
  hu: {
    refund: 'Kétszer vonták le a díjat, kérem a visszatérítést.',
    request: 'Szuper app, jó lenne egy sötét mód.',
    feature: 'sötét mód',
  },
  lt: {
    refund: 'Nuskaičiavo du kartus, prašau grąžinti pinigus.',
    request: 'Puiki programėlė, pridėkite tamsų režimą.',
    feature: 'tamsų režimą',
  },
  lv: {
    refund: 'Iekasēja divreiz, lūdzu atgriezt naudu.',
    request: 'Lieliska lietotne, lūdzu pievienojiet tumšo režīmu.',
    feature: 'tumšo režīmu',
  },
  el: {
    refund: 'Χρεώθηκα δύο φορές, θέλω επιστροφή χρημάτων.',
    request: 'Τέλεια εφαρμογή, παρακαλώ προσθέστε σκοτεινό θέμα.',
    feature: 'σκοτεινό θέμα',
  },
  bg: {
    refund: 'Таксуваха ме два пъти, върнете ми парите!',
    request: 'Страхотно приложение, моля добавете тъмна тема.',
    feature: 'тъмна тема',
  },
  mk: {
    refund: 'Ми наплатија двапати, вратете ги парите.',
    request: 'Одлична апликација, ве молам додадете темен режим.',
    feature: 'темен режим',
  },
  sr: {
    refund: 'Наплатили су ми двапут, вратите ми новац.',
    request: 'Одлична апликација, молим вас додајте тамну тему.',
    feature: 'тамну тему',
  },
  be: {
    refund: 'Спісалі двойчы грошы, вярніце грошы!',
    request: 'Выдатная праграма, калі ласка дадайце цёмную тэму.',
    feature: 'цёмную тэму',
  },
  kk: {
    refund: 'Екі рет ақша алынды, ақшамды қайтарыңыз.',
    request: 'Керемет қосымша, қараңғы режимді қосыңыз.',
    feature: 'қараңғы режимді',
  },
  ky: {
    refund: 'Эки жолу акча алынды, акчамды кайтарып бериңиз.',
    request: 'Сонун колдонмо, караңгы режимди кошуңуз.',
    feature: 'караңгы режимди',
  },
  mn: {
    refund: 'Хоёр удаа мөнгө татсан, мөнгийг буцааж өгнө үү.',
    request: 'Гайхалтай апп, харанхуй горим нэмээч.',
    feature: 'харанхуй горим',
  },
  he: {
    refund: 'חייבו אותי פעמיים, אני רוצה החזר כספי.',
    request: 'אפליקציה מעולה, בבקשה תוסיפו מצב כהה.',
    feature: 'מצב כהה',
  },
  fa: {
    refund: 'دو بار پول کسر شد، لطفا پولم را برگردانید.',
    request: 'برنامه عالیه، لطفا حالت تاریک اضافه کنید.',
    feature: 'حالت تاریک',
  },
  ur: {
    refund: 'دو بار پیسے کٹ گئے، میرے پیسے واپس کریں۔',
    request: 'بہت اچھی ایپ ہے، براہ کرم ڈارک موڈ شامل کریں۔',
    feature: 'ڈارک موڈ',
  },
  am: {
    refund: 'ሁለት ጊዜ ተቆርጧል፤ ገንዘቤን መልሱ።',
    request: 'ጥሩ መተግበሪያ ነው፣ እባካችሁ ጨለማ ሁነታ ጨምሩ።',
    feature: 'ጨለማ ሁነታ',
  },
  hy: {
    refund: 'Երկու անգամ գանձեցին, վերադարձրեք գումարը։',
    request: 'Հիանալի հավելված է, խնդրում եմ ավելացրեք մուգ ռեժիմ։',
    feature: 'մուգ ռեժիմ',
  },
  ka: {
    refund: 'ორჯერ ჩამომეჭრა თანხა, დამიბრუნეთ თანხა.',
    request: 'შესანიშნავი აპია, გთხოვთ დაამატოთ მუქი რეჟიმი.',
    feature: 'მუქი რეჟიმი',
  },
  az: {
    refund: 'İki dəfə ödəniş çıxıldı, pulumu qaytarın.',
    request: 'Əla tətbiqdir, zəhmət olmasa qaranlıq rejim əlavə edin.',
    feature: 'qaranlıq rejim',
  },
  uz: {
    refund: 'Ikki marta pul yechildi, pulimni qaytaring.',
    request: "Ajoyib ilova, iltimos, qorong'i rejim qo'shing.",
    feature: "qorong'i rejim",
  },
  af: {
    refund: 'Ek is twee keer gehef, ek wil my geld terug hê.',
    request: 'Wonderlike app, voeg asseblief donker modus by.',
    feature: 'donker modus',
  },
  eu: {
    refund: 'Bi aldiz kobratu didate, dirua itzultzea nahi dut.',
    request: 'Aplikazio bikaina, gehitu modu iluna mesedez.',
    feature: 'modu iluna',
  },
  fil: {
    refund: 'Nacharge ako ng dalawang beses, pa-refund po.',
    request: 'Ang ganda ng app, sana po may dark mode.',
    feature: 'dark mode',
  },
  gl: {
    refund: 'Cobráronme dúas veces, quero o reembolso.',
    request: 'Aplicación xenial, por favor engadide o modo escuro.',
    feature: 'modo escuro',
  },
  is: {
    refund: 'Ég var rukkaður tvisvar, ég vil endurgreiðslu.',
    request: 'Frábært app, vinsamlegast bætið við dökku þema.',
    feature: 'dökku þema',
  },
  ms: {
    refund: 'Saya dicaj dua kali, mohon bayaran balik.',
    request: 'Aplikasi bagus, tolong tambah mod gelap.',
    feature: 'mod gelap',
  },
  sq: {
    refund: 'Më tërhoqën dy herë para, dua rimbursim.',
    request: 'Aplikacion i shkëlqyer, ju lutem shtoni një modalitet të errët.',
    feature: 'modalitet të errët',
  },
  sw: {
    refund: 'Nimekatwa mara mbili, naomba kurejeshewa pesa.',
    request: 'Programu nzuri, tafadhali ongezeni hali ya giza.',
    feature: 'hali ya giza',
  },
  zu: {
    refund: 'Ngikhokhe kabili, ngicela ukubuyiselwa imali.',
    request: 'I-app enhle, sicela nengeze imodi emnyama.',
    feature: 'imodi emnyama',
  },
  rm: {
    refund: 'Jau hai pajà duas giadas, jau vuless ina restituziun.',
    request: 'Ina app stupenta, per plaschair agiuntai in modus stgir.',
    feature: 'modus stgir',
  },
  bn: {
    refund: 'দুবার টাকা কেটে নিয়েছে, টাকা ফেরত চাই।',
    request: 'দারুণ অ্যাপ, অনুগ্রহ করে ডার্ক মোড যোগ করুন।',
    feature: 'ডার্ক মোড',
  },
  gu: {
    refund: 'બે વાર પૈસા કપાઈ ગયા, મને રિફંડ જોઈએ છે.',
    request: 'સરસ એપ, કૃપા કરીને ડાર્ક મોડ ઉમેરો.',
    feature: 'ડાર્ક મોડ',
  },
  kn: {
    refund: 'ಎರಡು ಬಾರಿ ಹಣ ಕಡಿತವಾಗಿದೆ, ರಿಫಂಡ್ ಬೇಕು.',
    request: 'ಅದ್ಭುತ ಆ್ಯಪ್, ದಯವಿಟ್ಟು ಡಾರ್ಕ್ ಮೋಡ್ ಸೇರಿಸಿ.',
    feature: 'ಡಾರ್ಕ್ ಮೋಡ್',
  },
  ml: {
    refund: 'രണ്ടു തവണ പണം പോയി, റീഫണ്ട് വേണം.',
    request: 'അടിപൊളി ആപ്പ്, ദയവായി ഡാർക്ക് മോഡ് ചേർക്കൂ.',
    feature: 'ഡാർക്ക് മോഡ്',
  },
  mr: {
    refund: 'दोनदा पैसे कापले गेले, मला रिफंड हवा आहे.',
    request: 'छान ॲप, कृपया डार्क मोड जोडा.',
    feature: 'डार्क मोड',
  },
  ne: {
    refund: 'दुई पटक पैसा काटियो, रिफन्ड चाहियो।',
    request: 'राम्रो एप, कृपया डार्क मोड थप्नुहोस्।',
    feature: 'डार्क मोड',
  },
  or: {
    refund: 'ଦୁଇଥର ଟଙ୍କା କଟିଲା, ରିଫଣ୍ଡ ଦରକାର।',
    request: 'ବହୁତ ଭଲ ଆପ୍, ଦୟାକରି ଡାର୍କ ମୋଡ୍ ଯୋଡନ୍ତୁ।',
    feature: 'ଡାର୍କ ମୋଡ୍',
  },
  pa: {
    refund: 'ਦੋ ਵਾਰ ਪੈਸੇ ਕੱਟੇ ਗਏ, ਰਿਫੰਡ ਚਾਹੀਦਾ ਹੈ।',
    request: 'ਵਧੀਆ ਐਪ, ਕਿਰਪਾ ਕਰਕੇ ਡਾਰਕ ਮੋਡ ਜੋੜੋ।',
    feature: 'ਡਾਰਕ ਮੋਡ',
  },
  si: {
    refund: 'දෙපාරක් මුදල් කැපුණා, මුදල් ආපසු දෙන්න.',
    request: 'නියම ඇප් එකක්, කරුණාකර ඩාර්ක් මෝඩ් එකතු කරන්න.',
    feature: 'ඩාර්ක් මෝඩ්',
  },
  ta: {
    refund: 'இரண்டு முறை பணம் எடுக்கப்பட்டது, ரீஃபண்ட் வேண்டும்.',
    request: 'அருமையான ஆப், தயவுசெய்து டார்க் மோட் சேர்க்கவும்.',
    feature: 'டார்க் மோட்',
  },
  te: {
    refund: 'రెండుసార్లు డబ్బు కట్ అయింది, రీఫండ్ కావాలి.',
    request: 'మంచి యాప్, దయచేసి డార్క్ మోడ్ జోడించండి.',
    feature: 'డార్క్ మోడ్',
  },
  km: {
    refund: 'គេកាត់លុយពីរដង សូមសងលុយវិញ។',
    request: 'កម្មវិធីល្អណាស់ សូមបន្ថែម dark mode។',
    feature: 'dark mode',
  },
  lo: {
    refund: 'ຕັດເງິນສອງເທື່ອ ຢາກໄດ້ຄືນເງິນ',
    request: 'ແອັບດີຫຼາຍ ຢາກໃຫ້ເພີ່ມ dark mode',
    feature: 'dark mode',
  },
  my: {
    refund: 'နှစ်ခါဖြတ်သွားတယ်၊ ငွေပြန်အမ်းပေးပါ။',
    request: 'အက်ပ်ကောင်းတယ်၊ dark mode ကို ထည့်ပေးပါ။',
    feature: 'dark mode',
  },
}

describe('built-in drafter: refunds and feature requests in every added store language', () => {
  for (const [language, c] of Object.entries(CASES)) {
    it(`${language}: a refund gets the store's refund path, a request names the feature`, () => {
      const play = draft({ rating: 1, body: c.refund, language }, 'google_play')
      expect(play.language).toBe(language)
      expect(play.reading?.main, play.body).toBe('billing')
      expect(play.body).toContain('play.google.com/store/account/orderhistory')
      const apple = draft({ rating: 1, body: c.refund, language }, 'app_store')
      expect(apple.reading?.main, apple.body).toBe('billing')
      expect(apple.body).toContain('reportaproblem.apple.com')
      const request = draft({ rating: 4, body: c.request, language }, 'google_play')
      expect(request.language).toBe(language)
      expect(request.reading?.main, request.body).toBe('request')
      const asked = request.reading?.points.find((p) => p.intent === 'request')
      expect(
        asked?.things.map((t) => t.text),
        c.request,
      ).toContain(c.feature)
      expect(request.plan?.naming, c.request).toContain(c.feature)
      expect(request.body).toContain(c.feature)
    })
  }
})
