import { describe, expect, it } from 'vitest'
import { corpusDraft, replyOf } from './fixtures'

const movesOf = (d: ReturnType<typeof corpusDraft>): string[] =>
  (d.plan?.moves ?? []).map((m) => m.kind)

/**
 * Issue #25: the text decides, the stars only break ties. Kind words beside a question or a wish
 * are thanked for at one star as at five, and the same text drafts the same reply at both.
 */
describe('praise beside a question or wish is thanked at any stars', () => {
  const rows: [string, string, 'notes' | 'run' | 'game'][] = [
    [
      'en',
      'Such a wonderful app, I use it every single day. Is there a way to export everything to PDF?',
      'notes',
    ],
    ['de', 'Richtig gute App, macht echt Spaß. Gibt es auch eine Version für die Uhr?', 'run'],
    [
      'fr',
      "Super appli, vraiment agréable au quotidien. Est-ce qu'on peut exporter les notes en PDF ?",
      'notes',
    ],
  ]
  for (const [language, body, app] of rows)
    for (const rating of [1, 2])
      it(`${language} ${rating}★: ${body}`, () => {
        const low = corpusDraft(language, rating, body, app)
        const high = corpusDraft(language, 5, body, app)
        expect(movesOf(low), low.body).toContain('praiseAlso')
        expect(movesOf(low), low.body).not.toContain('sorry')
        // The openers may differ (the stars break that tie); what is answered and thanked may not.
        expect(movesOf(low), low.body).toEqual(movesOf(high))
        expect(replyOf(low)).toMatch(/kind words|Lob|compliments/)
      })
})

/** Guard: a complaint is answered as a complaint at five stars as at one (already so before). */
describe('guard: a complaint is not thanked for at five stars', () => {
  it('en 5★ crash', () => {
    const d = corpusDraft(
      'en',
      5,
      'The app crashes every time I open a note since the last update.',
      'notes',
    )
    expect(movesOf(d)[0], d.body).toMatch(/^sorry/)
    expect(replyOf(d)).not.toMatch(/kind words/i)
  })
})
