import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { evaluate, loadCorpus, type Outcome } from './blind-corpus/evaluate'

// The training part of the blind corpus (bench/drafting/CORPUS.md): reviews written by people
// who never read the drafter, labelled with what a reply must and must not do. The held-out
// part is judged outside the tests (`npm run bench drafting`); these are the floors the drafter
// keeps on the part it may be tuned to.
const outcomes: Outcome[] = loadCorpus(join(__dirname, 'blind-corpus/train')).map((review) => evaluate(review))

const describeMiss = (o: Outcome) => `${o.review.id} ${o.misses.join(' ')}: ${o.draft.body.replace(/\n/g, ' / ').slice(0, 160)}`
const share = (list: Outcome[], ok: (o: Outcome) => boolean) => list.filter(ok).length / list.length

describe('the blind training corpus', () => {
  it('has reviews in at least 15 languages', () => {
    expect(new Set(outcomes.map((o) => o.review.language)).size).toBeGreaterThanOrEqual(15)
    expect(outcomes.length).toBeGreaterThanOrEqual(300)
  })

  it('never breaks a must-not point: no promise, no thanks for a complaint, no cheer on a loss, no refund path where none belongs, no real review marked spam', () => {
    const broken = outcomes.filter((o) => o.misses.some((m) => m.startsWith('must_not:')))
    expect(broken.map(describeMiss)).toEqual([])
  })

  it('meets every must point on at least 85 % of the reviews, and on at least 60 % in each language', () => {
    const failing = outcomes.filter((o) => o.misses.length > 0)
    expect(share(outcomes, (o) => o.misses.length === 0), failing.map(describeMiss).join('\n')).toBeGreaterThanOrEqual(0.85)
    const languages = [...new Set(outcomes.map((o) => o.review.language))]
    const weak = languages
      .map((language) => ({ language, rate: share(outcomes.filter((o) => o.review.language === language), (o) => o.misses.length === 0) }))
      .filter((l) => l.rate < 0.6)
    expect(weak).toEqual([])
  })

  it('names the thing a review raises (a feature, a device, a version, a sum) in at least 80 % of the reviews that raise one', () => {
    const raising = outcomes.filter((o) => o.named !== null)
    const unnamed = raising.filter((o) => o.named === false)
    expect(share(raising, (o) => o.named === true), unnamed.map(describeMiss).join('\n')).toBeGreaterThanOrEqual(0.8)
  })

  it('gives the spam and abuse reviews no draft', () => {
    const spam = outcomes.filter((o) => o.review.must.includes('spam'))
    expect(spam.length).toBeGreaterThan(0)
    expect(share(spam, (o) => o.draft.spam !== null && o.draft.body === '')).toBeGreaterThanOrEqual(0.6)
  })
})
