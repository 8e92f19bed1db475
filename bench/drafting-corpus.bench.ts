/**
 * How right the built-in drafter is on reviews it was never tuned to: the held-out part of the
 * blind corpus (bench/drafting/CORPUS.md). Prints only aggregates, by language and by kind:
 * - the labels' must / must-not points met, checked automatically;
 * - how many drafts name the concrete thing a review raises;
 * - the judge's SEND / EDIT / WRONG (bench/drafting/RUBRIC.md) for drafts judged as they are now.
 * The training part's figures come first, for comparison.
 */
import { evaluate, loadCorpus } from '../test/main/core/drafting/blind-corpus/evaluate'
import { draftHeldOut, readVerdicts, type HeldOutItem, type Verdict } from './drafting/held-out'

const pct = (n: number, of: number): string => (of === 0 ? '–' : `${((100 * n) / of).toFixed(0)} %`)

interface Row {
  reviews: number
  checks: number
  raised: number
  named: number
  judged: number
  send: number
  edit: number
  wrong: number
}

const empty = (): Row => ({ reviews: 0, checks: 0, raised: 0, named: 0, judged: 0, send: 0, edit: 0, wrong: 0 })

function add(row: Row, item: HeldOutItem, verdict: Verdict | undefined): void {
  row.reviews++
  if (item.outcome.misses.length === 0) row.checks++
  if (item.outcome.named !== null) {
    row.raised++
    if (item.outcome.named) row.named++
  }
  if (verdict) {
    row.judged++
    if (verdict.verdict === 'SEND') row.send++
    else if (verdict.verdict === 'EDIT') row.edit++
    else row.wrong++
  }
}

function table(rows: Map<string, Row>): void {
  console.table(
    Object.fromEntries(
      [...rows].map(([key, r]) => [
        key,
        {
          reviews: r.reviews,
          'checks met': pct(r.checks, r.reviews),
          named: `${pct(r.named, r.raised)} of ${r.raised}`,
          judged: r.judged,
          SEND: pct(r.send, r.judged),
          EDIT: pct(r.edit, r.judged),
          WRONG: pct(r.wrong, r.judged),
        },
      ]),
    ),
  )
}

export default async function (): Promise<void> {
  const train = loadCorpus('test/main/core/drafting/blind-corpus/train').map((r) => evaluate(r))
  const trainRaised = train.filter((o) => o.named !== null)
  console.log(
    `Training part (tuned to; its checks run in npm test): ${train.length} reviews, checks met ${pct(train.filter((o) => o.misses.length === 0).length, train.length)}, named ${pct(trainRaised.filter((o) => o.named).length, trainRaised.length)}`,
  )

  const items = draftHeldOut()
  const verdicts = readVerdicts()
  const current = (i: HeldOutItem) => (verdicts[i.review.id]?.draft === i.hash ? verdicts[i.review.id] : undefined)
  const all = empty()
  const byLanguage = new Map<string, Row>()
  const byKind = new Map<string, Row>()
  const misses = new Map<string, number>()
  const categories = new Map<string, number>()
  for (const item of items) {
    const verdict = current(item)
    add(all, item, verdict)
    const language = byLanguage.get(item.review.language) ?? empty()
    add(language, item, verdict)
    byLanguage.set(item.review.language, language)
    for (const kind of item.review.kinds) {
      const row = byKind.get(kind) ?? empty()
      add(row, item, verdict)
      byKind.set(kind, row)
    }
    for (const m of item.outcome.misses) misses.set(m, (misses.get(m) ?? 0) + 1)
    if (verdict && verdict.verdict !== 'SEND') for (const c of verdict.categories) categories.set(c, (categories.get(c) ?? 0) + 1)
  }

  console.log(`\nHeld out (never read by whoever changes the drafter): ${items.length} reviews in ${byLanguage.size} languages`)
  console.log(
    `  judged as they are now: ${all.judged} (${items.length - all.judged} drafts changed since judged or never judged)` +
      `\n  SEND ${pct(all.send, all.judged)}   EDIT ${pct(all.edit, all.judged)}   WRONG ${pct(all.wrong, all.judged)}   (targets: SEND ≥ 70 %, WRONG ≤ 5 %)` +
      `\n  named ${pct(all.named, all.raised)} of ${all.raised} reviews that raise something concrete (target ≥ 60 %)` +
      `\n  label checks met ${pct(all.checks, all.reviews)}`,
  )
  console.log('\nBy language:')
  table(new Map([...byLanguage].sort(([a], [b]) => a.localeCompare(b))))
  console.log('By kind:')
  table(new Map([...byKind].sort(([, a], [, b]) => b.reviews - a.reviews)))
  console.log('Label checks missed, by point:', Object.fromEntries([...misses].sort((a, b) => b[1] - a[1])))
  console.log('Judged failure categories (EDIT and WRONG):', Object.fromEntries([...categories].sort((a, b) => b[1] - a[1])))
}
