import { describe, expect, it } from 'vitest'
import type { Draft } from '../../../../src/main/core/drafting/types'
import { corpusDraft } from './fixtures'

/** Round 18, languages: reviews written for these tests. */
const kinds = (d: Draft) => (d.plan?.moves ?? []).map((m) => m.kind)
const thanked = (d: Draft) => kinds(d).some((k) => k === 'thanks' || k === 'thanksFor')
describe('another app written in lower case or in a script without capitals is a rival held up as better', () => {
  it.each([
    ['pt', 'Bom app, mas o strava é melhor pra ver os treinos', /strava/i],
    ['de', 'ganz ok aber strava ist viel besser', /strava/i],
    ['ko', '좋은데 런데이가 훨씬 좋아요. 음성 안내가 더 자세해요', /런데이/],
    ['ja', '悪くないけどランキーパーの方がいい', /ランキーパー/],
  ] as const)('%s: %s', (lang, body, rival) => {
    const d = corpusDraft(lang, 3, body, 'run')
    expect(thanked(d), `${kinds(d)} ${d.body}`).toBe(false)
    expect(d.body).not.toMatch(rival)
  })
  it.each([['es', 'Me pasé a notion, aquí los recordatorios no suenan nunca', /notion/i]] as const)(
    '%s: %s',
    (lang, body, rival) => {
      const d = corpusDraft(lang, 2, body)
      expect(d.body).not.toMatch(rival)
      expect(kinds(d)).toContain('sorry')
    },
  )
  it.each([
    ['ko', '업데이트 후에 음성 안내가 훨씬 좋아졌어요'],
    ['ko', '런데이보다 훨씬 좋아요'],
    ['ko', '이 앱이 훨씬 좋아요'],
  ] as const)('still praise: %s: %s', (lang, body) => {
    const d = corpusDraft(lang, 5, body, 'run')
    expect(thanked(d), `${kinds(d)} ${d.body}`).toBe(true)
  })
})
