import { describe, expect, it } from 'vitest'
import { notesProDraft } from '../fixtures'

/**
 * Reviews written for these tests: Korean sets praise against a complaint inside a word
 * ("앱인데", "예쁜데", "좋지만"). Read as one clause, the praise before the complaint looked ironic.
 */
const TURNS: [body: string, named: string][] = [
  ['좋은 앱인데 광고가 너무 많아요', '광고'],
  ['메모 앱으로 깔끔한데 광고가 너무 자주 나와요', '광고'],
  ['기능은 정말 좋지만 광고가 너무 많아요', '광고'],
  ['화면은 예쁜데 가격이 너무 비싸요', '가격'],
]

describe('a Korean turn inside a word sets praise against a complaint; it is no sarcasm', () => {
  it.each(TURNS)(
    '"%s" is a mixed review whose complaint is heard, not a sarcastic one',
    (body, named) => {
      const d = notesProDraft('ko', 3, body)
      expect(d.reading?.sarcasm).toBe(false)
      expect(d.reading?.points.map((p) => p.intent)).toContain('complaint')
      expect(d.plan?.moves.map((m) => m.kind)).toContain('heard')
      expect(d.body).toContain(named)
    },
  )
})
