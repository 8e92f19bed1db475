import { describe, expect, it } from 'vitest'
import { draftBuiltin } from '../../../../src/main/core/drafting/builtin/draft'
import type { ToneAdjustment } from '../../../../src/shared/dto/drafting'
import { REVIEWS, voiceWith } from './fixtures'

/** The languages with full reply lines, where Friendlier has a sentence for the feeling. */
const FULL = [
  'en',
  'de',
  'fr',
  'es',
  'pt',
  'it',
  'nl',
  'pl',
  'ru',
  'uk',
  'tr',
  'sv',
  'ar',
  'ja',
  'ko',
  'zh',
  'zh-Hant',
  'hi',
  'id',
  'vi',
]

const draft = (body: string, language: string, rating: number, tones: ToneAdjustment[] = []) =>
  draftBuiltin({
    voice: voiceWith(),
    store: 'google_play',
    limit: 350,
    review: { rating, body, language, author: null },
    tones,
  }).body

/** The reply after its greeting line (Japanese replies have none). */
const afterGreeting = (body: string) =>
  body.includes('\n') ? body.slice(body.indexOf('\n') + 1) : body

describe('Friendlier', () => {
  it.each(FULL)(
    'on an angry review in %s, opens by acknowledging the feeling, before the apology',
    (language) => {
      const review = REVIEWS[language]?.low as string
      const plain = afterGreeting(draft(review, language, 1))
      const friendlier = afterGreeting(draft(review, language, 1, ['friendlier']))
      // The plain reply's first words now come after a sentence of their own.
      const start = plain.slice(0, 12)
      expect(friendlier.indexOf(start)).toBeGreaterThan(0)
      const added = friendlier.slice(0, friendlier.indexOf(start)).trim()
      expect(added.length).toBeGreaterThan(5)
      expect(plain).not.toContain(added)
    },
  )

  it.each(['en', 'de', 'ja'])(
    'on praise in %s, adds no sentence about feelings in front',
    (language) => {
      const review = REVIEWS[language]?.high as string
      const plain = afterGreeting(draft(review, language, 5))
      const friendlier = afterGreeting(draft(review, language, 5, ['friendlier']))
      expect(friendlier.startsWith(plain.slice(0, 12))).toBe(true)
    },
  )

  it('reads the text, not the stars: a 5-star review that is a furious complaint gets the acknowledgement', () => {
    const furious =
      'Five stars so you see this: the update deleted every note I had and support ignores me. I am furious.'
    const plain = afterGreeting(draft(furious, 'en', 5))
    const friendlier = afterGreeting(draft(furious, 'en', 5, ['friendlier']))
    expect(friendlier).not.toBe(plain)
    expect(friendlier.split(/(?<=\.)\s/)[0]).toMatch(/frustrat|upset/i)
  })
})

describe('stacked tones', () => {
  it('Shorter with Friendlier is shorter than Friendlier alone, and keeps the acknowledgement', () => {
    const review =
      'The sync broke after the update and my tablet shows nothing. Really disappointing.'
    const voice = voiceWith({ length: 'medium' })
    const run = (tones: ToneAdjustment[]) =>
      draftBuiltin({
        voice,
        store: 'google_play',
        limit: 350,
        review: { rating: 2, body: review, language: 'en', author: 'Dana' },
        tones,
      }).body
    const friendlier = run(['friendlier'])
    const both = run(['shorter', 'friendlier'])
    expect(both.length).toBeLessThan(friendlier.length)
    expect(both).toMatch(/frustrat|upset/i)
  })

  it.each(['en', 'de', 'es', 'ja', 'ru', 'hi'])(
    'Shorter always shortens, in %s, on a complaint and on praise',
    (language) => {
      for (const [review, rating] of [
        [REVIEWS[language]?.low as string, 1],
        [REVIEWS[language]?.high as string, 5],
      ] as const) {
        expect(draft(review, language, rating, ['shorter']).length).toBeLessThan(
          draft(review, language, rating).length,
        )
      }
    },
  )
})
