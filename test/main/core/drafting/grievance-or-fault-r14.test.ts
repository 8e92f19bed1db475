import { describe, expect, it } from 'vitest'
import { notesProDraft } from './fixtures'

/** Round 14: a fault beside the ads, ads out of hand in a fan's review, the runner's own pause. */
const movesOf = (stars: number, text: string) =>
  notesProDraft('en', stars, text).plan?.moves.map((m) => m.kind) ?? []

describe('a fault named beside an ad is the fault', () => {
  it('"sound stops working after watching an ad" asks for the device, not "the ads spoil it"', () => {
    const d = notesProDraft('en', 3, 'sound stops working after watching an ad, have to restart')
    expect(d.body).toMatch(/sound/)
    expect(d.body).not.toMatch(/ads spoil/)
    expect(movesOf(3, 'sound stops working after watching an ad, have to restart')).toContain(
      'details',
    )
  })

  it('"too many ads, impossible to play" is still the ads', () => {
    expect(notesProDraft('en', 2, 'too many ads, impossible to play').body).toMatch(/ads/)
  })
})

describe('ads "getting out of hand" in a 5-star review are heard', () => {
  it('no thanks for the level the ads come after', () => {
    const text = 'Fun but the ads are getting out of hand, one after every level'
    const d = notesProDraft('en', 5, text)
    expect(d.body).toMatch(/ads/)
    expect(movesOf(5, text)).not.toContain('thanksFor')
  })
})

describe('the runner pausing is no recording that stops by itself', () => {
  it('"every time I pause the run the timer keeps going"', () => {
    const d = notesProDraft('en', 1, 'every time I pause the run the timer keeps going')
    expect(d.body).not.toMatch(/stops recording/)
    expect(d.body).not.toMatch(/pause the run the timer/)
  })
})

describe('a social sign-in the app demands is the account it forces', () => {
  it('"You have to log in with Facebook to use it" is heard as the demand, not a sign-in fault', () => {
    const d = notesProDraft('en', 2, 'You have to log in with Facebook to use it, no thanks')
    expect(d.body).toMatch(/account/)
    expect(d.body).not.toMatch(/problem with the sign-in/)
  })
})
