import { describe, expect, it } from 'vitest'
import { corpusDraft } from './fixtures'

/**
 * Round 20, misreads: the reply answers what the review says, not what its words look like.
 */
type App = 'notes' | 'run' | 'game'
const draft = (lang: string, rating: number, app: App, body: string) =>
  corpusDraft(lang, rating, body, app)

describe("another app's loss is not ours: no apology for it, no recovery steps", () => {
  const rows: [string, number, App, string][] = [
    [
      'en',
      5,
      'run',
      'Strava lost 2 years of my runs after their update so I switched here. Import worked first try, love the pace graphs',
    ],
    [
      'en',
      4,
      'notes',
      'Evernote deleted half my notes so I moved over here. So far so good, super fast',
    ],
    [
      'fr',
      4,
      'run',
      "J'ai quitté Nike Run Club parce qu'ils ont supprimé mon historique. Ici tout marche bien",
    ],
  ]
  for (const [lang, stars, app, body] of rows) {
    it(`${lang} ${stars}★ ${body}`, () => {
      const text = draft(lang, stars, app, body).body
      expect(text).not.toMatch(
        /sorry you lost|recover|restor|désolés pour vos données|perte|Trash|Strava and sign in/i,
      )
    })
  }
})

describe('thanks for a loss is sarcasm: recovery leads, no thanks back', () => {
  const rows: [string, number, App, string][] = [
    [
      'en',
      1,
      'notes',
      'wow thanks for the update that erased every single note I had. brilliant work guys',
    ],
    ['en', 1, 'notes', 'thanks for wiping my notes'],
    ['en', 2, 'run', 'thanks for deleting 3 years of runs, really appreciate it'],
    ['es', 1, 'game', 'Gracias por borrarme todo el progreso, genial'],
    ['pt', 1, 'game', 'Obrigado por apagar meu progresso, muito legal'],
  ]
  for (const [lang, stars, app, body] of rows) {
    it(`${lang} ${stars}★ ${body}`, () => {
      const text = draft(lang, stars, app, body).body
      expect(text).toMatch(/recover|restor|restaurar|restaurado/i)
      expect(text).not.toMatch(/thank|gracias|obrigad/i)
    })
  }
})

describe('thanks for getting data back, or for a way to delete, is meant', () => {
  const rows: [string, number, App, string][] = [
    ['en', 5, 'notes', 'thank you for restoring my deleted notes so fast!'],
  ]
  for (const [lang, stars, app, body] of rows) {
    it(`${lang} ${stars}★ ${body}`, () => {
      expect(draft(lang, stars, app, body).body).toMatch(/thank/i)
    })
  }
})
