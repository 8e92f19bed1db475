import { table, type Noun, type NounBook } from './types'

const NOUNS = table(`
  m: trofeo badge filtro puzzle rompicapo enigma boss combattimento costume suggerimento aiuto indizio report resoconto grafico obiettivo riepilogo schermo timer funzionamento supporto widget backup promemoria calendario tag allegato scanner pennino modello template blocco cestino gps orologio smartwatch
     annuncio avviso coach battito piano intervallo parziale tempo passo ritmo chilometraggio percorso tracciato livello cuore
     diamante premio bonus scrigno potenziamento boost booster martello evento salvataggio progresso abbonamento account
     accesso login contatto design menu suono audio tema carattere font ordinamento ordine acquisto pagamento addebito rimborso
     pacchetto storico archivio collegamento profilo sensore podcast dato
  ;f: richiesta medaglia skin missione quest battaglia statistica colonna vista compatibilità integrazione esportazione importazione modalità sincronizzazione sincronizzazion ricerca barra sveglia notifica cartella etichetta
     checklist lista spesa scansione scrittura penna condivisione versione app applicazione dimensione grandezza impronta guida
     voce frequenza fascia zona tabella ripetuta distanza mappa sfida vita moneta gemma ricompensa rimozione pubblicità
     posizione geolocalizzazione crittografia cifratura grafica interfaccia musica nota funzione opzione batteria fotocamera foto
     pagina corsa categoria schermata serie
  ;mp: dati progressi temi enigmi
  ;fp: ripetute
`)

/** Italian plurals back to their singular: -i to -o or -e, -e to -a, with -chi/-ghi, -che/-ghe. */
const SINGULARS: [RegExp, string][] = [
  [/chi$/, 'co'],
  [/ghi$/, 'go'],
  [/che$/, 'ca'],
  [/ghe$/, 'ga'],
  [/([cg])i$/, '$1io'],
  [/i$/, 'o'],
  [/i$/, 'e'],
  [/e$/, 'a'],
]

/** Italian nouns; a plural is found by its singular ("livelli", "cartelle", "allegati"). */
export const it: NounBook = {
  head(word) {
    const w = word.toLowerCase()
    const found = NOUNS.get(w)
    if (found) return found
    for (const [end, to] of SINGULARS) {
      const singular: Noun | undefined = end.test(w) ? NOUNS.get(w.replace(end, to)) : undefined
      if (singular) return { gender: singular.gender, plural: true }
    }
    return null
  },
}
