import { describe, expect, it } from 'vitest'
import { corpusDraft } from './fixtures'

/** Round 18: lost data named whole: every one of a kind, a year that counts nothing. */
const draft = (lang: string, rating: number, app: 'notes' | 'run' | 'game', body: string) =>
  corpusDraft(lang, rating, body, app)

describe('lost data is named whole, never as a fragment', () => {
  it('"every single note … disappeared" is sorry for the notes, not "your single note"', () => {
    const d = draft(
      'en',
      1,
      'notes',
      'every single note i wrote last year disappeared after i logged in on my new phone',
    )
    expect(d.body).not.toMatch(/single note/)
    expect(d.body).toMatch(/lost your notes/)
  })
  it('"every note i had is gone" names the notes, plural', () => {
    expect(draft('en', 1, 'notes', 'every note i had is gone').body).toMatch(/your notes/)
  })
  it('"all my runs from 2023 are missing" quotes the year and stops there', () => {
    const d = draft(
      'en',
      2,
      'run',
      'all my runs from 2023 are missing from the history. only this year shows up',
    )
    expect(d.body).toMatch(/runs from 2023\./)
  })
})
