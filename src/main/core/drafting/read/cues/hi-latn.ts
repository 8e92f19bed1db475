import { en } from './en'
import type { Cues } from './types'

// Hindi typed in Latin letters ("app bahut accha hai yaar, sync bhi fast hai"): Hinglish mixes in
// English freely, so these lists are English's plus the romanised Hindi, in its many spellings.
const l = (s: string): string[] =>
  s
    .split(/\s*\|\s*|\n/)
    .map((p) => p.trim())
    .filter(Boolean)
const plus = (english: readonly string[], hindi: string): string[] => [
  ...new Set([...english, ...l(hindi)]),
]

const NOT = ['nahi', 'nahin', 'nhi', 'nai', 'ni']
// "accha nahi hai": Hindi negates after the adjective, so the turned-around praise is listed.
const PRAISE = l(
  'accha | acha | achha | acchha | achchha | badhiya | badiya | badhia | pasand | sahi | theek | thik | mast | mazedaar | majedar | maza | mazaa | kaam ka | kaam ki | useful | aasan | asaan | easy | khush',
)
const notPraised = PRAISE.flatMap((p) => NOT.map((n) => `${p} ${n}`))
// "sync nahi ho raha", "nahi khul raha": what an app does, and Hindi's ways of saying it fails.
const DOES = l(
  'sync | save | load | open | khul | khulta | khulti | chal | chalta | chalti | connect | record | track | show | dikh | dikhta | dikhti | update | download | upload | backup | restore | export | import | play | login | kaam',
)
const broken = DOES.flatMap((v) => NOT.flatMap((n) => [`${v} ${n}`, `${v} hi ${n}`, `${n} ${v}`]))

export const hiLatn: Cues = {
  thanks: ['thanks', 'thank you', 'dhanyavad', 'shukriya', 'thx'],
  positive: plus(
    en.positive,
    `accha | acha | achha | acchha | achchha | bahut accha | bohot accha | bht accha | badhiya | badiya | badhia | badia | bdiya | mast | ekdum mast | zabardast | jabardast | shandaar | shandar
     kamaal | kamal | lajawab | lajwab | pasand | pasand aaya | maza aa | mazaa aa | maja aa | mazedaar | majedar | sahi hai | sahi h | theek hai | thik hai | thik h | jhakas | jhakaas | dhasu | dhansu
     kaam ka | kaam ki | kaam ke | aasan | asaan | timepass | time pass | shukriya | dhanyavad | dhanyawad | thanku | thnx | thnks | paisa vasool | paisa wasool | =op | osm | awsm | superb hai | best hai
     dil se | khush | =gjb | gajab | ghazab | 🙏 | galti se 1 star | galti se ek star | 1 star galti se | mistake se 1 star | 1 star by mistake | by mistake 1 star`,
  ),
  negative: [
    ...notPraised,
    ...plus(
      en.negative,
      `bekar | bekaar | bekr | bakwas | bakwaas | bkwas | ghatiya | ghtiya | kharab | khrab | kharaab | faltu | faaltu | bura | buri | dhokha | dhoka | chor | chori | loot | =lut | pareshan | preshan
       pareshani | dikkat | dikat | tang aa | irritate | gussa | time waste | paisa barbaad | paise barbaad | barbaad | barbad | vahiyat | wahiyat | ganda | kachra | kachara | ads bahut | bahut ads
       bahut zyada ads | ad bahut | itne ads | itna ads | mehnga | mahnga | mehenga | bahut mehnga | uninstall kar | delete kar diya | ek star | update ke baad | jab se update | theek karo | thik karo
       sahi karo | fix karo | jaldi fix | slow hai | bahut slow | bahut dheere | bahut dhire | mushkil | bore | har baar | baar baar | bar bar | kuch khas nahi | bekar hai | bakwas hai`,
    ),
  ],
  negators: plus(en.negators, 'nahi | nahin | nhi | nai | mat | bina | kabhi nahi | kabhi nhi'),
  sarcasm: plus(
    en.sarcasm,
    'wah kya baat hai | waah kya baat | shabash | bahut badhiya kaam kiya | thank you bhai barbaad',
  ),
  ironic: plus(en.ironic, 'wah | waah | shukriya | badhiya | kamaal | kamal'),
  contrast: plus(
    en.contrast,
    'lekin | lekn | magar | =par | =pr | bas ek | sirf ek | ek kami | kami hai | fir bhi | phir bhi | halaki | halanki',
  ),
  bug: [
    ...broken,
    ...plus(
      en.bug,
      `band ho jata | band ho jaata | band ho jati | band ho jaati | band ho ja | bnd ho jata | apne aap band | khud band | hang ho | hang hota | hang hai | hang kar | atak | ruk jata | ruk jaata
       ruk jati | ruk gaya | ruk gya | freeze | kaam nahi | kaam nhi | kam nahi kar | kam nhi kar | awaz nahi | aawaz nahi | awaaz nahi | sound nahi | notification nahi | error aa | error aata
       =galat | =glt | gadbad | gadbadi | crash ho | lag karta | lag hota | lag ho | battery kha | garam ho | logout ho | bar bar logout | gayab ho | gaayab ho | wahi haal | vahi haal | same problem`,
    ),
  ],
  request: plus(
    en.request,
    `add karo | add kro | add kar do | add kardo | add kar dijiye | add kijiye | add kare | add karein | add karen | daal do | dal do | daalo | daal dijiye | dijiye | de do | dedo | chahiye | chaiye
     chahie | chaahiye | hona chahiye | hona chaiye | hone chahiye | hona chahie | hota to | hoti to | ho to accha | ho jaye to | ho jata to | =please | =plz | =pls | =plzz | suggestion | request
     option do | option de do | option dijiye | feature do | badhao | badha do | kam karo | kam kar do | laao | lao | bana do  add kar sakte | add kar sakte ho | add karoge | add karenge | kab add
     option do | option de do | option dijiye | feature do | badhao | badha do | kam karo | kam kar do | laao | lao | bana do`,
  ),
  question: plus(
    en.question,
    `kya | kia | kyaa | kaise | kese | kaisey | kyu | kyun | kyon | kyo | kab | kahan | kidhar | kaun | kitna | kitne | kitni | batao | btao | bataiye | bataye | bata do | koi batao | koi bataye
     help karo | kya koi | possible hai kya | ho sakta hai kya`,
  ),
  billing: plus(
    en.billing,
    `paisa | paise | pese | paisaa | rupaye | rupees | =rs | ₹ | =inr | kat gaya | kat gye | kat gaye | cut gaya | cut gye | kaat liya | kaat liye | deduct | pay kiya | wapas | vapas | upi | paytm
     phonepe | gpay | google pay | kharida | khareeda | kharid | buy kiya`,
  ),
  charge: {
    afterCancel: plus(
      en.charge.afterCancel,
      'cancel kar diya tha | cancel kiya tha | cancel karne ke baad | cancel ke baad bhi | fir bhi kat | phir bhi kat | fir bhi paise | phir bhi paise | fir se kat | phir se kat | dubara kat | dobara kat | abhi bhi kat',
    ),
    twice: plus(en.charge.twice, 'do baar | 2 baar | do bar | 2 bar'),
    unknown: plus(
      en.charge.unknown,
      'bina bataye | bina puche | bina pooche | bina permission | maine subscribe nahi | subscribe nahi kiya | kabhi subscribe nahi | kharida hi nahi | apne aap kat | apne aap paise | achanak paise | pata nahi kyu kat',
    ),
    refund: plus(
      en.charge.refund,
      'paise wapas | paise vapas | paisa wapas | paisa vapas | paise lauta | mere paise',
    ),
    missing: plus(
      en.charge.missing,
      'premium chala gaya | premium gayab | premium hat gaya | subscription gayab | paise diye fir bhi | payment ke baad bhi | kharidne ke baad bhi | coins nahi mile | gems nahi mile | premium khatam | paise diye the | paise de diye the',
    ),
    charged: plus(
      en.charge.charged,
      'kat gaya | kat gye | kat gaye | kat gya | kaat liya | kaat liye | cut gaya | cut gye | paise kate | paise kat | charge kiya | charge kar diya | charge ho gaya | debit ho gaya',
    ),
    cancelled: plus(en.charge.cancelled, 'cancel kiya | cancel kar diya | cancel karwaya'),
  },
  privacy: plus(
    en.privacy,
    'data bech | bech dete | bechte ho | kisi aur ko | permission maang | contacts maang | location maang | jasoosi',
  ),
  account: plus(en.account, 'account bana | id bana | register kar'),
  lockedOut: plus(
    en.lockedOut,
    'login nahi | login nhi | otp nahi | otp nhi | password bhool | account block | account band',
  ),
  deletion: plus(en.deletion, 'account delete | account hatana | data delete | mera data delete'),
  loss: {
    words: plus(
      en.loss.words,
      'chala gaya | chala gya | chali gayi | chale gaye | gayab | gaayab | kho gaya | kho gya | mit gaya | delete ho gaya | delete ho gya | ud gaya | ud gya | udd gaya | reset ho | shuru se | khatam ho',
    ),
    objects: plus(
      en.loss.objects,
      'progress | =level | coins | saara | =sara | saare | =sare | =sab | sabhi | =record | history',
    ),
    phrases: plus(
      en.loss.phrases,
      'sab chala gaya | saara data | sara data | data gayab | data chala gaya | sab gayab | sab delete',
    ),
    bought: plus(en.loss.bought ?? [], 'coins | gems | diamonds | premium | subscription'),
    fears: plus(
      en.loss.fears ?? [],
      'chala jayega | chala jaega | chali jayegi | chale jayenge | kho jayega | mit jayega | delete ho jayega | phone badlu | phone badlun | phone badalne par | phone change karu | reinstall karu | bina khoye',
    ),
    notData: plus(en.loss.notData ?? [], 'interest khatam | interest chala gaya | mann bhar gaya | sabr khatam | bharosa uth gaya'),
  },
  supportFailed: plus(
    en.supportFailed,
    'koi reply nahi | reply nahi | reply nhi | koi jawab nahi | jawab nahi | jawab nhi | koi response nahi | response nahi | mail kiya | email kiya | mail bheja | complaint ki | complaint kiya | koi help nahi',
  ),
  storeLoop: plus(
    en.storeLoop,
    'google bolta | google ne bola | google ne kaha | developer se contact karo | developer se baat karo | refund reject | refund mana',
  ),
  abuse: plus(
    en.abuse,
    'chutiya | chutiye | madarchod | =mc | =bc | =bkl | =mkc | behenchod | bhenchod | bsdk | bhosdi | gandu | harami | kamine | kamina | kutte | bewakoof developer | bhaad me jao | mar jao | barbaad ho jao',
  ),
  legal: plus(
    en.legal,
    'vakil | case karunga | case kar dunga | consumer court | consumer forum | cyber cell',
  ),
  spam: plus(
    en.spam,
    'ghar baithe | kamao | kamaye | kamaiye | roz kamao | daily kamao | paise kamao | refer code | referral code | link pe click | link par click | whatsapp karo | telegram join | bonus milega | free diamonds | subscribe karo | channel ko subscribe | link bio me | bio me link | mere channel | mera channel | paise kamane | channel join karo',
  ),
  plea: plus(
    en.plea ?? [],
    'theek karo | thik karo | theek kar do | thik kar do | theek kardo | thik kardo | theek karein | thik karein | theek kijiye | fix karo | fix kar do | fix kardo | fix karein | sahi karo | sahi kar do | help karo | madad karo',
  ),
  rhetorical: plus(
    en.rhetorical ?? [],
    'kyu dega | kyun dega | kyon dega | kaun dega | kaun paise dega | kisne banaya | kisne design | kya soch rahe the | kya soch ke | mazaak hai | mazak hai | majak hai | mazaak kar rahe | test kiya | itna mushkil',
  ),
  why: plus(en.why ?? [], 'kyu | kyun | kyon | kyo | kisliye'),
  wishQuestion: l('kya | kia | kyaa | kab'),
  patterns: {
    request: en.patterns?.request,
    // Hindi asks with a question word anywhere ("… notes isme kaise laun") or a closing "kya".
    question: [
      /(?:^|\s)(?:kaise|kese|kyu|kyun|kyon|kab|kahan|kidhar|kitna|kitne|kitni|kaun)(?:\s|$)/u,
      /\skya\s*$/u,
      /(?:hai|h|hota|milega|sakta|sakte) kya(?:\s|$)/u,
    ],
  },
}
