import { describe, expect, it } from 'vitest'
import { notesProDraft } from './fixtures'

/**
 * Praise said as what the app does for the reviewer, people who are no feature, and wishes that
 * say what they would let the reviewer do. Written for these tests (round 16).
 */
describe('praise said without a word of praise is thanked for', () => {
  it.each([
    [
      'The handwriting search is black magic. I scribbled a phone number on a napkin photo and it found it',
      /the handwriting search/,
    ],
    [
      "Been using this since 2019. Never lost a single note. That's all I ask.",
      /kind words|thank you so much/i,
    ],
    ['the daily puzzle is the first thing I open every morning', /the daily puzzle/],
    ['Does what it says. Battery use is reasonable too', /kind words|thank you so much/i],
  ])('%s', (text, said) => {
    const d = notesProDraft('en', 5, text)
    expect(d.body).toMatch(said)
    expect(d.body).not.toMatch(/Thanks for the feedback\.|sorry/i)
  })
})

describe('people are no feature', () => {
  it('a grandma kept sharp is thanked for, never quoted', () => {
    const d = notesProDraft(
      'en',
      5,
      'My grandma (82!) plays this every morning with her coffee. She says it keeps her sharp',
    )
    expect(d.body).not.toMatch(/grandma|sharp/)
    expect(d.body).toMatch(/kind words|thank/i)
  })
})

describe('a wish that says what it would let them do is not quoted as a thing', () => {
  it.each([
    ['Is there an Apple Watch version? Would love to leave my phone at home', /leave your phone/],
  ])('%s', (text, garbled) => {
    expect(notesProDraft('en', 5, text).body).not.toMatch(garbled)
  })

  it('a wish for a feature verb is still named', () => {
    expect(notesProDraft('en', 4, 'please add a way to lock notes').body).toMatch(/locking notes/)
  })
})
