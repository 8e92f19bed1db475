import { describe, expect, it } from 'vitest'
import { corpusDraft } from './fixtures'

/** Round 19, languages: reviews written for these tests. */
describe('a call to free a people, with nothing about the app, is held as off-topic', () => {
  it.each([
    ['en', 5, 'free palestine'],
    ['de', 5, 'Free Palestine!!'],
    ['ar', 5, 'فلسطين حرة'],
    ['fr', 1, 'Palestine libre'],
    ['pt', 5, 'Palestina livre 🇵🇸'],
    ['ru', 5, 'Свободу Навальному'],
  ] as const)('%s %d★ %s', (lang, stars, body) => {
    const d = corpusDraft(lang, stars, body)
    expect(d.spam?.reason, d.body).toMatch(/^Off-topic: /)
  })
  it.each([
    ['en', 5, 'Free version is enough'],
    ['en', 5, 'free and no ads'],
    ['es', 5, 'Software libre'],
    ['en', 4, 'free palestine. the app keeps crashing though'],
  ] as const)('answered: %s %d★ %s', (lang, stars, body) => {
    expect(corpusDraft(lang, stars, body).spam).toBeFalsy()
  })
})
