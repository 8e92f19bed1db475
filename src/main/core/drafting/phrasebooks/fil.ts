import type { Phrasebook } from './types'

/** Filipino with "po" and "kayo/ninyo", as Philippine companies write to customers. */
export const fil: Phrasebook = {
  code: 'fil',
  locale: 'fil',
  joiner: ' ',
  matching: 'word',
  greeting: {
    named: { casual: ['Hi {name}!', 'Hello {name},'], formal: ['Magandang araw po, {name},'] },
    anonymous: { casual: ['Hello po!'], formal: ['Magandang araw po,'] },
  },
  opener: {
    high: {
      casual: [
        'Maraming salamat po sa napakagandang review!',
        'Salamat po sa mababait na salita!',
        'Napasaya po kami ng rating ninyo, salamat!',
      ],
      formal: [
        'Salamat po sa inyong positibong rating.',
        'Taos-puso po kaming nagpapasalamat sa inyong mataas na rating.',
        'Lubos po naming pinahahalagahan ang inyong positibong feedback.',
      ],
    },
    mid: {
      casual: [
        'Salamat po sa tapat ninyong feedback!',
        'Salamat po sa paglalaan ng oras para ibahagi ang inyong opinyon.',
        'Pinahahalagahan po namin ang inyong mga puna.',
      ],
      formal: [
        'Salamat po sa inyong feedback.',
        'Salamat po sa pagbabahagi ng inyong opinyon sa amin.',
        'Salamat po sa inyong tapat na review.',
      ],
    },
    low: {
      casual: [
        'Pasensya na po talaga sa naging karanasan ninyo.',
        'Ikinalulungkot po namin na hindi naabot ng app ang inyong inaasahan.',
        'Paumanhin po sa abala.',
      ],
      formal: [
        'Humihingi po kami ng paumanhin sa abala.',
        'Ikinalulungkot po namin na hindi naging maganda ang inyong karanasan.',
        'Humihingi po kami ng paumanhin sa mga naging problema ninyo.',
      ],
    },
  },
  issue: {
    crash: [
      'Pasensya na po at nagka-crash ang app; naipaalam na po namin ito sa aming team.',
      'Salamat po sa pag-report ng pag-crash; naipasa na po namin ang mga detalye sa aming mga developer.',
    ],
    bug: [
      'Salamat po sa pag-report ng bug; naipasa na po namin ito sa aming mga developer.',
      'Naipasa na po namin sa aming team ang problemang inilarawan ninyo.',
    ],
    feature_request: ['Salamat po sa suhestiyon! Naibahagi na po namin ito sa aming team.'],
    pricing: [
      'Naiintindihan po namin na mahalaga ang presyo, at naipasa na po namin ang inyong feedback sa team.',
      'Salamat po sa inyong opinyon tungkol sa presyo; seryoso po namin itong isinasaalang-alang.',
    ],
    login: [
      'Pasensya na po at nahihirapan kayong mag-log in.',
      'Gusto po namin kayong tulungang makapasok ulit sa inyong account sa lalong madaling panahon.',
    ],
    performance: [
      'Salamat po sa pagsabi na mabagal ang app; naipasa na po namin ito sa team.',
      'Alam po naming mahalaga ang bilis at ang tagal ng baterya, at naibahagi na po namin ang inyong feedback sa aming mga developer.',
    ],
    ads: [
      'Salamat po sa feedback tungkol sa mga ads; naipasa na po namin ito sa team.',
      'Isinasaalang-alang po namin ang inyong puna tungkol sa mga ads.',
    ],
    sync: [
      'Alam po naming mahalaga ang inyong data, at gusto po naming tingnan ito kasama ninyo sa lalong madaling panahon.',
      'Pasensya na po sa problema sa pag-sync; naipaalam na po namin ito sa aming team.',
    ],
    ui: [
      'Salamat po sa opinyon tungkol sa design; naibahagi na po namin ito sa aming design team.',
      'Gusto po naming madaling gamitin ang {brand|app}, at malaking tulong ang inyong feedback.',
    ],
    support: [
      'Paumanhin po at kinailangan ninyong maghintay ng sagot.',
      'Ikinalulungkot po namin na hindi naabot ng aming support ang inyong inaasahan ngayong pagkakataon.',
    ],
  },
  positive: {
    praise: [
      'Natutuwa po kaming nakakatulong sa inyo ang {brand|app}.',
      'Ang mga review na tulad nito ay nagbibigay-sigla sa buong team.',
      'Masaya po kaming malaman na maayos ang lahat.',
    ],
    ui: [
      'Natutuwa po kaming nagustuhan ninyo ang design!',
      'Masaya po kaming madali para sa inyo ang paggamit ng app.',
    ],
    support: [
      'Ipaparating po namin ang papuri ninyo sa aming support team!',
      'Siguradong matutuwa ang aming support team dito.',
    ],
  },
  nextStep: {
    contact: [
      'Mag-email po kayo sa amin sa {contact} para masuri namin ito nang mas mabuti.',
      'Sumulat po kayo sa {contact} at ikalulugod naming tumulong.',
      'Handang tumulong ang aming team sa {contact}.',
    ],
    noContact: [
      'Makipag-ugnayan po kayo sa aming support para masuri namin ito nang mas mabuti.',
      'Ikalulugod pong tumulong ng aming support team.',
    ],
  },
  askMore: [
    'Gusto po naming malaman kung ano pa ang maaari naming pagbutihin.',
    'Sabihin po ninyo sa amin kung ano ang kulang; binabasa po namin ang bawat mensahe.',
  ],
  closing: {
    high: [
      'Enjoy po sa paggamit ng {brand|app}!',
      'Salamat po ulit sa suporta!',
      'Magandang araw po!',
    ],
    mid: ['Salamat po ulit sa inyong feedback.', 'Mahalaga po sa amin ang inyong feedback.'],
    low: ['Salamat po sa inyong pasensya.', 'Salamat po sa inyong pag-unawa.'],
  },
  team: 'Ang {brand} Team',
  apology: /pasensya|paumanhin|ikinalulungkot|sorry/i,
  keywords: {
    crash: [
      'nagka-crash',
      'nag-crash',
      'crash',
      'nagsasara',
      'kusang nagsasara',
      'ayaw bumukas',
      'hindi bumubukas',
      'force close',
      'black screen',
    ],
    bug: ['bug', 'error', 'mali', 'hindi gumagana', 'ayaw gumana', 'problema', 'sira', 'ayusin'],
    feature_request: [
      'sana may',
      'sana magkaroon',
      'pakidagdag',
      'dagdagan',
      'magdagdag',
      'feature',
      'option',
      'dark mode',
      'suhestiyon',
      'suggestion',
    ],
    pricing: [
      'presyo',
      'mahal',
      'subscription',
      'bayad',
      'magbayad',
      'pera',
      'refund',
      'libre',
      'premium',
    ],
    login: [
      'mag-log in',
      'mag-login',
      'login',
      'log in',
      'password',
      'account',
      'verification',
      'otp',
    ],
    performance: [
      'mabagal',
      'nagla-lag',
      'lag',
      'nagha-hang',
      'hang',
      'baterya',
      'battery',
      'loading',
    ],
    ads: ['=ads', 'advertisement', 'patalastas'],
    sync: ['sync', 'nawala', 'nabura', '=data', 'backup', 'i-restore', 'restore', 'bagong phone'],
    ui: [
      'design',
      'disenyo',
      'itsura',
      'interface',
      '=menu',
      'button',
      'font',
      'kulay',
      'nakakalito',
    ],
    support: ['support', 'customer service', 'hindi sumasagot', 'walang sagot'],
    praise: [
      'maganda',
      'ang ganda',
      'galing',
      'sobrang ganda',
      'solid',
      'salamat',
      'love',
      'best',
      'recommended',
      'sulit',
      'nakakatulong',
    ],
  },
}
