import type { Phrasebook } from './types'

/** Italian with "tu", as apps usually write. Brand names are kept out of gendered phrases. */
export const it: Phrasebook = {
  code: 'it',
  locale: 'it',
  joiner: ' ',
  matching: 'word',
  greeting: {
    named: { casual: ['Ciao {name},', 'Ciao {name}!'], formal: ['Buongiorno {name},'] },
    anonymous: { casual: ['Ciao!'], formal: ['Buongiorno,'] },
  },
  opener: {
    high: {
      casual: [
        'Grazie mille per la bellissima recensione!',
        'Grazie di cuore per le tue belle parole!',
        'Che bello leggere la tua recensione, grazie!',
      ],
      formal: [
        'Grazie per la tua recensione positiva.',
        "Ti ringraziamo per l'ottima valutazione.",
        'Apprezziamo molto il tuo feedback positivo.',
      ],
    },
    mid: {
      casual: [
        'Grazie per il tuo feedback sincero!',
        'Grazie per aver dedicato del tempo a condividere la tua opinione.',
        'Grazie per i tuoi commenti.',
      ],
      formal: [
        'Grazie per il tuo feedback.',
        'Ti ringraziamo per aver condiviso la tua opinione.',
        'Apprezziamo la tua recensione sincera.',
      ],
    },
    low: {
      casual: [
        'Ci dispiace davvero per la tua esperienza.',
        "Ci dispiace che l'app non sia stata all'altezza delle tue aspettative.",
        'Siamo davvero dispiaciuti per il disagio.',
      ],
      formal: [
        'Ci scusiamo per il disagio.',
        "Ci dispiace che la tua esperienza non sia stata all'altezza delle aspettative.",
        "Ti chiediamo scusa per l'inconveniente.",
      ],
    },
  },
  issue: {
    crash: [
      'Ci dispiace per i crash: abbiamo già girato la tua segnalazione al nostro team.',
      'Grazie per averci segnalato il crash; abbiamo passato i dettagli ai nostri sviluppatori.',
    ],
    bug: [
      "Grazie per averci segnalato il bug; l'abbiamo passato ai nostri sviluppatori.",
      'Abbiamo girato il problema che descrivi al nostro team.',
    ],
    feature_request: [
      "Grazie per il suggerimento! L'abbiamo condiviso con il nostro team.",
    ],
    pricing: [
      'Capiamo che il prezzo sia importante e abbiamo condiviso la tua opinione con il team.',
      'Grazie per il tuo parere sui prezzi; lo teniamo in grande considerazione.',
    ],
    login: [
      'Ci dispiace che tu abbia problemi ad accedere.',
      "Vogliamo aiutarti a recuperare l'accesso al tuo account il prima possibile.",
    ],
    performance: [
      'Sappiamo quanto contino velocità e durata della batteria, e abbiamo condiviso il tuo parere con i nostri sviluppatori.',
      'Grazie per averci segnalato i rallentamenti; li abbiamo girati al team.',
    ],
    ads: [
      "Grazie per il tuo parere sulla pubblicità; l'abbiamo girato al team.",
      'Prendiamo nota dei tuoi commenti sugli annunci.',
    ],
    sync: [
      'Sappiamo quanto siano importanti i tuoi dati e vogliamo verificare la situazione insieme a te.',
      'Ci dispiace per i problemi di sincronizzazione; abbiamo girato la tua segnalazione al nostro team.',
    ],
    ui: [
      "Grazie per il tuo parere sul design; l'abbiamo condiviso con il nostro team.",
      "Vogliamo che l'app sia semplice da usare, e i tuoi commenti ci aiutano.",
    ],
    support: [
      'Ci dispiace averti fatto aspettare una risposta.',
      "Ci dispiace che la nostra assistenza non sia stata all'altezza questa volta.",
    ],
  },
  positive: {
    praise: [
      "Siamo felici di sapere che l'app ti è utile.",
      'Recensioni come la tua motivano tutto il team.',
      'Che bello sapere che funziona così bene per te.',
    ],
    ui: ['Siamo felici che il design ti piaccia!', "Che bello che l'app ti risulti facile da usare."],
    support: [
      'Riferiremo i tuoi complimenti al nostro team di assistenza!',
      'Il nostro team di assistenza sarà felicissimo di leggerlo.',
    ],
  },
  nextStep: {
    contact: [
      'Scrivici a {contact} così possiamo approfondire.',
      'Contattaci tramite {contact}: saremo felici di aiutarti.',
      'Il nostro team ti aiuterà volentieri tramite {contact}.',
    ],
    noContact: [
      'Contatta la nostra assistenza così possiamo approfondire.',
      'Se contatti il nostro supporto, saremo felici di aiutarti.',
    ],
  },
  askMore: ['Ci piacerebbe sapere cosa possiamo migliorare.', 'Raccontaci cosa ti manca: leggiamo tutti i messaggi.'],
  closing: {
    high: ['Buon utilizzo!', 'Grazie ancora per il tuo supporto!', 'Buona giornata!'],
    mid: ['Grazie ancora per il tuo feedback.', 'Il tuo parere per noi conta molto.'],
    low: ['Grazie per la pazienza.', 'Grazie per la comprensione.'],
  },
  team: 'Il team di {brand}',
  apology: /dispiace|scus|dispiaciut/i,
  keywords: {
    crash: ['crash', 'crasha', 'si chiude', 'non si apre', 'schermata nera', 'va in crash', 'chiudersi'],
    bug: ['errore', '=bug', '=bugs', '=buggata', '=buggato', 'non funziona', 'problema', 'sistemate', 'risolvete'],
    feature_request: ['aggiungete', 'aggiungere', 'sarebbe bello', 'sarebbe utile', 'funzione', 'funzionalità', 'opzione', 'modalità scura', 'tema scuro', 'suggerimento', 'manca'],
    pricing: ['prezzo', '=caro', '=cara', '=cari', '=care', 'costoso', 'abbonamento', 'pagare', 'pagamento', 'premium', 'rimborso', 'soldi', 'gratis', 'gratuito', 'carissim', 'un furto'],
    login: ['accesso', 'accedere', 'login', 'password', 'account', 'verifica'],
    performance: ['lenta', 'lento', 'lentezza', 'batteria', 'rallenta', 'scatti', 'caricamento', 'si blocca'],
    ads: ['pubblicità', 'annunci', 'pubblicitari'],
    sync: ['sincronizz', 'perso', 'persi', '=dati', 'backup', 'spariti', 'cancellat', 'ripristin', 'nuovo telefono', 'trasferire'],
    ui: ['grafica', 'design', 'interfaccia', 'pulsante', 'menu', 'caratteri', 'colori', '=tema', 'intuitiv', 'facile da usare'],
    support: ['assistenza', 'supporto', 'nessuna risposta', 'non rispondono', 'servizio clienti'],
    praise: ['ottima', 'ottimo', 'fantastic', 'perfett', 'adoro', 'consiglio', 'grazie', 'molto bella', 'molto bello', 'utile', 'bellissima', 'stupenda'],
  },
}
