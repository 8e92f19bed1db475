import type { Phrasebook } from './types'

/** Icelandic with "þú", the only register Icelandic companies use with customers. */
export const is: Phrasebook = {
  code: 'is',
  locale: 'is',
  joiner: ' ',
  matching: 'word',
  greeting: {
    named: { casual: ['Hæ {name},', 'Halló {name}!'], formal: ['Góðan dag, {name},'] },
    anonymous: { casual: ['Hæ,'], formal: ['Góðan dag,'] },
  },
  opener: {
    high: {
      casual: [
        'Kærar þakkir fyrir frábæra umsögn!',
        'Takk fyrir hlý orð!',
        'Einkunnin þín gladdi okkur mikið, takk fyrir!',
      ],
      formal: [
        'Takk fyrir jákvæða einkunn.',
        'Bestu þakkir fyrir framúrskarandi einkunn.',
        'Við kunnum vel að meta jákvæða umsögn þína.',
      ],
    },
    mid: {
      casual: [
        'Takk fyrir hreinskilna umsögn!',
        'Takk fyrir að gefa þér tíma til að segja okkur þína skoðun.',
        'Við kunnum að meta ábendingarnar þínar.',
      ],
      formal: [
        'Takk fyrir umsögnina.',
        'Takk fyrir að deila skoðun þinni með okkur.',
        'Takk fyrir hreinskilna einkunn.',
      ],
    },
    low: {
      casual: [
        'Okkur þykir mjög leitt að heyra af reynslu þinni.',
        'Okkur þykir leitt að appið hafi ekki staðið undir væntingum.',
        'Afsakaðu óþægindin.',
      ],
      formal: [
        'Við biðjumst afsökunar á óþægindunum.',
        'Okkur þykir leitt að upplifun þín hafi ekki verið góð.',
        'Við biðjumst afsökunar á vandræðunum sem þú lentir í.',
      ],
    },
  },
  issue: {
    crash: [
      'Okkur þykir leitt að appið hrynji; við höfum komið ábendingunni til teymisins okkar.',
      'Takk fyrir að láta okkur vita af hrununum; við höfum komið upplýsingunum til forritaranna okkar.',
    ],
    bug: [
      'Takk fyrir að tilkynna villuna; við höfum komið henni til forritaranna okkar.',
      'Við höfum komið vandamálinu sem þú lýsir til teymisins okkar.',
    ],
    feature_request: ['Takk fyrir tillöguna! Við höfum deilt henni með teyminu okkar.'],
    pricing: [
      'Við skiljum að verðið skiptir máli og höfum komið ábendingu þinni til teymisins.',
      'Takk fyrir skoðun þína á verðinu; við tökum hana alvarlega.',
    ],
    login: [
      'Okkur þykir leitt að þú eigir í vandræðum með að skrá þig inn.',
      'Við hjálpum þér gjarnan að komast aftur inn á aðganginn þinn sem fyrst.',
    ],
    performance: [
      'Takk fyrir að láta vita að appið sé hægt; við höfum komið því til teymisins.',
      'Við vitum hversu miklu hraði og rafhlöðuending skipta, og við höfum deilt ábendingu þinni með forriturunum okkar.',
    ],
    ads: [
      'Takk fyrir ábendinguna um auglýsingarnar; við höfum komið henni til teymisins.',
      'Við tökum tillit til athugasemda þinna um auglýsingar.',
    ],
    sync: [
      'Við vitum hversu mikilvæg gögnin þín eru og viljum skoða þetta með þér sem fyrst.',
      'Okkur þykir leitt með samstillingarvandann; við höfum komið ábendingunni til teymisins okkar.',
    ],
    ui: [
      'Takk fyrir skoðun þína á hönnuninni; við höfum deilt henni með hönnunarteyminu.',
      'Við viljum að {brand|appið} sé sem einfaldast í notkun, og ábendingin þín hjálpar.',
    ],
    support: [
      'Afsakaðu að þú hafir þurft að bíða eftir svari.',
      'Okkur þykir leitt að þjónustan okkar hafi ekki staðið undir væntingum í þetta skiptið.',
    ],
  },
  positive: {
    praise: [
      'Gaman að heyra að {brand|appið} nýtist þér vel.',
      'Umsagnir eins og þín hvetja allt teymið áfram.',
      'Frábært að heyra að allt virki eins og það á að gera.',
    ],
    ui: ['Gaman að þér líki hönnunin!', 'Frábært að heyra að appið sé auðvelt í notkun.'],
    support: [
      'Við komum hrósinu með ánægju til þjónustuteymisins!',
      'Þjónustuteymið okkar verður himinlifandi að lesa þetta.',
    ],
  },
  nextStep: {
    contact: [
      'Sendu okkur endilega línu á {contact} og við skoðum málið nánar.',
      'Ef þú skrifar okkur á {contact} hjálpum við þér með ánægju.',
      'Teymið okkar aðstoðar þig gjarnan á {contact}.',
    ],
    noContact: [
      'Hafðu endilega samband við þjónustuverið okkar og við skoðum málið nánar.',
      'Þjónustuteymið okkar aðstoðar þig gjarnan.',
    ],
  },
  askMore: [
    'Okkur langar að vita hvað við getum bætt.',
    'Segðu okkur hvað vantar; við lesum hver einustu skilaboð.',
  ],
  closing: {
    high: ['Njóttu vel!', 'Takk aftur fyrir stuðninginn!', 'Eigðu góðan dag!'],
    mid: ['Takk aftur fyrir umsögnina.', 'Ábendingin þín skiptir okkur miklu máli.'],
    low: ['Takk fyrir þolinmæðina.', 'Takk fyrir skilninginn.'],
  },
  team: '{brand}-teymið',
  apology: /leitt|afsak/i,
  keywords: {
    crash: ['hrynur', 'hrundi', 'hrun', 'crash', 'lokast', 'opnast ekki', 'frýs', 'svartur skjár'],
    bug: ['villa', 'villu', 'virkar ekki', 'vandamál', 'bug', 'lagið', 'galli'],
    feature_request: [
      'bætið við',
      'bæta við',
      'væri gott',
      'væri frábært',
      'væri gaman',
      'eiginleik',
      'valmöguleik',
      'dökk',
      'dark mode',
      'tillag',
      'vantar',
    ],
    pricing: [
      'verð',
      'dýrt',
      'dýr',
      'áskrift',
      'borga',
      'greiðsl',
      'pening',
      'endurgreiðsl',
      'ókeypis',
      'frítt',
    ],
    login: ['skrá inn', 'innskrán', 'lykilorð', 'aðgang', 'login', 'auðkenn'],
    performance: ['hægt', 'hægur', 'hæg', 'rafhlað', 'rafhlöð', 'hleðst', 'lag', 'hökt'],
    ads: ['auglýsing', '=ads'],
    sync: ['samstill', 'sync', 'týnd', 'hvarf', 'gögn', 'afrit', 'endurheimt', 'nýjan síma'],
    ui: [
      'hönnun',
      'útlit',
      'viðmót',
      'valmynd',
      '=menu',
      'takki',
      'takka',
      'letur',
      'litur',
      'ruglingsleg',
    ],
    support: ['þjónust', 'þjónustuver', 'svara ekki', 'ekkert svar'],
    praise: [
      'frábær',
      'æðisleg',
      'snilld',
      'mjög gott',
      'mæli með',
      'takk',
      'elska',
      'best',
      'geggjað',
      'ánægð',
    ],
  },
}
