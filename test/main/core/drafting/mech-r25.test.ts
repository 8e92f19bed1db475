import { describe, expect, it } from 'vitest'
import { corpusDraft, replyOf } from './fixtures'

/**
 * Two complaints joined by a plain "and" in one clause are two points: the reply names both,
 * not only the first.
 */
describe('two complaints joined by "and" are both answered', () => {
  const rows: [string, string, RegExp, RegExp][] = [
    ['fr', 'Bien trop de publicités et le niveau 120 ne se charge plus.', /niveau 120/, /publicit/],
    [
      'es',
      'Hay demasiada publicidad y el nivel 120 no se abre.',
      /nivel 120/,
      /anuncio|publicidad/,
    ],
    ['it', 'Troppa pubblicità e il livello 120 non parte.', /livello 120/, /pubblicit/],
    [
      'nl',
      'Veel te veel advertenties en level 120 start niet op.',
      /level 120/i,
      /advertenties|reclame/,
    ],
    ['pl', 'Za dużo reklam i poziom 120 w ogóle się nie ładuje.', /poziom/, /reklam/],
    ['id', 'Iklannya kebanyakan dan level 120 nggak bisa dibuka.', /level 120/i, /iklan/i],
  ]
  for (const [language, body, first, second] of rows)
    it(`${language}: ${body}`, () => {
      const reply = replyOf(corpusDraft(language, 2, body, 'game'))
      expect(reply).toMatch(first)
      expect(reply).toMatch(second)
    })

  // Guard: one fault of two things is one point, and the clause stays whole.
  it('guard: "my notes and my calendar don\'t sync" is one sync fault', () => {
    const d = corpusDraft('en', 2, 'My notes and my calendar stopped syncing.', 'notes')
    expect((d.plan?.moves ?? []).filter((m) => m.kind === 'heard')).toHaveLength(0)
  })
})

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
