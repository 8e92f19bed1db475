import type { Cues } from './types'

// "non funziona più", "non si apre", "ha smesso di sincronizzare": the verbs an app's features
// do, in the third person, singular and plural, with and without the accent ("piu").
const VERBS = [
  'funziona', 'funzionano', 'apre', 'si apre', 'si aprono', 'carica', 'si carica', 'caricano', 'sincronizza', 'si sincronizza', 'sincronizzano', 'salva',
  'si salva', 'registra', 'mostra', 'compare', 'compaiono', 'appare', 'appaiono', 'suona', 'suonano', 'si connette', 'connette', 'si collega', 'collega', 'misura',
  'esporta', 'si avvia', 'avvia', 'parte', 'rileva', 'si aggiorna', 'aggiorna', 'invia', 'notifica', 'arriva', 'arrivano', 'riconosce',
  'partono', 'vengono salvat', 'viene salvat',
]
const broken = [...VERBS.flatMap((v) => [`non ${v}`, `non ${v} più`, `non ${v} piu`, `non mi ${v}`]), '=non va', '=non va più', '=non va piu', "l'app non risponde", 'non risponde ai comandi']
const ACTIONS = ['funzionare', 'aprire', 'caricare', 'sincronizzare', 'salvare', 'registrare', 'esportare', 'importare', 'collegare', 'connettere', 'accedere', 'aggiungere', 'allegare', 'aggiornare', 'avviare', 'giocare']
const stopped = ACTIONS.flatMap((v) => [`ha smesso di ${v}`, `smesso di ${v}`, `smette di ${v}`, `non riesco a ${v}`, `non riesco più a ${v}`, `non riesco ad ${v}`, `non riesco più ad ${v}`, `impossibile ${v}`])

export const it: Cues = {
  resolved: ["l'ha risolto", "l'hanno risolto", 'risolto', 'hanno risolto', 'mi hanno aiutato', 'mi ha aiutato', "in un'ora", "entro un'ora", 'risposto subito'],
  thanks: ['grazie', 'grazie mille', 'grazie in anticipo', 'saluti'],
  positive: [
    '❤', '😍', '🥰', '👍', '👌', '🙌', '🔥', '💯', '⭐', '😊', '🤩', 'bellissima', 'bellissimo', 'bellissime', '=bella', '=bello', '=belle', '=belli', 'ottima', 'ottimo',
    '=ottime', '=ottimi', 'fantastica', 'fantastico', 'perfetta', 'perfetto', 'perfette', 'perfettamente', 'eccellente', 'stupenda', 'stupendo', 'meravigliosa', 'meraviglioso',
    'splendida', 'magnifica', 'geniale', '=top', 'fighissima', 'fighissimo', '=super', 'super app', 'super utile', 'molto buona', 'molto bene', 'va benissimo', 'benissimo', 'funziona benissimo',
    'funziona bene', 'funziona perfettamente', 'funziona alla grande', 'alla grande', '=buona', '=buono', '=buoni', '=buone', 'vanno bene', 'fatti bene', 'fatto bene', 'fatta bene', 'la migliore', 'il migliore', 'migliore app', 'la consiglio',
    'lo consiglio', 'consiglio a tutti', 'consigliatissima', 'consigliatissimo', 'consigliata', 'consigliato', 'grazie', 'bravi', 'bravissimi', 'complimenti',
    'continuate così', 'ottimo lavoro', 'utile', 'utilissima', 'utilissimo', 'comoda', 'comodo', '=pratica', '=pratico', '=semplice', 'facile', 'intuitiva', 'intuitivo', '=chiara', '=chiare', '=chiari', 'trova tutto',
    'veloce', 'rapida', 'fluida', 'fluido', 'stabile', 'affidabile', 'precisa', 'preciso', 'soddisfatto', 'soddisfatta', 'contento', 'contenta', 'felice', 'adoro',
    '=amo', 'mi piace', 'mi piacciono', 'divertente', 'divertentissimo', 'rilassante', 'avvincente', 'coinvolgente', 'crea dipendenza', 'ne vale la pena',
    'vale la pena', 'vale ogni centesimo', 'vale ogni euro', 'finalmente', 'indispensabile', 'essenziale', 'mi ha salvato', 'salvavita', 'motivante', '5 stelle', 'cinque stelle', '10/10',
    'istantanea', 'istantaneo', 'senza problemi', 'rispetta', 'nessun problema', 'mai un problema', 'non crasha più', 'non crasha mai', 'non si blocca più', 'non si chiude più', 'mai un crash', 'impeccabile', 'spettacolare', 'favolosa', 'favoloso', 'wow', 'migliorata',
    'migliorato', 'meglio di',
  ],
  negative: [
    // How it looks ("il nuovo design è bruttissimo"): a complaint about how it is made, nothing broken.
    'brutto', 'brutta', 'bruttissimo', 'bruttissima', 'orrendo', 'orrenda',
    // Scorn for the people who made the app ("you are incompetent liars").
    'incapace', 'incapaci', 'incompetente', 'incompetenti', 'bugiardo', 'bugiardi',
    'non si trova niente', 'non si trova nulla', 'non trovo niente', 'non trovo nulla',
    'pessima', 'pessimo', 'orribile', 'terribile', 'schifo', 'uno schifo', 'fa schifo', 'fa cagare', 'merda', 'una merda', 'spazzatura', 'inutile', 'inutilizzabile',
    'deludente', 'delusione', 'deluso', 'delusa', 'frustrante', 'fastidioso', 'fastidiosa', 'irritante', 'insopportabile', 'ridicolo', 'ridicola', 'vergogna',
    'vergognoso', 'vergognatevi', 'truffa', 'truffatori', 'ladri', 'furto', 'costosa', 'costoso', 'troppo cara', 'troppo caro', 'troppa pubblicità', 'troppe pubblicità',
    'pubblicità ogni', 'pieno di pubblicità', 'piena di pubblicità', 'disinstall', 'sconsiglio', 'sconsigliata', 'sconsigliato', 'da evitare', 'evitate', 'lenta',
    'lento', 'lentissima', 'complicata', 'complicato', 'confusa', 'confusionaria', 'peggiorata', 'peggiorato', 'peggio', 'sempre peggio', 'non mi piace',
    'problema', 'problemi', 'ogni volta', "dall'aggiornamento", "dall'ultimo aggiornamento", "dopo l'aggiornamento", "dopo l'ultimo aggiornamento",
    "con l'aggiornamento", "con l'ultimo aggiornamento", 'sistemate', 'correggete', 'risolvete', '1 stella', 'una stella', 'zero stelle', '👎', '😡', '🤬', '😤', '💩',
    '😠', '😞', '😢', '🤮', '😕', 'scandaloso', 'scandalo', 'assurdo', 'allucinante', 'obbligano', 'obbligatorio', 'costretto', 'costretta', 'costretti', 'peccato',
    'che peccato', 'mediocre', 'scarsa', 'scarso', 'penosa', 'penoso', 'arrabbiato', 'arrabbiata', 'incazzato', 'incazzata', 'schifezza', 'fregatura',
    'paga per vincere', 'pay to win', 'non vale', 'bisogna pagare', 'devi pagare', 'a pagamento', 'prima era', 'funzionava bene', 'funzionava benissimo', 'funzionava perfettamente', 'andava bene', 'andava benissimo', 'non più', 'non piu', 'niente da fare',
    'perdita di tempo', '=caro', 'un po\' cara', 'troppo cara', 'è cara', 'costa troppo', 'non trovo più niente', 'non trovo niente', 'uffa', '=mah', '=bah',
    'più lenta', 'più lento', 'illeggibile', 'difficile da leggere', 'cancellato tutte', 'cancellato tutto', 'non è il massimo',
    'fino al restyling', 'fino all\'aggiornamento', 'prima dell\'aggiornamento', 'prima del restyling',
  ],
  negators: ['non', 'mai', 'niente', 'nulla', 'nessun', 'nessuna', 'nessuno', 'senza', 'neanche', 'nemmeno', 'neppure', 'mica', 'poco'],
  sarcasm: [
    // "Love paying to watch ads": nobody loves paying; the praise is said with a rolled eye.
    'adoro pagare', 'adoro perdere', 'che bello perdere', 'che bello pagare', 'bello pagare per',
    '🙄', '🙃', '😒', '/s', 'grazie per niente', 'grazie di niente', 'grazie tante', 'complimenti vivissimi', 'bella mossa', 'ottima mossa', 'proprio quello che mi serviva',
    'proprio quello che serviva', 'come no', 'sì certo', 'si certo', 'ma certo', 'bravi bravi', 'applausi', "un'altra volta", 'ennesimo aggiornamento', "l'ennesimo",
    'geniale,', 'che genio', 'che genialata',
    '🤡', 'miglior aggiornamento di sempre',
  ],
  ironic: ['complimenti', 'bravi', 'grazie per', 'grazie di', 'che bello', 'bellissimo', 'fantastico', 'ottimo', 'adoro quando', 'adoro come', 'mi piace come', 'geniale', '👏', 'miglior aggiornamento', 'grazie per aver'],
  contrast: ['=ma', 'però', 'tuttavia', 'purtroppo', 'anche se', 'sebbene', 'nonostante', 'eppure', 'peccato che', 'unico problema', 'unica pecca', 'unico difetto', 'unica cosa', 'unico neo', 'solo che', 'a parte', 'tranne', 'salvo che', 'se non fosse'],
  bug: [
    ...broken,
    ...stopped,
    'crasha', 'crash', 'si chiude', 'si chiude da sola', 'si chiude da solo', 'si blocca', 'bloccata', 'bloccato', 'si impalla', 'impallata', 'si pianta', 'piantata',
    'freeza', 'si congela', 'congelata', 'rimane bloccat', 'resta bloccat', 'errore', '=bug', '=bugs', 'buggata', 'buggato', 'glitch', 'schermata nera', 'schermo nero',
    'schermata bianca', 'schermo bianco', 'caricamento infinito', "carica all'infinito", 'rimane a caricare', 'resta a caricare', 'lagga', '=lag', 'va a scatti', 'a scatti',
    'rallenta', 'rallentamenti', 'si riavvia', 'sparisce', 'spariscono', 'scompare', 'scompaiono', 'doppioni', 'sbagliata', 'sbagliato', 'sbagliate', 'sbaglia',
    'errata', 'errato', 'imprecisa', 'impreciso', 'non precisa', 'perde il segnale', 'perde il gps', 'si disconnette', 'disconnette', 'mi disconnette',
    'mi butta fuori', 'butta fuori', 'consuma batteria', 'consuma tanta batteria', 'scarica la batteria', 'si surriscalda', 'nessun suono', 'niente audio',
    'non funziona', 'non va', 'non parte', 'non si apre', 'non carica', 'non si avvia', 'impossibile', 'rotta', 'rotto', 'malfunzion', 'non riesco più',
    'in ritardo', 'di ritardo', 'con ritardo', 'finché non apro', 'solo quando apro', 'non si carica più niente', 'non carica niente', 'non carica nulla', 'non si carica niente', 'arrivano doppi',
    'sistemate', 'correggete', 'risolvete', 'aggiustate',
  ],
  notWish: ['vorrei ringraziare', 'vorrei fare i complimenti', 'vorrei dire grazie', 'vorrei ringraziarvi', 'vorrei complimentarmi'],
  request: [
    // "Fatela anche per iPad": make it for another platform.
    'fatela anche', 'fatela per', 'fate una versione', 'fatene una versione',
    // A question about what the team will add or plans ("any plans for…?", "will you add…?") wishes for it: no Answer can promise it.
    'avete in programma', 'aggiungerete', 'avete intenzione', 'pensate di aggiungere', 'pensate di fare', 'ci sarà', 'arriverà', 'è prevista', 'è previsto', 'prevedete', 'in arrivo',
    // Asking to be let do something ("… per favore fatemelo fare") wishes for it.
    'fatemelo fare', 'fatecelo fare', 'fatemi fare', 'fateci fare', 'lasciatemi', 'lasciateci', 'permetteteci', 'permettetemi', 'dateci la possibilità', 'datemi la possibilità',
    // A thing the app lacks ("no dark mode", "doesn't have a widget") is wished for. A lacking way
    // to do something ("no way to log in", "… to cancel") is left out: it is most often a fault.
    "non c'è la modalità",
    'aggiungete', 'aggiungere', 'inserite', 'mettete', 'implementate', 'per favore aggiungete', 'potreste', 'sarebbe bello', 'sarebbe utile', 'sarebbe utilissimo',
    'sarebbe fantastico', 'sarebbe ottimo', 'sarebbe perfetto', 'sarebbe carino', 'sarebbe comodo', 'sarebbe top', 'sarebbe il massimo', 'sarebbe da 5',
    'mi piacerebbe', 'vorrei', 'gradirei', 'manca', 'mi manca', 'manca solo', 'mancano', 'ci vorrebbe', 'servirebbe', 'dovreste', 'dovrebbe', 'opzione per',
    'possibilità di', 'la possibilità', 'suggerimento', 'suggerisco', 'propongo', 'proposta', 'rimettete', 'riportate', 'metterete', 'aggiungerete', 'inserirete',
    'avete in programma', 'è prevista', 'è previsto', '5 stelle se', 'cinque stelle se', 'darei 5', 'fosse possibile', 'si potesse', 'ci fosse',
    // Asking to change what the app has ("cambiate la dimensione del testo") wishes for it too.
    'cambiate', 'modificate', 'migliorate', 'ingrandite',
  ],
  question: [
    'vorrei sapere', 'volevo sapere', 'mi piacerebbe sapere', 'come faccio', 'come posso', 'come si fa', 'come si', 'come mai', 'come recupero', 'come recuperare', 'come funziona', "c'è un modo", 'ce un modo', "c'è modo",
    "c'è la possibilità", "c'è un'opzione", 'esiste un modo', 'si può', 'è possibile', 'dove trovo', 'dove si trova', 'dove sono', "dov'è", 'qualcuno sa',
    'qualcuno può', 'aiuto', 'aiutatemi', 'mi aiutate', 'non so come', 'non trovo', 'quanto costa', '=quanti', '=quante', 'quale', "qual è", 'funziona con', 'è compatibile',
    'compatibile con', 'che succede', 'cosa succede', 'cosa è successo', "cos'è", 'che fine hanno fatto', 'perché non', 'perché devo', 'perché bisogna',
  ],
  billing: [
    'addebit', 'prelievo', 'prelevat', 'scalat', 'fattura', 'pagato', 'pagata', 'pagare', 'pagamento', 'soldi', 'denaro', 'abbonamento', 'abbonata', 'abbonato',
    'disdetto', 'disdetta', 'disdire', 'annullato', 'annullare', 'rinnovo', 'rinnovato', 'prova gratuita', 'periodo di prova', 'carta di credito', '=carta', 'banca',
    '=conto', 'acquisto', 'acquistato', 'comprato', 'ricevuta', 'transazione', '€', '$', 'euro', 'premium', 'versione pro', 'rimborso', 'truffa',
  ],
  charge: {
    afterCancel: ['dopo aver disdetto', 'dopo la disdetta', 'nonostante la disdetta', 'anche se ho disdetto', 'ho disdetto', 'ho annullato', 'già disdetto', 'addebitato di nuovo', 'addebitato ancora', 'continuano ad addebitare', 'continuano a prelevare', 'di nuovo addebitato', 'rinnovato lo stesso', 'rinnovato comunque'],
    twice: ['due volte', '2 volte', 'doppio addebito', 'addebito doppio', 'addebitato due volte', 'doppio pagamento', 'pagato due volte', 'duplicato', '2x'],
    unknown: ['non riconosco', 'non ho comprato', 'non ho acquistato', 'mai comprato', 'mai acquistato', 'mai abbonato', 'senza il mio consenso', 'senza consenso', 'senza autorizzazione', 'senza il mio permesso', 'senza avvisare', 'senza preavviso', 'addebito sconosciuto', 'addebito non autorizzato', 'prova gratuita', 'non ho mai fatto', 'mai fatto', 'mai sottoscritto', 'non ho sottoscritto', 'mai attivato'],
    refund: ['rimbors', 'i miei soldi', 'soldi indietro', 'ridatemi', 'restituite', 'restituzione'],
    charged: ['addebitato', 'addebitata', 'addebitati', 'addebito', 'prelevato', 'prelevati', 'scalato', 'scalati', 'mi hanno preso', 'mi avete preso', 'mi hanno tolto', 'mi avete tolto', 'hanno tolto', 'soldi tolti', 'mi hanno scalato', 'mi avete scalato', 'mi hanno prelevato', 'rinnovato', 'estratto conto', 'mi avete addebitato', 'soldi spariti', 'soldi presi', 'soldi scalati'],
    cancelled: ['disdetto', 'disdetta', 'disdire', 'annullato', 'annullata', "cancellato l'abbonamento", 'disattivato il rinnovo', 'disiscritto'],
    missing: ['ripristina acquisti', 'ripristinare acquist', "ripristinare l'acquisto", "recuperare l'acquisto", 'acquisto sparito', 'acquisto perso', 'premium sparito', 'premium scomparso', 'non ho più premium', 'pagare di nuovo', 'pagare ancora', 'ho pagato e', 'ho pagato ma', 'pubblicità è tornata', 'pubblicità sono tornate', 'tornata la pubblicità', 'non riconosce il mio acquisto', 'ripristinato gli acquisti', 'ripristinato acquisti', "ripristinato l'acquisto"],
  },
  privacy: [
    'privacy', 'riservatezza', 'dati personali', 'informazioni personali', 'raccolta dati', 'raccolta dei dati', 'raccolgono', 'vendono', 'vendere i miei',
    'terze parti', 'tracciamento', 'tracciano', '=spia', 'ci spia', 'spiano', 'spiare', 'permessi', 'autorizzazioni', 'accesso ai miei', 'accesso alla posizione', 'mia posizione',
    'miei contatti', 'con i miei dati', 'vendete i miei dati', 'microfono', 'gdpr', 'crittograf', 'cifrat', 'criptat', 'sicurezza', 'fuga di dati', 'pubblicità mirata', 'annunci personalizzati',
    'dove abito', 'dove vivo', 'il mio indirizzo', 'tutti possono vedere',
  ],
  account: [
    'account', 'registrazione', 'registrarsi', 'registrarmi', 'iscriversi', "accedere all'account", 'accedere al mio account', 'login', 'loggarmi', 'password', 'nome utente', 'profilo', 'codice di verifica',
    'id apple', 'credenziali',
  ],
  lockedOut: ['non riesco ad accedere', 'non riesco più ad accedere', 'non riesco ad entrare', 'non riesco più ad entrare', 'non riesco a entrare', 'non riesco più a entrare', 'non riesco a loggarmi', 'non riesco a fare il login', 'non mi fa entrare', 'non mi fa accedere', 'account bloccato', 'account non trovato', 'account inesistente', 'account non esiste', "perso l'accesso", 'non arriva il codice', 'codice non arriva', 'non ricevo il codice', 'password dimenticata', 'ho dimenticato la password', 'reimpostare la password', 'reimpostazione della password', 'mail di recupero', 'password errata'],
  deletion: ['eliminare il mio account', "eliminare l'account", 'cancellare il mio account', "cancellare l'account", 'chiudere il mio account', 'cancellare i miei dati', 'eliminare i miei dati', "cancellazione dell'account", "eliminazione dell'account", 'cancellazione dei dati', "diritto all'oblio", 'elimina account', 'cancella account', 'elimino il mio account', "elimino l'account", 'cancello il mio account', "cancello l'account", 'eliminate il mio account', 'cancellate il mio account', 'cancellate i miei dati', 'eliminate i miei dati'],
  loss: {
    words: [
      // "My run from this morning didn't save": a recording not kept is a loss.
      'non è stata salvata', 'non è stato salvato', 'non sono state salvate', 'non sono stati salvati', 'non ha salvato', 'non si è salvata', 'non si è salvato', 'non è stata registrata', 'non è stato registrato', 'non ha registrato',
      // "Another update that deletes my notes": the app deleting, said in the present.
      'che cancella', 'che mi cancella', 'che elimina', 'che mi elimina','=perso', '=persa', '=perse', '=persi', 'sparito', 'sparita', 'spariti', 'sparite', 'scomparso', 'scomparsa', 'scomparse', 'scomparsi', 'cancellato', 'cancellata', 'cancellati', 'cancellate', 'eliminato', 'eliminata', 'eliminate', 'eliminati', 'svanit', 'azzerat', 'resettat', 'vuoto', 'vuota', 'sovrascritt', 'non ci sono più', 'ricominciare da capo', 'da zero', 'ripartire da zero'],
    objects: ['mia corsa', 'intera corsa', 'nota', 'note', 'dati', 'progressi', 'livelli', 'monete', 'gemme', 'diamanti', 'tutte le mie', 'tutti i miei', 'file', 'foto', 'cartella', 'cartelle', 'cronologia', 'storico', 'corse', 'allenamenti', 'statistiche', 'record', 'liste', 'documenti', 'registrazioni', 'salvataggi', 'medaglie', 'trofei', 'piano di allenamento'],
    phrases: ['perdita di dati', 'perso tutto', 'sparito tutto', 'tutto sparito', 'tutto perso', 'tornato al livello 1', 'ricominciare dal livello 1', 'dal livello 1', 'al livello 1', 'ricominciare da zero', 'ricominciato da zero', 'da capo', 'progressi persi', 'ho perso i progressi', 'ho perso tutti i progressi', 'rivoglio le mie note', 'rivoglio i miei dati', 'recuperare le mie note', 'recuperare i miei dati', 'rivoglio i miei progressi'],
    bought: ['gemme', 'monete', 'diamanti', 'premium', 'abbonamento', 'acquisto', 'acquisti', 'versione pro', 'senza pubblicità'],
    fears: ['=perdo', 'perderò', 'perderei', 'si perdono', 'se cambio', 'cambiando telefono', 'se reinstallo', 'se disinstallo', 'senza perdere'],
    worries: ['paura', 'non voglio perdere', 'temo di perdere', 'non voglio', 'senza dover', 'senza ricominciare'],
    notData: [
      // "GPS signal lost during my whole run": a fault, no data lost.
      'perde il segnale', 'perso il segnale', 'perde il gps', 'perso il gps', 'persa la connessione', "perso l'interesse", 'perso la pazienza', 'perso la voglia', 'perso la fiducia', 'perso la motivazione', 'perdo la pazienza'],
  },
  supportFailed: [
    'nessuna risposta', 'non risponde nessuno', 'non rispondono', 'non risponde', 'mai risposto', 'nessuno risponde', 'senza risposta', 'zero risposte', 'ignorato', 'ignorata',
    'ignorano', 'assistenza inesistente', 'assistenza pessima', 'supporto inesistente', 'nessuna assistenza', 'ho scritto al supporto', "ho scritto all'assistenza",
    'scritto al supporto', 'scritto 3 volte', 'scritto più volte', 'scritto tre volte', 'contattato il supporto', "contattato l'assistenza", 'mandato mail', 'inviato mail',
    'ancora in attesa', 'sto ancora aspettando', 'risposta automatica',
    'aspetto una risposta', 'in attesa di risposta', 'in attesa di una risposta', 'nessuno mi ha risposto', 'nessun riscontro',
    'risposte automatiche', 'stessa risposta',
    // Said to the team itself: "non rispondete mai alle mail".
    'non rispondete', 'mai rispondete',
    'neanche rispondono', 'nemmeno rispondono', 'non rispondono mai', 'zero risposta',
  ],
  storeLoop: [
    'google dice', 'google mi ha detto', 'google mi ha risposto', 'apple dice', 'apple mi ha detto', 'apple mi ha risposto', 'contattare lo sviluppatore',
    'rivolgermi allo sviluppatore', 'rivolgersi allo sviluppatore', 'mi rimandano', 'rimpallo', 'scaricabarile', 'palleggiano', 'google ha rifiutato', 'apple ha rifiutato',
    'rimborso rifiutato', 'rifiutato il rimborso', 'negato il rimborso',
    'rimandato allo sviluppatore', 'mi ha detto di contattare', 'di contattare voi', 'di rivolgermi a voi', 'mi manda da voi', 'mi mandano da voi',
  ],
  abuse: ['coglione', 'coglioni', 'stronzo', 'stronzi', 'idiota', 'idioti', 'imbecille', 'imbecilli', 'cretino', 'cretini', 'deficiente', 'deficienti', 'vaffanculo', 'fanculo', 'andate a fare in culo', 'andate a quel paese', 'bastardi', 'bastardo', 'figli di puttana', 'figlio di puttana', 'pezzi di merda', 'testa di cazzo', 'teste di cazzo', 'buffoni', 'pagliacci', 'branco di', 'spero che falliate', 'falliate', 'morite', 'crepate'],
  legal: ['avvocato', 'denuncia', 'denunciare', 'denuncio', 'tribunale', 'fare causa', 'vi faccio causa', 'polizia', 'carabinieri', 'polizia postale', 'garante', 'codacons', 'altroconsumo', 'associazione consumatori', 'agcm', 'antitrust', 'azioni legali', 'vie legali', 'chargeback', "contestare l'addebito"],
  spam: [
    'guadagna', 'guadagnare soldi', 'guadagni facili', 'soldi facili', 'reddito passivo', 'lavoro da casa', 'lavora da casa', 'clicca qui', 'visita il mio', 'seguimi',
    'seguitemi', 'iscriviti', 'il mio canale', 'codice promo', 'codice sconto', 'codice invito', 'monete gratis', 'gemme gratis', 'scaricate invece', 'scrivimi', 'contattami',
    'su instagram', 'cerchi un', 'a soli', 'prestito', 'casinò', 'scommesse',
    'link in bio', 'scrivimi su', 'su whatsapp', 'su telegram', 'diamanti gratis', 'gemme illimitate', 'monete illimitate', 'senza esperienza', 'cripto', 'bitcoin', 'incontri', 'copia e incolla', 'euro al giorno',
    'monete infinite', 'gemme infinite', 'sul mio profilo',
    'mio sito',
  ],
  plea: ['sistemate', 'sistemarlo', 'sistematelo', 'sistemare questo', 'correggete', 'correggerete', 'risolvete', 'risolverete', 'riparate', 'aggiustate', 'aiutatemi', 'aiuto!', 'mi aiutate'],
  rhetorical: ["di chi è stata l'idea", 'chi è il genio', 'perché mai', 'chi mai', 'chi pagherebbe', 'a cosa stavate pensando', 'cosa avevate in testa', 'chi ha progettato', 'chi ha avuto', 'chi ha approvato', 'è uno scherzo', 'è una presa in giro', 'ci prendete in giro', 'sul serio?', 'ma siete seri', "l'avete testato", 'avete provato', 'è così difficile', 'a cosa serve'],
  why: ['perché', 'perche', '=xké', '=xche', 'come mai'],
  wishQuestion: ['è possibile', 'si può'],
  patterns: {
    // "Cancellate subito i miei dati!": an order to delete, not the app deleting notes.
    deletion: [/^(?:per favore )?(?:cancellate|eliminate|cancella|elimina|rimuovete)\b(?: \p{L}+){0,2} (?:i miei|il mio|tutti i miei) (?:dati|account|profilo)\b/u],
  },
}
