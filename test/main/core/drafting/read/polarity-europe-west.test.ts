import { describe, it } from 'vitest'
import { expectReply, type Case } from './polarity'

/**
 * Reviews written for this test (not taken from a corpus) in English, German, French, Spanish,
 * Portuguese, Italian, Dutch and Swedish: bug reports under five stars and in mixed reviews,
 * sarcasm, negated praise and complaints. The text decides what the reply takes up first.
 */
const CASES: Case[] = [
  ['en', 5, 'problem', 'Reminders arrive an hour late since Android 15.'],
  ['en', 5, 'problem', "The widget shows yesterday's list until I open the app."],
  ['en', 4, 'problem', 'Notifications come twice for every reminder.'],
  ['en', 4, 'mixed', 'Good app overall, but search finds nothing in my older notes.'],
  [
    'en',
    4,
    'mixed',
    'Really like the design and the templates. Sadly sync between phone and tablet takes hours.',
  ],
  ['en', 4, 'mixed, thanked after', 'Nice splits screen, but the audio cues come 200m late.'],
  ['en', 1, 'sarcasm', 'Best update ever, now nothing loads.'],
  ['en', 2, 'sarcasm', "Oh sure, the 'improved' editor. Can't even paste text now."],
  ['en', 1, 'one apology', 'Thanks for nothing. Sync has been broken for a week.'],
  ['en', 2, 'problem', 'how do I make the GPS more accurate? my pace is always wrong'],
  ['en', 5, 'no kind words', 'My tablet shows different notes than my phone.'],
  ['en', 5, 'praise', 'No crashes, no ads, nothing to complain about.'],
  ['de', 5, 'problem', 'Die Erinnerungen kommen seit Android 15 eine Stunde zu spät.'],
  ['de', 5, 'problem', 'Das Widget zeigt die Liste von gestern, bis ich die App öffne.'],
  ['de', 4, 'mixed', 'Insgesamt gute App, aber die Suche findet in älteren Notizen nichts.'],
  [
    'de',
    4,
    'mixed, thanked after',
    'Die Trainingspläne sind super, aber die Ansage unterbricht jedes Mal meine Musik.',
  ],
  ['de', 1, 'one apology', 'Danke für nichts, seit dem Update ist die Synchronisation kaputt.'],
  ['de', 5, 'no kind words', 'Auf dem Tablet sehe ich andere Notizen als auf dem Handy.'],
  ['de', 5, 'praise', 'Keine Abstürze, keine Werbung, nichts zu meckern.'],
  ['fr', 5, 'problem', 'Les rappels arrivent avec une heure de retard depuis Android 15.'],
  [
    'fr',
    4,
    'mixed',
    'Bonne appli dans l’ensemble, mais la recherche ne trouve rien dans mes anciennes notes.',
  ],
  [
    'fr',
    4,
    'mixed, thanked after',
    "Les plans d'entraînement sont top, par contre l'annonce vocale coupe ma musique à chaque km.",
  ],
  ['fr', 1, 'one apology', 'Merci pour rien, la synchro ne marche plus depuis la mise à jour.'],
  ['fr', 2, 'problem', 'Pas terrible. La recherche est lente.'],
  ['fr', 5, 'praise', 'Aucun bug, pas de pub, rien à redire.'],
  ['es', 5, 'problem', 'Los recordatorios llegan una hora tarde desde Android 15.'],
  ['es', 5, 'problem', 'El widget muestra la lista de ayer hasta que abro la app.'],
  ['es', 1, 'sarcasm', 'Gracias por borrar todas mis notas con esta actualización.'],
  ['es', 2, 'sarcasm', 'Qué maravilla, ahora hay que pagar por todo.'],
  ['es', 1, 'one apology', 'Gracias por nada, desde la actualización no sincroniza.'],
  ['es', 2, 'problem', 'No me gusta, es muy lenta.'],
  ['pt', 5, 'problem', 'Os lembretes chegam uma hora atrasados desde o Android 15.'],
  ['pt', 4, 'mixed', 'App bom no geral, mas a busca não acha nada nas minhas notas antigas.'],
  [
    'pt',
    4,
    'mixed',
    'Gosto muito do design e dos modelos. Pena que a sincronização entre celular e tablet demora horas.',
  ],
  ['pt', 1, 'sarcasm', 'Melhor atualização da história, agora nada carrega.'],
  ['pt', 1, 'sarcasm', 'Obrigado por apagar todas as minhas notas com essa atualização.'],
  ['pt', 1, 'one apology', 'Obrigado por nada, depois da atualização não sincroniza mais.'],
  ['it', 5, 'problem', "I promemoria arrivano con un'ora di ritardo da Android 15."],
  ['it', 5, 'problem', "Il widget mostra la lista di ieri finché non apro l'app."],
  [
    'it',
    4,
    'mixed',
    'Nel complesso una buona app, ma la ricerca non trova niente nelle note vecchie.',
  ],
  ['it', 1, 'sarcasm', "Grazie mille per aver rovinato l'app con l'ultimo aggiornamento."],
  ['it', 5, 'praise', 'Nessun crash, nessuna pubblicità, niente da dire.'],
  ['nl', 5, 'problem', 'Herinneringen komen sinds Android 15 een uur te laat binnen.'],
  ['nl', 5, 'problem', 'De widget toont de lijst van gisteren tot ik de app open.'],
  [
    'nl',
    4,
    'mixed',
    'Over het algemeen een goede app, maar zoeken vindt niks in mijn oudere notities.',
  ],
  ['nl', 1, 'sarcasm', 'Geweldig, weer een update en nu is hij nog trager.'],
  ['nl', 1, 'one apology', 'Bedankt voor niks, sinds de update synchroniseert er niks meer.'],
  ['sv', 5, 'problem', 'Påminnelserna kommer en timme för sent sedan Android 15.'],
  ['sv', 5, 'problem', 'Widgeten visar gårdagens lista tills jag öppnar appen.'],
  [
    'sv',
    4,
    'mixed',
    'Överlag en bra app, men sökningen hittar ingenting i mina äldre anteckningar.',
  ],
  [
    'sv',
    4,
    'mixed',
    'Gillar verkligen designen och mallarna. Synd att synken mellan mobil och surfplatta tar flera timmar.',
  ],
  ['sv', 1, 'sarcasm', 'Bästa uppdateringen någonsin, nu laddar ingenting.'],
  ['sv', 1, 'one apology', 'Toppen, ännu en uppdatering och nu är den ännu segare.'],
]

describe('reading the point of a review: English, German, French, Spanish, Portuguese, Italian, Dutch, Swedish', () => {
  for (const [language, stars, want, text] of CASES) {
    it(`${language} ${stars}★ ${want}: ${text}`, () => expectReply(language, stars, want, text))
  }
})
