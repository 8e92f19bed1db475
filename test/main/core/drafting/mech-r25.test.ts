import { describe, expect, it } from 'vitest'
import { corpusDraft, replyOf } from './fixtures'

/** A reviewer who says they already took the usual steps is told the reply knows it. */
describe('steps already tried are acknowledged', () => {
  const rows: [string, string, RegExp][] = [
    [
      'en',
      'Crashes every time I open a notebook. Reinstalled twice already, same thing.',
      /already tried/,
    ],
    [
      'de',
      'Stürzt beim Öffnen ab. Cache geleert und neu installiert, hilft nicht.',
      /schon versucht/,
    ],
    ['zh', '打开笔记就闪退，清除缓存和重装了都没用。', /尝试过/],
    ['ko', '노트 열면 앱이 꺼져요. 재설치했는데도 똑같아요.', /시도해 보셨/],
  ]
  for (const [language, body, said] of rows)
    it(`${language}: ${body}`, () => {
      expect(replyOf(corpusDraft(language, 2, body, 'notes'))).toMatch(said)
    })

  // Guard: a reinstall that lost the data is the cause of the loss, not a step tried.
  it('guard: "after I reinstalled, my notes were gone" is no step tried', () => {
    const d = corpusDraft('en', 1, 'After I reinstalled, every note I had was gone.', 'notes')
    expect(replyOf(d)).not.toMatch(/already tried/)
  })
})
