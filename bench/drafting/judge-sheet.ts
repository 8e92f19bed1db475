/**
 * Writes what the judge needs for the held-out drafts to a file OUTSIDE the repository:
 * `npx tsx bench/drafting/judge-sheet.ts /tmp/judge/sheet.json [--unjudged]`. Whoever changes the
 * drafter runs it but never opens the file: the judge (someone else) reads it and writes
 * bench/drafting/verdicts.json as RUBRIC.md says.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { corpusAnswers } from '../../test/main/core/drafting/blind-corpus/answers'
import { APPS } from '../../test/main/core/drafting/blind-corpus/evaluate'
import { draftHeldOut, readVerdicts } from './held-out'

const [target, flag] = process.argv.slice(2)
if (!target || resolve(target).startsWith(resolve('.'))) {
  console.error('Give a file outside the repository, e.g. /tmp/judge/sheet.json')
  process.exit(2)
}
const verdicts = readVerdicts()
const items = draftHeldOut().filter((i) => flag !== '--unjudged' || verdicts[i.review.id]?.draft !== i.hash)
const sheet = items.map(({ review, draft, hash }) => ({
  id: review.id,
  hash,
  app: { ...APPS[review.app], answers: corpusAnswers(review.app).filter((a) => a.language === review.language).map((a) => ({ title: a.title, body: a.body })) },
  review,
  draft: { body: draft.body, language: draft.language, confidence: draft.assessment.confidence, reasons: draft.assessment.reasons, spam: draft.spam?.reason ?? null },
}))
mkdirSync(dirname(target), { recursive: true })
writeFileSync(target, JSON.stringify(sheet, null, 1))
console.log(`wrote ${sheet.length} drafts to judge to ${target}`)
