import type { Phrasebook } from './types'

/** Hungarian with "te" (tegezés), as Hungarian apps write; no line puts a/az before the brand. */
export const hu: Phrasebook = {
  code: 'hu',
  locale: 'hu',
  joiner: ' ',
  matching: 'word',
  greeting: {
    named: { casual: ['Szia {name}!', 'Kedves {name}!'], formal: ['Kedves {name},'] },
    anonymous: { casual: ['Szia!'], formal: ['Kedves Felhasználónk,'] },
  },
  opener: {
    high: {
      casual: [
        'Nagyon köszönjük a szuper értékelést!',
        'Köszönjük a kedves szavakat!',
        'Nagyon örültünk az értékelésednek, köszönjük!',
      ],
      formal: [
        'Köszönjük a pozitív értékelést.',
        'Hálásan köszönjük a kiváló értékelést.',
        'Nagyra értékeljük a pozitív visszajelzésedet.',
      ],
    },
    mid: {
      casual: [
        'Köszönjük az őszinte visszajelzést!',
        'Köszönjük, hogy időt szántál a véleményed megosztására.',
        'Sokat jelentenek nekünk a meglátásaid.',
      ],
      formal: [
        'Köszönjük a visszajelzésedet.',
        'Köszönjük, hogy megosztottad velünk a véleményedet.',
        'Köszönjük az őszinte értékelést.',
      ],
    },
    low: {
      casual: [
        'Nagyon sajnáljuk, hogy ilyen élményed volt.',
        'Sajnáljuk, hogy az alkalmazás nem váltotta be a reményeidet.',
        'Bocsánat a kellemetlenségért.',
      ],
      formal: [
        'Elnézést kérünk a kellemetlenségért.',
        'Sajnáljuk, hogy nem voltál elégedett az alkalmazással.',
        'Elnézést kérünk a felmerült problémákért.',
      ],
    },
  },
  issue: {
    crash: [
      'Sajnáljuk, hogy az alkalmazás összeomlik; már jeleztük a csapatunknak.',
      'Köszönjük, hogy jelezted az összeomlást; a részleteket továbbítottuk a fejlesztőinknek.',
    ],
    bug: [
      'Köszönjük a hibajelentést; továbbítottuk a fejlesztőinknek.',
      'A leírt problémát továbbítottuk a csapatunknak.',
    ],
    feature_request: ['Köszönjük a javaslatot! Megosztottuk a csapatunkkal.'],
    pricing: [
      'Megértjük, hogy fontos az ár, és továbbítottuk a visszajelzésedet a csapatnak.',
      'Köszönjük a véleményedet az árakról; komolyan vesszük.',
    ],
    login: [
      'Sajnáljuk, hogy gondod van a bejelentkezéssel.',
      'Szívesen segítünk, hogy minél előbb újra hozzáférj a fiókodhoz.',
    ],
    performance: [
      'Köszönjük, hogy jelezted a lassúságot; továbbítottuk a csapatnak.',
      'Tudjuk, mennyire fontos a sebesség és az akkumulátor üzemideje, és megosztottuk a visszajelzésedet a fejlesztőinkkel.',
    ],
    ads: [
      'Köszönjük a hirdetésekkel kapcsolatos visszajelzést; továbbítottuk a csapatnak.',
      'A hirdetésekről írt észrevételeidet figyelembe vesszük.',
    ],
    sync: [
      'Tudjuk, mennyire fontosak az adataid, és szeretnénk minél előbb megnézni veled a problémát.',
      'Sajnáljuk a szinkronizálási gondokat; már jeleztük a csapatunknak.',
    ],
    ui: [
      'Köszönjük a dizájnnal kapcsolatos véleményedet; megosztottuk a tervezőinkkel.',
      'Szeretnénk, ha az alkalmazás minél egyszerűbben használható lenne, és ebben a visszajelzésed is segít.',
    ],
    support: [
      'Elnézést kérünk, hogy várnod kellett a válaszunkra.',
      'Sajnáljuk, hogy az ügyfélszolgálatunk ezúttal nem váltotta be a reményeidet.',
    ],
  },
  positive: {
    praise: [
      'Nagyon örülünk, hogy hasznosnak találod az alkalmazást!',
      'Az ilyen értékelések az egész csapatot motiválják.',
      'Jó hallani, hogy minden jól működik.',
    ],
    ui: [
      'Örülünk, hogy tetszik a dizájn!',
      'Jó tudni, hogy könnyen kezelhetőnek találod az alkalmazást.',
    ],
    support: [
      'A dicséretet örömmel továbbítjuk az ügyfélszolgálatunknak!',
      'Az ügyfélszolgálatos kollégák nagyon örülnek majd ennek.',
    ],
  },
  nextStep: {
    contact: [
      'Írj nekünk ide: {contact}, és részletesen megnézzük.',
      'Ha írsz nekünk ide: {contact}, szívesen segítünk.',
      'Csapatunk szívesen segít itt: {contact}.',
    ],
    noContact: [
      'Vedd fel a kapcsolatot az ügyfélszolgálatunkkal, és részletesen megnézzük.',
      'Ügyfélszolgálatunk szívesen segít.',
    ],
  },
  askMore: [
    'Szívesen hallanánk, min javíthatnánk.',
    'Írd meg, mi hiányzik; minden üzenetet elolvasunk.',
  ],
  closing: {
    high: ['Jó használatot!', 'Még egyszer köszönjük a támogatást!', 'Szép napot!'],
    mid: ['Még egyszer köszönjük a visszajelzést.', 'Sokat jelent nekünk a visszajelzésed.'],
    low: ['Köszönjük a türelmedet.', 'Köszönjük a megértésedet.'],
  },
  team: '{brand} csapat',
  apology: /sajnál|elnézés|bocsánat/i,
  keywords: {
    crash: [
      'összeomlik',
      'összeomlás',
      'összeomlot',
      'kilép',
      'bezárul',
      'bezáródik',
      'nem indul',
      'nem nyílik',
      'fekete képernyő',
      'crash',
      'kidob',
    ],
    bug: ['hiba', 'hibá', 'bug', 'nem működik', 'probléma', 'javíts'],
    feature_request: [
      'adjátok hozzá',
      'jó lenne',
      'szuper lenne',
      'funkció',
      'lehetőség',
      'sötét mód',
      'javaslat',
      'hiányzik',
      'szeretném ha',
    ],
    pricing: [
      '=ár',
      '=árát',
      '=árak',
      'árazás',
      'drága',
      'előfizetés',
      'fizet',
      'prémium',
      'pénz',
      'visszatérítés',
      'ingyenes',
    ],
    login: ['bejelentkez', 'belép', 'jelszó', 'jelszav', 'fiók', 'ellenőrző kód'],
    performance: [
      'lassú',
      'lassan',
      'akkumulátor',
      '=akku',
      'betölt',
      'lefagy',
      'akadozik',
      'laggol',
    ],
    ads: ['reklám', 'hirdetés'],
    sync: [
      'szinkron',
      'elveszett',
      'eltűnt',
      'adat',
      'biztonsági mentés',
      'törlődött',
      'visszaállít',
      'új telefon',
    ],
    ui: [
      'dizájn',
      'design',
      'kinézet',
      'felület',
      'menü',
      'gomb',
      'betűtípus',
      '=szín',
      'színek',
      'átlátható',
      'áttekinthetetlen',
    ],
    support: ['ügyfélszolgálat', 'nem válaszol', 'nem kaptam választ'],
    praise: [
      'szuper',
      'nagyszerű',
      'kiváló',
      'tökéletes',
      'ajánlom',
      'köszönöm',
      'imádom',
      'legjobb',
      'remek',
      'hasznos',
    ],
  },
}
