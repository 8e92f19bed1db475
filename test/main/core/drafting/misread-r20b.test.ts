import { describe, expect, it } from 'vitest'
import { corpusDraft } from './fixtures'

/**
 * Round 20, misreads (2): a shrug is no fault, a question that says this app beats the others asks
 * nothing, and what was paid for and is locked again on a new phone is a purchase to restore.
 */
type App = 'notes' | 'run' | 'game'
const draft = (lang: string, rating: number, app: App, body: string) =>
  corpusDraft(lang, rating, body, app)

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
