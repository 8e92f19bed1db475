import { describe, expect, it } from 'vitest'
import { corpusDraft } from './fixtures'

/** Round 18, languages: reviews written for these tests. */
describe('a bare slogan for someone, with nothing about the app, is held as off-topic', () => {
  it.each([
    ['en', 1, 'Trump 2028!!!'],
    ['pt', 1, 'VIVA LULA!!'],
    ['pt', 5, 'Fora Bolsonaro'],
    ['ru', 5, 'Путин 2030'],
    ['es', 1, 'Fuera Milei'],
  ] as const)('%s %d★ %s', (lang, stars, body) => {
    const d = corpusDraft(lang, stars, body)
    expect(d.spam?.reason, d.body).toMatch(/^Off-topic: /)
  })
  it.each([
    ['en', 1, 'Trump 2028. the app crashes every time'],
    ['pt', 5, 'viva esse app'],
    ['en', 5, 'Perfect 2025'],
  ] as const)('answered: %s %d★ %s', (lang, stars, body) => {
    expect(corpusDraft(lang, stars, body).spam).toBeFalsy()
  })
})
