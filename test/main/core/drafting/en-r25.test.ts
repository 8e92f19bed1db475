import { describe, expect, it } from 'vitest'
import { corpusDraft, replyOf } from './fixtures'

/** A battery "killed", "eaten" or "destroyed" is a fault, though the review opens with praise. */
describe('a battery killed or eaten reads as a battery fault', () => {
  const rows: [number, string][] = [
    [1, 'nice idea when it runs lol. it killed my battery in half an hour on a short jog. pixel 7'],
  ]
  for (const [rating, body] of rows)
    it(`en ${rating}★: ${body}`, () => {
      const reply = replyOf(corpusDraft('en', rating, body, 'run'))
      expect(reply).toMatch(/battery/i)
      expect(reply).not.toMatch(/kind words/i)
    })
})

it('guard: a battery eaten was already a fault', () => {
  const reply = replyOf(
    corpusDraft(
      'en',
      2,
      'Love the look of it but the app ate 30% of my battery during one workout',
      'run',
    ),
  )
  expect(reply).toMatch(/battery/i)
})

/** A second thing that fails, or is called useless, beside a first fault is named too. */
describe('a second fault beside the first is not dropped', () => {
  it('en 2★: a thing called useless beside an upload that fails', () => {
    const body =
      'the search is useless, typing a title i know returns nothing. and attachments bigger than 20mb fail to upload'
    const reply = replyOf(corpusDraft('en', 2, body, 'notes'))
    expect(reply).toMatch(/attachment/i)
    expect(reply).toMatch(/search/i)
  })
  it('guard: a measure bad "because of" the first fault is not a second fault', () => {
    const body =
      'GPS jumps all over the map on my runs. my splits are garbage because of it. Pixel 6'
    const reply = replyOf(corpusDraft('en', 1, body, 'run'))
    expect(reply).toMatch(/GPS/)
    expect(reply).not.toMatch(/splits? not working/i)
  })
})

/** Having paid for the plan that fails is heard beside the fault's apology, not dropped. */
describe('the plan they pay for is heard beside the fault', () => {
  const rows: string[] = [
    'Backups to the cloud stopped a week ago on my Galaxy. Paying for premium and the main feature is broken',
    'Reminders never fire on my iPhone 14 anymore. What is the point of premium then??',
  ]
  for (const body of rows)
    it(`en 1★: ${body}`, () => {
      const reply = replyOf(corpusDraft('en', 1, body, 'notes'))
      expect(reply).toMatch(/paying for Premium/i)
    })
  it('guard: a price complaint is not read as having paid', () => {
    const body = 'Sync fails all the time and I pay $9.99 a month for premium, way too expensive'
    const reply = replyOf(corpusDraft('en', 1, body, 'notes'))
    expect(reply).not.toMatch(/paying for Premium/i)
  })
})
