import type { MoveLines } from './types'

const APPLE = 'reportaproblem.apple.com'
const GOOGLE = 'play.google.com/store/account/orderhistory'

/**
 * Dutch with "je", as the phrasebook writes it, in words the Netherlands and Flanders share.
 * A named thing takes "de" or "het" from `write/naming` ("met de donkere modus", "het
 * laadscherm"); "je {device}" fits any device and "via {contact}" an address or a web page.
 */
export const nl: MoveLines = {
  thanks: {
    casual: [
      // Fits a lukewarm "Prima app hoor" as well as a glowing review: no "kind words" to thank.
      'Bedankt voor je review!',
      'Bedankt voor je mooie review!',
      'Bedankt dat je de tijd nam om dit te schrijven!',
    ],
    formal: [
      'Bedankt voor je positieve beoordeling.',
      'Hartelijk dank voor je vriendelijke woorden.',
      'We waarderen je feedback enorm.',
    ],
  },
  thanksFor: {
    casual: [
      'Bedankt voor je fijne woorden over {feature}!',
      'Bedankt! Wat leuk dat je {feature} zo waardeert.',
      'Heel erg bedankt voor je compliment over {feature}!',
    ],
    formal: [
      'Bedankt voor je vriendelijke woorden over {feature}.',
      'Bedankt. Fijn om te horen dat je {feature} waardeert.',
    ],
  },
  praiseMore: [
    'Fijn dat {brand|de app} goed voor je werkt.',
    'Reviews zoals die van jou motiveren ons hele team.',
    'Goed om te horen dat alles zo soepel werkt.',
  ],
  // Kind words thanked for as said: never "you like the rest of the app", which nobody said.
  achieved: ['En gefeliciteerd met je prestatie!'],
  praiseAlso: [
    // Fits a lukewarm "Prima app hoor" beside a wish as well as warm praise: no "kind words",
    // and no "verder" ("otherwise"): nobody said they like the rest of the app.
    'Fijn om te horen dat je tevreden bent[ over {feature}].',
    'Goed om te horen dat je tevreden bent[ over {feature}].',
  ],
  askMissing: [
    'Laat ons weten wat we beter kunnen doen: we lezen elk bericht.',
    'Mis je iets of kan iets beter? Dat horen we graag.',
  ],
  neutral: {
    casual: ['Bedankt voor je feedback.', 'Bedankt dat je de tijd nam voor een review.'],
    formal: [
      'Dank je wel voor je feedback.',
      'Bedankt dat je de tijd hebt genomen voor een beoordeling.',
    ],
  },
  request: [
    'Bedankt voor je suggestie[ voor {feature}]! We hebben het idee doorgegeven aan het team.',
    'Dank je voor je idee[ over {feature}]; we hebben het voorgelegd aan ons productteam.',
  ],
  // A change to a thing the app has: an idea about it, never an addition.
  requestChange: [
    'Dank je voor je suggestie[ over {feature}]; we hebben die doorgegeven aan het team.',
  ],
  sorry: {
    casual: [
      'Sorry voor het probleem[ met {feature}][ {when}][ op je {device}][ ({os})][ in versie {version}].',
      'Vervelend dat je problemen hebt[ met {feature}][ {when}][ op je {device}][ ({os})][ in versie {version}][ en dat {also}].',
      'Wat vervelend dat er iets misgaat[ met {feature}][ {when}][ op je {device}][ ({os})][ in versie {version}].',
    ],
    formal: [
      'Onze excuses voor het probleem[ met {feature}][ {when}][ op je {device}][ ({os})][ in versie {version}].',
      'Het spijt ons dat je problemen ondervindt[ met {feature}][ {when}][ op je {device}][ ({os})][ in versie {version}][ en dat {also}].',
      'Excuses voor het ongemak[ met {feature}][ {when}][ op je {device}][ ({os})][ in versie {version}].',
    ],
  },
  sorryCrash: [
    'Sorry dat {brand|de app} crasht[ bij {feature}][ {when}][ op je {device}][ ({os})][ in versie {version}].',
    'Het spijt ons dat {brand|de app} crasht[ bij {feature}][ {when}][ op je {device}][ ({os})][ in versie {version}][ en dat {also}].',
    'Vervelend dat {brand|de app} crasht[ bij {feature}][ {when}][ op je {device}][ ({os})][ in versie {version}].',
  ],
  phoneHot: 'je telefoon warm wordt',
  measures: {
    distance: 'de afstand',
    steps: 'het aantal stappen',
    calories: 'het aantal calorieën',
    pace: 'het tempo',
    heartRate: 'de hartslag',
  },
  sorryFor: {
    freeze: [
      'Wat vervelend dat de app vastloopt[ bij {feature}][ {when}][ op je {device}][ ({os})][ in versie {version}][ en {also}].',
    ],
    slow: [
      'Wat vervelend dat de app zo traag is[ bij {feature}][ {when}][ op je {device}][ ({os})][ in versie {version}][ en {also}].',
    ],
    sync: [
      'Wat vervelend dat het synchroniseren niet goed werkt[ bij {feature}][ {when}][ op je {device}][ ({os})][ in versie {version}][ en {also}].',
    ],
    logout: [
      'Wat vervelend dat de app je steeds uitlogt[ {when}][ op je {device}][ ({os})][ in versie {version}].',
    ],
    open: [
      'Wat vervelend dat de app niet opstart[ {when}][ op je {device}][ ({os})][ in versie {version}].',
    ],
    battery: [
      'Wat vervelend dat de app zoveel batterij verbruikt[ {when}][ op je {device}][ ({os})][ in versie {version}][ en {also}].',
    ],
    // The phone heats up, said alone.
    heat: [
      'Wat vervelend dat je {device} zo warm wordt van de app[ {when}][ ({os})][ in versie {version}][ en dat {also}].',
      'Wat vervelend dat je telefoon zo warm wordt van de app[ {when}][ ({os})][ in versie {version}][ en dat {also}].',
    ],
    late: [
      'Wat vervelend dat de meldingen te laat binnenkomen[ {when}][ op je {device}][ ({os})][ in versie {version}][ en {also}].',
    ],
    wrong: [
      'Wat vervelend dat {measure}[ {when}][ op je {device}][ ({os})][ in versie {version}] niet klopt.',
    ],
    // What a named thing does wrong, said of it.
    stale: [
      'Wat vervelend dat {feature}[ {when}][ op je {device}][ ({os})][ in versie {version}] niet meer wordt bijgewerkt[ en {also}].',
    ],
    blank: [
      'Wat vervelend dat {feature}[ {when}][ op je {device}][ ({os})][ in versie {version}] leeg blijft[ en {also}].',
    ],
    cuts: [
      'Wat vervelend dat {feature}[ {when}][ op je {device}][ ({os})][ in versie {version}] steeds wegvalt[ en {also}].',
    ],
    load: [
      'Wat vervelend dat {feature}[ {when}][ op je {device}][ ({os})][ in versie {version}] niet laadt[ en {also}].',
    ],
    reset: [
      'Wat vervelend dat {feature}[ {when}][ op je {device}][ ({os})][ in versie {version}] steeds wordt gereset[ en {also}].',
    ],
    save: [
      'Wat vervelend dat {feature}[ {when}][ op je {device}][ ({os})][ in versie {version}] niet wordt opgeslagen[ en {also}].',
    ],
    missing: [
      'Wat vervelend dat {feature}[ {when}][ op je {device}][ ({os})][ in versie {version}] niet verschijnt[ en {also}].',
    ],
    gone: [
      'Wat vervelend dat {feature}[ {when}][ op je {device}][ ({os})][ in versie {version}] verdwijnt[ en {also}].',
    ],
    broken: [
      'Wat vervelend dat {feature}[ {when}][ op je {device}][ ({os})][ in versie {version}] niet werkt[ en {also}].',
    ],
    // The app stops recording the run or workout by itself.
    recording: [
      'Wat vervelend dat de app[ {when}][ op je {device}][ ({os})][ in versie {version}] vanzelf stopt met opnemen[ en {also}].',
    ],
  },
  // The same for a plural thing, whose verb agrees with it.
  sorryForMany: {
    stale: [
      'Wat vervelend dat {feature}[ {when}][ op je {device}][ ({os})][ in versie {version}] niet meer worden bijgewerkt.',
    ],
    blank: [
      'Wat vervelend dat {feature}[ {when}][ op je {device}][ ({os})][ in versie {version}] leeg blijven.',
    ],
    cuts: [
      'Wat vervelend dat {feature}[ {when}][ op je {device}][ ({os})][ in versie {version}] steeds wegvallen.',
    ],
    load: [
      'Wat vervelend dat {feature}[ {when}][ op je {device}][ ({os})][ in versie {version}] niet laden.',
    ],
    reset: [
      'Wat vervelend dat {feature}[ {when}][ op je {device}][ ({os})][ in versie {version}] steeds worden gereset.',
    ],
    save: [
      'Wat vervelend dat {feature}[ {when}][ op je {device}][ ({os})][ in versie {version}] niet worden opgeslagen.',
    ],
    missing: [
      'Wat vervelend dat {feature}[ {when}][ op je {device}][ ({os})][ in versie {version}] niet verschijnen.',
    ],
    gone: [
      'Wat vervelend dat {feature}[ {when}][ op je {device}][ ({os})][ in versie {version}] verdwijnen.',
    ],
    broken: [
      'Wat vervelend dat {feature}[ {when}][ op je {device}][ ({os})][ in versie {version}] niet werken.',
    ],
  },
  alsoFor: {
    gone: '{feature} verdwijnt',
    stale: '{feature} niet meer wordt bijgewerkt',
    blank: '{feature} leeg blijft',
    cuts: '{feature} steeds wegvalt',
    load: '{feature} niet laadt',
    reset: '{feature} steeds wordt gereset',
    save: '{feature} niet wordt opgeslagen',
    missing: '{feature} niet verschijnt',
    broken: '{feature} niet werkt',
    sync: '{feature} niet synchroniseert',
    wrong: '{feature} niet goed werkt',
    freeze: '{feature} vastloopt',
  },
  // The same for a plural thing, whose verb agrees with it.
  alsoForMany: {
    gone: '{feature} verdwijnen',
    stale: '{feature} niet meer worden bijgewerkt',
    blank: '{feature} leeg blijven',
    cuts: '{feature} steeds wegvallen',
    load: '{feature} niet laden',
    reset: '{feature} steeds worden gereset',
    save: '{feature} niet worden opgeslagen',
    missing: '{feature} niet verschijnen',
    broken: '{feature} niet werken',
    sync: '{feature} niet synchroniseren',
    wrong: '{feature} niet goed werken',
    freeze: '{feature} vastlopen',
  },
  heard: {
    price: [
      'Sorry dat de prijs[ van {feature}] je niet bevalt; we hebben je feedback doorgegeven aan het team.',
      'Het spijt ons dat de prijs[ van {feature}] je afschrikt; we hebben je feedback gedeeld met het team.',
      "We begrijpen dat de prijs[ van {feature}] je niet bevalt; je feedback is doorgegeven aan het team.",
    ],
    ads: [
      'Sorry dat de advertenties je storen; we hebben je feedback doorgegeven aan het team.',
      'Het spijt ons dat de advertenties je ervaring bederven; we hebben je feedback gedeeld met het team.',
      "We begrijpen dat de advertenties storen; je feedback is doorgegeven aan het team.",
    ],
    design: [
      'Sorry dat het nieuwe ontwerp[ van {feature}] je niet bevalt; we hebben je feedback gedeeld met ons designteam.',
      'Het spijt ons dat het ontwerp[ van {feature}] als een stap terug voelt; we hebben je feedback doorgegeven aan het team.',
      "We begrijpen dat het ontwerp[ van {feature}] je niet bevalt; je feedback is gedeeld met ons designteam.",
    ],
    slow: [
      'Vervelend dat de app zo traag is; we hebben je feedback aan het team doorgegeven.',
      'Sorry dat de app zo traag voor je is; we hebben het doorgegeven aan het team.',
      "We begrijpen dat een trage app frustreert; je feedback is doorgegeven aan het team.",
    ],
    account: [
      'Sorry dat het verplichte account je tegenstaat; we hebben je feedback doorgegeven aan het team.',
    ],
    notifications: [
      'Sorry dat de meldingen te veel zijn; we hebben je feedback doorgegeven aan het team.',
      "We begrijpen dat de meldingen te veel zijn; je feedback is doorgegeven aan het team.",
    ],
    other: [
      'Sorry dat je ervaring[ met {feature}] niet is wat je had gehoopt; we hebben je feedback doorgegeven aan het team.',
      // "Teleurgesteld in de levens" overstates a remark on how a thing is made (often under praise).
      'Jammer dat het[ met {feature}] nog niet is zoals je zou willen; we hebben je feedback gedeeld met het team.',
      "We begrijpen dat het[ met {feature}] nog niet is wat je had gehoopt; je feedback is doorgegeven aan het team.",
    ],
    // A feature taken away: the disappointment over it, not hopes it never met.
    taken: ['Het spijt ons dat je[ {feature}] mist; we hebben je feedback gedeeld met het team.'],
    // The game held to push buying to get ahead: the push heard, not the price of one thing.
    payToWin: [
      "Sorry dat het voelt alsof je moet betalen[ voor {item}] om verder te komen; we hebben je feedback doorgegeven aan het team.",
      "We begrijpen dat het voelt alsof je moet betalen[ voor {item}] om verder te komen; je feedback is doorgegeven aan het team.",
    ],
    // A letdown with nothing named ("expected more", "back to pen and paper"): sorry it fell short.
    letdown: [
      'Sorry dat de app niet aan je verwachtingen heeft voldaan; we hebben je feedback doorgegeven aan het team.',
      'Jammer dat we je verwachtingen niet hebben waargemaakt; je feedback is doorgegeven aan het team.',
    ],
    // Two or more grievances of one complaint, listed in the order raised: one apology for all.
    several: [
      "Sorry dat {feature} je storen; we hebben je feedback doorgegeven aan het team.",
      "We begrijpen dat {feature} je storen; je feedback is doorgegeven aan het team.",
    ],
  },
  // Each grievance as `heard.several` lists it.
  grievances: {
    lives: "het levenssysteem",
    priceOf: "de prijs van {feature}",
    designOf: "het ontwerp van {feature}",
    newDesignOf: "het nieuwe ontwerp van {feature}",
    price: "de prijs",
    ads: "de advertenties",
    design: "het ontwerp",
    newDesign: "het nieuwe ontwerp",
    slow: "de traagheid van de app",
    notifications: "de vele meldingen",
    account: "het verplichte account",
    hard: "de moeilijkheidsgraad",
    payToWin: "het gevoel dat je moet betalen om verder te komen",
    rateNag: "de steeds terugkerende vraag om een beoordeling",
  },
  // The app crashed and the data went with it: the crash named beside the loss.
  sorryLossCrash: [
    'Het spijt ons echt dat je door de crash[ in versie {version}] gegevens kwijt bent.',
  ],
  // The app froze and the data went with it: the freeze named beside the loss.
  sorryLossFreeze: [
    'Het spijt ons echt dat de app[ in versie {version}] vastliep en je daardoor gegevens kwijt bent.',
  ],
  sorryLoss: [
    // The lost data is the reviewer's own ("je voortgang"), never "het verlies van de …".
    'Wat ontzettend vervelend dat je je {feature} kwijt bent[ sinds versie {version}].',
    'Het spijt ons echt dat je gegevens weg zijn[ sinds versie {version}].',
    'Wat ontzettend vervelend dat je gegevens ontbreken[ op je {device}].',
    'Het spijt ons echt dat je door een probleem met {cause}[ in versie {version}] gegevens kwijt bent.',
  ],
  elsewhere: {
    app: ['Sorry voor de verwarring! Het klinkt alsof het om een andere app gaat.'],
    outside: ['Bedankt voor je eerlijkheid; het spijt ons toch dat het zo vervelend is.'],
  },
  sorrySarcasm: [
    'Terecht punt[ over {feature}], en sorry dat het zo frustrerend is.',
    'We snappen je frustratie[ over {feature}], en het spijt ons.',
  ],
  details: {
    contact: [
      'Laat ons via {contact} weten welk toestel en welke app-versie je gebruikt, dan zoeken we het samen met je uit.',
    ],
    noContact: [
      'Laat onze support weten welk toestel en welke app-versie je gebruikt, zodat we het samen met je kunnen uitzoeken.',
    ],
  },
  followUp: {
    contact: [
      'Stuur ons gerust een bericht via {contact}, dan zoeken we het samen met je uit.',
      'Als je ons via {contact} een bericht stuurt, zoeken we het samen met je uit.',
    ],
    noContact: ['Neem gerust contact op met onze support, dan zoeken we het samen met je uit.'],
  },
  recovery: {
    contact: [
      'Stuur ons zo snel mogelijk een bericht via {contact}, zodat we samen kunnen kijken wat er nog te redden is.',
      'Neem meteen contact met ons op via {contact}; dan bekijken we samen met je wat er nog terug te halen is.',
    ],
    noContact: [
      'Neem zo snel mogelijk contact op met onze support, zodat we samen kunnen kijken wat er nog te redden is.',
    ],
  },
  answerLead: ['Bedankt voor je vraag!', 'We helpen je graag!', 'Goede vraag, bedankt!'],
  askedLead: ['Bedankt voor je vraag.', 'Bedankt voor je bericht.'],
  billing: {
    // What was charged (a sum or a plan, as the review wrote it) stands in parentheses after the
    // charge or the purchase, so nothing agrees with it.
    afterCancel: [
      'Het spijt ons dat er na je opzegging nog een afschrijving van {feature} voor {item} was; dat hoort niet.',
      'Het spijt ons dat er na je opzegging nog een afschrijving[ van {feature}] was.',
      'Een afschrijving[ van {feature}] na het opzeggen hoort niet, en dat spijt ons.',
    ],
    cantCancel: [
      'Het spijt ons dat opzeggen niet lukte en dat er toch een afschrijving[ van {feature}] was.',
    ],
    twice: [
      'Sorry voor de dubbele afschrijving van {feature} voor {item}; dat hoort niet te gebeuren.',
      'Sorry voor de dubbele afschrijving[ van {feature}].',
      'Vervelend dat er twee keer een afschrijving[ van {feature}] was.',
    ],
    wrongPlan: [
      'Vervelend dat de afschrijving[ van {feature}] voor een ander abonnement was dan je had gekozen.',
    ],
    unknown: [
      'Sorry voor de afschrijving van {feature} voor {item} die je niet verwachtte.',
      'Sorry voor de afschrijving[ van {feature}] die je niet verwachtte.',
      'Vervelend dat er een afschrijving[ van {feature}] was waar je niet op rekende.',
    ],
    renewed: [
      'Het spijt ons dat er bij de verlenging zonder duidelijke herinnering een afschrijving van {feature} voor {item} was.',
      'Het spijt ons dat je abonnement zonder duidelijke herinnering werd verlengd, met een afschrijving[ van {feature}].',
      'Een verlenging met een afschrijving[ van {feature}] zonder waarschuwing hoort niet, en dat spijt ons.',
    ],
    trial: [
      'Het spijt ons dat er na je proefperiode een afschrijving van {feature} voor {item} was.',
      'Het spijt ons dat je proefperiode overging in een betaald abonnement, met een afschrijving[ van {feature}].',
      'Sorry voor de afschrijving[ van {feature}] na afloop van je proefperiode.',
    ],
    missing: [
      'Sorry dat je aankoop[ van {feature}] ontbreekt: je hoort alles te hebben waarvoor je hebt betaald.',
      'Vervelend dat je aankoop[ van {feature}] niet zichtbaar is.',
    ],
    refund: [
      'We begrijpen dat je je geld voor je aankoop[ van {feature}] terug wilt.',
      'Sorry voor het gedoe met je aankoop[ van {feature}].',
    ],
    family: ['Sorry dat delen met gezin[ voor {feature}] bij jullie niet werkt.'],
    currency: ['Sorry dat er[ {feature}] in een andere valuta dan de jouwe is afgeschreven.'],
    priceRise: ['We begrijpen dat het vervelend is dat de prijs[ van {feature}] omhoog is gegaan.'],
    child: ['Vervelend dat je kind zonder toestemming een aankoop heeft gedaan.'],
    approval: {
      app_store: [
        'Om dit te voorkomen kun je instellen dat Apple vóór elke aankoop om jouw goedkeuring of wachtwoord vraagt.',
      ],
      google_play: [
        'Om dit te voorkomen kun je in de instellingen van Google Play verificatie vereisen voor elke aankoop.',
      ],
    },
    storeSettings: {
      app_store: [
        'Je kunt je abonnement altijd bekijken of opzeggen in de abonnementsinstellingen van Apple: Instellingen → je naam → Abonnementen.',
      ],
      google_play: [
        'Je kunt je abonnement altijd bekijken of opzeggen in Google Play → Profiel → Betalingen en abonnementen → Abonnementen.',
      ],
    },
    other: [
      'Sorry voor het probleem met je betaling[ van {feature}].',
      'We begrijpen hoe vervelend een betaalprobleem is.',
    ],
    refundPath: {
      app_store: [
        `Aankopen in de App Store kan alleen Apple terugbetalen: je kunt een terugbetaling aanvragen via ${APPLE}.`,
      ],
      google_play: [
        `Binnen 48 uur na de aankoop kun je een terugbetaling aanvragen via ${GOOGLE}.`,
      ],
    },
    checkOrder: {
      contact: [
        'Als je ons via {contact} je bestelnummer stuurt, kijken we samen met je naar de afschrijving.',
        'Stuur ons je bestelnummer via {contact}, dan bekijken we de bestelling samen met je.',
      ],
      noContact: [
        'Als je onze support je bestelnummer stuurt, kijken we samen met je naar de afschrijving.',
      ],
    },
    loop: [
      'Je had niet van het kastje naar de muur gestuurd mogen worden.',
      'Sorry dat je van het kastje naar de muur bent gestuurd.',
    ],
  },
  supportFailed: [
    'Je had een antwoord van ons moeten krijgen, en dat is niet gebeurd.',
    'Sorry dat niemand je heeft geantwoord.',
  ],
  supportFailedDirect: {
    contact: [
      'Je had antwoord moeten krijgen: stuur je ticketnummer of het adres waarvandaan je schreef naar {contact}, zodat we je bericht terugvinden.',
    ],
  },
  orderFailedDirect: {
    contact: [
      'Je had antwoord moeten krijgen: stuur je bestelnummer en het adres waarvandaan je schreef naar {contact}, zodat we je bericht terugvinden.',
    ],
  },
  // Shorter, for a charge whose refund path would not fit beside the longer line.
  orderFailedShort: {
    contact: ['Je had antwoord moeten krijgen: stuur je bestelnummer naar {contact}.'],
  },
  supportReplied: [
    'Het spijt ons dat onze antwoorden je niet verder hebben geholpen.',
    'Onze antwoorden tot nu toe hebben het probleem niet opgelost.',
  ],
  contactAgain: {
    contact: [
      'Je hoeft niet alles opnieuw uit te leggen: stuur je ticketnummer of het adres waarvandaan je schreef naar {contact}, zodat we je bericht terugvinden.',
    ],
  },
  orderAgain: {
    contact: [
      'Stuur je bestelnummer en het adres waarvandaan je schreef naar {contact}, zodat we je bericht en de afschrijving terugvinden.',
    ],
  },
  privacyAsked: ['Terecht dat je vraagt waarom de app toegang wil tot {feature}.'],
  permissions: {
    location: 'je locatie',
    contacts: 'je contacten',
    microphone: 'je microfoon',
    camera: 'je camera',
    photos: "je foto's",
  },
  privacy: [
    'Je vraagt terecht wat er met je gegevens gebeurt, en je verdient een duidelijk antwoord.',
    'Een terechte vraag over je gegevens, dus hier een eerlijk antwoord.',
  ],
  deletionAsked: [
    'We begrijpen dat je ons hebt gevraagd je account en je gegevens te verwijderen.',
  ],
  dataCopy: {
    contact: [
      'Voor een kopie van de persoonsgegevens die we over je bewaren, kun je ons rechtstreeks schrijven via {contact}, zodat we je verzoek kunnen behandelen.',
    ],
    noContact: [
      'Voor een kopie van de persoonsgegevens die we over je bewaren, kun je rechtstreeks contact opnemen met ons supportteam, zodat we je verzoek kunnen behandelen.',
    ],
  },
  deletion: [
    'We begrijpen dat je je account en gegevens wilt laten verwijderen.',
    'Je wilt je account en gegevens verwijderen: zo doe je dat.',
  ],
  tried: {
    contact: [
      'Omdat je de gebruikelijke stappen al hebt geprobeerd, stuur ons direct een bericht via {contact}, dan bekijken we je situatie samen met je.',
    ],
    noContact: [
      'Omdat je de gebruikelijke stappen al hebt geprobeerd, neem direct contact op met ons supportteam, dan bekijken we je situatie samen met je.',
    ],
  },
  lockedOut: {
    contact: [
      'Vervelend dat je niet in je account kunt. Stuur ons een bericht via {contact} vanaf het e-mailadres van je account, dan helpen we je weer op weg.',
      'Om weer in je account te komen, stuur je ons een bericht via {contact} vanaf het e-mailadres van je account; dan helpen we je verder.',
    ],
    noContact: [
      'Vervelend dat je niet in je account kunt. Neem contact op met onze support vanaf het e-mailadres van je account, dan helpen we je weer op weg.',
      'Om weer in je account te komen, neem je contact op met onze support vanaf het e-mailadres van je account; dan helpen we je verder.',
    ],
  },
  contact: {
    contact: [
      'Als je ons een bericht stuurt via {contact}, helpen we je graag.',
      'Ons team helpt je graag verder via {contact}.',
    ],
    noContact: ['Als je contact opneemt met onze support, helpen we je graag.'],
  },
  closing: {
    positive: ['Veel plezier met {brand|de app}!', 'Nogmaals bedankt!', 'Fijne dag!'],
    neutral: ['Nogmaals bedankt voor je feedback.', 'Bedankt dat je {brand|de app} gebruikt.'],
    negative: ['Bedankt voor je geduld.', 'Bedankt dat je het ons liet weten.'],
  },
}
