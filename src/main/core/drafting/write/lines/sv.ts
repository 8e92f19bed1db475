import type { MoveLines } from './types'

const APPLE = 'reportaproblem.apple.com'
const GOOGLE = 'play.google.com/store/account/orderhistory'

/** Swedish with "du", as everyone writes; named things in their definite form ("med widgeten"), from `write/naming`. */
export const sv: MoveLines = {
  thanks: {
    casual: [
      'Stort tack för de fina orden!',
      'Tusen tack för ditt fina omdöme!',
      'Tack för att du tog dig tid att skriva!',
    ],
    formal: [
      'Tack för ditt positiva omdöme.',
      'Tack så mycket för de fina orden.',
      'Vi uppskattar verkligen din feedback.',
    ],
  },
  thanksFor: {
    casual: [
      'Tack för de fina orden om {feature}!',
      'Stort tack! Vad roligt att du gillar {feature}.',
      'Tack! Vad glada vi blir att du uppskattar {feature}.',
    ],
    formal: [
      'Tack för de fina orden om {feature}.',
      'Tack. Vi är glada att du uppskattar {feature}.',
    ],
  },
  praiseMore: [
    'Kul att höra att {brand|appen} fungerar så bra för dig.',
    'Omdömen som ditt betyder mycket för hela teamet.',
    'Vi är glada att få vara en del av din vardag.',
  ],
  // Kind words thanked for as said: never "you like the rest of the app", which nobody said.
  achieved: ['Och grattis till prestationen!'],
  praiseAlso: [
    'Tack också för de fina orden[ om {feature}].',
    'Och stort tack för de fina orden[ om {feature}]!',
  ],
  askMissing: [
    'Om något saknas för fem stjärnor vill vi gärna veta vad.',
    'Berätta gärna vad du saknar – vi läser alla meddelanden.',
  ],
  neutral: {
    casual: ['Tack för din feedback.', 'Tack för att du tog dig tid att lämna ett omdöme.'],
    formal: ['Tack för din feedback.', 'Tack för att du tog dig tid att lämna ett omdöme.'],
  },
  request: [
    'Tack för förslaget[ om {feature}]! Vi har skickat idén vidare till teamet.',
    'Tack för idén[ om {feature}] – vi har delat den med vårt produktteam.',
  ],
  // A change to a thing the app has: an idea about it, never an addition.
  requestChange: ['Tack för förslaget[ om {feature}]! Vi har skickat det vidare till teamet.'],
  sorry: {
    casual: [
      'Vi beklagar krånglet[ med {feature}][ {when}][ på din {device}][ ({os})][ i version {version}].',
      'Tråkigt att det har blivit problem[ med {feature}][ {when}][ på din {device}][ ({os})][ i version {version}][ och att {also}].',
      'Vi är ledsna för besväret[ med {feature}][ {when}][ på din {device}][ ({os})][ i version {version}].',
    ],
    formal: [
      'Vi ber om ursäkt för problemen[ med {feature}][ {when}][ på din {device}][ ({os})][ i version {version}].',
      'Vi beklagar problemet[ med {feature}][ {when}][ på din {device}][ ({os})][ i version {version}][ och att {also}].',
      'Vi beklagar besväret[ med {feature}][ {when}][ på din {device}][ ({os})][ i version {version}].',
    ],
  },
  sorryCrash: [
    'Tråkigt att appen kraschar[ när du använder {feature}][ {when}][ på din {device}][ ({os})][ i version {version}][ och att {also}].',
    'Vi beklagar krascherna[ med {feature}][ {when}][ på din {device}][ ({os})][ i version {version}].',
  ],
  phoneHot: 'mobilen blir varm',
  measures: {
    distance: 'distansen',
    steps: 'antalet steg',
    calories: 'kalorierna',
    pace: 'tempot',
    heartRate: 'pulsen',
  },
  sorryFor: {
    freeze: [
      'Vi beklagar att appen fryser[ vid {feature}][ {when}][ på din {device}][ ({os})][ i version {version}][ och att {also}].',
    ],
    slow: [
      'Vi beklagar att appen är så långsam[ med {feature}][ {when}][ på din {device}][ ({os})][ i version {version}][ och att {also}].',
    ],
    sync: [
      'Vi beklagar att synkningen inte fungerar som den ska[ med {feature}][ {when}][ på din {device}][ ({os})][ i version {version}][ och att {also}].',
    ],
    logout: [
      'Vi beklagar att appen loggar ut dig hela tiden[ {when}][ på din {device}][ ({os})][ i version {version}].',
    ],
    open: [
      'Vi beklagar att appen inte startar[ {when}][ på din {device}][ ({os})][ i version {version}].',
    ],
    battery: [
      'Vi beklagar att appen drar så mycket batteri[ {when}][ på din {device}][ ({os})][ i version {version}][ och att {also}].',
    ],
    // The phone heats up, said alone.
    heat: [
      'Vi beklagar att din {device} blir så varm av appen[ {when}][ ({os})][ i version {version}][ och att {also}].',
      'Vi beklagar att mobilen blir så varm av appen[ {when}][ ({os})][ i version {version}][ och att {also}].',
    ],
    late: [
      'Vi beklagar att aviseringarna kommer för sent[ {when}][ på din {device}][ ({os})][ i version {version}][ och att {also}].',
    ],
    wrong: [
      'Vi beklagar att {measure} inte stämmer[ {when}][ på din {device}][ ({os})][ i version {version}].',
    ],
    // What a named thing does wrong, said of it.
    stale: [
      'Vi beklagar att {feature} inte uppdateras[ {when}][ på din {device}][ ({os})][ i version {version}][ och att {also}].',
    ],
    blank: [
      'Vi beklagar att {feature} inte visar något[ {when}][ på din {device}][ ({os})][ i version {version}][ och att {also}].',
    ],
    cuts: [
      'Vi beklagar att {feature} hela tiden försvinner[ {when}][ på din {device}][ ({os})][ i version {version}][ och att {also}].',
    ],
    load: [
      'Vi beklagar att {feature} inte laddas[ {when}][ på din {device}][ ({os})][ i version {version}][ och att {also}].',
    ],
    reset: [
      'Vi beklagar att {feature} hela tiden återställs[ {when}][ på din {device}][ ({os})][ i version {version}][ och att {also}].',
    ],
    save: [
      'Vi beklagar att {feature} inte sparas[ {when}][ på din {device}][ ({os})][ i version {version}][ och att {also}].',
    ],
    missing: [
      'Vi beklagar att {feature} inte syns[ {when}][ på din {device}][ ({os})][ i version {version}][ och att {also}].',
    ],
    gone: [
      'Vi beklagar att {feature} försvinner[ {when}][ på din {device}][ ({os})][ i version {version}][ och att {also}].',
    ],
    broken: [
      'Vi beklagar att {feature} inte fungerar[ {when}][ på din {device}][ ({os})][ i version {version}][ och att {also}].',
    ],
    // The app stops recording the run or workout by itself.
    recording: [
      'Vi beklagar att appen slutar spela in av sig själv[ {when}][ på din {device}][ ({os})][ i version {version}][ och att {also}].',
    ],
  },
  // The same for a plural thing, whose verb agrees with it.
  sorryForMany: {
    stale: [
      'Vi beklagar att {feature} inte uppdateras[ {when}][ på din {device}][ ({os})][ i version {version}].',
    ],
    blank: [
      'Vi beklagar att {feature} inte visar något[ {when}][ på din {device}][ ({os})][ i version {version}].',
    ],
    cuts: [
      'Vi beklagar att {feature} hela tiden försvinner[ {when}][ på din {device}][ ({os})][ i version {version}].',
    ],
    load: [
      'Vi beklagar att {feature} inte laddas[ {when}][ på din {device}][ ({os})][ i version {version}].',
    ],
    reset: [
      'Vi beklagar att {feature} hela tiden återställs[ {when}][ på din {device}][ ({os})][ i version {version}].',
    ],
    save: [
      'Vi beklagar att {feature} inte sparas[ {when}][ på din {device}][ ({os})][ i version {version}].',
    ],
    missing: [
      'Vi beklagar att {feature} inte syns[ {when}][ på din {device}][ ({os})][ i version {version}].',
    ],
    gone: [
      'Vi beklagar att {feature} försvinner[ {when}][ på din {device}][ ({os})][ i version {version}].',
    ],
    broken: [
      'Vi beklagar att {feature} inte fungerar[ {when}][ på din {device}][ ({os})][ i version {version}].',
    ],
  },
  alsoFor: {
    gone: '{feature} försvinner',
    stale: '{feature} inte uppdateras',
    blank: '{feature} inte visar något',
    cuts: '{feature} hela tiden försvinner',
    load: '{feature} inte laddas',
    reset: '{feature} hela tiden återställs',
    save: '{feature} inte sparas',
    missing: '{feature} inte syns',
    broken: '{feature} inte fungerar',
    sync: '{feature} inte synkas',
    wrong: '{feature} inte fungerar som det ska',
    freeze: '{feature} fryser',
  },
  heard: {
    price: [
      'Vi beklagar att priset[ på {feature}] inte känns rätt för dig – vi har skickat din feedback vidare till teamet.',
      'Tråkigt att priset[ på {feature}] avskräcker dig – vi har delat din feedback med teamet.',
      "Vi förstår att priset[ på {feature}] inte känns rätt – vi har skickat din feedback vidare till teamet.",
    ],
    ads: [
      'Vi beklagar att reklamen[ ({feature})] är i vägen – vi har skickat det vidare till teamet.',
      'Tråkigt att reklamen förstör upplevelsen för dig – vi har delat din feedback med teamet.',
      "Vi förstår att reklamen[ ({feature})] stör – vi har skickat det vidare till teamet.",
    ],
    design: [
      'Vi beklagar att designen[ av {feature}] inte fungerar för dig – vi har delat din feedback med våra designers.',
      'Tråkigt att den nya designen[ av {feature}] känns som ett steg bakåt – vi har skickat din feedback vidare.',
      "Vi förstår att designen[ av {feature}] inte faller dig i smaken – vi har delat din feedback med våra designers.",
    ],
    slow: [
      'Vi beklagar att appen är så långsam för dig – vi har skickat det vidare till teamet.',
      'Tråkigt att appen går så långsamt – vi har delat din feedback med teamet.',
      "Vi förstår att det är frustrerande när appen går så långsamt – vi har delat din feedback med teamet.",
    ],
    account: [
      'Vi beklagar att kravet på ett konto stör dig – vi har delat din feedback med teamet.',
    ],
    notifications: [
      'Vi beklagar att aviseringarna blir för många – vi har delat din feedback med teamet.',
      "Vi förstår att aviseringarna blir för många – vi har delat din feedback med teamet.",
    ],
    // Too hard: the difficulty itself, which "sorry about the levels" leaves unsaid.
    hard: [
      "Vi beklagar att svårighetsgraden känns så frustrerande – vi har skickat din feedback vidare till teamet.",
      "Vi förstår att svårighetsgraden känns frustrerande – vi har skickat din feedback vidare till teamet.",
    ],
    // Pay to win: the push to buy, not the price of something.
    payToWin: [
      "Vi beklagar att det känns som att man måste betala för att komma vidare – vi har skickat din feedback vidare till teamet.",
      "Vi förstår att det känns som att man måste betala för att komma vidare – vi har skickat din feedback vidare till teamet.",
    ],
    other: [
      'Vi beklagar att det inte blev som du hade hoppats[ med {feature}] – vi har skickat din feedback vidare till teamet.',
      'Vi beklagar besvikelsen[ kring {feature}] – vi har delat din feedback med teamet.',
      "Vi förstår att det inte blev som du hade hoppats[ med {feature}] – vi har skickat din feedback vidare till teamet.",
    ],
    // A feature taken away: the disappointment over it, not hopes it never met.
    taken: ['Vi beklagar besvikelsen[ kring {feature}] – vi har delat din feedback med teamet.'],
    // A letdown with nothing named ("expected more", "back to pen and paper"): sorry it fell short.
    letdown: [
      'Vi beklagar att appen inte levde upp till dina förväntningar – vi har delat din feedback med teamet.',
      'Tråkigt att vi inte levde upp till det du hoppades på – vi har skickat din feedback vidare till teamet.',
    ],
    // Two or more grievances of one complaint, listed in the order raised: one apology for all.
    several: [
      "Vi beklagar att {feature} stör dig; vi har skickat vidare din feedback till teamet.",
      "Vi förstår att {feature} stör dig – vi har skickat din feedback vidare till teamet.",
    ],
  },
  // Each grievance as `heard.several` lists it.
  grievances: {
    lives: "livssystemet",
    priceOf: "priset på {feature}",
    designOf: "designen av {feature}",
    newDesignOf: "den nya designen av {feature}",
    price: "priset",
    ads: "reklamen",
    design: "designen",
    newDesign: "den nya designen",
    slow: "att appen är så långsam",
    notifications: "de många aviseringarna",
    account: "kravet på att skapa ett konto",
    hard: "svårighetsgraden",
    payToWin: "känslan av att behöva betala för att komma vidare",
    rateNag: "de ständiga frågorna om betyg",
  },
  // The app crashed and the data went with it: the crash named beside the loss.
  sorryLossCrash: [
    'Vi är verkligen ledsna att du har förlorat data när appen kraschade[ i version {version}].',
  ],
  // The app froze and the data went with it: the freeze named beside the loss.
  sorryLossFreeze: [
    'Vi är verkligen ledsna att appen hängde sig[ i version {version}] och att du har förlorat data.',
  ],
  sorryLoss: [
    // What was lost named as the thing it is ("anteckningarna i mappen Jobb"), never a quote in brackets.
    'Vi är verkligen ledsna att du har förlorat {feature}[ efter version {version}].',
    'Vi är verkligen ledsna att din data har försvunnit[ efter version {version}].',
    'Vad tråkigt att din data har försvunnit[ på din {device}].',
    'Vi är verkligen ledsna att du har förlorat data på grund av ett problem med {cause}[ i version {version}].',
  ],
  elsewhere: {
    app: ['Förlåt för förväxlingen! Det låter som att det gäller en annan app.'],
    outside: ['Tack för att du är så schysst; vi beklagar ändå krånglet.'],
  },
  sorrySarcasm: [
    'Där har du en poäng[ när det gäller {feature}], och vi beklagar att det har varit frustrerande.',
    'Vi förstår frustrationen[ kring {feature}] och ber om ursäkt.',
  ],
  details: {
    contact: [
      'Berätta via {contact} vilken enhet och appversion du har, så tittar vi på det tillsammans med dig.',
    ],
    noContact: [
      'Kontakta gärna vår support och berätta vilken enhet och appversion du har, så tittar vi på det tillsammans med dig.',
    ],
  },
  followUp: {
    contact: [
      'Skriv gärna till oss via {contact}, så tittar vi på det tillsammans med dig.',
      'Hör av dig via {contact}, så går vi igenom det tillsammans med dig.',
    ],
    noContact: ['Kontakta gärna vår support, så tittar vi på det tillsammans med dig.'],
  },
  recovery: {
    contact: [
      'Skriv till oss via {contact} så fort du kan, så kollar vi vad som går att återställa.',
      'Hör av dig via {contact} med en gång, så undersöker vi vad som kan återställas.',
    ],
    noContact: ['Kontakta vår support så fort du kan, så kollar vi vad som går att återställa.'],
  },
  answerLead: ['Tack för frågan!', 'Vi hjälper gärna till!', 'Bra fråga, tack!'],
  askedLead: ['Tack för din fråga.', 'Tack för ditt meddelande.'],
  billing: {
    // What was charged (a sum or a plan, as the review wrote it) stands in parentheses after the
    // charge or the purchase, so nothing agrees with it.
    afterCancel: [
      'Vi beklagar att du blev debiterad[ för {feature}] efter att du hade sagt upp – så ska det inte vara.',
      'Vi beklagar att du debiterades[ för {feature}] trots att du hade avslutat prenumerationen.',
    ],
    cantCancel: [
      'Vi beklagar att du inte kunde avsluta prenumerationen och ändå blev debiterad[ för {feature}].',
    ],
    twice: [
      'Vi beklagar att du blev debiterad två gånger[ för {feature}] – så ska det inte vara.',
      'Vi beklagar den dubbla debiteringen[ för {feature}].',
    ],
    wrongPlan: ['Vi beklagar att du debiterades[ {feature}] för en annan plan än den du valde.'],
    unknown: [
      'Vi beklagar en debitering[ för {feature}] som du inte väntade dig.',
      'Vi beklagar en dragning[ för {feature}] som du inte kände igen.',
    ],
    renewed: [
      'Vi beklagar att prenumerationen förnyades utan tydlig påminnelse och att du debiterades[ för {feature}].',
      'Vi beklagar en dragning[ för {feature}] vid en förnyelse utan förvarning.',
    ],
    trial: [
      'Vi beklagar att provperioden övergick i en betald prenumeration och att du debiterades[ för {feature}].',
      'Vi beklagar dragningen[ för {feature}] när provperioden tog slut.',
    ],
    missing: [
      'Vi beklagar att ditt köp[ av {feature}] inte syns – du ska ha allt du har betalat för.',
      'Vi beklagar att ditt köp[ av {feature}] inte dyker upp.',
    ],
    refund: [
      'Vi förstår att du vill ha tillbaka pengarna för ditt köp[ av {feature}].',
      'Vi beklagar krånglet med ditt köp[ av {feature}].',
    ],
    family: ['Vi beklagar att familjedelningen[ för {feature}] inte fungerar för din familj.'],
    currency: ['Vi beklagar att du debiterades[ {feature}] i en annan valuta än din egen.'],
    priceRise: ['Vi förstår att det är frustrerande att priset[ för {feature}] har höjts.'],
    child: ['Vi beklagar att ditt barn gjorde ett köp utan ditt godkännande.'],
    approval: {
      app_store: [
        'För att det inte ska hända igen kan du ställa in att Apple ber om ditt godkännande eller lösenord före varje köp.',
      ],
      google_play: [
        'För att det inte ska hända igen kan du kräva autentisering för alla köp i inställningarna för Google Play.',
      ],
    },
    storeSettings: {
      app_store: [
        'Du kan när som helst se eller avsluta prenumerationen i Apples prenumerationsinställningar: Inställningar → ditt namn → Prenumerationer.',
      ],
      google_play: [
        'Du kan när som helst se eller avsluta prenumerationen i Google Play → Profil → Betalningar och prenumerationer → Prenumerationer.',
      ],
    },
    other: [
      'Vi beklagar krånglet med betalningen[ för {feature}].',
      'Vi förstår hur frustrerande betalningsproblem är.',
    ],
    refundPath: {
      app_store: [
        `Köp i App Store kan bara återbetalas av Apple: du kan begära återbetalning på ${APPLE}.`,
      ],
      google_play: [`Inom 48 timmar efter köpet kan du begära återbetalning på ${GOOGLE}.`],
    },
    checkOrder: {
      contact: [
        'Skicka ditt ordernummer till oss via {contact}, så går vi igenom debiteringen tillsammans med dig.',
        'Om du skriver till oss via {contact} med ditt ordernummer, kollar vi ordern tillsammans med dig.',
      ],
      noContact: [
        'Om du kontaktar vår support med ditt ordernummer, går vi igenom debiteringen tillsammans med dig.',
      ],
    },
    loop: [
      'Vi beklagar att du har blivit skickad fram och tillbaka.',
      'Vi beklagar att du har bollats mellan olika ställen.',
      'Tråkigt att du har blivit skickad fram och tillbaka.',
      'Du ska inte behöva bollas fram och tillbaka – vi tar det här direkt med dig.',
      'Ingen ska behöva bollas fram och tillbaka; vi tar det här direkt med dig.',
    ],
  },
  supportFailed: [
    'Vi beklagar att ingen har svarat dig – så ska det inte vara.',
    'Vi beklagar att du inte fick svar från oss i tid.',
    'Vad tråkigt att ingen har hört av sig till dig.',
    'Ingen har svarat dig, och det är inte okej.',
    'Du borde ha fått svar från oss, och det fick du inte.',
  ],
  supportFailedDirect: {
    contact: [
      'Du borde ha fått svar: skicka ditt ärendenummer eller adressen du skrev från till {contact}, så hittar vi ditt meddelande.',
    ],
  },
  orderFailedDirect: {
    contact: [
      'Du borde ha fått svar: skicka ditt ordernummer och adressen du skrev från till {contact}, så hittar vi ditt meddelande.',
    ],
  },
  // Shorter, for a charge whose refund path would not fit beside the longer line.
  orderFailedShort: {
    contact: ['Du borde ha fått svar: skicka ditt ordernummer till {contact}.'],
  },
  supportReplied: [
    'Vi beklagar att våra svar inte löste problemet.',
    'Våra svar hittills har inte löst problemet.',
  ],
  contactAgain: {
    contact: [
      'Du behöver inte förklara allt igen: skicka ditt ärendenummer eller adressen du skrev från till {contact}, så hittar vi ditt meddelande.',
    ],
  },
  orderAgain: {
    contact: [
      'Skicka ditt ordernummer och adressen du skrev från till {contact}, så hittar vi ditt meddelande och debiteringen.',
    ],
  },
  privacyAsked: ['Du gör rätt i att fråga varför appen vill komma åt {feature}.'],
  permissions: {
    location: 'din plats',
    contacts: 'dina kontakter',
    microphone: 'din mikrofon',
    camera: 'din kamera',
    photos: 'dina bilder',
  },
  privacy: [
    'Du gör rätt i att fråga vad som händer med dina uppgifter, och du ska få ett tydligt svar.',
    'Det är en rimlig fråga om dina uppgifter, så här kommer ett rakt svar.',
  ],
  deletionAsked: ['Vi förstår att du har bett oss radera ditt konto och dina data.'],
  dataCopy: {
    contact: [
      'Vill du ha en kopia av de personuppgifter vi har om dig kan du skriva direkt till oss via {contact}.',
    ],
    noContact: [
      'Vill du ha en kopia av de personuppgifter vi har om dig kan du kontakta vårt supportteam direkt.',
    ],
  },
  deletion: [
    'Vi förstår att du vill radera ditt konto och din data.',
    'Du vill radera ditt konto och din data – så här gör du.',
  ],
  tried: {
    contact: [
      'Eftersom du redan har provat de vanliga stegen, skriv direkt till oss via {contact} så tittar vi på ditt ärende tillsammans med dig.',
    ],
    noContact: [
      'Eftersom du redan har provat de vanliga stegen, kontakta vårt supportteam direkt så tittar vi på ditt ärende tillsammans med dig.',
    ],
  },
  lockedOut: {
    contact: [
      'Tråkigt att du inte kommer in på ditt konto. Skriv till oss via {contact} med e-postadressen du registrerade dig med, så hjälper vi dig att komma in igen.',
      'Vi beklagar att du är utelåst. Hör av dig via {contact} och ange e-postadressen för kontot, så hjälper vi dig tillbaka.',
    ],
    noContact: [
      'Tråkigt att du inte kommer in på ditt konto. Kontakta vår support med e-postadressen du registrerade dig med, så hjälper vi dig att komma in igen.',
    ],
  },
  contact: {
    contact: [
      'Skriv till oss via {contact}, så hjälper vi dig gärna.',
      'Vårt team hjälper dig gärna via {contact}.',
    ],
    noContact: ['Kontakta vår support, så hjälper vi dig gärna.'],
  },
  closing: {
    positive: ['Mycket nöje med {brand|appen}!', 'Tack igen!', 'Ha en fin dag!'],
    neutral: ['Tack igen för din feedback.', 'Tack för att du använder {brand|appen}.'],
    negative: ['Tack för ditt tålamod.', 'Tack för att du hörde av dig.'],
  },
}
