import { describe, expect, it } from 'vitest'
import { corpusDraft } from './fixtures'

/** Round 17: a shrug ("fine I guess, nothing special") is neither praise nor trouble. */
const draft = (lang: string, rating: number, app: 'notes' | 'run' | 'game', body: string) =>
  corpusDraft(lang, rating, body, app)

describe('a lukewarm review is heard as it is: no kind words, no trouble', () => {
  it('"its fine i guess. nothing special, does what it says" is not thanked for kind words', () => {
    const d = draft('en', 3, 'notes', 'its fine i guess. nothing special, does what it says')
    expect(d.body).not.toMatch(/kind words|trouble|sorry/i)
    expect(d.plan?.moves.map((m) => m.kind)).not.toContain('thanks')
  })
  it('"Helt okej spel, inget speciellt. Blir lite tråkigt efter ett tag." gets no "besväret"', () => {
    const d = draft(
      'sv',
      3,
      'game',
      'Helt okej spel, inget speciellt. Blir lite tråkigt efter ett tag.',
    )
    expect(d.body).not.toMatch(/besvär|ledsna|beklagar|krångel/)
  })
  it('"Decent game, nothing special. Gets a bit boring" is not thanked for kind words', () => {
    const d = draft(
      'en',
      3,
      'game',
      'Decent game, nothing special. Gets a bit boring after a while.',
    )
    expect(d.body).not.toMatch(/kind words/i)
  })
  it('"Love the design, nothing special otherwise" is still praise of the design', () => {
    const d = draft('en', 4, 'run', 'Love the design, nothing special otherwise')
    expect(d.body).toMatch(/design/)
    expect(d.body).not.toMatch(/sorry/i)
  })
  it('"nothing special but it crashes when I open a photo" is still a crash', () => {
    const d = draft('en', 3, 'notes', 'nothing special but it crashes when I open a photo')
    expect(d.body).toMatch(/crash/)
  })
})
