import type { Phrasebook } from './types'

/** Slovak with "vy" (lower case), as Slovak companies write to app users. */
export const sk: Phrasebook = {
  code: 'sk',
  locale: 'sk',
  joiner: ' ',
  matching: 'word',
  greeting: {
    named: { casual: ['Dobrý deň, {name},', 'Zdravíme, {name}!'], formal: ['Dobrý deň, {name},'] },
    anonymous: { casual: ['Dobrý deň,'], formal: ['Dobrý deň,'] },
  },
  opener: {
    high: {
      casual: [
        'Ďakujeme veľmi pekne za skvelé hodnotenie!',
        'Ďakujeme za milé slová!',
        'Vaše hodnotenie nás veľmi potešilo, ďakujeme!',
      ],
      formal: [
        'Ďakujeme za pozitívne hodnotenie.',
        'Srdečne ďakujeme za výborné hodnotenie.',
        'Vašu pozitívnu spätnú väzbu si veľmi vážime.',
      ],
    },
    mid: {
      casual: [
        'Ďakujeme za úprimnú spätnú väzbu!',
        'Ďakujeme, že ste si našli čas a podelili sa o svoj názor.',
        'Vaše postrehy si vážime.',
      ],
      formal: [
        'Ďakujeme za vašu spätnú väzbu.',
        'Ďakujeme, že ste sa s nami podelili o svoj názor.',
        'Ďakujeme za vaše úprimné hodnotenie.',
      ],
    },
    low: {
      casual: [
        'Veľmi nás mrzí, čo ste zažili.',
        'Mrzí nás, že aplikácia nesplnila vaše očakávania.',
        'Ospravedlňujeme sa za problémy.',
      ],
      formal: [
        'Ospravedlňujeme sa za nepríjemnosti.',
        'Je nám ľúto, že vaša skúsenosť nebola dobrá.',
        'Ospravedlňujeme sa za problémy, s ktorými ste sa stretli.',
      ],
    },
  },
  issue: {
    crash: [
      'Mrzí nás, že aplikácia padá; už sme to odovzdali nášmu tímu.',
      'Ďakujeme za upozornenie na pády aplikácie; podrobnosti sme odovzdali našim vývojárom.',
    ],
    bug: [
      'Ďakujeme za nahlásenie chyby; odovzdali sme ju našim vývojárom.',
      'Problém, ktorý opisujete, sme odovzdali nášmu tímu.',
    ],
    feature_request: ['Ďakujeme za návrh! Podelili sme sa oň s naším tímom.'],
    pricing: [
      'Chápeme, že na cene záleží, a vašu spätnú väzbu sme odovzdali tímu.',
      'Ďakujeme za váš názor na ceny; berieme ho vážne.',
    ],
    login: [
      'Mrzí nás, že máte problémy s prihlásením.',
      'Radi vám pomôžeme čo najskôr znova získať prístup k účtu.',
    ],
    performance: [
      'Ďakujeme, že ste nám dali vedieť o pomalosti aplikácie; odovzdali sme to tímu.',
      'Vieme, aká dôležitá je rýchlosť a výdrž batérie, a vašu spätnú väzbu sme odovzdali vývojárom.',
    ],
    ads: [
      'Ďakujeme za spätnú väzbu k reklamám; odovzdali sme ju tímu.',
      'Vaše pripomienky k reklamám berieme do úvahy.',
    ],
    sync: [
      'Vieme, aké dôležité sú pre vás údaje, a radi to s vami čo najskôr preveríme.',
      'Mrzia nás problémy so synchronizáciou; už sme to odovzdali nášmu tímu.',
    ],
    ui: [
      'Ďakujeme za názor na dizajn; podelili sme sa oň s naším dizajnérskym tímom.',
      'Chceme, aby bola práca s {brand|aplikáciou} čo najjednoduchšia, a vaša spätná väzba nám v tom pomáha.',
    ],
    support: [
      'Ospravedlňujeme sa, že ste na odpoveď museli čakať.',
      'Mrzí nás, že naša podpora tentoraz nesplnila vaše očakávania.',
    ],
  },
  positive: {
    praise: [
      'Máme radosť, že vám {brand|aplikácia} pomáha.',
      'Hodnotenia ako to vaše motivujú celý náš tím.',
      'Radi počujeme, že všetko funguje, ako má.',
    ],
    ui: [
      'Máme radosť, že sa vám páči dizajn!',
      'Teší nás, že sa vám aplikácia používa jednoducho.',
    ],
    support: [
      'Vašu pochvalu radi odovzdáme nášmu tímu podpory!',
      'Náš tím podpory to veľmi poteší.',
    ],
  },
  nextStep: {
    contact: [
      'Napíšte nám, prosím, na {contact} a pozrieme sa na to podrobnejšie.',
      'Keď nám napíšete na {contact}, radi vám pomôžeme.',
      'Náš tím vám rád pomôže na {contact}.',
    ],
    noContact: [
      'Obráťte sa, prosím, na našu podporu a pozrieme sa na to podrobnejšie.',
      'Náš tím podpory vám rád pomôže.',
    ],
  },
  askMore: [
    'Radi by sme vedeli, čo môžeme zlepšiť.',
    'Dajte nám vedieť, čo vám chýba; čítame každú správu.',
  ],
  closing: {
    high: [
      'Nech vám {brand|aplikácia} dobre slúži!',
      'Ešte raz ďakujeme za podporu!',
      'Prajeme pekný deň!',
    ],
    mid: ['Ešte raz ďakujeme za spätnú väzbu.', 'Vašu spätnú väzbu si veľmi vážime.'],
    low: ['Ďakujeme za trpezlivosť.', 'Ďakujeme za pochopenie.'],
  },
  team: 'Tím {brand}',
  apology: /mrzí|mrzia|ospravedl|je nám ľúto|prepáčte/i,
  keywords: {
    crash: [
      'padá',
      'spadne',
      'spadla',
      'padanie',
      '=pád',
      '=pády',
      'nejde otvoriť',
      'neotvorí',
      'nespustí',
      'čierna obrazovka',
      'crash',
      'vypína sa',
      'zatvára sa',
    ],
    bug: ['chyba', 'chyby', 'chybu', 'nefunguje', 'nejde', 'problém', 'bug', 'opravte'],
    feature_request: [
      'pridajte',
      'pridať',
      'bolo by fajn',
      'bolo by super',
      'bolo by dobré',
      'funkci',
      'funkcia',
      'možnosť',
      'tmavý režim',
      'návrh',
      'chýba',
    ],
    pricing: [
      'cena',
      'ceny',
      'cenu',
      '=drahá',
      '=drahé',
      'drahý',
      'predplatné',
      'platiť',
      'zaplat',
      'peniaze',
      'vrátenie peňazí',
      'zadarmo',
    ],
    login: ['prihlás', 'prihlas', 'heslo', 'účet', 'overenie'],
    performance: ['pomalá', 'pomalé', 'pomaly', 'zasek', 'batéri', 'načítava', 'laguje', 'seká'],
    ads: ['reklam'],
    sync: [
      'synchroniz',
      'stratil',
      'stratila',
      'zmizl',
      '=dáta',
      'údaje',
      'záloh',
      'zmazal',
      'obnoviť',
      'nový telefón',
    ],
    ui: [
      'dizajn',
      'vzhľad',
      'rozhranie',
      '=menu',
      'tlačidl',
      'písmo',
      'farb',
      'neprehľadn',
      'prehľadn',
      'intuitívn',
    ],
    support: ['podpora', 'zákaznícky', 'zákaznícka', 'neodpovedá', 'bez odpovede'],
    praise: [
      'skvelá',
      'skvelé',
      'super',
      'výborn',
      'perfektn',
      'odporúčam',
      'ďakujem',
      'vďaka',
      'najlepšia',
      'úžasn',
      'spokojn',
    ],
  },
}
