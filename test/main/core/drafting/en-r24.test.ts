import { describe, expect, it } from 'vitest'
import { corpusDraft, replyOf } from './fixtures'

type App = 'notes' | 'run' | 'game'
/** A review, what its reply must say and what it must never say. */
type Row = [rating: number, body: string, app: App, says: RegExp, never: RegExp]

const check = (rows: readonly Row[]): void => {
  for (const [rating, body, app, says, never] of rows)
    it(`${rating}★: ${body}`, () => {
      const reply = replyOf(corpusDraft('en', rating, body, app))
      expect(reply).toMatch(says)
      expect(reply).not.toMatch(never)
    })
}

/** "Hasn't worked in a week": the perfect says a thing stopped and stays broken. */
describe('a fault said in the perfect is a fault', () => {
  check([
    [
      1,
      'Cloud backup hasnt worked in two weeks. why am i paying for premium',
      'notes',
      /sorry/i,
      /price|cost/i,
    ],
    [
      2,
      'Garmin upload has not synced in ten days. what am I paying for',
      'run',
      /sorry/i,
      /price/i,
    ],
  ])
})

/** "Would be 10/10 if fixed": what would make it perfect is the fix of the fault beside it. */
describe('a plea for the fix beside a fault is no feature wish', () => {
  check([
    [
      5,
      'Love it, daily driver. the lock screen widget doesnt refresh unless i tap it, would be 10/10 if fixed',
      'notes',
      /sorry/i,
      /suggest|idea/i,
    ],
  ])
})

/** "…kinda loud tho": a turn put last turns its clause against the praise like one put first. */
describe('a gripe with the turn put last is no praise', () => {
  check([
    [
      3,
      'its ok. does what it says. the calendar view is kinda cramped not really readable tho',
      'notes',
      /sorry[^.]*calendar view/i,
      /kind words about the calendar view/i,
    ],
  ])
})

/** Cheaters on a leaderboard spoil it for honest players, whatever the stars. */
describe('cheaters are a grievance, not praise', () => {
  check([
    [
      5,
      'Amazing puzzles!! but the weekly leaderboard is obviously full of cheaters',
      'game',
      /leaderboard/i,
      /kind words about the (?:weekly )?leaderboard|happy it's become/i,
    ],
  ])
})

/** A complaint that names a thing, beside a question the reply answers, is heard too. */
describe('a named complaint beside a question is not dropped', () => {
  check([
    [
      3,
      'The challenges are motivating but the monthly leaderboard has cheaters on e-bikes. Any way to report them?',
      'run',
      /sorry[^.]*leaderboard/i,
      /^$/,
    ],
  ])
})

/** Beside a charge, a second grievance about something else is a second point. */
describe('a grievance beside a charge is heard', () => {
  check([
    [
      2,
      'Price went up again with no notice, not cool. Also the redesigned sidebar is hideous',
      'notes',
      /design|sidebar/i,
      /^$/,
    ],
  ])
})

/** "Could be better": only a thing the app has can be better than it is; feedback is "on" it. */
describe('a wish to improve a thing the app has', () => {
  check([
    [
      4,
      'Handy app. the reminders could be smarter though',
      'notes',
      /feedback on|thoughts on/i,
      /suggest/i,
    ],
    [
      4,
      'Nice tracker, the route planner needs some work',
      'run',
      /feedback on|thoughts on/i,
      /suggest|idea for/i,
    ],
  ])
})

/** "Costs twice what it did": a price multiplied, no second charge to refund. */
describe('a price multiplied is no double charge', () => {
  check([
    [
      2,
      'Premium costs twice what it did last year, for the same features',
      'notes',
      /./,
      /charged[^.]*twice|double charge/i,
    ],
  ])
})
