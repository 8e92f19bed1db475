import { describe, expect, it } from 'vitest'
import { notesProDraft } from '../fixtures'

describe('misreads found in a second batch of written reviews', () => {
  it('reads "not fun anymore" as a complaint, not praise', () => {
    const d = notesProDraft('en', 1, 'Not fun anymore, everything costs gems now')
    expect(d.reading?.main).not.toBe('praise')
    expect(d.body).not.toMatch(/kind words/i)
  })

  it.each([
    ['en', '12.99 a month for a notes app is insane', /price/],
    ['de', '9,99 im Monat? Frechheit', /Preis/],
    ['fr', '10 € par mois, abusé', /prix/],
  ] as const)('%s: a sum by the month is the price: "%s"', (lang, body, says) => {
    const d = notesProDraft(lang, 1, body)
    expect(d.body).toMatch(says)
    expect(d.plan?.moves.map((m) => m.kind)).not.toContain('details')
  })

  it('answers a short Ukrainian complaint without і, ї or є in Ukrainian, and hears the ads', () => {
    const d = notesProDraft('uk', 1, 'Забагато реклами, грати неможливо')
    expect(d.language).toBe('uk')
    expect(d.body).toMatch(/реклам/)
    expect(d.plan?.moves.map((m) => m.kind)).not.toContain('details')
  })

  it.each([
    [
      'en',
      'Would love a version for Apple Watch, using it on my phone only is a pain',
      'an Apple Watch version',
    ],
    ['it', 'Fatela anche per iPad per favore', 'versione per iPad'],
  ] as const)('%s: names the platform the version is wished for: "%s"', (lang, body, names) => {
    const d = notesProDraft(lang, 4, body)
    expect(d.reading?.main).toBe('request')
    expect(d.body).toContain(names)
  })

  it('counts an answer that took days as support failing', () => {
    const d = notesProDraft(
      'de',
      2,
      'Der Support hat nach 10 Tagen geantwortet, mit einem Link zur FAQ',
    )
    expect(d.reading?.supportFailed).toBe(true)
  })
})

describe('a bare word of praise after support failed them', () => {
  it('is not meant: no thanks for kind words', () => {
    const d = notesProDraft(
      'en',
      3,
      'support replied after 9 days with a link to the FAQ. Helpful.',
    )
    expect(d.reading?.supportFailed).toBe(true)
    expect(d.body).not.toMatch(/kind words/i)
  })

  it('is meant when support helped', () => {
    const d = notesProDraft('en', 5, 'Support replied in an hour and fixed it. Helpful!')
    expect(d.reading?.main).toBe('praise')
  })
})
