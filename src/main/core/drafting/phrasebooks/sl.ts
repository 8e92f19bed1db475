import type { Phrasebook } from './types'

/** Slovenian with "vi" (vikanje), as Slovenian companies address customers. */
export const sl: Phrasebook = {
  code: 'sl',
  locale: 'sl',
  joiner: ' ',
  matching: 'word',
  greeting: {
    named: {
      casual: ['Pozdravljeni, {name}!', 'Lep pozdrav, {name},'],
      formal: ['Pozdravljeni, {name},'],
    },
    anonymous: { casual: ['Pozdravljeni!'], formal: ['Pozdravljeni,'] },
  },
  opener: {
    high: {
      casual: [
        'Najlepša hvala za odlično oceno!',
        'Hvala za prijazne besede!',
        'Vaša ocena nas je zelo razveselila, hvala!',
      ],
      formal: [
        'Hvala za pozitivno oceno.',
        'Iskrena hvala za odlično oceno.',
        'Vaše pozitivne povratne informacije zelo cenimo.',
      ],
    },
    mid: {
      casual: [
        'Hvala za iskreno mnenje!',
        'Hvala, ker ste si vzeli čas in delili svoje mnenje.',
        'Vaše pripombe zelo cenimo.',
      ],
      formal: [
        'Hvala za povratne informacije.',
        'Hvala, ker ste z nami delili svoje mnenje.',
        'Hvala za vašo iskreno oceno.',
      ],
    },
    low: {
      casual: [
        'Zelo nam je žal za vašo izkušnjo.',
        'Žal nam je, da aplikacija ni izpolnila vaših pričakovanj.',
        'Oprostite za nevšečnosti.',
      ],
      formal: [
        'Opravičujemo se za nevšečnosti.',
        'Žal nam je, da vaša izkušnja ni bila dobra.',
        'Opravičujemo se za težave, na katere ste naleteli.',
      ],
    },
  },
  issue: {
    crash: [
      'Žal nam je, da se aplikacija sesuva; to smo že sporočili naši ekipi.',
      'Hvala, ker ste nas opozorili na sesutja; podrobnosti smo posredovali našim razvijalcem.',
    ],
    bug: [
      'Hvala za prijavo napake; posredovali smo jo našim razvijalcem.',
      'Težavo, ki jo opisujete, smo posredovali naši ekipi.',
    ],
    feature_request: ['Hvala za predlog! Delili smo ga z našo ekipo.'],
    pricing: [
      'Razumemo, da je cena pomembna, in vaše mnenje smo posredovali ekipi.',
      'Hvala za mnenje o cenah; jemljemo ga resno.',
    ],
    login: [
      'Žal nam je, da imate težave s prijavo.',
      'Radi vam pomagamo, da čim prej znova dostopate do svojega računa.',
    ],
    performance: [
      'Hvala, ker ste nam sporočili, da je aplikacija počasna; to smo posredovali ekipi.',
      'Vemo, kako pomembni sta hitrost in trajanje baterije, zato smo vaše mnenje posredovali našim razvijalcem.',
    ],
    ads: [
      'Hvala za mnenje o oglasih; posredovali smo ga ekipi.',
      'Vaše pripombe o oglasih jemljemo resno.',
    ],
    sync: [
      'Vemo, kako pomembni so vam podatki, zato bi to radi čim prej preverili z vami.',
      'Žal nam je zaradi težav s sinhronizacijo; to smo že sporočili naši ekipi.',
    ],
    ui: [
      'Hvala za mnenje o oblikovanju; delili smo ga z našimi oblikovalci.',
      'Želimo, da bi bila uporaba aplikacije čim preprostejša, in vaše mnenje nam pri tem pomaga.',
    ],
    support: [
      'Opravičujemo se, ker ste morali čakati na naš odgovor.',
      'Žal nam je, da naša podpora tokrat ni izpolnila vaših pričakovanj.',
    ],
  },
  positive: {
    praise: [
      'Veseli nas, da vam {brand|aplikacija} koristi.',
      'Ocene, kot je vaša, motivirajo vso našo ekipo.',
      'Lepo je slišati, da vse deluje tako dobro.',
    ],
    ui: [
      'Veseli nas, da vam je oblikovanje všeč!',
      'Drago nam je, da se vam zdi aplikacija preprosta za uporabo.',
    ],
    support: [
      'Vaše pohvale bomo z veseljem posredovali naši ekipi za podporo!',
      'Naša ekipa za podporo bo tega zelo vesela.',
    ],
  },
  nextStep: {
    contact: [
      'Pišite nam na {contact}, da si stvar podrobneje ogledamo.',
      'Če nam pišete na {contact}, vam bomo z veseljem pomagali.',
      'Naša ekipa vam bo rada pomagala na {contact}.',
    ],
    noContact: [
      'Obrnite se na našo podporo, da si stvar podrobneje ogledamo.',
      'Naša ekipa za podporo vam bo z veseljem pomagala.',
    ],
  },
  askMore: [
    'Radi bi slišali, kaj lahko izboljšamo.',
    'Sporočite nam, kaj pogrešate; preberemo vsako sporočilo.',
  ],
  closing: {
    high: ['Uživajte v uporabi!', 'Še enkrat hvala za podporo!', 'Lep dan vam želimo!'],
    mid: ['Še enkrat hvala za povratne informacije.', 'Vaše mnenje nam veliko pomeni.'],
    low: ['Hvala za potrpežljivost.', 'Hvala za razumevanje.'],
  },
  team: 'Ekipa {brand}',
  apology: /žal|opraviču|oprostite/i,
  keywords: {
    crash: [
      'sesuva',
      'sesul',
      'sesutj',
      'zruši',
      'se zapira',
      'se ne odpre',
      'ne odpre',
      'ne zažene',
      'črn zaslon',
      'crash',
    ],
    bug: [
      'napaka',
      'napake',
      'napako',
      'ne deluje',
      'ne dela',
      'težava',
      'težave',
      'problem',
      'bug',
      'popravite',
    ],
    feature_request: [
      'dodajte',
      'dodati',
      'bilo bi fino',
      'bilo bi super',
      'bilo bi dobro',
      'funkcij',
      'možnost',
      'temni način',
      'predlog',
      'pogrešam',
      'manjka',
    ],
    pricing: [
      'cena',
      'cene',
      'ceno',
      '=draga',
      '=drago',
      'naročnin',
      'plačati',
      'plačal',
      'denar',
      'vračilo',
      'brezplačn',
    ],
    login: ['prijav', 'geslo', 'račun', 'preverjanj'],
    performance: ['počasn', 'zatika', 'baterij', 'nalaga', 'zamrzne', 'laga', 'obtiči'],
    ads: ['oglas', 'reklam'],
    sync: [
      'sinhroniz',
      'izgubil',
      'izginil',
      'podatk',
      'varnostn',
      'izbrisal',
      'obnovi',
      'nov telefon',
    ],
    ui: [
      'oblikovanj',
      'dizajn',
      'vmesnik',
      '=meni',
      'gumb',
      'pisav',
      'barv',
      'nepregledn',
      'pregledn',
      'intuitivn',
    ],
    support: [
      'podpora',
      'podporo',
      'podpore',
      'služba za stranke',
      'ne odgovarja',
      'brez odgovora',
    ],
    praise: [
      'odlična',
      'odlično',
      'super',
      'vrhunsk',
      'popoln',
      'priporočam',
      'hvala',
      'všeč',
      'najboljš',
      'fantastičn',
    ],
  },
}
