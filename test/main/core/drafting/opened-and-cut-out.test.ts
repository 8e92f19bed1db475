import { describe, expect, it } from 'vitest'
import { corpusDraft, replyOf } from './fixtures'

/** A file the reviewer opens is a document: the reply never claims the export feature failed. */
describe('a file opened is no export', () => {
  const opened: [string, string][] = [
    ['de', 'Super App! Leider stürzt sie beim Öffnen von PDFs ab.'],
    ['fr', "Super appli mais elle plante quand j'ouvre un PDF."],
  ]
  for (const [language, review] of opened)
    it(`${language}: ${review}`, () => {
      const d = corpusDraft(language, 5, review)
      expect(replyOf(d), d.body).not.toMatch(/export/i)
      expect(replyOf(d), d.body).toMatch(/leid|Désolés|Navrés/)
    })
})

/** "GPSがよく途切れます" after praise is a fault to apologise for, never thanked for. */
describe('a signal that keeps cutting out', () => {
  const cutOut: [string, string, RegExp][] = [
    ['ja', 'とても使いやすいです。ただ、最近GPSがよく途切れます。', /申し訳/],
    ['zh', '很好用，就是GPS断断续续的。', /抱歉/],
  ]
  for (const [language, review, sorry] of cutOut)
    it(`${language}: ${review}`, () => {
      const d = corpusDraft(language, 5, review, 'run')
      expect(replyOf(d), d.body).toMatch(sorry)
      expect(replyOf(d), d.body).not.toMatch(/GPSについて嬉しい/)
    })
})

/** "玩不腻" (never tired of playing it) is praise, thanked for, not a bare "thanks for the feedback". */
it('zh: never tired of playing is praise', () => {
  const d = corpusDraft('zh', 5, '每天都有新关卡，玩不腻！', 'game')
  expect(replyOf(d), d.body).toMatch(/关卡/)
  expect(replyOf(d), d.body).not.toMatch(/反馈/)
  // Written without spaces, a sentence still never opens with what the one before just said.
  expect(replyOf(d), d.body).not.toMatch(/很高兴[^。]*。很高兴/)
})
