import { describe, expect, it } from 'vitest'
import { notesProDraft } from './fixtures'

/**
 * Questions put to other readers ("is it just me…?", "sono l'unico…?") and "without asking" said
 * of something that is no charge. Written for these tests (round 16).
 */
describe('a question put to other readers gets no answer slot', () => {
  it.each([
    ['en', 3, 'Is it just me or is the app super slow now?', /slow/],
    ['it', 3, "Sono l'unico a cui la ricerca non trova niente?", /ricerca/],
    ['en', 5, 'Who else is here from TikTok? 😂', /\bthank/i],
  ])('%s %d★ %s', (language, stars, text, said) => {
    const d = notesProDraft(language, stars, text)
    expect(d.body).not.toContain('[answer')
    expect(d.body).toMatch(said)
  })

  it('a question to the team beside it still asks', () => {
    const d = notesProDraft(
      'en',
      4,
      'Anyone else love the widget? Also, how do I add a widget for one folder?',
    )
    expect(d.body).toContain('[answer')
  })
})

describe('"without asking" says how, not that money was taken', () => {
  it.each([
    ['en', 1, "They locked my account without asking, I can't log in"],
    ['es', 2, 'Me borraron la cuenta sin avisar'],
  ])('%s %d★ %s is no charge', (language, stars, text) => {
    const d = notesProDraft(language, stars, text)
    expect(d.body).not.toMatch(/refund|reembols|charge|cargo|cobro/i)
  })

  it.each([
    ['en', 1, 'Charged me 9.99 without asking!!', /refund/],
    ['pt', 1, 'Cobraram sem avisar, nunca assinei', /reembolso/],
  ])('%s %d★ %s is still a charge', (language, stars, text, path) => {
    expect(notesProDraft(language, stars, text).body).toMatch(path)
  })
})

describe('Spanish "cuenta" after a pronoun is the verb', () => {
  it('"no le cuenta bien la distancia" is about the distance, not the account', () => {
    const d = notesProDraft('es', 3, 'El reloj no le cuenta bien la distancia')
    expect(d.body).not.toMatch(/cuenta/)
  })
})
