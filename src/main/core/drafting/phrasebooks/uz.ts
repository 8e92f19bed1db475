import type { Phrasebook } from './types'

/** Uzbek in the Latin alphabet (oʻ, gʻ with the modifier letter ʻ) with the polite "Siz", as Uzbek companies write. */
export const uz: Phrasebook = {
  code: 'uz',
  locale: 'uz',
  joiner: ' ',
  matching: 'word',
  greeting: {
    named: {
      casual: ['Salom, {name}!', 'Assalomu alaykum, {name}!'],
      formal: ['Hurmatli {name},'],
    },
    anonymous: { casual: ['Salom!'], formal: ['Assalomu alaykum,'] },
  },
  opener: {
    high: {
      casual: [
        'Ajoyib fikringiz uchun katta rahmat!',
        'Iliq soʻzlaringiz uchun rahmat!',
        'Bahoingiz bizni juda xursand qildi, rahmat!',
      ],
      formal: [
        'Ijobiy bahoingiz uchun minnatdormiz.',
        'Yuqori baho uchun chin dildan rahmat.',
        'Ijobiy fikringizni juda qadrlaymiz.',
      ],
    },
    mid: {
      casual: [
        'Samimiy fikringiz uchun rahmat!',
        'Vaqt ajratib, fikringizni bildirganingiz uchun rahmat.',
        'Izohlaringizni qadrlaymiz.',
      ],
      formal: [
        'Fikr-mulohazangiz uchun rahmat.',
        'Fikringizni biz bilan baham koʻrganingiz uchun minnatdormiz.',
        'Samimiy bahoingiz uchun rahmat.',
      ],
    },
    low: {
      casual: [
        'Bunday holatga duch kelganingizdan juda afsusdamiz.',
        'Ilova kutganingizdek boʻlmaganidan afsusdamiz.',
        'Noqulaylik uchun uzr soʻraymiz.',
      ],
      formal: [
        'Yuzaga kelgan noqulaylik uchun uzr soʻraymiz.',
        'Tajribangiz yaxshi boʻlmaganidan afsusdamiz.',
        'Duch kelgan muammolaringiz uchun uzr soʻraymiz.',
      ],
    },
  },
  issue: {
    crash: [
      'Ilova kutilmaganda yopilib qolayotganidan afsusdamiz; bu haqda jamoamizga xabar berdik.',
      'Ilovaning yopilib qolishi haqida xabar berganingiz uchun rahmat; tafsilotlarni dasturchilarimizga yetkazdik.',
    ],
    bug: [
      'Xatolik haqida xabar berganingiz uchun rahmat; uni dasturchilarimizga yetkazdik.',
      'Siz taʼriflagan muammoni jamoamizga yetkazdik.',
    ],
    feature_request: ['Taklifingiz uchun rahmat! Uni jamoamiz bilan baham koʻrdik.'],
    pricing: [
      'Narx muhimligini tushunamiz va fikringizni jamoaga yetkazdik.',
      'Narxlar haqidagi fikringiz uchun rahmat; unga jiddiy qaraymiz.',
    ],
    login: [
      'Hisobga kirishda qiyinchilik yuzaga kelganidan afsusdamiz.',
      'Hisobingizga imkon qadar tezroq qayta kirishingizga yordam berishga tayyormiz.',
    ],
    performance: [
      'Ilova sekin ishlashi haqida xabar berganingiz uchun rahmat; buni jamoaga yetkazdik.',
      'Tezlik va batareya qanchalik muhimligini bilamiz, fikringizni dasturchilarimiz bilan baham koʻrdik.',
    ],
    ads: [
      'Reklamalar haqidagi fikringiz uchun rahmat; uni jamoaga yetkazdik.',
      'Reklamalar boʻyicha izohlaringizni inobatga olamiz.',
    ],
    sync: [
      'Maʼlumotlaringiz qanchalik muhimligini bilamiz va buni siz bilan birga imkon qadar tezroq tekshirmoqchimiz.',
      'Sinxronlash muammolari uchun afsusdamiz; bu haqda jamoamizga xabar berdik.',
    ],
    ui: [
      'Dizayn haqidagi fikringiz uchun rahmat; uni dizaynerlarimiz bilan baham koʻrdik.',
      'Ilova qulay boʻlishini istaymiz, fikringiz esa bunga yordam beradi.',
    ],
    support: [
      'Javobimizni kutishga toʻgʻri kelgani uchun uzr soʻraymiz.',
      'Bu safar qoʻllab-quvvatlash jamoamiz kutganingizdek boʻlmaganidan afsusdamiz.',
    ],
  },
  positive: {
    praise: [
      '{brand|Ilova} sizga foydali boʻlayotganidan xursandmiz!',
      'Sizniki kabi fikrlar butun jamoamizni ruhlantiradi.',
      'Hammasi yaxshi ishlayotganini eshitish juda yoqimli.',
    ],
    ui: [
      'Dizayn sizga yoqqanidan xursandmiz!',
      'Ilovadan foydalanish oson ekanini eshitish yoqimli.',
    ],
    support: [
      'Minnatdorchiligingizni qoʻllab-quvvatlash jamoamizga albatta yetkazamiz!',
      'Qoʻllab-quvvatlash jamoamiz buni oʻqib, juda xursand boʻladi.',
    ],
  },
  nextStep: {
    contact: [
      'Bizga {contact} orqali yozing, masalani batafsil koʻrib chiqamiz.',
      '{contact} orqali bogʻlansangiz, mamnuniyat bilan yordam beramiz.',
      'Jamoamiz {contact} orqali yordam berishga tayyor.',
    ],
    noContact: [
      'Qoʻllab-quvvatlash xizmatimizga murojaat qiling, masalani batafsil koʻrib chiqamiz.',
      'Qoʻllab-quvvatlash xizmatimiz mamnuniyat bilan yordam beradi.',
    ],
  },
  askMore: [
    'Nimani yaxshilashimiz mumkinligini bilishni istardik.',
    'Sizga nima yetishmayotganini yozing; har bir xabarni oʻqiymiz.',
  ],
  closing: {
    high: [
      'Ilovadan maroqlanib foydalaning!',
      'Qoʻllab-quvvatlaganingiz uchun yana bir bor rahmat!',
      'Kuningiz xayrli oʻtsin!',
    ],
    mid: ['Fikringiz uchun yana bir bor rahmat.', 'Fikringiz biz uchun juda qadrli.'],
    low: ['Sabr-toqatingiz uchun rahmat.', 'Tushunganingiz uchun rahmat.'],
  },
  team: '{brand} jamoasi',
  apology: /afsus|uzr/i,
  keywords: {
    crash: [
      'yopilib',
      'yopiladi',
      'ochilmayapti',
      'ochilmaydi',
      'ishga tushmayapti',
      'crash',
      'chiqib ketadi',
      'вылетает',
    ],
    bug: ['xato', 'bug', 'ishlamayapti', 'ishlamaydi', 'muammo', 'tuzating'],
    feature_request: [
      'qoʻshing',
      "qo'shing",
      'qoshing',
      'yaxshi boʻlardi',
      "yaxshi bo'lardi",
      'funksiya',
      'imkoniyat',
      'tungi rejim',
      'taklif',
      'yetishmaydi',
    ],
    pricing: [
      'narx',
      'qimmat',
      'obuna',
      'toʻlov',
      "to'lov",
      '=pul',
      'pulni',
      'pulim',
      'qaytar',
      'bepul',
    ],
    login: ['kirish', 'kira olmay', 'parol', 'akkaunt', 'hisobim', 'hisobga', 'tasdiqlash kodi'],
    performance: ['sekin', 'batareya', 'yuklan', 'qotib', 'qotyapti', 'tormoz', '=lag'],
    ads: ['reklama', 'реклам'],
    sync: [
      'sinxron',
      'yoʻqolib',
      "yo'qolib",
      'oʻchib',
      "o'chib",
      'maʼlumot',
      "ma'lumot",
      'zaxira',
      'tiklash',
    ],
    ui: ['dizayn', 'interfeys', 'menyu', 'tugma', 'shrift', '=rang', 'ranglar', 'qulay'],
    support: [
      'qoʻllab-quvvatlash',
      "qo'llab-quvvatlash",
      'yordam xizmati',
      'javob bermay',
      'javob yoʻq',
    ],
    praise: [
      'zoʻr',
      "zo'r",
      'ajoyib',
      'aʼlo',
      "a'lo",
      'rahmat',
      'tavsiya qilaman',
      'yoqdi',
      'eng yaxshi',
      'foydali',
      'super',
      'juda yaxshi',
    ],
  },
}
