// Word lists for reading an author field (author.ts). Lower case, without a trailing dot.

const set = (words: string): ReadonlySet<string> => new Set(words.split(' '))

/** Placeholder names the stores use, and handles that are words rather than names. */
export const NOT_A_NAME = new Set([
  'a',
  'an',
  'the',
  'user',
  'users',
  'anonymous',
  'anonym',
  'anónimo',
  'anonimo',
  'anonyme',
  'guest',
  'customer',
  'client',
  'cliente',
  'kunde',
  'kundin',
  'usuario',
  'usuária',
  'usuário',
  'utilisateur',
  'utilisatrice',
  'utente',
  'nutzer',
  'nutzerin',
  'gebruiker',
  'användare',
  'player',
  'gamer',
  'admin',
  'app',
  'apps',
  'reviewer',
  'unknown',
  'someone',
  'somebody',
  'none',
  'null',
  'undefined',
  'test',
  'me',
  'my',
  'your',
  'mom',
  'mum',
  'dad',
  'mama',
  'papa',
  'mommy',
  'daddy',
  'boss',
  'king',
  'queen',
  'fan',
  'lover',
  'happy',
  'angry',
  'sad',
  'disappointed',
  'frustrated',
  'honest',
  'real',
  'true',
  'very',
  'super',
  'best',
  'good',
  'bad',
  'great',
  'ok',
  'okay',
  'hi',
  'hello',
  'mr',
  'mrs',
  'ms',
  'miss',
  'dr',
  'sir',
  'madam',
  'herr',
  'frau',
  'sr',
  'sra',
  'srta',
  'm',
  'mme',
  'mlle',
  'sig',
  'pan',
  'pani',
  'google',
  'apple',
  'iphone',
  'android',
  'samsung',
  'ipad',
  'customer service',
  'no',
  'not',
  'just',
  'ein',
  'eine',
  'un',
  'une',
  'um',
  'uma',
  'uno',
  'una',
  'een',
  'en',
  'ett',
  // "Nameless", "user", "guest" in the CJK stores' languages and their usual stand-ins.
  'ななし',
  '名無し',
  '名無しさん',
  'ななしさん',
  '匿名',
  '匿名希望',
  'ユーザー',
  'ゲスト',
  '用户',
  '匿名用户',
  '游客',
  '用戶',
  '匿名用戶',
  '網友',
  '网友',
  '사용자',
  '익명',
  '유저',
  '손님',
  'ㅇㅇ',
  'ㅎㅎ',
  'ㅋㅋ',
  'пользователь',
  'користувач',
  'аноним',
  'анонім',
  'гость',
  'мастер',
])

/**
 * Words people build handles from ("Gamer Girl", "Coffee Lover", "Cash Queen"): an author
 * field with one of them is a handle, not a name, and gets a greeting without a name.
 */
export const HANDLE_WORDS = set(
  'gamer gamers gaming game games player girl girls boy boys guy gal lady man woman lover lovers love fan fans ' +
    'queen king prince princess lord master pro noob cash money earn earning daily free gems coins gold ' +
    'coffee tea cat cats dog dogs kitty puppy bunny panda unicorn dragon wolf ninja shadow ' +
    'mom mum dad mama papa mommy daddy granny grandma grandpa baby babe honey angel devil boss chief legend ' +
    'hunter killer rider runner runners running jogger driver traveler traveller reader writer ' +
    'notes note fitness fit health official tv music life crazy cool big lil little happy angry real ' +
    'the of my your user users review reviews team family fam world online shop store deals ' +
    'кот котик киса зайка геймер игрок бегун фанат любитель',
)

/** Handles that end in one of these ("meganplays", "rizkyrun") are handles, not names. */
export const HANDLE_ENDINGS = [
  'plays',
  'gamer',
  'games',
  'gaming',
  'runs',
  'runner',
  'run',
  'lover',
  'official',
]

/**
 * Titles and honorifics before a family name ("Dr. Weber", "Herr Müller", "Mme Dubois"): the
 * word after them is a first name only when a family name follows it ("Dr. Anna Weber").
 */
export const FAMILY_TITLES = set(
  'mr mrs ms miss mx dr doc doctor prof professor ing mag dipl herr frau monsieur madame mme mlle ' +
    'sig sigra sig.ra signor signora signorina dott dott.ssa avv pan pani dhr mevr mw meneer mevrouw ' +
    'sr sra srta señor señora señorita madam rev capt captain fr ir drs sayın sayin bay bayan ' +
    'г-н г-жа господин госпожа д-р m',
)

/**
 * Titles and honorifics before a first name ("Sheikh Ahmed", "Pak Budi", "Chị Lan", "Coach
 * Luca", "Doña Rosa"): the name after them is the one to greet.
 */
export const FIRST_NAME_TITLES = set(
  'doña dña tía tío sheikh shaikh sheikha sayyid haji hajj hj ustaz ustadz eng engr ' +
    'bapak pak ibu bu mbak mba mas kak kakak bang abang shri shree smt shrimati kumari ' +
    'chị cô chú ông bà thầy coach nonna nonno zia zio tante onkel oma opa ' +
    'uncle aunty auntie aunt sister brother bro sis abla hoca hocam teyze amca dayı usta ' +
    'د د. دكتور الدكتور م م. مهندس المهندس أستاذ الأستاذ استاذ الاستاذ شيخ الشيخ حاج الحاج ' +
    'श्री श्रीमती डॉ डॉ. कुमारी सुश्री',
)

/**
 * Titles before a first name that are also first names elsewhere ("Don Ramón" but "Don Miller",
 * "Tia Rosa" but "Tia Carrere"): titles only in these reply languages.
 */
export const TITLES_IN: Readonly<Record<string, readonly string[]>> = {
  don: ['es', 'it', 'pt'],
  dom: ['pt'],
  dona: ['pt', 'ca'],
  seu: ['pt'],
  tia: ['es', 'pt'],
  tio: ['es', 'pt'],
  abi: ['tr'],
}

/** Honorifics after a name ("Ramesh ji", "Ahmet Bey", "Ayşe Hanım", "Tanaka-san"). */
export const AFTER_TITLES = set(
  'ji जी bey hanım hanim san sama kun chan sensei sahab saheb sahib garu',
)

/** Arabic names that are two words ("Abdul Rahman", "Abu Faisal"): the first alone is no name. */
export const NAME_PREFIXES = set('abdul abdel abd abdal abu umm um ابو أبو عبد أم ام')
/** The article inside such a name ("Abd al Rahman"). */
export const NAME_ARTICLES = set('al el ul ar ad as an at az')

/** Vietnamese family names, which come first ("Nguyễn Văn An"): the name to greet is the last. */
export const VIETNAMESE_FAMILY = set(
  'nguyễn trần lê phạm hoàng huỳnh phan vũ võ đặng bùi đỗ hồ ngô dương lý đinh trương lâm tô đào hà lương đoàn trịnh tạ châu thái ' +
    // Without their marks, only names no other language writes as a first or family name.
    'nguyen tran pham hoang huynh phan vu vo dang bui duong truong dinh trinh doan luong',
)

/** Japanese and Korean honorifics after a CJK name ("田中さん", "정민님"): the greeting adds its own. */
export const CJK_AFTER_TITLES = [
  'さん',
  'さま',
  '様',
  'ちゃん',
  'くん',
  '君',
  '先生',
  '殿',
  '氏',
  '선생님',
  '님',
  '씨',
]
/** Chinese titles after a family name ("王先生", "李女士"): the right greeting in Chinese as they are. */
export const CHINESE_TITLES = ['先生', '女士', '小姐', '老师', '老師']
/** Characters that make a Chinese handle a phrase ("不想看广告"), not a name. */
export const CHINESE_PHRASE = new Set('不没沒别別想要的了吗嗎呢吧很太')
