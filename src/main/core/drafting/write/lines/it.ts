import type { MoveLines } from './types'

const APPLE = 'reportaproblem.apple.com'
const GOOGLE = 'play.google.com/store/account/orderhistory'

/**
 * Italian with "tu", as the phrasebook writes it. A named thing takes its article, fused
 * after "su", "di", "a", "da", "in" by `write/naming` ("sulla modalità scura"); "sul tuo {device}" fits
 * phones and watches alike ("il tuo Apple Watch"). Nothing agrees with the reviewer's gender
 * ("rimandato/rimandata"), and "tramite {contact}" fits an address or a web page.
 */
export const it: MoveLines = {
  thanks: {
    casual: [
      'Grazie mille per le belle parole!',
      'Grazie di cuore per la recensione!',
      'Grazie per aver trovato il tempo di scriverci!',
    ],
    formal: [
      'Grazie per la tua recensione positiva.',
      'Ti ringraziamo molto per le tue parole gentili.',
      'Apprezziamo davvero il tuo feedback.',
    ],
  },
  thanksFor: {
    casual: [
      'Grazie mille per le belle parole su {feature}!',
      'Grazie! Che bello sapere che apprezzi {feature}.',
      'Grazie di cuore per quello che dici su {feature}!',
    ],
    formal: [
      'Grazie per le tue parole gentili su {feature}.',
      'Grazie. Siamo felici di sapere che apprezzi {feature}.',
    ],
  },
  praiseMore: [
    "Siamo felici che {brand|l'app} ti piaccia così tanto.",
    'Recensioni come la tua motivano tutto il team.',
    'Ci fa piacere sapere che tutto funziona bene per te.',
  ],
  // Kind words thanked for as said: never "you like the rest of the app", which nobody said.
  achieved: ['E complimenti per il traguardo raggiunto!'],
  praiseAlso: [
    'Grazie anche per le belle parole[ su {feature}].',
    'Anche le tue belle parole[ su {feature}] ci fanno molto piacere.',
  ],
  askMissing: [
    'Raccontaci cosa possiamo migliorare: leggiamo tutti i messaggi.',
    'Se ti manca qualcosa o pensi che possiamo fare meglio, scrivicelo.',
  ],
  neutral: {
    casual: ['Grazie per il feedback.', 'Grazie per aver lasciato una recensione.'],
    formal: [
      'Grazie per il tuo feedback.',
      'Ti ringraziamo per aver dedicato del tempo alla recensione.',
    ],
  },
  request: [
    "Grazie per l'idea[ di {feature}]! L'abbiamo passata al team.",
    'Abbiamo girato la tua idea[ di {feature}] al nostro team di prodotto: grazie!',
  ],
  // A change to a thing the app has: an idea about it, never an addition.
  requestChange: ["Grazie per il suggerimento[ per {feature}]! L'abbiamo passato al team."],
  sorry: {
    casual: [
      'Ci dispiace per il problema[ con {feature}][ {when}][ sul tuo {device}][ ({os})][ nella versione {version}].',
      'Siamo davvero dispiaciuti per il disagio[ con {feature}][ {when}][ sul tuo {device}][ ({os})][ nella versione {version}].',
      'Ci dispiace che tu abbia problemi[ con {feature}][ {when}][ sul tuo {device}][ ({os})][ nella versione {version}][ e che {also}].',
    ],
    formal: [
      'Ci scusiamo per il problema[ con {feature}][ {when}][ sul tuo {device}][ ({os})][ nella versione {version}][, e ci dispiace che {also}].',
      "Ti chiediamo scusa per l'inconveniente[ con {feature}][ {when}][ sul tuo {device}][ ({os})][ nella versione {version}].",
      'Siamo spiacenti per il problema[ con {feature}][ {when}][ sul tuo {device}][ ({os})][ nella versione {version}].',
    ],
  },
  sorryCrash: [
    'Ci dispiace per i crash[ con {feature}][ {when}][ sul tuo {device}][ ({os})][ nella versione {version}].',
    "Ci dispiace che {brand|l'app} si chiuda all'improvviso[ con {feature}][ {when}][ sul tuo {device}][ ({os})][ nella versione {version}][ e che {also}].",
    'Siamo spiacenti per i crash[ con {feature}][ {when}][ sul tuo {device}][ ({os})][ nella versione {version}].',
  ],
  phoneHot: 'il telefono si surriscaldi',
  measures: {
    distance: 'della distanza',
    steps: 'dei passi',
    calories: 'delle calorie',
    pace: 'del ritmo',
    heartRate: 'della frequenza cardiaca',
  },
  sorryFor: {
    freeze: [
      "Ci dispiace che l'app si blocchi[ con {feature}][ {when}][ sul tuo {device}][ ({os})][ nella versione {version}][ e che {also}].",
    ],
    slow: [
      "Ci dispiace che l'app sia così lenta[ con {feature}][ {when}][ sul tuo {device}][ ({os})][ nella versione {version}][ e che {also}].",
    ],
    sync: [
      'Ci dispiace che la sincronizzazione non funzioni bene[ con {feature}][ {when}][ sul tuo {device}][ ({os})][ nella versione {version}][ e che {also}].',
    ],
    logout: [
      "Ci dispiace che l'app continui a scollegarti dall'account[ {when}][ sul tuo {device}][ ({os})][ nella versione {version}].",
    ],
    open: [
      "Ci dispiace che l'app non si apra[ {when}][ sul tuo {device}][ ({os})][ nella versione {version}].",
    ],
    battery: [
      "Ci dispiace che l'app consumi così tanta batteria[ {when}][ sul tuo {device}][ ({os})][ nella versione {version}][ e che {also}].",
    ],
    // The phone heats up, said alone.
    heat: [
      "Ci dispiace che il tuo {device} si surriscaldi così con l'app[ {when}][ ({os})][ nella versione {version}][ e che {also}].",
      "Ci dispiace che il telefono si surriscaldi così con l'app[ {when}][ ({os})][ nella versione {version}][ e che {also}].",
    ],
    late: [
      'Ci dispiace che le notifiche arrivino in ritardo[ {when}][ sul tuo {device}][ ({os})][ nella versione {version}][ e che {also}].',
    ],
    wrong: [
      'Ci dispiace che la misurazione {measure} non sia corretta[ {when}][ sul tuo {device}][ ({os})][ nella versione {version}].',
    ],
    // What a named thing does wrong, said of it.
    stale: [
      'Ci dispiace che {feature} non si aggiorni[ {when}][ sul tuo {device}][ ({os})][ nella versione {version}][ e che {also}].',
    ],
    blank: [
      'Ci dispiace che {feature} non mostri nulla[ {when}][ sul tuo {device}][ ({os})][ nella versione {version}][ e che {also}].',
    ],
    cuts: [
      'Ci dispiace che {feature} si interrompa[ {when}][ sul tuo {device}][ ({os})][ nella versione {version}][ e che {also}].',
    ],
    load: [
      'Ci dispiace che {feature} non si carichi[ {when}][ sul tuo {device}][ ({os})][ nella versione {version}][ e che {also}].',
    ],
    reset: [
      'Ci dispiace che {feature} si azzeri[ {when}][ sul tuo {device}][ ({os})][ nella versione {version}][ e che {also}].',
    ],
    save: [
      'Ci dispiace che {feature} non si salvi[ {when}][ sul tuo {device}][ ({os})][ nella versione {version}][ e che {also}].',
    ],
    missing: [
      'Ci dispiace che {feature} non compaia[ {when}][ sul tuo {device}][ ({os})][ nella versione {version}][ e che {also}].',
    ],
    gone: [
      'Ci dispiace che {feature} scompaia[ {when}][ sul tuo {device}][ ({os})][ nella versione {version}][ e che {also}].',
    ],
    broken: [
      'Ci dispiace che {feature} non funzioni[ {when}][ sul tuo {device}][ ({os})][ nella versione {version}][ e che {also}].',
    ],
    // The app stops recording the run or workout by itself.
    recording: [
      "Ci dispiace che l'app smetta di registrare da sola[ {when}][ sul tuo {device}][ ({os})][ nella versione {version}][ e che {also}].",
    ],
  },
  // The same for a plural thing, whose verb agrees with it.
  sorryForMany: {
    stale: [
      'Ci dispiace che {feature} non si aggiornino[ {when}][ sul tuo {device}][ ({os})][ nella versione {version}].',
    ],
    blank: [
      'Ci dispiace che {feature} non mostrino nulla[ {when}][ sul tuo {device}][ ({os})][ nella versione {version}].',
    ],
    cuts: [
      'Ci dispiace che {feature} si interrompano[ {when}][ sul tuo {device}][ ({os})][ nella versione {version}].',
    ],
    load: [
      'Ci dispiace che {feature} non si carichino[ {when}][ sul tuo {device}][ ({os})][ nella versione {version}].',
    ],
    reset: [
      'Ci dispiace che {feature} si azzerino[ {when}][ sul tuo {device}][ ({os})][ nella versione {version}].',
    ],
    save: [
      'Ci dispiace che {feature} non si salvino[ {when}][ sul tuo {device}][ ({os})][ nella versione {version}].',
    ],
    missing: [
      'Ci dispiace che {feature} non compaiano[ {when}][ sul tuo {device}][ ({os})][ nella versione {version}].',
    ],
    gone: [
      'Ci dispiace che {feature} scompaiano[ {when}][ sul tuo {device}][ ({os})][ nella versione {version}].',
    ],
    broken: [
      'Ci dispiace che {feature} non funzionino[ {when}][ sul tuo {device}][ ({os})][ nella versione {version}].',
    ],
  },
  alsoFor: {
    gone: '{feature} scompaia',
    stale: '{feature} non si aggiorni',
    blank: '{feature} non mostri nulla',
    cuts: '{feature} si interrompa',
    load: '{feature} non si carichi',
    reset: '{feature} si azzeri',
    save: '{feature} non si salvi',
    missing: '{feature} non compaia',
    broken: '{feature} non funzioni',
    sync: '{feature} non si sincronizzi',
    wrong: '{feature} non funzioni bene',
    freeze: '{feature} si blocchi',
  },
  // The same for a plural thing, whose verb agrees with it.
  alsoForMany: {
    gone: '{feature} scompaiano',
    stale: '{feature} non si aggiornino',
    blank: '{feature} non mostrino nulla',
    cuts: '{feature} si interrompano',
    load: '{feature} non si carichino',
    reset: '{feature} si azzerino',
    save: '{feature} non si salvino',
    missing: '{feature} non compaiano',
    broken: '{feature} non funzionino',
    sync: '{feature} non si sincronizzino',
    wrong: '{feature} non funzionino bene',
    freeze: '{feature} si blocchino',
  },
  heard: {
    price: [
      'Ci dispiace che il prezzo[ di {feature}] non ti sembri giusto; abbiamo girato il tuo feedback al team.',
      'Ci scusiamo se il prezzo[ di {feature}] ti ha fatto storcere il naso; abbiamo condiviso la tua opinione con il team.',
      "Capiamo che il prezzo[ di {feature}] non ti sembri giusto; abbiamo girato il tuo feedback al team.",
    ],
    ads: [
      'Ci dispiace che la pubblicità ti dia fastidio; abbiamo girato il tuo feedback al team.',
      'Ci scusiamo se la pubblicità rovina la tua esperienza; abbiamo condiviso la tua opinione con il team.',
      "Quanto alla pubblicità, capiamo che dia fastidio; abbiamo girato il tuo feedback al team.",
    ],
    design: [
      'Ci dispiace che il nuovo design[ di {feature}] non ti convinca; abbiamo condiviso il tuo feedback con il nostro team di design.',
      'Ci scusiamo se il design[ di {feature}] ti sembra un passo indietro; abbiamo girato la tua opinione al team.',
      "Capiamo che il design[ di {feature}] non ti convinca; abbiamo condiviso il tuo feedback con il nostro team di design.",
    ],
    slow: [
      "Ci dispiace che l'app sia così lenta per te; abbiamo condiviso il tuo feedback con il team.",
      "Ci dispiace per la lentezza dell'app; abbiamo passato il tuo feedback al team.",
      "Capiamo quanto sia frustrante un'app così lenta; abbiamo girato il tuo feedback al team.",
    ],
    account: [
      "Ci dispiace che l'obbligo di creare un account ti infastidisca; abbiamo passato il tuo feedback al team.",
    ],
    notifications: [
      'Ci dispiace che le notifiche siano troppe; abbiamo passato il tuo feedback al team.',
      "Quanto alle notifiche, capiamo che siano troppe; abbiamo girato il tuo feedback al team.",
    ],
    // Too hard: the difficulty itself, which "sorry about the levels" leaves unsaid.
    hard: [
      "Ci dispiace che la difficoltà del gioco ti stia frustrando così tanto; abbiamo girato il tuo feedback al team.",
      "Capiamo che la difficoltà del gioco ti frustri; abbiamo girato il tuo feedback al team.",
    ],
    // Pay to win: the push to buy, not the price of something.
    payToWin: [
      "Ci dispiace che tu abbia l'impressione di dover pagare per andare avanti; abbiamo girato il tuo feedback al team.",
      "Ci dispiace che il gioco ti dia la sensazione che si avanzi solo pagando; abbiamo condiviso la tua opinione con il team.",
      "Capiamo che tu abbia l'impressione di dover pagare per andare avanti; abbiamo girato il tuo feedback al team.",
    ],
    other: [
      "Ci dispiace che l'esperienza[ con {feature}] non sia all'altezza delle tue aspettative; abbiamo girato il tuo feedback al team.",
      'Ci scusiamo per la delusione[ per {feature}]; abbiamo condiviso la tua opinione con il team.',
      "Capiamo la tua delusione[ per {feature}]; abbiamo girato il tuo feedback al team.",
    ],
    // A feature taken away: the disappointment over it, not hopes it never met.
    taken: [
      'Ci scusiamo per la delusione[ per {feature}]; abbiamo condiviso la tua opinione con il team.',
    ],
    // A letdown with nothing named ("expected more", "back to pen and paper"): sorry it fell short.
    letdown: [
      "Ci dispiace che l'app non sia stata all'altezza delle tue aspettative; abbiamo condiviso la tua opinione con il team.",
      'Ci dispiace non aver soddisfatto le tue aspettative; abbiamo condiviso il tuo feedback con il team.',
    ],
    // Two or more grievances of one complaint, listed in the order raised: one apology for all.
    several: [
      "Ci dispiace che {feature} ti diano fastidio; abbiamo girato il tuo feedback al team.",
      "Capiamo che {feature} ti diano fastidio; abbiamo girato il tuo feedback al team.",
    ],
  },
  // Each grievance as `heard.several` lists it.
  grievances: {
    lives: "il sistema delle vite",
    priceOf: "il prezzo di {feature}",
    designOf: "il design di {feature}",
    newDesignOf: "il nuovo design di {feature}",
    price: "il prezzo",
    ads: "le pubblicità",
    design: "il design",
    newDesign: "il nuovo design",
    slow: "la lentezza dell'app",
    notifications: "le troppe notifiche",
    account: "l'obbligo di creare un account",
    hard: "la difficoltà",
    payToWin: "la sensazione di dover pagare per andare avanti",
    rateNag: "le continue richieste di valutazione",
  },
  // The app crashed and the data went with it: the crash named beside the loss.
  sorryLossCrash: [
    "Ci dispiace davvero che il crash dell'app[ nella versione {version}] ti abbia fatto perdere dei dati.",
  ],
  // The app froze and the data went with it: the freeze named beside the loss.
  sorryLossFreeze: [
    "Ci dispiace davvero che l'app si sia bloccata[ nella versione {version}] e ti abbia fatto perdere dei dati.",
  ],
  sorryLoss: [
    'Ci dispiace davvero che tu abbia perso {feature}[ dalla versione {version}].',
    'Ci dispiace davvero per la perdita dei tuoi dati[ dalla versione {version}].',
    'Ci dispiace molto per i dati che non trovi più[ sul tuo {device}].',
    'Ci dispiace davvero che tu abbia perso dei dati per un problema con {cause}[ nella versione {version}].',
  ],
  elsewhere: {
    app: ["Ci scusiamo per la confusione! Sembra che si tratti di un'altra app."],
    outside: ['Grazie per la sincerità; ci dispiace comunque per il disagio.'],
  },
  sorrySarcasm: [
    'Critica giusta[ su {feature}], e ci dispiace che sia così frustrante.',
    'Capiamo la tua frustrazione[ per {feature}] e ci dispiace.',
  ],
  details: {
    contact: [
      "Scrivici tramite {contact} il modello del dispositivo e la versione dell'app, e verifichiamo insieme a te.",
    ],
    noContact: [
      "Contatta la nostra assistenza indicando il modello del tuo dispositivo e la versione dell'app, così possiamo verificare insieme a te.",
    ],
  },
  followUp: {
    contact: [
      'Scrivici tramite {contact} e verificheremo insieme a te.',
      'Se ci scrivi tramite {contact}, lo verifichiamo insieme a te.',
    ],
    noContact: ['Contatta la nostra assistenza e verificheremo insieme a te.'],
  },
  recovery: {
    contact: [
      'Scrivici il prima possibile tramite {contact}, così verifichiamo insieme cosa si può recuperare.',
      'Contattaci subito tramite {contact}: controlleremo con te cosa si può ripristinare.',
    ],
    noContact: [
      'Contatta la nostra assistenza il prima possibile, così verifichiamo insieme cosa si può recuperare.',
    ],
  },
  answerLead: ['Grazie per la domanda!', 'Ti rispondiamo volentieri!', 'Bella domanda, grazie!'],
  askedLead: ['Grazie per la domanda.', 'Grazie per il messaggio.'],
  billing: {
    // What was charged (a sum or a plan, as the review wrote it) stands in parentheses after the
    // charge or the purchase, so nothing agrees with it.
    afterCancel: [
      "Ci dispiace per l'addebito di {feature} per {item} arrivato dopo la disdetta.",
      "Ci dispiace per l'addebito[ di {feature}] arrivato dopo la disdetta.",
      'Un addebito[ di {feature}] dopo la disdetta non dovrebbe esserci, e ci scusiamo.',
    ],
    cantCancel: [
      "Ci dispiace che non sia stato possibile disdire l'abbonamento e che gli addebiti[ di {feature}] siano continuati.",
    ],
    twice: [
      'Ci dispiace per il doppio addebito di {feature} per {item}.',
      'Ci dispiace per il doppio addebito[ di {feature}].',
      "Ci scusiamo per l'addebito doppio[ di {feature}].",
    ],
    wrongPlan: [
      "Ci dispiace che l'addebito[ di {feature}] sia per un piano diverso da quello che avevi scelto.",
    ],
    unknown: [
      "Ci dispiace per l'addebito inatteso di {feature} per {item}.",
      "Ci dispiace per l'addebito inatteso[ di {feature}].",
      'Ci scusiamo per un addebito[ di {feature}] che non ti aspettavi.',
    ],
    renewed: [
      "Ci dispiace per l'addebito di {feature} per {item} arrivato con un rinnovo senza un avviso chiaro.",
      "Ci dispiace per l'addebito[ di {feature}] arrivato con un rinnovo senza un avviso chiaro.",
      "Ci scusiamo: l'abbonamento si è rinnovato senza preavviso con un addebito[ di {feature}].",
    ],
    trial: [
      "Ci dispiace per l'addebito di {feature} per {item} arrivato alla fine della prova.",
      "Ci dispiace per l'addebito[ di {feature}] arrivato alla fine della prova.",
      'Ci scusiamo: la prova è diventata un abbonamento a pagamento con un addebito[ di {feature}].',
    ],
    missing: [
      'Ci dispiace che il tuo acquisto[ di {feature}] non compaia: dovresti avere tutto ciò che hai pagato.',
      "Ci scusiamo per l'acquisto[ di {feature}] che non risulta attivo.",
    ],
    refund: [
      'Capiamo che tu voglia il rimborso del tuo acquisto[ di {feature}].',
      'Ci dispiace per il problema con il tuo acquisto[ di {feature}].',
    ],
    family: [
      'Ci dispiace che la condivisione in famiglia non funzioni per la tua famiglia[ con {feature}].',
    ],
    currency: [
      "Ci dispiace che l'addebito[ di {feature}] sia arrivato in una valuta diversa dalla tua.",
    ],
    priceRise: ["Capiamo il fastidio per l'aumento del prezzo[ di {feature}]."],
    child: ["Ci dispiace per l'acquisto fatto da un minore senza il tuo permesso."],
    approval: {
      app_store: [
        'Per evitare che succeda di nuovo, puoi fare in modo che Apple chieda la tua approvazione o la password prima di ogni acquisto.',
      ],
      google_play: [
        "Per evitare che succeda di nuovo, puoi richiedere l'autenticazione per ogni acquisto nelle impostazioni di Google Play.",
      ],
    },
    storeSettings: {
      app_store: [
        "Puoi vedere o disdire l'abbonamento in qualsiasi momento nelle impostazioni degli abbonamenti di Apple: Impostazioni → il tuo nome → Abbonamenti.",
      ],
      google_play: [
        "Puoi vedere o disdire l'abbonamento in qualsiasi momento su Google Play → Profilo → Pagamenti e abbonamenti → Abbonamenti.",
      ],
    },
    other: [
      'Ci dispiace per il problema con il pagamento[ di {feature}].',
      'Capiamo quanto sia frustrante un problema di pagamento.',
    ],
    refundPath: {
      app_store: [
        `Solo Apple può rimborsare gli acquisti fatti sull'App Store: puoi richiedere il rimborso su ${APPLE}.`,
      ],
      google_play: [`Entro 48 ore dall'acquisto puoi chiedere il rimborso su ${GOOGLE}.`],
    },
    checkOrder: {
      contact: [
        "Inviaci il numero dell'ordine tramite {contact} e verificheremo l'addebito con te.",
        "Se ci scrivi tramite {contact} indicando il numero dell'ordine, controlleremo l'ordine con te.",
      ],
      noContact: [
        "Se invii il numero dell'ordine alla nostra assistenza, verificheremo l'addebito insieme a te.",
      ],
    },
    loop: [
      "Essere rimandati da una parte all'altra è frustrante, e non dovrebbe succedere.",
      'Ci dispiace per questo continuo rimpallo.',
    ],
  },
  supportFailed: [
    'Avresti dovuto ricevere una risposta da noi, e non è successo.',
    'Ci dispiace che nessuno ti abbia risposto.',
  ],
  supportFailedDirect: {
    contact: [
      "Meritavi una risposta: invia il numero del ticket o l'indirizzo da cui hai scritto a {contact}, così ritroviamo il tuo messaggio.",
    ],
  },
  orderFailedDirect: {
    contact: [
      "Meritavi una risposta: invia il numero dell'ordine e l'indirizzo da cui hai scritto a {contact}, così ritroviamo il tuo messaggio.",
    ],
  },
  // Shorter, for a charge whose refund path would not fit beside the longer line.
  orderFailedShort: {
    contact: ["Meritavi una risposta: invia il numero dell'ordine a {contact}."],
  },
  supportReplied: [
    "Ci dispiace che le nostre risposte non ti siano state d'aiuto.",
    'Le nostre risposte finora non hanno risolto il problema.',
  ],
  contactAgain: {
    contact: [
      "Non serve rispiegare tutto: invia il numero del ticket o l'indirizzo da cui hai scritto a {contact}, così ritroviamo il tuo messaggio.",
    ],
  },
  orderAgain: {
    contact: [
      "Invia il numero dell'ordine e l'indirizzo da cui hai scritto a {contact}, così ritroviamo il tuo messaggio e l'addebito.",
    ],
  },
  privacyAsked: ["Fai bene a chiedere perché l'app chiede l'accesso {feature}."],
  permissions: {
    location: 'alla tua posizione',
    contacts: 'ai tuoi contatti',
    microphone: 'al tuo microfono',
    camera: 'alla tua fotocamera',
    photos: 'alle tue foto',
  },
  privacy: [
    'Fai bene a chiedere cosa succede ai tuoi dati, e meriti una risposta chiara.',
    'È una domanda legittima sui tuoi dati, quindi ecco una risposta diretta.',
  ],
  deletionAsked: ['Capiamo che ci hai chiesto di eliminare il tuo account e i tuoi dati.'],
  dataCopy: {
    contact: [
      'Per ricevere una copia dei dati personali che conserviamo su di te, scrivici direttamente tramite {contact}, così possiamo gestire la tua richiesta.',
    ],
    noContact: [
      'Per ricevere una copia dei dati personali che conserviamo su di te, contatta direttamente il nostro team di assistenza, così possiamo gestire la tua richiesta.',
    ],
  },
  deletion: [
    'Capiamo che vuoi eliminare il tuo account e i tuoi dati.',
    'Vuoi eliminare il tuo account e i tuoi dati: ecco come fare.',
  ],
  tried: {
    contact: [
      'Visto che hai già provato i passaggi soliti, scrivici direttamente tramite {contact} e verificheremo il tuo caso insieme a te.',
    ],
    noContact: [
      'Visto che hai già provato i passaggi soliti, contatta direttamente il nostro team di assistenza e verificheremo il tuo caso insieme a te.',
    ],
  },
  lockedOut: {
    contact: [
      "Ci dispiace che tu non riesca ad accedere al tuo account. Scrivici tramite {contact} dall'indirizzo email dell'account, così ti aiutiamo a rientrare.",
      "Per rientrare nel tuo account, scrivici tramite {contact} dall'indirizzo email dell'account: ti aiutiamo noi.",
    ],
    noContact: [
      "Ci dispiace che tu non riesca ad accedere al tuo account. Contatta la nostra assistenza dall'indirizzo email dell'account, così ti aiutiamo a rientrare.",
      "Per rientrare nel tuo account, contatta la nostra assistenza dall'indirizzo email dell'account: ti aiutiamo noi.",
    ],
  },
  contact: {
    contact: [
      'Se ci scrivi tramite {contact}, saremo felici di aiutarti.',
      'Il nostro team ti aiuterà volentieri tramite {contact}.',
    ],
    noContact: ['Se contatti la nostra assistenza, saremo felici di aiutarti.'],
  },
  closing: {
    positive: ['Buon utilizzo!', 'Grazie ancora!', 'Buona giornata!'],
    neutral: ['Grazie ancora per il feedback.', "Grazie per aver scelto {brand|l'app}."],
    negative: ['Grazie per la pazienza.', 'Grazie per avercelo segnalato.'],
  },
}
