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
