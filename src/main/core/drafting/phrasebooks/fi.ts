import type { Phrasebook } from './types'

/** Finnish with "sinä", as Finnish companies write to app users. */
export const fi: Phrasebook = {
  code: 'fi',
  locale: 'fi',
  joiner: ' ',
  matching: 'word',
  greeting: {
    named: { casual: ['Hei {name}!', 'Moi {name}!'], formal: ['Hei {name},'] },
    anonymous: { casual: ['Hei!'], formal: ['Hei,'] },
  },
  opener: {
    high: {
      casual: [
        'Kiitos paljon mahtavasta arviosta!',
        'Kiitos ystävällisistä sanoista!',
        'Arviosi ilahdutti meitä kovasti, kiitos!',
      ],
      formal: [
        'Kiitos myönteisestä arviostasi.',
        'Lämmin kiitos erinomaisesta arviosta.',
        'Arvostamme myönteistä palautettasi suuresti.',
      ],
    },
    mid: {
      casual: [
        'Kiitos rehellisestä palautteesta!',
        'Kiitos, että käytit aikaa ja kerroit mielipiteesi.',
        'Arvostamme kommenttejasi.',
      ],
      formal: [
        'Kiitos palautteestasi.',
        'Kiitos, että jaoit näkemyksesi kanssamme.',
        'Kiitos rehellisestä arviostasi.',
      ],
    },
    low: {
      casual: [
        'Olemme todella pahoillamme kokemuksestasi.',
        'Harmi, ettei sovellus vastannut odotuksiasi.',
        'Pahoittelemme harmia.',
      ],
      formal: [
        'Pahoittelemme aiheutunutta haittaa.',
        'Olemme pahoillamme, ettei kokemuksesi vastannut odotuksia.',
        'Pahoittelemme ongelmia, joihin olet törmännyt.',
      ],
    },
  },
  issue: {
    crash: [
      'Pahoittelemme sovelluksen kaatumista; välitimme tiedon tiimillemme.',
      'Kiitos, että kerroit kaatumisista; välitimme tiedot kehittäjillemme.',
    ],
    bug: [
      'Kiitos virheilmoituksesta; välitimme sen kehittäjillemme.',
      'Välitimme kuvaamasi ongelman tiimillemme.',
    ],
    feature_request: ['Kiitos ehdotuksesta! Jaoimme sen tiimimme kanssa.'],
    pricing: [
      'Ymmärrämme, että hinnalla on merkitystä, ja välitimme palautteesi tiimille.',
      'Kiitos näkemyksistäsi hinnoittelusta; otamme ne vakavasti.',
    ],
    login: [
      'Harmi, että kirjautumisessa on ongelmia.',
      'Autamme mielellämme, jotta pääset tilillesi mahdollisimman pian.',
    ],
    performance: [
      'Kiitos, että kerroit sovelluksen hitaudesta; välitimme palautteesi tiimille.',
      'Tiedämme, kuinka tärkeitä nopeus ja akunkesto ovat, ja jaoimme palautteesi kehittäjiemme kanssa.',
    ],
    ads: [
      'Kiitos palautteesta mainoksista; välitimme sen tiimille.',
      'Otamme mainoksia koskevat kommenttisi huomioon.',
    ],
    sync: [
      'Tiedämme, kuinka tärkeitä tietosi ovat, ja haluamme selvittää asian kanssasi mahdollisimman pian.',
      'Pahoittelemme synkronoinnin ongelmia; välitimme tiedon tiimillemme.',
    ],
    ui: [
      'Kiitos palautteesta ulkoasusta; jaoimme sen suunnittelijoidemme kanssa.',
      'Haluamme tehdä sovelluksesta mahdollisimman helppokäyttöisen, ja palautteesi auttaa siinä.',
    ],
    support: [
      'Pahoittelemme, että jouduit odottamaan vastaustamme.',
      'Harmi, ettei asiakastukemme tällä kertaa vastannut odotuksiasi.',
    ],
  },
  positive: {
    praise: [
      'Hienoa, että {brand|sovellus} on sinulle hyödyllinen!',
      'Arviot kuten sinun motivoivat koko tiimiämme.',
      'Mukava kuulla, että kaikki toimii hyvin.',
    ],
    ui: [
      'Kiva kuulla, että pidät ulkoasusta!',
      'Hienoa, että sovellus on mielestäsi helppokäyttöinen.',
    ],
    support: [
      'Välitämme kehut mielellämme tukitiimillemme!',
      'Tukitiimimme ilahtuu tästä kovasti.',
    ],
  },
  nextStep: {
    contact: [
      'Ota meihin yhteyttä osoitteessa {contact}, niin selvitetään asiaa tarkemmin.',
      'Kirjoita meille osoitteeseen {contact}, niin autamme mielellämme.',
      'Tiimimme auttaa mielellään osoitteessa {contact}.',
    ],
    noContact: [
      'Ota yhteyttä asiakastukeemme, niin selvitetään asiaa tarkemmin.',
      'Asiakastukemme auttaa mielellään.',
    ],
  },
  askMore: [
    'Kuulisimme mielellämme, mitä voisimme parantaa.',
    'Kerro, mitä kaipaat; luemme jokaisen viestin.',
  ],
  closing: {
    high: ['Mukavia käyttöhetkiä!', 'Kiitos vielä tuestasi!', 'Hyvää päivänjatkoa!'],
    mid: ['Kiitos vielä palautteestasi.', 'Palautteesi on meille tärkeää.'],
    low: ['Kiitos kärsivällisyydestäsi.', 'Kiitos ymmärryksestäsi.'],
  },
  team: '{brand} -tiimi',
  apology: /pahoittel|pahoillamme|harmi|anteeksi/i,
  keywords: {
    crash: [
      'kaatuu',
      'kaatui',
      'kaatumi',
      'kaatuil',
      'sulkeutuu',
      'ei aukea',
      'ei käynnisty',
      'musta ruutu',
      'crash',
      'kräsh',
    ],
    bug: ['virhe', 'bugi', 'bug', 'ei toimi', 'ongelma', 'korjat', '=vika', 'vikaa'],
    feature_request: [
      'lisätkää',
      'lisäisi',
      'olisi kiva',
      'olisi hyvä',
      'olisi mahtava',
      'ominaisuu',
      'mahdollisuu',
      'tumma tila',
      'ehdotus',
      'puuttuu',
      'toivoisin',
    ],
    pricing: ['hinta', 'hinnan', 'kallis', 'tilaus', 'maksa', 'rahat', 'hyvitys', 'ilmai'],
    login: [
      'kirjautu',
      'kirjaudu',
      'salasan',
      'tunnus',
      '=tili',
      'tilille',
      'tilin',
      'vahvistuskoodi',
    ],
    performance: [
      'hidas',
      'hitaa',
      'hitaasti',
      '=akku',
      'akun',
      'latautuu',
      'jumitt',
      'jäätyy',
      'tökkii',
      'lagaa',
    ],
    ads: ['mainos'],
    sync: [
      'synkron',
      'synkka',
      'kadon',
      'hävis',
      'tiedot',
      'varmuuskopi',
      'poistui',
      'palauta',
      'uusi puhelin',
    ],
    ui: [
      'ulkoasu',
      'käyttöliittymä',
      'valikko',
      'painike',
      'nappi',
      'fontti',
      '=väri',
      'värit',
      'sekava',
      'selkeä',
    ],
    support: ['asiakaspalvelu', 'asiakastuki', 'ei vastaa', 'ei vastausta'],
    praise: [
      'loistava',
      'mahtava',
      'hyvä',
      'erinomai',
      'täydellinen',
      'suosittelen',
      'kiitos',
      'rakastan',
      'paras',
      'huippu',
    ],
  },
}
