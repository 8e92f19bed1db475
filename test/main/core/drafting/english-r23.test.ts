import { describe, expect, it } from 'vitest'
import { corpusDraft, replyOf } from './fixtures'

type App = 'notes' | 'run' | 'game'

/**
 * "Would it kill you to add X??", "how hard is it to add X": an exasperated question that asks
 * for a feature is a wish, thanked for by name; no Answer can answer it, so no slot.
 */
describe('a rhetorical ask to add something is a wish, named', () => {
  const rows: [number, string, RegExp, App][] = [
    [
      2,
      'would it kill u to add a lock screen widget?? every other app has one',
      /lock screen widget/,
      'notes',
    ],
    [3, 'How hard would it be to add a treadmill mode, honestly?', /treadmill mode/, 'run'],
    [
      2,
      'how hard is it to add a hint button, seriously? been stuck forever',
      /hint button/,
      'game',
    ],
  ]
  for (const [rating, body, named, app] of rows)
    it(`${rating}★: ${body}`, () => {
      const reply = replyOf(corpusDraft('en', rating, body, app))
      expect(reply).toMatch(named)
      expect(reply).not.toMatch(/\[answer/)
      expect(reply).not.toMatch(/^Sorry about the trouble/)
    })
})

/** The price of the app the reviewer left behind is not ours to apologise for or check. */
describe("a price the app left behind raised is not this app's charge", () => {
  it('en 4★: Runkeeper raised prices, switched here, the map lags', () => {
    const reply = replyOf(
      corpusDraft(
        'en',
        4,
        'Runkeeper hiked their prices again so i moved over here. Pretty good, but the map lags when I zoom in',
        'run',
      ),
    )
    expect(reply).not.toMatch(/price|charge|order number/i)
    expect(reply).toMatch(/map/i)
  })
})

/** "Could be better" said alone or of the app wishes for nothing and praises nothing. */
describe('"could be better" alone is a shrug, not a wish or kind words', () => {
  const rows: [number, string, App][] = [
    [3, 'Its ok. Could be better tbh', 'game'],
    // guard: already read as a shrug before this round
    [3, 'meh, it could be better', 'notes'],
  ]
  for (const [rating, body, app] of rows)
    it(`${rating}★: ${body}`, () => {
      const reply = replyOf(corpusDraft('en', rating, body, app))
      expect(reply).not.toMatch(/suggest|idea|kind words/i)
    })
  it('guard: "the search could be faster" stays a wish about search', () => {
    expect(replyOf(corpusDraft('en', 4, 'Nice app, the search could be faster', 'notes'))).toMatch(
      /search/i,
    )
  })
})

/** A price rise is said by what it prices: never "the price of the premium price". */
describe('a price rise names what it prices', () => {
  it('en 2★: premium price went up', () => {
    const reply = replyOf(
      corpusDraft(
        'en',
        2,
        'premium price jumped from 29.99 to 49.99 a year, no heads up. not ok',
        'notes',
      ),
    )
    expect(reply).not.toMatch(/price of the \w+ price/i)
    expect(reply).toMatch(/price of Premium/)
  })
})

/** A fault said of a device beside a charge is a second trouble, apologised for by name. */
describe('a fault on a device beside a charge is named', () => {
  it('en 2★: coins never arrived, also stutters on a Galaxy Tab', () => {
    const reply = replyOf(
      corpusDraft(
        'en',
        2,
        'Paid $9.99 for a coin bundle and never got the coins. Also the game stutters on my Galaxy Tab S7',
        'game',
      ),
    )
    expect(reply).toMatch(/coin/i)
    expect(reply).toMatch(/Galaxy Tab S7/)
  })
})

/** Kind words a review opens with are thanked for after one fault, as the text says them. */
describe('opening praise beside one fault is thanked for', () => {
  it('en 5★: love it, but the watch sync fails', () => {
    const d = corpusDraft(
      'en',
      5,
      'honestly love this app, i run with it 4x a week. only issue is the watch sync keeps failing after every run',
      'run',
    )
    expect(replyOf(d)).toMatch(/sorry/i)
    expect(replyOf(d)).toMatch(/kind words|thank/i)
  })
})

/** Support that never answered gets the direct contact, even beside an Answer's own steps. */
describe('support that failed gets the direct contact beside an Answer', () => {
  it('en 1★ game: progress gone on a new phone, ticket unanswered', () => {
    const d = corpusDraft(
      'en',
      1,
      'new phone and all my progress is gone, I was at level 640. opened a ticket 6 days ago and nobody answered',
      'game',
    )
    const reply = replyOf(d)
    expect(reply).toMatch(/tilequest\.example\/help/)
    expect(reply).not.toMatch(/you didn't\.?$/)
  })
  it('en 1★ notes: notes gone after sync, emailed and nothing back', () => {
    const reply = replyOf(
      corpusDraft(
        'en',
        1,
        'My shopping lists vanished after syncing with my laptop. I emailed you twice last week and got nothing back. How do I get them back?',
        'notes',
      ),
    )
    expect(reply).toMatch(/support@notes-pro\.example/)
  })
})

/** "I want my account and my data deleted" asks for deletion; nothing was lost. */
describe('an order to delete the account is no loss', () => {
  it('en 1★: want my profile and data deleted', () => {
    const reply = replyOf(
      corpusDraft(
        'en',
        1,
        'I want my profile and all my run data deleted. Cant find how anywhere.',
        'run',
      ),
    )
    expect(reply).not.toMatch(/sorry (?:your|you lost)|gone|recover/i)
    expect(reply).toMatch(/Delete account/)
  })
  it('guard: notes that were deleted and wanted back are a loss', () => {
    const reply = replyOf(
      corpusDraft(
        'en',
        1,
        'I need my notes that were deleted back, they vanished overnight',
        'notes',
      ),
    )
    expect(reply).toMatch(/Trash|restore|recover/i)
  })
})

/** "…I wish lol" wishes for nothing: no suggestion thanked for. */
describe('a bare "I wish" is an aside, no suggestion', () => {
  it('en 2★: the app says I ran a 4 minute km, I wish lol', () => {
    const reply = replyOf(
      corpusDraft(
        'en',
        2,
        'Distance is way off. App says my km took 4 minutes, i wish lmao. Galaxy S21',
        'run',
      ),
    )
    expect(reply).not.toMatch(/suggest|idea/i)
  })
})

/** "…even though the timer said otherwise??" concedes; it asks nothing to answer. */
describe('a conceding clause with question marks asks nothing', () => {
  it('en 3★: the challenge closed even though it said 3 days left??', () => {
    const reply = replyOf(
      corpusDraft(
        'en',
        3,
        'The weekly challenge closed early, even though it still said 3 days left?? lost my rewards',
        'game',
      ),
    )
    expect(reply).not.toMatch(/\[answer/)
  })
})
