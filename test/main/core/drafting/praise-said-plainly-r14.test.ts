import { describe, expect, it } from 'vitest'
import { notesProDraft } from './fixtures'

/**
 * Praise said by what the app does for the reviewer, with no word of praise in it; a fault word
 * said of the reviewer's own thing; "before" as a time of day. Written for these tests (round 14).
 */
const kinds = (text: string, stars = 5) =>
  notesProDraft('en', stars, text).plan?.moves.map((m) => m.kind) ?? []

describe('praise without a word of praise is thanked for, by name', () => {
  it.each([
    ['the daily puzzle keeps me coming back every morning', /daily puzzle/],
    ['Templates for meeting notes save me so much time at work', /templates/i],
    ['Syncing between my mac and phone is instant, never lost a thing', /syncing/i],
    ['the hint system is fair, doesnt shove ads in my face', /hint system/],
    [
      'handwriting recognition is scary accurate even with my messy writing',
      /handwriting recognition/,
    ],
    ['Relaxing music and no timer pressure, perfect before bed', /music/],
  ])('%s', (text, named) => {
    const d = notesProDraft('en', 5, text)
    const moves = d.plan?.moves.map((m) => m.kind) ?? []
    expect(moves).toContain('thanksFor')
    expect(moves).not.toContain('sorry')
    expect(moves).not.toContain('heard')
    expect(d.body).toMatch(named)
  })
})

describe('a verb after "it" is no part of the thing named', () => {
  it('names "the checklists", not "the handles checklists"', () => {
    const d = notesProDraft('en', 5, 'The way it handles checklists inside notes is genius')
    expect(d.body).toMatch(/the checklists/)
    expect(d.body).not.toMatch(/handles/)
  })
})

describe('what used to be good still complains', () => {
  it.each([
    'it was perfect before the update, now it lags',
    'worked perfect before, now crashes every time',
    'was great before they added ads',
    'my problem is the sync, it duplicates notes',
  ])('%s', (text) => {
    const moves = kinds(text, 2)
    expect(moves).not.toContain('thanksFor')
    expect(moves).not.toContain('praiseMore')
  })
})

describe('texting shorthand is no part of a name', () => {
  it.each([
    ['levels r fun and the music is chill', /the levels and the music[!.]/],
    ['ur app is da best, folders r so handy', /the folders[!.]/],
  ])('%s', (text, named) => {
    expect(notesProDraft('en', 5, text).body).toMatch(named)
  })
})
