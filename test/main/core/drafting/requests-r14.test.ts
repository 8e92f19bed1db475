import { describe, expect, it } from 'vitest'
import { corpusDraft, replyOf } from './fixtures'

type Row = [
  language: string,
  stars: number,
  review: string,
  says: RegExp,
  app?: 'notes' | 'run' | 'game',
]

const rows = (title: string, table: Row[]) =>
  describe(title, () => {
    for (const [language, stars, review, says, app] of table)
      it(`${language}: ${review}`, () => {
        const d = corpusDraft(language, stars, review, app)
        expect(replyOf(d), d.body).toMatch(says)
      })
  })

/** A wish keeps the word that says which kind it asks for: without it the thing may already be there. */
rows('a wish keeps its kind', [
  [
    'en',
    5,
    'Great app!! would be perfect with a bigger widget on the lock screen',
    /a bigger widget on the lock screen/,
  ],
  [
    'en',
    3,
    'needs repeating reminders. one off reminders are useless for my meds',
    /suggesting repeating reminders/,
  ],
  ['en', 4, 'Nice app, please add shared folders for my family', /shared folders/],
  [
    'fr',
    4,
    "Très bonne appli. Ce serait top d'avoir un mode sombre et des dossiers partagés.",
    /des dossiers partagés/,
  ],
  ['es', 4, 'Muy buena, pero por favor añadan carpetas compartidas', /carpetas compartidas/],
])
