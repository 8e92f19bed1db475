import { describe, expect, it } from 'vitest'
import { notesProDraft } from './fixtures'
import {
  ABUSE_AT_PEOPLE,
  HARSH_ABOUT_THE_APP,
  MORE_ABUSE_AT_PEOPLE,
  MORE_HARSH_ABOUT_THE_APP,
} from './abuse-person-reviews'

/**
 * Abuse is an insult, a wish of harm or a threat aimed at a person (the team, whoever made this, other
 * reviewers), whatever words carry it; harsh words about the app itself are a review to answer.
 */
const label = ([language, stars, text]: readonly [string, number, string]) =>
  `${language} ${stars}★ ${text}`

describe('insults, wishes of harm and threats aimed at people', () => {
  it.each([...ABUSE_AT_PEOPLE, ...MORE_ABUSE_AT_PEOPLE].map((row) => [label(row), row] as const))(
    'gets no draft and is marked abusive: %s',
    (_, [language, stars, text]) => {
      const d = notesProDraft(language, stars, text)
      expect(d.body).toBe('')
      expect(d.spam?.reason).toMatch(
        /^(?:A threat against the team|Insults with nothing|Abusive language aimed at the team)/,
      )
    },
  )
})

describe('harsh words about the app are answered', () => {
  it.each(
    [...HARSH_ABOUT_THE_APP, ...MORE_HARSH_ABOUT_THE_APP].map((row) => [label(row), row] as const),
  )('gets a normal draft: %s', (_, [language, stars, text]) => {
    const d = notesProDraft(language, stars, text)
    expect(d.spam).toBeNull()
    expect(d.body).not.toBe('')
  })
})

describe('an insult word that describes a mistake, not the people who made it', () => {
  it.each([
    ['en', 2, 'The developers made a stupid mistake with the last update, sync is broken'],
    ['id', 2, 'Developernya bikin kesalahan bodoh di update terakhir, sinkron rusak'],
    ['tr', 2, 'Geliştiriciler son güncellemede aptalca bir hata yapmış, senkronizasyon bozuk'],
    ['de', 2, 'Die Entwickler haben eine dumme Entscheidung getroffen, das Widget ist weg'],
  ] as const)('is answered: %s %d★ %s', (language, stars, text) => {
    const d = notesProDraft(language, stars, text)
    expect(d.spam).toBeNull()
    expect(d.body).not.toBe('')
  })

  it('an insult at the people beside the mistake is still abuse', () => {
    for (const [language, text] of [
      ['en', 'Devs are idiots the update broke everything'],
      ['id', 'Developernya bodoh, update terakhir bikin semua rusak'],
    ] as const)
      expect(notesProDraft(language, 1, text).body, text).toBe('')
  })
})
