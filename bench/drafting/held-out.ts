/**
 * The held-out part of the blind corpus, drafted as a team with that app's voice and Answers
 * would get it. Only aggregate figures leave this module's callers (see RUBRIC.md): whoever
 * changes the drafter never reads the reviews or their verdicts one by one.
 */
import { createHash } from 'node:crypto'
import { readFileSync, existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Draft } from '../../src/main/core/drafting/types'
import { draftFor, evaluate, loadCorpus, type CorpusReview, type Outcome } from '../../test/main/core/drafting/blind-corpus/evaluate'

const here = dirname(fileURLToPath(import.meta.url))
const HELD_OUT_FOLDER = join(here, 'held-out')
const VERDICTS_FILE = join(here, 'verdicts.json')

type VerdictKind = 'SEND' | 'EDIT' | 'WRONG'

export interface Verdict {
  draft: string
  verdict: VerdictKind
  categories: string[]
  named: boolean | null
}

/** The draft as judged: its text, its confidence and whether it was held as spam. */
function draftHash(draft: Draft): string {
  return createHash('sha256')
    .update(`${draft.body}\n${draft.assessment.confidence}\n${draft.spam ? 'spam' : ''}`)
    .digest('hex')
    .slice(0, 16)
}

export interface HeldOutItem {
  review: CorpusReview
  draft: Draft
  outcome: Outcome
  hash: string
}

export function draftHeldOut(): HeldOutItem[] {
  return loadCorpus(HELD_OUT_FOLDER).map((review) => {
    const draft = draftFor(review)
    return { review, draft, outcome: evaluate(review, draft), hash: draftHash(draft) }
  })
}

export function readVerdicts(): Record<string, Verdict> {
  if (!existsSync(VERDICTS_FILE)) return {}
  const file = JSON.parse(readFileSync(VERDICTS_FILE, 'utf8')) as { verdicts?: Record<string, Verdict> }
  return file.verdicts ?? {}
}
