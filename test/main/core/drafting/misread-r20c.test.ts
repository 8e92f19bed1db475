import { describe, expect, it } from 'vitest'
import { corpusDraft } from './fixtures'

/**
 * Round 20, misreads (3): a drawn-out "pleeease" still asks, "how do I delete everything?" asks
 * how and reports no loss, and "addicted!!! send help lol" is praise with a joke.
 */
type App = 'notes' | 'run' | 'game'
const draft = (lang: string, rating: number, app: App, body: string) =>
  corpusDraft(lang, rating, body, app)

describe('a drawn-out plea word still asks for the thing: thanks for the idea, no apology', () => {
  const rows: [string, number, App, string][] = [
    ['en', 3, 'notes', 'pleeease add widgets!!! plsss'],
    ['en', 4, 'game', 'plzzz add more themes'],
  ]
  for (const [lang, stars, app, body] of rows) {
    it(`${lang} ${stars}★ ${body}`, () => {
      const text = draft(lang, stars, app, body).body
      expect(text).toMatch(/suggest|idea/i)
      expect(text).not.toMatch(/sorry/i)
    })
  }
})

describe('asking how to delete or reset on purpose is no loss', () => {
  const rows: [string, number, App, string][] = [
    ['en', 4, 'notes', 'how do I delete everything and start over?'],
    ['en', 4, 'game', 'how can I reset my progress and start from scratch?'],
  ]
  for (const [lang, stars, app, body] of rows) {
    it(`${lang} ${stars}★ ${body}`, () => {
      expect(draft(lang, stars, app, body).body).not.toMatch(/sorry|lost|gone|restor|recover/i)
    })
  }
})

describe('hooked is praise, and "send help" beside it is a joke', () => {
  const rows: [string, number, App, string][] = [
    ['en', 5, 'game', 'addicted!!! send help lol'],
    ['fr', 5, 'game', 'Accro !!! Au secours mdr'],
    ['pt', 5, 'game', 'viciada nesse jogo, socorro kkkk'],
    ['de', 5, 'game', 'Total süchtig, Hilfe 😂'],
    ['pt', 5, 'game', 'to viciado nesse jogo socorro kkkkk'],
  ]
  for (const [lang, stars, app, body] of rows) {
    it(`${lang} ${stars}★ ${body}`, () => {
      const text = draft(lang, stars, app, body).body
      expect(text).toMatch(/thank|merci|obrigad|dank/i)
      expect(text).not.toMatch(/sorry|désolés|problème|\[answer|leid|Frage/i)
    })
  }
  it('beside a fault the cry for help is meant', () => {
    expect(draft('en', 1, 'game', 'addicted but now it crashes every level, help').body).toMatch(
      /sorry/i,
    )
  })
})

describe('"stop asking me to rate": the requests to rate are heard, no trouble to contact us about', () => {
  const rows: [string, number, App, string, RegExp][] = [
    [
      'en',
      1,
      'game',
      'stop asking me to rate the app every 5 levels!!! annoying',
      /requests to rate/,
    ],
    [
      'es',
      2,
      'run',
      'Dejen de pedirme que califique la app cada vez que termino una carrera',
      /las solicitudes de valoración/,
    ],
    [
      'it',
      2,
      'game',
      "Smettetela di chiedermi di valutare l'app ogni due livelli",
      /le richieste di valutazione/,
    ],
  ]
  for (const [lang, stars, app, body, named] of rows) {
    it(`${lang} ${stars}★ ${body}`, () => {
      const text = draft(lang, stars, app, body).body
      expect(text).toMatch(named)
      expect(text).not.toMatch(/levels|level|livell|help@|tilequest\.example/i)
    })
  }
})
