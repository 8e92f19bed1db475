import type { Phrasebook } from './types'

/** Romansh in Rumantsch Grischun with the courteous "Vus" (capitalised: Vus, Vossa, As), as Romansh institutions and companies write. */
export const rm: Phrasebook = {
  code: 'rm',
  locale: 'rm',
  joiner: ' ',
  matching: 'word',
  greeting: {
    named: { casual: ['Allegra {name},', 'Allegra {name}!'], formal: ['Bun di {name},'] },
    anonymous: { casual: ['Allegra,'], formal: ['Bun di,'] },
  },
  opener: {
    high: {
      casual: [
        'Grazia fitg per Vossa stupenta valitaziun!',
        'Grazia per Voss pleds gentils!',
        'Vossa valitaziun ans ha fatg grond plaschair, grazia!',
      ],
      formal: [
        'Grazia per Vossa valitaziun positiva.',
        "Nus engraziain cordialmain per l'excellenta valitaziun.",
        'Nus stimain fitg Voss resun positiv.',
      ],
    },
    mid: {
      casual: [
        'Grazia per Voss resun sincer!',
        'Grazia che Vus avais prendì temp da communitgar Vossa opiniun.',
        'Nus stimain Vossas observaziuns.',
      ],
      formal: [
        'Grazia per Voss resun.',
        'Grazia che Vus avais communitgà Vossa opiniun cun nus.',
        'Grazia per Vossa valitaziun sincera.',
      ],
    },
    low: {
      casual: [
        'I ans displascha fitg per Vossa experientscha.',
        "I ans displascha che l'app n'ha betg ademplì Vossas spetgas.",
        'Perstgisai ils incunvenients.',
      ],
      formal: [
        'Nus ans stgusain per ils incunvenients.',
        "I ans displascha che Vossa experientscha n'è betg stada buna.",
        'Nus ans stgusain per ils problems che Vus avais gì.',
      ],
    },
  },
  issue: {
    crash: [
      "I ans displascha che l'app crascha; nus avain gia transmess Voss avis a noss team.",
      "Grazia per l'avis davart ils crashs; nus avain transmess ils detagls a noss sviluppaders.",
    ],
    bug: [
      'Grazia per avair annunzià il sbagl; nus al avain transmess a noss sviluppaders.',
      'Nus avain transmess il problem che Vus descrivais a noss team.',
    ],
    feature_request: ["Grazia per la proposta! Nus l'avain partida cun noss team."],
    pricing: [
      "Nus chapin ch'il pretsch è impurtant e avain transmess Voss resun al team.",
      'Grazia per Vossa opiniun davart ils pretschs; nus la prendain serius.',
    ],
    login: [
      "I ans displascha che Vus avais difficultads cun l'annunzia.",
      'Nus As gidain gugent a survegnir puspè access a Voss conto uschè spert sco pussaivel.',
    ],
    performance: [
      "Grazia per l'avis che l'app è plaunsina; nus avain transmess quai al team.",
      'Nus savain quant impurtant che la sveltezza e la battaria èn, e nus avain transmess Voss resun a noss sviluppaders.',
    ],
    ads: [
      'Grazia per Voss resun davart la reclama; nus al avain transmess al team.',
      'Nus resguardain Vossas observaziuns davart la reclama.',
    ],
    sync: [
      'Nus savain quant impurtantas che Vossas datas èn e vulain examinar quai cun Vus uschè spert sco pussaivel.',
      'I ans displascha per ils problems da sincronisaziun; nus avain gia transmess Voss avis a noss team.',
    ],
    ui: [
      "Grazia per Vossa opiniun davart il design; nus l'avain partida cun noss team da design.",
      "Nus vulain che {brand|l'app} saja uschè simpla sco pussaivel, e Voss resun ans gida.",
    ],
    support: [
      'Perstgisai che Vus avais stuì spetgar ina resposta.',
      "I ans displascha che noss support n'ha questa giada betg ademplì Vossas spetgas.",
    ],
  },
  positive: {
    praise: [
      "Nus ans legrain che {brand|l'app} As gida.",
      "Valitaziuns sco la Vossa motiveschan l'entir team.",
      "Bel dad udir che tut funcziuna sco quai ch'i sto.",
    ],
    ui: ["Nus ans legrain ch'il design As plascha!", "Bel dad udir che l'app è simpla da duvrar."],
    support: [
      'Nus transmettain gugent Voss cumpliment a noss team da support!',
      'Noss team da support sa legra segir da leger quai.',
    ],
  },
  nextStep: {
    contact: [
      'Scrivai per plaschair a {contact}, lura examinain nus quai pli exactamain.',
      'Sche Vus ans scrivais a {contact}, As gidain nus gugent.',
      'Noss team As gida gugent a {contact}.',
    ],
    noContact: [
      'Contactai per plaschair noss support, lura examinain nus quai pli exactamain.',
      'Noss team da support As gida gugent.',
    ],
  },
  askMore: [
    'Nus savessan gugent tge che nus pudessan meglierar.',
    'Dai ans da savair tge che As manca; nus legiain mintga messadi.',
  ],
  closing: {
    high: [
      "Bler plaschair cun {brand|l'app}!",
      'Grazia anc ina giada per Voss sustegn!',
      'In bel di!',
    ],
    mid: ['Grazia anc ina giada per Voss resun.', 'Voss resun è fitg impurtant per nus.'],
    low: ['Grazia per Vossa pazienza.', 'Grazia per Voss chapientsch.'],
  },
  team: 'Il team da {brand}',
  apology: /displasch|perstgis|stgus/i,
  keywords: {
    crash: [
      'crascha',
      'crash',
      'sa serra',
      'sa stizza',
      "na s'avra",
      'na va betg si',
      'stad nair',
      'maletg nair',
    ],
    bug: ['sbagl', 'errur', 'na funcziuna', 'problem', 'bug', 'reparai', 'curregi'],
    feature_request: [
      'agiuntai',
      'agiuntar',
      'fiss bel',
      'fiss bun',
      'fiss super',
      'funcziun',
      'opziun',
      'modus stgir',
      'dark mode',
      'proposta',
      'manca',
    ],
    pricing: [
      'pretsch',
      '=char',
      '=chara',
      'abunament',
      'pajar',
      'daners',
      'restituziun',
      'refund',
      'gratuit',
      'gratis',
    ],
    login: ['annunzi', 'login', 'pled-clav', 'pledclav', 'password', 'conto', 'account'],
    performance: ['plaun', 'plaunsin', 'battaria', 'chargia', 'lag', 'blocca'],
    ads: ['reclama', '=ads'],
    sync: [
      'sincronis',
      'sync',
      'pers',
      'svanì',
      'datas',
      'copia da segirezza',
      'backup',
      'restaurar',
      'nov telefon',
    ],
    ui: ['design', 'furma', 'interfatscha', '=menu', 'buttun', 'scrittira', 'colur', 'confus'],
    support: ['support', 'agid', 'servetsch da clientella', 'na respundan', 'nagina resposta'],
    praise: [
      'stupent',
      'fitg bun',
      'fitg buna',
      'excellent',
      'fantastic',
      'super',
      'grazia',
      'recumand',
      'la meglra',
      'bellezza',
      'cuntent',
    ],
  },
}
