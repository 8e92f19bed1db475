import { describe, expect, it } from 'vitest'
import { corpusDraft } from './fixtures'

/** Round 15: what a fault reply says happened. */
const draft = (lang: string, rating: number, app: 'notes' | 'run' | 'game', body: string) =>
  corpusDraft(lang, rating, body, app)

describe('Arabic "تتجمد" (it freezes, said of a game or an app) is a freeze', () => {
  it('"اللعبة تتجمد بعد كل مستوى" apologises for the freeze', () => {
    const d = draft('ar', 1, 'game', 'اللعبة تتجمد بعد كل مستوى ولازم أعيد تشغيلها')
    expect(d.body).toMatch(/يتجمد/)
    expect(d.assessment.confidence).toBe('high')
  })
})

describe('a count of days "stuck on day 3" does not move on; it is no freeze', () => {
  it('"the daily reward is stuck on day 3" is a reward that does not update', () => {
    const d = draft(
      'en',
      4,
      'game',
      'fun game but the daily reward is stuck on day 3, it never resets',
    )
    expect(d.body).not.toMatch(/freez/)
    expect(d.body).toMatch(/daily reward/)
  })
  it('"my streak is stuck at 12 days"', () => {
    const d = draft('en', 2, 'run', 'my streak is stuck at 12 days even though i ran every day')
    expect(d.body).not.toMatch(/freez/)
  })
  it('"gets stuck on the loading screen" is still a freeze', () => {
    expect(draft('en', 2, 'game', 'game gets stuck on the loading screen').body).toMatch(/freez/)
  })
})

describe('praise of the old thing a change replaced regrets the change', () => {
  it('"loved the old icons, the new ones are ugly" hears the change, no thanks for kind words', () => {
    const d = draft(
      'en',
      3,
      'notes',
      "loved the old icons, the new ones are ugly and there's no way to switch back",
    )
    expect(d.body).toMatch(/icons/)
    expect(d.body).not.toMatch(/kind words/)
  })
  it('"Me encantaban los iconos antiguos, los nuevos son feos" is no thanks', () => {
    const d = draft('es', 3, 'notes', 'Me encantaban los iconos antiguos, los nuevos son feos')
    expect(d.plan?.moves.map((m) => m.kind)).not.toContain('thanks')
  })
  it('"way better than my old notes app" still praises', () => {
    const d = draft('en', 5, 'notes', 'love this app, way better than my old notes app')
    expect(d.body).toMatch(/kind words/)
  })
})
