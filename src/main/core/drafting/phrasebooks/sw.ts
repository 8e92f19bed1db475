import type { Phrasebook } from './types'

/** Swahili, warm and polite ("wewe" with "tafadhali"), as East African companies write to customers. */
export const sw: Phrasebook = {
  code: 'sw',
  locale: 'sw',
  joiner: ' ',
  matching: 'word',
  greeting: {
    named: { casual: ['Habari {name},', 'Hujambo {name}!'], formal: ['Habari {name},'] },
    anonymous: { casual: ['Habari,'], formal: ['Habari,'] },
  },
  opener: {
    high: {
      casual: [
        'Asante sana kwa tathmini nzuri!',
        'Asante kwa maneno yako mazuri!',
        'Ukadiriaji wako umetufurahisha sana, asante!',
      ],
      formal: [
        'Asante kwa ukadiriaji wako mzuri.',
        'Tunakushukuru sana kwa ukadiriaji bora.',
        'Tunathamini sana maoni yako mazuri.',
      ],
    },
    mid: {
      casual: [
        'Asante kwa maoni yako ya wazi!',
        'Asante kwa kuchukua muda kutueleza maoni yako.',
        'Tunathamini maoni yako.',
      ],
      formal: [
        'Asante kwa maoni yako.',
        'Asante kwa kushiriki maoni yako nasi.',
        'Asante kwa tathmini yako ya wazi.',
      ],
    },
    low: {
      casual: [
        'Samahani sana kwa hali uliyokutana nayo.',
        'Tunasikitika kwamba programu haikukidhi matarajio yako.',
        'Samahani kwa usumbufu.',
      ],
      formal: [
        'Tunaomba radhi kwa usumbufu uliojitokeza.',
        'Tunasikitika kwamba uzoefu wako haukuwa mzuri.',
        'Tunaomba radhi kwa matatizo uliyokumbana nayo.',
      ],
    },
  },
  issue: {
    crash: [
      'Samahani kwamba programu inajifunga yenyewe; tumeiarifu timu yetu kuhusu jambo hili.',
      'Asante kwa kutujulisha kuhusu programu kujifunga; tumewasilisha maelezo kwa wasanidi wetu.',
    ],
    bug: [
      'Asante kwa kuripoti hitilafu hii; tumeiwasilisha kwa wasanidi wetu.',
      'Tumewasilisha tatizo ulilolieleza kwa timu yetu.',
    ],
    feature_request: ['Asante kwa pendekezo lako! Tumelishiriki na timu yetu.'],
    pricing: [
      'Tunaelewa kuwa bei ni muhimu, na tumewasilisha maoni yako kwa timu.',
      'Asante kwa maoni yako kuhusu bei; tunayachukulia kwa uzito.',
    ],
    login: [
      'Samahani kwa tatizo la kuingia kwenye akaunti yako.',
      'Tungependa kukusaidia kufikia akaunti yako tena haraka iwezekanavyo.',
    ],
    performance: [
      'Asante kwa kutujulisha kuwa programu ni ya polepole; tumewasilisha taarifa hii kwa timu.',
      'Tunajua jinsi kasi na betri zilivyo muhimu, na tumeshiriki maoni yako na wasanidi wetu.',
    ],
    ads: [
      'Asante kwa maoni yako kuhusu matangazo; tumeyawasilisha kwa timu.',
      'Tunazingatia maoni yako kuhusu matangazo.',
    ],
    sync: [
      'Tunajua jinsi data yako ilivyo muhimu, na tungependa kulichunguza pamoja nawe haraka iwezekanavyo.',
      'Samahani kwa tatizo la usawazishaji; tumeiarifu timu yetu kuhusu jambo hili.',
    ],
    ui: [
      'Asante kwa maoni yako kuhusu muundo; tumeyashiriki na timu yetu ya usanifu.',
      'Tunataka {brand|programu} iwe rahisi kutumia, na maoni yako yanatusaidia.',
    ],
    support: [
      'Samahani kwa kukusubirisha jibu.',
      'Tunasikitika kwamba huduma yetu kwa wateja haikukidhi matarajio yako safari hii.',
    ],
  },
  positive: {
    praise: [
      'Tunafurahi kwamba {brand|programu} inakusaidia.',
      'Maoni kama yako yanaipa timu yetu yote motisha.',
      'Tunafurahi kusikia kwamba kila kitu kinafanya kazi vizuri.',
    ],
    ui: [
      'Tunafurahi kwamba unapenda muundo!',
      'Tunafurahi kusikia kwamba programu ni rahisi kutumia.',
    ],
    support: [
      'Tutafikisha pongezi zako kwa timu yetu ya huduma kwa wateja!',
      'Timu yetu ya huduma kwa wateja itafurahi sana kusoma hili.',
    ],
  },
  nextStep: {
    contact: [
      'Tafadhali tuandikie kupitia {contact} ili tulichunguze kwa undani zaidi.',
      'Ukituandikia kupitia {contact}, tutafurahi kukusaidia.',
      'Timu yetu iko tayari kukusaidia kupitia {contact}.',
    ],
    noContact: [
      'Tafadhali wasiliana na huduma yetu kwa wateja ili tulichunguze kwa undani zaidi.',
      'Timu yetu ya huduma kwa wateja itafurahi kukusaidia.',
    ],
  },
  askMore: [
    'Tungependa kujua tunachoweza kuboresha.',
    'Tuambie kinachokosekana; tunasoma kila ujumbe.',
  ],
  closing: {
    high: ['Furahia {brand|programu}!', 'Asante tena kwa kutuunga mkono!', 'Uwe na siku njema!'],
    mid: ['Asante tena kwa maoni yako.', 'Maoni yako yana thamani kubwa kwetu.'],
    low: ['Asante kwa uvumilivu wako.', 'Asante kwa kuelewa.'],
  },
  team: 'Timu ya {brand}',
  apology: /samahani|radhi|tunasikitika/i,
  keywords: {
    crash: [
      'inajifunga',
      'kujifunga',
      'inajizima',
      'crash',
      'haifunguki',
      'haifunguliki',
      'inakwama',
      'skrini nyeusi',
    ],
    bug: ['hitilafu', 'kosa', 'haifanyi kazi', 'tatizo', 'shida', 'bug', 'rekebisheni'],
    feature_request: [
      'ongezeni',
      'mwongeze',
      'ingekuwa vizuri',
      'ingependeza',
      'kipengele',
      'chaguo',
      'hali ya giza',
      'dark mode',
      'pendekezo',
      'inakosa',
    ],
    pricing: [
      'bei',
      'ghali',
      'usajili',
      'malipo',
      'kulipa',
      'pesa',
      'fedha',
      'kurejeshewa',
      'bure',
    ],
    login: ['kuingia', 'ingia', 'nenosiri', 'akaunti', 'login', 'uthibitisho'],
    performance: ['polepole', 'inachelewa', 'betri', 'inapakia', 'lag', 'inaganda'],
    ads: ['matangazo', 'tangazo', '=ads'],
    sync: [
      'usawazishaji',
      'sync',
      'zimepotea',
      'imepotea',
      'data',
      'nakala',
      'kurejesha',
      'simu mpya',
    ],
    ui: [
      'muundo',
      'mwonekano',
      'kiolesura',
      '=menyu',
      '=menu',
      'kitufe',
      'fonti',
      'rangi',
      'inachanganya',
    ],
    support: ['huduma kwa wateja', 'msaada', 'hawajibu', 'hakuna jibu'],
    praise: [
      'nzuri sana',
      'bora',
      'safi',
      'poa',
      'napendekeza',
      'asante',
      'naipenda',
      'ninaipenda',
      'bomba',
      'inasaidia',
      'hongera',
    ],
  },
}
