import { expect, it } from 'vitest'
import { corpusDraft, replyOf } from './fixtures'

/**
 * A question answered, then "also the app is really slow": a second point with a name of its own
 * is heard, not skipped as if the reviewer never said it.
 */
it('hears a named grievance beside an answered question', () => {
  const d = corpusDraft(
    'en',
    3,
    'How do I export a note as PDF? Also the app is really slow on my Pixel 6.',
  )
  expect(replyOf(d), d.body).toMatch(/Export → PDF/)
  expect(replyOf(d), d.body).toMatch(/slow/)
})

it('never adds a second apology for a vague complaint beside a fault', () => {
  const d = corpusDraft('en', 2, 'Sync is broken and the new icons are ugly.')
  expect(replyOf(d).match(/sorry/gi) ?? [], d.body).toHaveLength(1)
})

it('never thanks for a thing a wish is followed by when the review says what it does', () => {
  const d = corpusDraft(
    'en',
    4,
    'Great app but please add Strava sync and the GPS sometimes drifts in the city.',
    'run',
  )
  expect(replyOf(d), d.body).toMatch(/Strava sync/)
  expect(replyOf(d), d.body).not.toMatch(/suggesting[^.;]*GPS/)
})

it('names a thing without the verb that follows it', () => {
  const d = corpusDraft(
    'en',
    3,
    'The energy system ruins it. Waiting 30 min for lives is ridiculous.',
    'game',
  )
  expect(replyOf(d), d.body).toMatch(/energy system/)
  expect(replyOf(d), d.body).not.toMatch(/energy system ruins/)
})
