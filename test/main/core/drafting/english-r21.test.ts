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

/**
 * Short slang praise ("lit", "ty", "fab", "fun", "smart", "sick") is a whole word: "literally",
 * "type", "fabric", "function", "smartwatch" praise nothing, and a fault told with them is not
 * thanked for.
 */
describe('a word that only starts like slang praise praises nothing', () => {
  const rows: [number, string, App, RegExp][] = [
    [3, 'there is a typo in the settings menu', 'notes', /kind words/i],
    [2, 'the search function only finds titles, not the text inside notes', 'notes', /kind words/i],
    [2, 'i literally ran 10 minutes and it says 2 minutes', 'run', /kind words/i],
    [2, 'heart rate on my smartwatch shows 190 while walking', 'run', /kind words/i],
  ]
  for (const [rating, body, app, never] of rows)
    it(`${rating}★: ${body}`, () => {
      const d = corpusDraft('en', rating, body, app)
      expect(movesOf(d), d.body).not.toContain('praiseAlso')
      expect(movesOf(d)[0], d.body).not.toMatch(/^thanks/)
      expect(replyOf(d), d.body).not.toMatch(never)
    })
  it('guard: "this is lit, ty devs" still thanks', () => {
    const d = corpusDraft('en', 5, 'this is lit, ty devs', 'game')
    expect(movesOf(d)[0], d.body).toMatch(/^thanks/)
  })
})

/**
 * "only complaint is the auto pause kicks in at every red light and doesnt resume": what follows
 * "only complaint" is a complaint, not praise to thank for, and "kicks" is no part of the name.
 */
it('what follows "my only complaint" is apologised for, named cleanly', () => {
  const d = corpusDraft(
    'en',
    4,
    'really good app. only complaint is the auto pause kicks in at every red light and doesnt resume',
    'run',
  )
  expect(movesOf(d)[0], d.body).toBe('sorry')
  expect(replyOf(d), d.body).toMatch(/auto pause/)
  expect(replyOf(d), d.body).not.toMatch(/kicks/)
  // "really good app" is thanked for only after the complaint is answered (round 24: a fan's
  // praise beside one gripe is kind words too).
  expect(replyOf(d).search(/auto pause/), d.body).toBeLessThan(Math.max(0, replyOf(d).search(/kind words/)))
})

/** Where they were ("on the subway", "on the plane") is no thing of the app to name. */
describe('a place of travel is never named', () => {
  const rows: [string, App][] = [
    ['why do i need wifi to play a puzzle game?? cant play on the subway at all', 'game'],
    ['cant play on the plane because it needs internet', 'game'],
  ]
  for (const [body, app] of rows)
    it(body, () => {
      const d = corpusDraft('en', 2, body, app)
      expect(replyOf(d), d.body).not.toMatch(/subway|plane|internet;|idea|suggest/i)
    })
})

/** "logged my 5k as 3.2 km": one distance taken for another is the distance measured wrong. */
describe('a distance logged as another is the distance measured wrong', () => {
  const rows: [string, string, RegExp][] = [
    [
      'en',
      'app logged my 5k as 3.2 km. i literally ran the same route as always. useless',
      /distance/,
    ],
    ['de', 'Die App hat meine 10 km als 7,5 km aufgezeichnet. Unbrauchbar.', /Distanz/],
  ]
  for (const [language, body, named] of rows)
    it(`${language}: ${body}`, () => {
      const d = corpusDraft(language, 1, body, 'run')
      expect(replyOf(d), d.body).toMatch(named)
      expect(replyOf(d), d.body).not.toMatch(/kind words|route/i)
    })
})

/** "the remove ads thing is 9.99?? no thanks": a sum with question marks is indignation, no question. */
it('a price said with question marks is not answered as a question', () => {
  const d = corpusDraft(
    'en',
    2,
    'too many ads. like an ad every 2 levels. and the remove ads thing is 9.99?? no thanks',
    'game',
  )
  expect(movesOf(d), d.body).not.toContain('answer')
  expect(replyOf(d), d.body).not.toMatch(/good question|happy to help/i)
})

/** "impossible without buying boosters. pay to win": the push to pay is heard, not "the price". */
describe('pay to win is heard as the push to pay', () => {
  const rows: [string, RegExp][] = [
    ['level 212 is literally impossible without buying boosters. pay to win garbage', /boosters/],
    ['fun at first but now its pure p2w', /get ahead/],
    ['cant get past level 90 without paying for hints', /hints/],
  ]
  for (const [body, named] of rows)
    it(body, () => {
      const d = corpusDraft('en', 2, body, 'game')
      expect(replyOf(d), d.body).toMatch(/get ahead/)
      expect(replyOf(d), d.body).toMatch(named)
      expect(replyOf(d), d.body).not.toMatch(/price|pure|trouble/i)
    })
})

/** Being asked again and again to rate the app is done on purpose: heard, no fault to look into. */
describe('rating prompts are heard, not a fault', () => {
  const rows: [number, string, App][] = [
    [3, 'app is fine but it keeps asking me to rate it every time i open it. stop', 'notes'],
    [2, 'the rate this app popup after every level is so annoying', 'game'],
  ]
  for (const [rating, body, app] of rows)
    it(body, () => {
      const d = corpusDraft('en', rating, body, app)
      expect(replyOf(d), d.body).toMatch(/rate the app/)
      expect(replyOf(d), d.body).not.toMatch(/device|version|ads/i)
    })
})

/** "more playlists please", "the music gets repetitive, more songs pls": what they want more of is named. */
describe('a wish for more of a thing names it', () => {
  const rows: [string, App, RegExp][] = [
    ['more playlists please', 'run', /more playlists/],
    [
      'addicting!! only thing is the music gets repetitive after a while, more songs pls',
      'game',
      /more songs/,
    ],
  ]
  for (const [body, app, named] of rows)
    it(body, () => {
      const d = corpusDraft('en', 4, body, app)
      expect(movesOf(d)[0], d.body).toBe('request')
      expect(replyOf(d), d.body).toMatch(named)
      expect(replyOf(d), d.body).not.toMatch(/live up/)
    })
})
