import { describe, expect, it } from 'vitest'
import { corpusDraft, replyOf } from './fixtures'

type App = 'notes' | 'run' | 'game'
const movesOf = (d: ReturnType<typeof corpusDraft>): string[] =>
  (d.plan?.moves ?? []).map((m) => m.kind)

/**
 * "I paid for premium and the search doesn't work": having paid is why the fault hurts, not a
 * word on the price. The fault is apologised for by name, and the price is not mentioned.
 */
describe('a fault beside "I paid" is the fault, not the price', () => {
  const rows: [number, string, RegExp, App][] = [
    [
      2,
      'search doesnt find anything inside pdfs which is the whole reason i paid',
      /search/,
      'notes',
    ],
    [2, 'i paid for premium and the search doesnt work', /search/, 'notes'],
    [1, 'just paid for plus and the audio coach doesnt work at all', /audio coach/, 'run'],
  ]
  for (const [rating, body, named, app] of rows)
    it(`${rating}★: ${body}`, () => {
      const d = corpusDraft('en', rating, body, app)
      expect(replyOf(d), d.body).toMatch(named)
      expect(replyOf(d), d.body).not.toMatch(/price|pricing/i)
      expect(movesOf(d)[0], d.body).toBe('sorry')
    })

  // Guards: a price said to be too high beside what was paid stays a word on the price.
  const guards: [number, string, App][] = [
    [2, 'i paid 12 bucks a month and it doesnt even work, way overpriced', 'run'],
    [1, 'cant play more than 5 min without paying', 'game'],
  ]
  for (const [rating, body, app] of guards)
    it(`guard ${rating}★: ${body}`, () => {
      const d = corpusDraft('en', rating, body, app)
      expect(replyOf(d), d.body).toMatch(/price/i)
    })
})

/**
 * "wish the dark mode was actually dark", "wish the audio cues were louder": an English wish put
 * as a clause about a thing the app has is a wish about that thing, and the reply names it
 * instead of thanking for "the suggestion" alone.
 */
describe('a wish that the thing were otherwise names the thing', () => {
  const rows: [number, string, RegExp, App][] = [
    [
      4,
      'solid. wish the dark mode was actually dark tho, its more like grey',
      /dark mode/,
      'notes',
    ],
    [4, 'wish the widget was bigger', /widget/, 'notes'],
    [4, 'i wish the font size could be changed', /font size/, 'notes'],
    [4, 'love it but i wish the daily challenges were harder', /daily challenges/, 'game'],
    [4, 'wish the checklists could be nested', /checklists/, 'notes'],
  ]
  for (const [rating, body, named, app] of rows)
    it(`${rating}★: ${body}`, () => {
      const d = corpusDraft('en', rating, body, app)
      expect(movesOf(d)[0], d.body).toBe('request')
      expect(replyOf(d), d.body).toMatch(named)
    })

  // Guard: a wish about the app as a whole names nothing ("your idea for the app").
  it('guard: wish the app was cheaper', () => {
    const d = corpusDraft('en', 3, 'wish the app was a bit cheaper', 'notes')
    expect(replyOf(d), d.body).not.toMatch(/idea for the app|suggestion for the app/i)
  })
})

/**
 * "The levels are way too hard": the difficulty is what a reply hears, not "sorry about the
 * levels", which says nothing of what the review held against them.
 */
describe('too hard is heard as the difficulty', () => {
  const rows: [number, string, App][] = [
    [
      3,
      'used to be great. now the levels are way too hard and lives take forever to come back',
      'game',
    ],
    [2, 'the levels are so difficult after 300, not fun anymore', 'game'],
    [2, 'the beginner plan is way too hard for an actual beginner', 'run'],
  ]
  for (const [rating, body, app] of rows)
    it(`${rating}★: ${body}`, () => {
      const d = corpusDraft('en', rating, body, app)
      expect(replyOf(d), d.body).toMatch(/difficulty/)
      expect(replyOf(d), d.body).not.toMatch(/sorry about the/i)
    })
})
