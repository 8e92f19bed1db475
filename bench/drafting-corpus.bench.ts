/**
 * How right the built-in drafter is, per language, over the labelled corpus
 * (`test/main/core/drafting/corpus`): intent and topic read as labelled, praise apologised to, drafts
 * over the store's limit, requested features or refund paths left out. Figures, not timings.
 */
import { evaluateCorpus, type Outcome } from '../test/main/core/drafting/corpus/evaluate'
import { HELD_OUT } from '../test/main/core/drafting/corpus/held-out'

const pct = (n: number, of: number): string => `${((100 * n) / Math.max(1, of)).toFixed(1)} %`

function report(outcomes: readonly Outcome[]): void {
  const rows = new Map<string, readonly Outcome[]>()
  for (const o of outcomes) rows.set(o.language, [...(rows.get(o.language) ?? []), o])
  const table = [...rows, ['all', outcomes] as const].map(([language, list]) => ({
    language,
    reviews: list.length,
    'intent+topic': pct(list.filter((o) => o.matched).length, list.length),
    intent: pct(list.filter((o) => o.intent === o.review[2]).length, list.length),
    'praise apologised': list.filter((o) => o.apologisedForPraise).length,
    'over limit': list.filter((o) => o.overLimit).length,
    'feature/refund missed': list.filter((o) => o.missedSpecific).length,
  }))
  console.table(table)
}

export default async function (): Promise<void> {
  console.log('Labelled corpus (the tests assert ≥ 90 %):')
  report(evaluateCorpus())
  console.log('Held out (never used to tune the word lists; not asserted):')
  report(evaluateCorpus(HELD_OUT))
}
