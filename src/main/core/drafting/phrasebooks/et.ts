import type { Phrasebook } from './types'

/** Estonian with "sina", as Estonian apps and shops write to their users. */
export const et: Phrasebook = {
  code: 'et',
  locale: 'et',
  joiner: ' ',
  matching: 'word',
  greeting: {
    named: { casual: ['Tere, {name}!', 'Hei, {name}!'], formal: ['Tere, {name}'] },
    anonymous: { casual: ['Tere!'], formal: ['Tere'] },
  },
  opener: {
    high: {
      casual: [
        'Suur aitäh toreda arvustuse eest!',
        'Aitäh armsate sõnade eest!',
        'Sinu hinnang tegi meile suurt rõõmu, aitäh!',
      ],
      formal: [
        'Täname positiivse hinnangu eest.',
        'Suur tänu suurepärase hinnangu eest.',
        'Hindame sinu positiivset tagasisidet väga.',
      ],
    },
    mid: {
      casual: [
        'Aitäh ausa tagasiside eest!',
        'Aitäh, et võtsid aega oma mõtteid jagada.',
        'Hindame sinu kommentaare.',
      ],
      formal: [
        'Täname tagasiside eest.',
        'Täname, et jagasid oma arvamust meiega.',
        'Täname ausa arvustuse eest.',
      ],
    },
    low: {
      casual: [
        'Meil on väga kahju, et sul selline kogemus oli.',
        'Kahju, et rakendus ei vastanud sinu ootustele.',
        'Vabandame ebamugavuste pärast.',
      ],
      formal: [
        'Vabandame tekkinud ebamugavuste pärast.',
        'Meil on kahju, et sinu kogemus polnud hea.',
        'Vabandame probleemide pärast, millega kokku puutusid.',
      ],
    },
  },
  issue: {
    crash: [
      'Kahju, et rakendus jookseb kokku; andsime sellest oma meeskonnale teada.',
      'Aitäh, et andsid kokkujooksmisest teada; edastasime üksikasjad oma arendajatele.',
    ],
    bug: [
      'Aitäh veateate eest; edastasime selle oma arendajatele.',
      'Edastasime kirjeldatud probleemi oma meeskonnale.',
    ],
    feature_request: ['Aitäh ettepaneku eest! Jagasime seda oma meeskonnaga.'],
    pricing: [
      'Mõistame, et hind on oluline, ja edastasime sinu tagasiside meeskonnale.',
      'Aitäh, et jagasid oma arvamust hindade kohta; võtame seda tõsiselt.',
    ],
    login: [
      'Kahju, et sul on sisselogimisega probleeme.',
      'Aitame hea meelega, et pääseksid oma kontole võimalikult kiiresti tagasi.',
    ],
    performance: [
      'Aitäh, et andsid teada rakenduse aeglusest; edastasime selle meeskonnale.',
      'Teame, kui olulised on kiirus ja aku kestvus, ning jagasime sinu tagasisidet oma arendajatega.',
    ],
    ads: [
      'Aitäh tagasiside eest reklaamide kohta; edastasime selle meeskonnale.',
      'Võtame sinu kommentaare reklaamide kohta arvesse.',
    ],
    sync: [
      'Teame, kui olulised on sinu andmed, ja soovime asja sinuga võimalikult kiiresti üle vaadata.',
      'Kahju, et sünkroonimisega on probleeme; andsime sellest oma meeskonnale teada.',
    ],
    ui: [
      'Aitäh tagasiside eest kujunduse kohta; jagasime seda oma disaineritega.',
      'Soovime, et rakenduse kasutamine oleks võimalikult lihtne, ja sinu tagasiside aitab selles.',
    ],
    support: [
      'Vabandame, et pidid meie vastust ootama.',
      'Kahju, et meie klienditugi seekord sinu ootustele ei vastanud.',
    ],
  },
  positive: {
    praise: [
      'Tore, et {brand|rakendus} on sulle kasulik!',
      'Sellised arvustused motiveerivad kogu meie meeskonda.',
      'Rõõm kuulda, et kõik töötab hästi.',
    ],
    ui: ['Tore, et kujundus sulle meeldib!', 'Rõõm kuulda, et rakendust on lihtne kasutada.'],
    support: [
      'Edastame sinu kiidusõnad hea meelega klienditoele!',
      'Meie klienditugi on selle üle väga rõõmus.',
    ],
  },
  nextStep: {
    contact: [
      'Kirjuta meile aadressil {contact}, et saaksime asja lähemalt uurida.',
      'Võta meiega ühendust aadressil {contact} ja aitame hea meelega.',
      'Meie meeskond aitab sind aadressil {contact}.',
    ],
    noContact: [
      'Võta ühendust meie klienditoega, et saaksime asja lähemalt uurida.',
      'Meie klienditugi aitab hea meelega.',
    ],
  },
  askMore: [
    'Tahaksime teada, mida saaksime paremini teha.',
    'Anna teada, mis sul puudu on; loeme iga sõnumit.',
  ],
  closing: {
    high: ['Head kasutamist!', 'Veel kord aitäh toetuse eest!', 'Ilusat päeva!'],
    mid: ['Veel kord aitäh tagasiside eest.', 'Sinu tagasiside on meile väga oluline.'],
    low: ['Aitäh kannatlikkuse eest.', 'Täname mõistva suhtumise eest.'],
  },
  team: '{brand} meeskond',
  apology: /vabanda|kahju/i,
  keywords: {
    crash: [
      'jookseb kokku',
      '=jookseb',
      'kokku jooks',
      'kokkujooks',
      'sulgub',
      'ei avane',
      'ei käivitu',
      'must ekraan',
      'crash',
      'kräsh',
    ],
    bug: ['=viga', '=vea', 'vead', 'bug', 'ei tööta', 'probleem', 'parandage'],
    feature_request: [
      'lisage',
      'lisada',
      'oleks tore',
      'oleks hea',
      'oleks lahe',
      'funktsioon',
      'võimalus',
      'tume režiim',
      'ettepanek',
      'puudu',
      'sooviks',
    ],
    pricing: [
      '=hind',
      'hinna',
      'kallis',
      'tellimus',
      'maksma',
      'maksta',
      'makse',
      'raha',
      'tagasimakse',
      'tasuta',
    ],
    login: ['sisse logi', 'sisselogi', 'parool', 'konto', 'kinnituskood'],
    performance: [
      'aeglane',
      'aeglaselt',
      'hangub',
      '=aku',
      'akukasutus',
      'laadib',
      'jookseb kinni',
      'lagab',
    ],
    ads: ['reklaam'],
    sync: [
      'sünkroon',
      'kadus',
      'kadunud',
      'andmed',
      'varukoopia',
      'kustu',
      'taasta',
      'uus telefon',
    ],
    ui: [
      'kujundus',
      'disain',
      'liides',
      'menüü',
      '=nupp',
      'nupud',
      'font',
      'värv',
      'segane',
      'kasutajasõbralik',
    ],
    support: ['klienditugi', 'klienditeenindus', 'ei vasta', 'vastust pole'],
    praise: [
      'super',
      'suurepärane',
      'väga hea',
      'lahe',
      'soovitan',
      'aitäh',
      'tänan',
      'parim',
      'meeldib',
      'imeline',
    ],
  },
}
