import { describe, expect, it } from 'vitest'
import { starsSlip } from '../../../../src/main/core/drafting/read/stars-slip'
import type { Draft } from '../../../../src/main/core/drafting/types'
import { corpusDraft } from './fixtures'

const draft = (lang: string, rating: number, body: string): Draft =>
  corpusDraft(lang, rating, body, 'game')

const kinds = (d: Draft) => (d.plan?.moves ?? []).map((m) => m.kind)
const APOLOGY = ['sorry', 'sorryCrash', 'sorryLoss', 'heard', 'billing', 'lockedOut']

describe('a review that says the stars were a slip is answered as the rating it meant', () => {
  // A love letter under one star was asked what is missing, or apologised to.
  const slips: [string, number, string][] = [
    ['en', 1, 'Oops meant to give 5 stars, love this game'],
    ['ko', 1, '별점 잘못 눌렀어요 ㅠㅠ 게임 너무 재밌어요'],
    ['de', 1, 'Sorry, wollte eigentlich 5 Sterne geben! Tolles Spiel'],
    ['es', 1, 'Perdón, quise poner 5 estrellas, el juego es genial'],
    ['ja', 1, '星の数を間違えました。本当は5です。とても楽しい'],
    ['fr', 2, "Je me suis trompé d'étoiles, c'est 5 en vrai, super jeu"],
    ['pt', 1, 'Foi sem querer a 1 estrela, o jogo é ótimo'],
    ['ru', 1, 'Случайно поставил 1 звезду, игра отличная'],
    ['zh', 1, '手滑点错了一星，其实很好玩'],
  ]
  for (const [lang, stars, body] of slips)
    it(`${lang}: ${body}`, () => {
      const d = draft(lang, stars, body)
      expect(kinds(d), d.body).not.toContain('askMissing')
      expect(
        kinds(d).some((k) => APOLOGY.includes(k)),
        d.body,
      ).toBe(false)
      expect(d.assessment.reasons.join(' ')).toMatch(/stars were a slip/)
    })

  it('reads the count they meant, else five', () => {
    expect(starsSlip('Meant to give 4 stars, sorry!', 'en', 1)?.stars).toBe(4)
    expect(starsSlip('Случайно поставил 1 звезду, игра отличная', 'ru', 1)?.stars).toBe(5)
    expect(starsSlip('Wrong stars, love it', 'en', 2)?.body).toBe('love it')
  })

  it('is no slip where the stars are withheld or the mistake is something else', () => {
    const guards: [string, number, string, string][] = [
      ['en', 1, 'Would be 5 stars but it crashes every time I pause', 'sorryCrash'],
      ['es', 1, 'Quise darle 5 estrellas pero el juego se cierra solo', 'sorryCrash'],
      ['en', 1, "Deleted my notes by mistake and can't get them back. 1 star", 'sorryLoss'],
    ]
    for (const [lang, stars, body, move] of guards) {
      const d = draft(lang, stars, body)
      expect(kinds(d), d.body).toContain(move)
      expect(d.assessment.reasons.join(' ')).not.toMatch(/stars were a slip/)
    }
    expect(starsSlip('게임이 별로고 잘못 다운받은 것 같아요', 'ko', 2)).toBeNull()
  })
})
