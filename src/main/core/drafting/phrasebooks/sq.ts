import type { Phrasebook } from './types'

/** Albanian with the polite "ju", as Albanian and Kosovar companies write to customers. */
export const sq: Phrasebook = {
  code: 'sq',
  locale: 'sq',
  joiner: ' ',
  matching: 'word',
  greeting: {
    named: {
      casual: ['Përshëndetje, {name}!', 'Përshëndetje {name},'],
      formal: ['Tungjatjeta, {name},'],
    },
    anonymous: { casual: ['Përshëndetje!'], formal: ['Përshëndetje,'] },
  },
  opener: {
    high: {
      casual: [
        'Faleminderit shumë për vlerësimin e shkëlqyer!',
        'Faleminderit për fjalët e ngrohta!',
        'Vlerësimi juaj na gëzoi shumë, faleminderit!',
      ],
      formal: [
        'Faleminderit për vlerësimin tuaj pozitiv.',
        'Ju falënderojmë përzemërsisht për vlerësimin e shkëlqyer.',
        'E vlerësojmë shumë komentin tuaj pozitiv.',
      ],
    },
    mid: {
      casual: [
        'Faleminderit për komentin tuaj të sinqertë!',
        'Faleminderit që gjetët kohë të ndani mendimin tuaj.',
        'I vlerësojmë shumë vërejtjet tuaja.',
      ],
      formal: [
        'Faleminderit për komentin tuaj.',
        'Faleminderit që ndatë mendimin tuaj me ne.',
        'Faleminderit për vlerësimin tuaj të sinqertë.',
      ],
    },
    low: {
      casual: [
        'Na vjen shumë keq për përvojën tuaj.',
        'Na vjen keq që aplikacioni nuk i plotësoi pritshmëritë tuaja.',
        'Na falni për shqetësimin.',
      ],
      formal: [
        'Ju kërkojmë ndjesë për shqetësimin.',
        'Na vjen keq që përvoja juaj nuk ishte e mirë.',
        'Ju kërkojmë ndjesë për problemet që keni hasur.',
      ],
    },
  },
  issue: {
    crash: [
      'Na vjen keq që aplikacioni mbyllet papritur; e kemi njoftuar tashmë ekipin tonë.',
      'Faleminderit që na njoftuat për mbylljet e papritura; ua kemi përcjellë detajet zhvilluesve tanë.',
    ],
    bug: [
      'Faleminderit që na raportuat gabimin; ua kemi përcjellë zhvilluesve tanë.',
      'Problemin që përshkruani ia kemi përcjellë ekipit tonë.',
    ],
    feature_request: ['Faleminderit për sugjerimin! E kemi ndarë me ekipin tonë.'],
    pricing: [
      'E kuptojmë që çmimi ka rëndësi dhe ia kemi përcjellë komentin tuaj ekipit.',
      'Faleminderit për mendimin tuaj për çmimet; e marrim seriozisht.',
    ],
    login: [
      'Na vjen keq që keni vështirësi me hyrjen në llogari.',
      'Do t’ju ndihmojmë me kënaqësi të rifitoni sa më shpejt qasjen në llogarinë tuaj.',
    ],
    performance: [
      'Faleminderit që na njoftuat se aplikacioni është i ngadaltë; ia kemi përcjellë ekipit.',
      'E dimë sa të rëndësishme janë shpejtësia dhe bateria, ndaj komentin tuaj ua kemi përcjellë zhvilluesve tanë.',
    ],
    ads: [
      'Faleminderit për komentin për reklamat; ia kemi përcjellë ekipit.',
      'I marrim parasysh vërejtjet tuaja për reklamat.',
    ],
    sync: [
      'E dimë sa të rëndësishme janë të dhënat tuaja dhe duam ta shqyrtojmë bashkë me ju sa më shpejt.',
      'Na vjen keq për problemet me sinkronizimin; e kemi njoftuar tashmë ekipin tonë.',
    ],
    ui: [
      'Faleminderit për mendimin për dizajnin; e kemi ndarë me ekipin tonë të dizajnit.',
      'Duam që {brand|aplikacioni} të jetë sa më i thjeshtë, dhe komenti juaj na ndihmon.',
    ],
    support: [
      'Na falni që u desh të prisnit për përgjigje.',
      'Na vjen keq që mbështetja jonë këtë herë nuk i plotësoi pritshmëritë tuaja.',
    ],
  },
  positive: {
    praise: [
      'Jemi të lumtur që {brand|aplikacioni} ju ndihmon.',
      'Vlerësime si i juaji motivojnë gjithë ekipin tonë.',
      'Na gëzon të dëgjojmë që gjithçka funksionon siç duhet.',
    ],
    ui: [
      'Na gëzon që ju pëlqen dizajni!',
      'Na vjen mirë që aplikacioni ju duket i lehtë për t’u përdorur.',
    ],
    support: [
      'Do t’ia përcjellim me kënaqësi lavdërimet tuaja ekipit të mbështetjes!',
      'Ekipi ynë i mbështetjes do të gëzohet shumë kur ta lexojë këtë.',
    ],
  },
  nextStep: {
    contact: [
      'Ju lutemi na shkruani në {contact} që ta shqyrtojmë më në detaje.',
      'Nëse na shkruani në {contact}, do t’ju ndihmojmë me kënaqësi.',
      'Ekipi ynë do t’ju ndihmojë me kënaqësi në {contact}.',
    ],
    noContact: [
      'Ju lutemi kontaktoni ekipin tonë të mbështetjes që ta shqyrtojmë më në detaje.',
      'Ekipi ynë i mbështetjes do t’ju ndihmojë me kënaqësi.',
    ],
  },
  askMore: [
    'Do të donim të dinim çfarë mund të përmirësojmë.',
    'Na tregoni çfarë ju mungon; i lexojmë të gjitha mesazhet.',
  ],
  closing: {
    high: [
      'Kënaqësi në përdorim!',
      'Faleminderit edhe një herë për mbështetjen!',
      'Ju urojmë një ditë të mbarë!',
    ],
    mid: ['Faleminderit edhe një herë për komentin.', 'Mendimi juaj ka shumë rëndësi për ne.'],
    low: ['Faleminderit për durimin.', 'Faleminderit për mirëkuptimin.'],
  },
  team: 'Ekipi i {brand}',
  apology: /na vjen keq|na falni|ndjes/i,
  keywords: {
    crash: ['mbyllet', 'bllokohet', 'crash', 'nuk hapet', 'ekran i zi', 'rrëzohet'],
    bug: ['gabim', 'defekt', 'nuk funksionon', 'nuk punon', 'problem', 'bug', 'rregulloni'],
    feature_request: [
      'shtoni',
      'të shtoni',
      'do ishte mirë',
      'do të ishte mirë',
      'funksion',
      'opsion',
      'modalitet i errët',
      'dark mode',
      'sugjerim',
      'mungon',
    ],
    pricing: ['çmim', 'shtrenjtë', 'abonim', 'pages', 'paguaj', 'para', 'rimbursim', 'falas'],
    login: ['hyrje', 'kyçem', 'kyçja', 'fjalëkalim', 'llogari', 'login', 'verifikim'],
    performance: ['ngadalë', 'ngadaltë', 'ngec', 'bateri', 'ngarkohet', 'lag'],
    ads: ['reklam', '=ads'],
    sync: [
      'sinkroniz',
      'humba',
      'humbën',
      'u zhdukën',
      'të dhënat',
      'kopje rezervë',
      'rikthe',
      'telefon të ri',
    ],
    ui: ['dizajn', 'pamja', 'ndërfaqe', '=menu', 'buton', 'shkronj', 'ngjyr', 'konfuz'],
    support: ['mbështetj', 'shërbimi i klientit', 'nuk përgjigjen', 'pa përgjigje'],
    praise: [
      'shkëlqyer',
      'shumë i mirë',
      'shumë e mirë',
      'fantastik',
      'super',
      'rekomandoj',
      'faleminderit',
      'më pëlqen',
      'më i miri',
      'mrekulli',
    ],
  },
}
