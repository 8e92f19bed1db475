import type { Phrasebook } from './types'

/** Lithuanian with "jūs", as Lithuanian companies address customers. */
export const lt: Phrasebook = {
  code: 'lt',
  locale: 'lt',
  joiner: ' ',
  matching: 'word',
  greeting: {
    named: { casual: ['Sveiki, {name}!', 'Labas, {name}!'], formal: ['Sveiki, {name},'] },
    anonymous: { casual: ['Sveiki!'], formal: ['Sveiki,'] },
  },
  opener: {
    high: {
      casual: [
        'Labai ačiū už puikų įvertinimą!',
        'Ačiū už malonius žodžius!',
        'Jūsų atsiliepimas mus labai pradžiugino, ačiū!',
      ],
      formal: [
        'Dėkojame už teigiamą įvertinimą.',
        'Nuoširdžiai dėkojame už puikų įvertinimą.',
        'Labai vertiname jūsų teigiamą atsiliepimą.',
      ],
    },
    mid: {
      casual: [
        'Ačiū už nuoširdų atsiliepimą!',
        'Ačiū, kad skyrėte laiko pasidalyti nuomone.',
        'Vertiname jūsų pastabas.',
      ],
      formal: [
        'Dėkojame už atsiliepimą.',
        'Dėkojame, kad pasidalijote savo nuomone.',
        'Dėkojame už nuoširdų įvertinimą.',
      ],
    },
    low: {
      casual: [
        'Labai apgailestaujame dėl jūsų patirties.',
        'Gaila, kad programėlė nepateisino jūsų lūkesčių.',
        'Atsiprašome už nepatogumus.',
      ],
      formal: [
        'Atsiprašome už sukeltus nepatogumus.',
        'Apgailestaujame, kad jūsų patirtis nebuvo gera.',
        'Atsiprašome dėl problemų, su kuriomis susidūrėte.',
      ],
    },
  },
  issue: {
    crash: [
      'Apgailestaujame, kad programėlė lūžta; jau perdavėme tai savo komandai.',
      'Ačiū, kad pranešėte apie lūžimą; išsamią informaciją perdavėme savo kūrėjams.',
    ],
    bug: [
      'Ačiū, kad pranešėte apie klaidą; perdavėme ją savo kūrėjams.',
      'Jūsų aprašytą problemą perdavėme savo komandai.',
    ],
    feature_request: ['Ačiū už pasiūlymą! Pasidalijome juo su komanda.'],
    pricing: [
      'Suprantame, kad kaina svarbi, ir jūsų nuomonę perdavėme komandai.',
      'Ačiū už nuomonę apie kainas; į ją žiūrime rimtai.',
    ],
    login: [
      'Gaila, kad kyla sunkumų prisijungiant.',
      'Mielai padėsime kuo greičiau vėl prisijungti prie paskyros.',
    ],
    performance: [
      'Ačiū, kad pranešėte apie lėtą veikimą; perdavėme tai komandai.',
      'Žinome, kokia svarbi sparta ir baterijos veikimo laikas, todėl jūsų atsiliepimą perdavėme savo kūrėjams.',
    ],
    ads: [
      'Ačiū už nuomonę apie reklamas; perdavėme ją komandai.',
      'Į jūsų pastabas apie reklamas atsižvelgsime.',
    ],
    sync: [
      'Žinome, kokie svarbūs jūsų duomenys, tad norime tai kuo greičiau patikrinti kartu su jumis.',
      'Apgailestaujame dėl sinchronizavimo problemų; jau perdavėme tai savo komandai.',
    ],
    ui: [
      'Ačiū už nuomonę apie dizainą; pasidalijome ja su dizaineriais.',
      'Norime, kad programėle būtų kuo paprasčiau naudotis, ir jūsų atsiliepimas tam padeda.',
    ],
    support: [
      'Atsiprašome, kad teko laukti mūsų atsakymo.',
      'Gaila, kad šį kartą mūsų pagalbos komanda nepateisino jūsų lūkesčių.',
    ],
  },
  positive: {
    praise: [
      'Džiaugiamės, kad {brand|programėlė} jums padeda!',
      'Tokie atsiliepimai kaip jūsų motyvuoja visą mūsų komandą.',
      'Malonu girdėti, kad viskas puikiai veikia.',
    ],
    ui: ['Džiaugiamės, kad dizainas jums patinka!', 'Malonu, kad programėle naudotis paprasta.'],
    support: [
      'Jūsų pagyrimą mielai perduosime pagalbos komandai!',
      'Mūsų pagalbos komanda labai apsidžiaugs tai perskaičiusi.',
    ],
  },
  nextStep: {
    contact: [
      'Parašykite mums adresu {contact} ir išsamiau tai patikrinsime.',
      'Susisiekite su mumis adresu {contact}, mielai padėsime.',
      'Mūsų komanda mielai padės adresu {contact}.',
    ],
    noContact: [
      'Susisiekite su mūsų pagalbos komanda ir išsamiau tai patikrinsime.',
      'Mūsų pagalbos komanda mielai padės.',
    ],
  },
  askMore: [
    'Norėtume sužinoti, ką galėtume patobulinti.',
    'Parašykite, ko jums trūksta; skaitome kiekvieną žinutę.',
  ],
  closing: {
    high: ['Malonaus naudojimosi!', 'Dar kartą ačiū už palaikymą!', 'Geros dienos!'],
    mid: ['Dar kartą ačiū už atsiliepimą.', 'Jūsų nuomonė mums labai svarbi.'],
    low: ['Ačiū už kantrybę.', 'Dėkojame už supratingumą.'],
  },
  team: '{brand} komanda',
  apology: /atsiprašo|apgailestau|gaila/i,
  keywords: {
    crash: [
      'lūžta',
      'lūžo',
      'lūžim',
      'užsidaro',
      'išmeta',
      'neatsidaro',
      'nepasileidžia',
      'juodas ekranas',
      'crash',
      'crashina',
    ],
    bug: ['klaida', 'klaidų', 'klaidą', 'neveikia', 'problema', 'bug', 'pataisykite', 'gedimas'],
    feature_request: [
      'pridėkite',
      'pridėti',
      'būtų gerai',
      'būtų puiku',
      'būtų smagu',
      'funkcij',
      'galimyb',
      'tamsus režimas',
      'tamsi tema',
      'pasiūlym',
      'trūksta',
    ],
    pricing: [
      'kaina',
      'kainos',
      'kainą',
      'brang',
      'prenumerat',
      'mokėti',
      'sumokė',
      'pinig',
      'grąžin',
      'nemokam',
    ],
    login: ['prisijung', 'slaptažod', 'paskyr', 'patvirtinimo kod'],
    performance: [
      'lėta',
      'lėtai',
      'lėtas',
      'stringa',
      'užstringa',
      'baterij',
      'kraunasi',
      'ilgai kraun',
      'lagina',
    ],
    ads: ['reklam'],
    sync: [
      'sinchroniz',
      'dingo',
      'prarad',
      'duomen',
      'atsargin',
      'ištrin',
      'atkurti',
      'naujas telefonas',
    ],
    ui: ['dizain', 'sąsaj', 'meniu', 'mygtuk', 'šrift', 'spalv', 'nepatogu', 'intuityv'],
    support: ['klientų aptarnav', 'pagalbos tarnyb', 'neatsako', 'jokio atsakymo'],
    praise: [
      'puiki',
      'puikus',
      'puiku',
      'super',
      'nuostabi',
      'rekomenduoju',
      'ačiū',
      'dėkoju',
      'geriausia',
      'patinka',
      'labai gera',
    ],
  },
}
