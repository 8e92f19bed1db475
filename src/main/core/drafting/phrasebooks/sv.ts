import type { Phrasebook } from './types'

/** Swedish with "du", as everyone writes. */
export const sv: Phrasebook = {
  code: 'sv',
  locale: 'sv',
  joiner: ' ',
  matching: 'word',
  greeting: {
    named: { casual: ['Hej {name}!', 'Hej {name},'], formal: ['Hej {name},'] },
    anonymous: { casual: ['Hej!'], formal: ['Hej,'] },
  },
  opener: {
    high: {
      casual: [
        'Stort tack för ditt fina omdöme!',
        'Tack för dina snälla ord!',
        'Vad roligt att läsa din recension, tack!',
      ],
      formal: [
        'Tack för ditt positiva omdöme.',
        'Tack för det fina betyget.',
        'Vi uppskattar verkligen din positiva feedback.',
      ],
    },
    mid: {
      casual: [
        'Tack för din ärliga feedback!',
        'Tack för att du tog dig tid att dela dina tankar.',
        'Vi uppskattar dina synpunkter.',
      ],
      formal: [
        'Tack för din feedback.',
        'Tack för att du delar dina synpunkter med oss.',
        'Tack för ditt ärliga omdöme.',
      ],
    },
    low: {
      casual: [
        'Vi är verkligen ledsna över din upplevelse.',
        'Tråkigt att appen inte har levt upp till dina förväntningar.',
        'Vi beklagar besväret.',
      ],
      formal: [
        'Vi ber om ursäkt för besväret.',
        'Vi beklagar att din upplevelse inte motsvarade förväntningarna.',
        'Vi ber om ursäkt för problemen du har haft.',
      ],
    },
  },
  issue: {
    crash: [
      'Vi beklagar att appen kraschar; vi har skickat din rapport vidare till vårt team.',
      'Tack för att du rapporterade kraschen; vi har skickat detaljerna vidare till våra utvecklare.',
    ],
    bug: [
      'Tack för att du rapporterade buggen; vi har skickat den vidare till våra utvecklare.',
      'Vi har skickat problemet du beskriver vidare till vårt team.',
    ],
    feature_request: ['Tack för förslaget! Vi har delat det med vårt team.'],
    pricing: [
      'Vi förstår att priset spelar roll och har skickat din feedback vidare till teamet.',
      'Tack för dina synpunkter på priset; vi tar dem på allvar.',
    ],
    login: [
      'Tråkigt att du har problem med att logga in.',
      'Vi hjälper dig gärna att få tillbaka åtkomsten till ditt konto.',
    ],
    performance: [
      'Vi vet hur viktiga fart och batteritid är, och vi har delat din feedback med våra utvecklare.',
      'Tack för att du berättade att appen är långsam; vi har skickat det vidare till teamet.',
    ],
    ads: [
      'Tack för din feedback om annonserna; vi har skickat den vidare till teamet.',
      'Vi tar med oss dina synpunkter om reklamen.',
    ],
    sync: [
      'Vi vet hur viktig din data är och vill gärna reda ut det här tillsammans med dig.',
      'Vi beklagar problemen med synkroniseringen; vi har skickat din rapport vidare till vårt team.',
    ],
    ui: [
      'Tack för din feedback om designen; vi har delat den med vårt designteam.',
      'Vi vill att {brand|appen} ska vara enkel att använda, och din feedback hjälper oss.',
    ],
    support: [
      'Vi beklagar att du fick vänta på svar.',
      'Tråkigt att vår support inte levde upp till dina förväntningar den här gången.',
    ],
  },
  positive: {
    praise: [
      'Vad roligt att {brand|appen} är till nytta för dig!',
      'Omdömen som ditt motiverar hela vårt team.',
      'Kul att höra att allt fungerar så bra.',
    ],
    ui: ['Kul att du gillar designen!', 'Roligt att du tycker att appen är lätt att använda.'],
    support: [
      'Vi skickar gärna vidare ditt beröm till vårt supportteam!',
      'Vårt supportteam kommer att bli jätteglada när de läser det här.',
    ],
  },
  nextStep: {
    contact: [
      'Kontakta oss gärna via {contact} så tittar vi närmare på det.',
      'Skriv till oss via {contact}, så hjälper vi dig gärna.',
      'Vårt team hjälper dig gärna via {contact}.',
    ],
    noContact: [
      'Kontakta gärna vår support så tittar vi närmare på det.',
      'Vårt supportteam hjälper dig gärna.',
    ],
  },
  askMore: [
    'Vi vill gärna veta vad vi kan göra bättre.',
    'Berätta gärna vad du saknar; vi läser alla meddelanden.',
  ],
  closing: {
    high: ['Mycket nöje med {brand|appen}!', 'Tack igen för ditt stöd!', 'Ha en fin dag!'],
    mid: ['Tack igen för din feedback.', 'Din feedback betyder mycket för oss.'],
    low: ['Tack för ditt tålamod.', 'Tack för din förståelse.'],
  },
  team: 'Teamet bakom {brand}',
  apology: /förlåt|ursäkt|beklagar|tråkigt|ledsna/i,
  keywords: {
    crash: [
      'kraschar',
      'krasch',
      'crashar',
      'stängs av',
      'stänger ner',
      'startar inte',
      'öppnas inte',
      'svart skärm',
    ],
    bug: ['=fel', 'felet', 'bugg', 'fungerar inte', 'funkar inte', 'problem', '=laga', 'åtgärda'],
    feature_request: [
      'lägg till',
      'lägga till',
      'vore bra',
      'vore kul',
      'önskar',
      'funktion',
      'alternativ',
      'mörkt läge',
      'förslag',
      'saknar',
    ],
    pricing: [
      '=pris',
      'priset',
      '=dyr',
      '=dyrt',
      '=dyra',
      'prenumeration',
      'betala',
      'premium',
      'pengar',
      'återbetal',
      'gratis',
      'svindyr',
      'överpris',
    ],
    login: ['logga in', 'inloggning', 'lösenord', 'konto', 'verifiering', 'bankid'],
    performance: ['långsam', '=seg', 'laggar', 'batteri', 'hänger sig', 'laddar', 'fryser'],
    ads: ['reklam', 'annons'],
    sync: [
      'synk',
      'förlorat',
      'försvunn',
      '=data',
      'backup',
      'säkerhetskopi',
      'raderad',
      'återställ',
    ],
    ui: [
      'design',
      'gränssnitt',
      'layout',
      'knapp',
      '=meny',
      'typsnitt',
      'färg',
      'rörigt',
      'lättanvänd',
    ],
    support: ['kundtjänst', 'support', 'inget svar', 'svarar inte', 'kundservice'],
    praise: [
      'fantastisk',
      'toppen',
      'super',
      'perfekt',
      'älskar',
      'rekommenderar',
      '=tack',
      'jättebra',
      'mycket bra',
      'smidig',
      '=bäst',
      'grym',
    ],
  },
}
