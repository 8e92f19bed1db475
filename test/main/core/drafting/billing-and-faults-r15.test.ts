import { describe, expect, it } from 'vitest'
import { notesProDraft } from './fixtures'

/** Round 15, written for these tests: charges said plainly, support that bounced, and what is no fault. */
const movesOf = (stars: number, text: string) =>
  notesProDraft('en', stars, text).plan?.moves.map((m) => m.kind) ?? []

describe('a charge to the card is a charge', () => {
  it('"why did you charge my card 6.99?? I never upgraded" restates it and gives the refund path', () => {
    const d = notesProDraft('en', 1, 'why did you charge my card 6.99?? I never upgraded')
    expect(d.body).toMatch(/6\.99/)
    expect(d.body).toMatch(/play\.google\.com\/store\/account\/orderhistory/)
    expect(d.body).not.toMatch(/problem with the card/)
  })

  it('"took 3 taps" is no charge', () => {
    const text = 'Thanks for the redesign 🙄 now exporting took 3 taps instead of 1'
    expect(movesOf(2, text)).not.toContain('billing')
    expect(notesProDraft('en', 2, text).body).not.toMatch(/refund/)
  })
})

describe('support that bounced or answered with a template failed them', () => {
  it('a bouncing support address is support failing', () => {
    expect(
      movesOf(1, 'Your support email bounces back, how do I get my money back for the yearly plan'),
    ).toContain('supportFailed')
  })

  it('"a template reply" is no template of the app', () => {
    const d = notesProDraft(
      'en',
      1,
      'support sent me a template reply and closed my ticket, still no sync',
    )
    expect(d.body).not.toMatch(/template|support sent/)
  })
})

describe('what is not named as a fault', () => {
  it('"the design of the level editor" is heard as the design, once', () => {
    expect(notesProDraft('en', 2, 'the design of the level editor is confusing').body).not.toMatch(
      /design of the design/,
    )
  })

  it('a second thing the app is known to have is named as not working', () => {
    expect(
      notesProDraft('en', 2, "The widget doesn't update. Also the search doesn't find anything.")
        .body,
    ).toMatch(/search not working/)
  })
})
