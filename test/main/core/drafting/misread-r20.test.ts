import { describe, expect, it } from 'vitest'
import { corpusDraft } from './fixtures'

/**
 * Round 20, misreads: the reply answers what the review says, not what its words look like: another
 * app's loss, thanks for a loss, a shrug, "who needs another app?", paid and locked again, a
 * drawn-out plea, "how do I delete everything?", hooked with a joke, and "stop asking me to rate".
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

describe('a shrug turned from praise is no fault: no fault steps, no device questions', () => {
  const rows: [string, number, App, string][] = [
    ['es', 3, 'game', 'Meh, está bien pero nada del otro mundo. Los niveles se repiten mucho'],
    ['es', 3, 'game', 'está bien pero nada especial'],
    ['it', 3, 'game', 'carino ma niente di speciale'],
  ]
  for (const [lang, stars, app, body] of rows) {
    it(`${lang} ${stars}★ ${body}`, () => {
      expect(draft(lang, stars, app, body).body).not.toMatch(
        /dispositivo|versión|versione|problema|Lamentamos|Sentimos/i,
      )
    })
  }
})

describe('"who needs another …?", "X who?": praise, no answer slot', () => {
  const rows: [string, number, App, string][] = [
    [
      'pt',
      5,
      'notes',
      'Quem precisa de outro app de notas? Eu, pelo visto. Simples e rápido, adorei',
    ],
    ['en', 5, 'game', 'Candy Crush who? this is way better'],
    ['en', 4, 'notes', 'who needs another todo app? me apparently, love it'],
    ['de', 5, 'notes', 'Wer braucht noch Evernote? Diese App ist viel schneller'],
  ]
  for (const [lang, stars, app, body] of rows) {
    it(`${lang} ${stars}★ ${body}`, () => {
      const text = draft(lang, stars, app, body).body
      expect(text).not.toMatch(/\[answer|leid|sorry/i)
      expect(text).toMatch(/thank|obrigad|dank/i)
    })
  }
  it('beside a complaint it still complains', () => {
    expect(
      draft('en', 1, 'notes', 'who needs yet another subscription app? uninstalled').body,
    ).not.toMatch(/\[answer|thank/i)
  })
})

describe('paid for, and locked again on a new phone: the purchase, not the price', () => {
  const rows: [string, number, App, string][] = [
    [
      'en',
      3,
      'run',
      'got a new iphone and now my premium plans are locked again, i paid for them last year',
    ],
    [
      'en',
      2,
      'notes',
      'switched phones and pro features are locked, I bought lifetime pro in 2022',
    ],
  ]
  for (const [lang, stars, app, body] of rows) {
    it(`${lang} ${stars}★ ${body}`, () => {
      const text = draft(lang, stars, app, body).body
      expect(text).toMatch(/purchase/i)
      expect(text).not.toMatch(/price/i)
    })
  }
})

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
