import type { Phrasebook } from './types'

/** Basque (euskara batua) with "zu", as Basque companies write to customers; never the familiar "hi". */
export const eu: Phrasebook = {
  code: 'eu',
  locale: 'eu',
  joiner: ' ',
  matching: 'word',
  greeting: {
    named: { casual: ['Kaixo, {name}:', 'Kaixo, {name}!'], formal: ['Egun on, {name}:'] },
    anonymous: { casual: ['Kaixo:'], formal: ['Egun on:'] },
  },
  opener: {
    high: {
      casual: [
        'Mila esker iritzi bikain hori emateagatik!',
        'Eskerrik asko hitz politengatik!',
        'Zure balorazioak poz handia eman digu, eskerrik asko!',
      ],
      formal: [
        'Eskerrik asko zure balorazio positiboagatik.',
        'Eskerrik asko, bihotzez, balorazio bikainagatik.',
        'Asko eskertzen dugu zure iritzi positiboa.',
      ],
    },
    mid: {
      casual: [
        'Eskerrik asko zure iritzi zintzoagatik!',
        'Eskerrik asko zure iritzia partekatzeko denbora hartzeagatik.',
        'Zure ekarpenak asko eskertzen ditugu.',
      ],
      formal: [
        'Eskerrik asko zure iritziagatik.',
        'Eskerrik asko zure iritzia gurekin partekatzeagatik.',
        'Eskerrik asko zure balorazio zintzoagatik.',
      ],
    },
    low: {
      casual: [
        'Benetan sentitzen dugu izan duzun esperientzia.',
        'Sentitzen dugu aplikazioak zure itxaropenak bete ez izana.',
        'Barkatu eragozpenengatik.',
      ],
      formal: [
        'Barkamena eskatzen dizugu eragozpenengatik.',
        'Sentitzen dugu zure esperientzia ona izan ez izana.',
        'Barkamena eskatzen dizugu izan dituzun arazoengatik.',
      ],
    },
  },
  issue: {
    crash: [
      'Sentitzen dugu aplikazioa ixten ari izana; gure taldeari jakinarazi diogu.',
      'Eskerrik asko itxierei buruz jakinarazteagatik; xehetasunak gure garatzaileei helarazi dizkiegu.',
    ],
    bug: [
      'Eskerrik asko akatsaren berri emateagatik; gure garatzaileei helarazi diegu.',
      'Deskribatzen duzun arazoa gure taldeari helarazi diogu.',
    ],
    feature_request: ['Eskerrik asko proposamenagatik! Gure taldearekin partekatu dugu.'],
    pricing: [
      'Badakigu prezioa garrantzitsua dela, eta zure iritzia taldeari helarazi diogu.',
      'Eskerrik asko prezioei buruzko iritziagatik; serio hartzen dugu.',
    ],
    login: [
      'Sentitzen dugu saioa hasteko arazoak izatea.',
      'Pozik lagunduko dizugu zure kontura lehenbailehen berriro sartzen.',
    ],
    performance: [
      'Eskerrik asko aplikazioa motel dabilela jakinarazteagatik; taldeari helarazi diogu.',
      'Badakigu abiadura eta bateria garrantzitsuak direla, eta zure iritzia gure garatzaileekin partekatu dugu.',
    ],
    ads: [
      'Eskerrik asko iragarkiei buruzko iritziagatik; taldeari helarazi diogu.',
      'Kontuan hartzen ditugu iragarkiei buruzko zure oharrak.',
    ],
    sync: [
      'Badakigu zure datuak zein garrantzitsuak diren, eta pozik aztertuko dugu zurekin lehenbailehen.',
      'Sentitzen dugu sinkronizazio-arazoak; gure taldeari jakinarazi diogu.',
    ],
    ui: [
      'Eskerrik asko diseinuari buruzko iritziagatik; gure diseinu-taldearekin partekatu dugu.',
      'Nahi dugu {brand|aplikazioa} erabiltzeko erraza izatea, eta zure iritziak laguntzen digu.',
    ],
    support: [
      'Barkatu erantzunaren zain egon behar izana.',
      'Sentitzen dugu gure laguntza-zerbitzuak oraingoan zure itxaropenak bete ez izana.',
    ],
  },
  positive: {
    praise: [
      'Pozten gaitu {brand|aplikazioa} lagungarria zaizula jakiteak.',
      'Horrelako iritziek talde osoa animatzen dute.',
      'Pozgarria da dena behar bezala dabilela entzutea.',
    ],
    ui: [
      'Pozten gaitu diseinua gustatzen zaizula jakiteak!',
      'Pozgarria da aplikazioa erabiltzeko erraza iruditzen zaizula.',
    ],
    support: [
      'Pozik helaraziko diogu zure esker ona laguntza-taldeari!',
      'Gure laguntza-taldea oso pozik jarriko da hau irakurtzean.',
    ],
  },
  nextStep: {
    contact: [
      'Idatzi iezaguzu {contact} helbidera, eta xehetasunez aztertuko dugu.',
      '{contact} helbidera idazten badiguzu, pozik lagunduko dizugu.',
      'Gure taldeak pozik lagunduko dizu {contact} helbidean.',
    ],
    noContact: [
      'Jarri harremanetan gure laguntza-zerbitzuarekin, eta xehetasunez aztertuko dugu.',
      'Gure laguntza-taldeak pozik lagunduko dizu.',
    ],
  },
  askMore: [
    'Jakin nahiko genuke zer hobe dezakegun.',
    'Esaguzu zer falta zaizun; mezu guztiak irakurtzen ditugu.',
  ],
  closing: {
    high: [
      'Espero dugu aplikazioaz gozatzen jarraituko duzula!',
      'Berriro ere, eskerrik asko zure babesagatik!',
      'Egun ona izan!',
    ],
    mid: [
      'Berriro ere, eskerrik asko zure iritziagatik.',
      'Zure iritzia oso garrantzitsua da guretzat.',
    ],
    low: ['Eskerrik asko zure pazientziagatik.', 'Eskerrik asko ulertzeagatik.'],
  },
  team: '{brand} taldea',
  apology: /sentitzen dugu|barkatu|barkamen/i,
  keywords: {
    crash: [
      'ixten da',
      'ixten zait',
      'itxi egiten',
      'ez da irekitzen',
      'ez da abiarazten',
      'crash',
      'pantaila beltz',
      'kraskatu',
    ],
    bug: ['akats', 'errore', 'ez dabil', 'ez du funtzionatzen', 'arazo', 'bug', 'konpondu'],
    feature_request: [
      'gehitu',
      'gehitzea',
      'ondo legoke',
      'ederra litzateke',
      'funtzio',
      'aukera',
      'modu ilun',
      'dark mode',
      'proposamen',
      'falta',
    ],
    pricing: [
      'prezio',
      'garesti',
      'harpidetz',
      'ordaindu',
      'ordainketa',
      'diru',
      'itzulketa',
      'doan',
      'dohain',
    ],
    login: ['saioa hasi', 'saio hasiera', 'pasahitz', 'kontu', 'login', 'egiaztapen'],
    performance: ['motel', 'geldo', 'bateria', 'kargatzen', 'blokeatu', 'lag'],
    ads: ['iragarki', 'publizitate', '=ads'],
    sync: [
      'sinkroniz',
      'galdu',
      'desagertu',
      'datu',
      'babeskopia',
      'berreskuratu',
      'telefono berri',
    ],
    ui: ['diseinu', 'itxura', 'interfaze', '=menu', 'botoi', 'letra', 'kolore', 'nahasi'],
    support: ['laguntza', 'bezeroarentzako arreta', 'ez dute erantzuten', 'erantzunik ez'],
    praise: [
      'bikain',
      'oso ona',
      'oso ondo',
      'zoragarri',
      'primeran',
      'gomendatzen',
      'eskerrik asko',
      'mila esker',
      'onena',
      'ederra',
      'gustatzen',
    ],
  },
}
