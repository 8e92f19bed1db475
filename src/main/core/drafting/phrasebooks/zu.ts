import type { Phrasebook } from './types'

/** Zulu, warm and respectful ("wena" with "sicela"), with the loanword "i-app" as South Africans write it. */
export const zu: Phrasebook = {
  code: 'zu',
  locale: 'zu',
  joiner: ' ',
  matching: 'word',
  greeting: {
    named: { casual: ['Sawubona {name},', 'Sawubona {name}!'], formal: ['Sawubona {name},'] },
    anonymous: { casual: ['Sawubona,'], formal: ['Sanibonani,'] },
  },
  opener: {
    high: {
      casual: [
        'Siyabonga kakhulu ngokubuyekeza okuhle kangaka!',
        'Siyabonga ngamazwi akho amahle!',
        'Isilinganiso sakho sisijabulise kakhulu, siyabonga!',
      ],
      formal: [
        'Siyabonga ngesilinganiso sakho esihle.',
        'Sibonga kakhulu ngesilinganiso sakho esiphezulu.',
        'Siyawazisa kakhulu umbono wakho omuhle.',
      ],
    },
    mid: {
      casual: [
        'Siyabonga ngombono wakho oqotho!',
        'Siyabonga ngokuthatha isikhathi sokwabelana nathi ngombono wakho.',
        'Siyayazisa imibono yakho.',
      ],
      formal: [
        'Siyabonga ngombono wakho.',
        'Siyabonga ngokwabelana nathi ngombono wakho.',
        'Siyabonga ngokubuyekeza kwakho okuqotho.',
      ],
    },
    low: {
      casual: [
        'Siyaxolisa kakhulu ngalokho okuhlangabezane nakho.',
        'Siyadabuka ukuthi i-app ayizange ifinyelele lokho obukulindele.',
        'Siyaxolisa ngokuphazamiseka.',
      ],
      formal: [
        'Sicela uxolo ngokuphazamiseka okwenzekile.',
        'Siyadabuka ukuthi isipiliyoni sakho besingesihle.',
        'Sicela uxolo ngezinkinga ohlangabezane nazo.',
      ],
    },
  },
  issue: {
    crash: [
      'Siyaxolisa ukuthi i-app iyavaleka; lolu daba sesiludlulisele ethimbeni lethu.',
      'Siyabonga ngokusazisa ukuthi i-app iyavaleka; imininingwane siyidlulisele konjiniyela bethu.',
    ],
    bug: [
      'Siyabonga ngokubika leli phutha; silidlulisele konjiniyela bethu.',
      'Inkinga oyichazile siyidlulisele ethimbeni lethu.',
    ],
    feature_request: ['Siyabonga ngesiphakamiso sakho! Sabelane ngaso nethimba lethu.'],
    pricing: [
      'Siyaqonda ukuthi intengo ibalulekile, futhi umbono wakho siwudlulisele ethimbeni.',
      'Siyabonga ngombono wakho ngamanani; siwuthatha njengento ebalulekile.',
    ],
    login: [
      'Siyaxolisa ukuthi unenkinga yokungena.',
      'Singathanda ukukusiza ukuthi ubuye ungene ku-akhawunti yakho ngokushesha.',
    ],
    performance: [
      'Siyabonga ngokusazisa ukuthi i-app ihamba kancane; lolu daba siludlulisele ethimbeni.',
      'Siyazi ukuthi isivinini nebhethri kubaluleke kangakanani, futhi umbono wakho siwudlulisele konjiniyela bethu.',
    ],
    ads: [
      'Siyabonga ngombono wakho ngezikhangiso; siwudlulisele ethimbeni.',
      'Siyayinaka imibono yakho mayelana nezikhangiso.',
    ],
    sync: [
      'Siyazi ukuthi idatha yakho ibaluleke kangakanani, futhi singathanda ukuyihlola nawe ngokushesha.',
      'Siyaxolisa ngenkinga yokuvumelanisa; lolu daba sesiludlulisele ethimbeni lethu.',
    ],
    ui: [
      'Siyabonga ngombono wakho ngomklamo; sabelane ngawo nethimba lethu lokuklama.',
      'Sifuna i-app ibe lula ukuyisebenzisa, futhi umbono wakho uyasisiza.',
    ],
    support: [
      'Siyaxolisa ukuthi kudingeke ulinde impendulo.',
      'Siyadabuka ukuthi usizo lwethu alukwazanga ukufinyelela lokho obukulindele kulokhu.',
    ],
  },
  positive: {
    praise: [
      'Siyajabula ukuthi {brand|i-app} iyakusiza.',
      'Ukubuyekeza okufana nokwakho kukhuthaza lonke ithimba lethu.',
      'Siyajabula ukuzwa ukuthi konke kusebenza kahle.',
    ],
    ui: [
      'Siyajabula ukuthi uyawuthanda umklamo!',
      'Siyajabula ukuzwa ukuthi i-app ilula ukuyisebenzisa.',
    ],
    support: [
      'Sizodlulisela ukunconywa kwakho ethimbeni lethu losizo!',
      'Ithimba lethu losizo lizojabula kakhulu ukufunda lokhu.',
    ],
  },
  nextStep: {
    contact: [
      'Sicela usibhalele kuleli kheli: {contact}, ukuze siyihlole kabanzi.',
      'Uma usibhalela kuleli kheli: {contact}, sizojabula ukukusiza.',
      'Ithimba lethu lilungele ukukusiza kuleli kheli: {contact}.',
    ],
    noContact: [
      'Sicela uxhumane nethimba lethu losizo ukuze siyihlole kabanzi.',
      'Ithimba lethu losizo lizojabula ukukusiza.',
    ],
  },
  askMore: [
    'Singathanda ukwazi ukuthi yini esingayithuthukisa.',
    'Sitshele ukuthi yini eshodayo; sifunda yonke imiyalezo.',
  ],
  closing: {
    high: ['Jabulela i-app!', 'Siyabonga futhi ngokusisekela!', 'Ube nosuku oluhle!'],
    mid: ['Siyabonga futhi ngombono wakho.', 'Umbono wakho ubaluleke kakhulu kithi.'],
    low: ['Siyabonga ngokubekezela kwakho.', 'Siyabonga ngokuqonda kwakho.'],
  },
  team: 'Ithimba le-{brand}',
  apology: /siyaxolisa|uxolo|siyadabuka/i,
  keywords: {
    crash: [
      'iyavaleka',
      'ivaleka',
      'iyacisha',
      'icisha',
      'crash',
      'ayivuleki',
      'ayivuli',
      'iyaqhwa',
    ],
    bug: ['iphutha', 'amaphutha', 'ayisebenzi', 'inkinga', 'bug', 'error', 'lungisani'],
    feature_request: [
      'engezani',
      'nengeze',
      'kungaba kuhle',
      'kungaba mnandi',
      'isici',
      'inketho',
      'dark mode',
      'isiphakamiso',
      'iyashoda',
    ],
    pricing: [
      'intengo',
      'inani',
      'kuyabiza',
      'iyabiza',
      'ukubhalisa',
      'subscription',
      'ukukhokha',
      'imali',
      'refund',
      'mahhala',
    ],
    login: ['ukungena', 'ngena', 'iphasiwedi', 'password', 'i-akhawunti', 'akhawunti', 'login'],
    performance: ['kancane', 'ihamba kancane', 'ibhethri', 'battery', 'iyalayisha', 'lag'],
    ads: ['izikhangiso', 'isikhangiso', '=ads'],
    sync: [
      'ukuvumelanisa',
      'sync',
      'ilahlekile',
      'kulahlekile',
      'idatha',
      'data',
      'backup',
      'ifoni entsha',
    ],
    ui: ['umklamo', 'design', 'ukubukeka', '=menu', 'inkinobho', 'umbala', 'iyadida'],
    support: ['usizo', 'support', 'abaphenduli', 'ayikho impendulo'],
    praise: ['enhle', 'kuhle', 'mnandi', 
      'yinhle',
      'inhle kakhulu',
      'kuhle kakhulu',
      'ngiyabonga',
      'ngiyayithanda',
      'iyasiza',
      'ngiyayincoma',
      'best',
      'great',
      'amazing',
    ],
  },
}
