import { describe, expect, it } from 'vitest'
import { CORPUS } from './corpus'
import { evaluateCorpus, matchRates } from './corpus/evaluate'

describe('built-in drafter against the labelled corpus', () => {
  const outcomes = evaluateCorpus()

  it('is at least 300 reviews in at least 10 languages', () => {
    expect(Object.keys(CORPUS).length).toBeGreaterThanOrEqual(10)
    expect(outcomes.length).toBeGreaterThanOrEqual(300)
  })

  it('reads the labelled intent and topic in at least 90 % of reviews, and 80 % in every language', () => {
    const matched = outcomes.filter((o) => o.matched).length
    const misses = outcomes.filter((o) => !o.matched).map((o) => `${o.language} ${o.review[1]} → ${o.intent}/${o.topic}`)
    expect(matched / outcomes.length, misses.join('\n')).toBeGreaterThanOrEqual(0.9)
    for (const row of matchRates(outcomes)) expect(row.matched / row.reviews, row.language).toBeGreaterThanOrEqual(0.8)
  })

  it('never apologises to a 4–5 star review that only praises', () => {
    const sorry = outcomes.filter((o) => o.apologisedForPraise).map((o) => `${o.language} ${o.review[1]}\n  → ${o.body}`)
    expect(sorry).toEqual([])
  })

  it("keeps every draft within its store's limit", () => {
    expect(outcomes.filter((o) => o.overLimit).map((o) => o.body)).toEqual([])
  })

  it("names the requested feature and gives a refund request the store's refund path", () => {
    const missed = outcomes.filter((o) => o.missedSpecific).map((o) => `${o.language} ${o.store} ${o.review[1]}\n  → ${o.body}`)
    expect(missed).toEqual([])
  })
})

describe('built-in drafts read as written by a person', () => {
  it('never say the same three words twice (no "we help you … we help you"), in any variant or length', async () => {
    const { draftBuiltin } = await import('../../../../src/main/core/drafting/builtin/draft')
    const { voiceWith } = await import('./fixtures')
    const repeated: string[] = []
    for (const [language, reviews] of Object.entries(CORPUS)) {
      for (const [i, [rating, body]] of reviews.entries()) {
        for (const variant of [0, 1, 2, 3]) {
          for (const length of ['short', 'medium'] as const) {
            const d = draftBuiltin({ review: { id: `r${i}`, rating, body, language }, voice: voiceWith({ length }), store: 'app_store', limit: 5970, variant })
            const words = d.body.toLowerCase().match(/[\p{L}\p{M}'’]+/gu) ?? []
            const runs = words.slice(0, -2).map((w, k) => `${w} ${words[k + 1]} ${words[k + 2]}`)
            if (new Set(runs).size < runs.length) repeated.push(`${language} v${variant} ${length}: ${d.body}`)
          }
        }
      }
    }
    expect(repeated).toEqual([])
  })
})
