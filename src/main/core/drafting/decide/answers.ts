import type { Phrasebook } from '../phrasebooks/types'
import { holdsAny } from '../read/match'
import { normalizeForMatch } from '../topics/normalize'
import type { TeamAnswer } from '../types'

/** Words that say nothing about what is asked, in the languages Answers are usually kept in. */
const FILLER = new Set(
  (
    'the a an to of in on for and or is are was be do does did how can i my me you your it this that there what why where when which with ' +
    'who will would should could get got have has need app apps application game phone use using just not no any ' +
    'der die das ein eine und oder ist ich mein wie kann zu von mit le la les un une et ou est je mon ma comment pour de des du ' +
    'el los las y o es yo mi como para con o os as um uma e é eu meu minha como para com il lo gli di che per è io de het een en is ik mijn hoe'
  ).split(' '),
)

/** Words of a text for comparing two questions: letters only, fillers out; characters in pairs where words have no spaces. */
function terms(text: string, book: Phrasebook): Set<string> {
  const norm = normalizeForMatch(text, book.code)
  if (book.matching === 'substring') {
    const chars = Array.from(norm.replace(/[^\p{L}\p{N}]/gu, ''))
    return new Set(chars.slice(0, -1).map((c, i) => c + (chars[i + 1] ?? '')))
  }
  return new Set((norm.match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length > 1 && !FILLER.has(w)).map((w) => w.slice(0, 6)))
}

/** The share of an example's words the question repeats, counting only when it repeats two or more. */
function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (b.size === 0) return 0
  let shared = 0
  for (const t of b) if (a.has(t)) shared++
  return shared >= Math.min(2, b.size) ? shared / b.size : 0
}

export interface AnswerMatch {
  answer: TeamAnswer
  score: number
}

/** A score at or above this is a match: one keyword, or an example question mostly asked again. */
const ENOUGH = 1

/**
 * The team Answer that answers what a review asks, or null. A keyword of the Answer in the
 * question counts one; an example question that shares most of its words with it counts up to
 * two; its title's words half. Only Answers in the review's language are considered (the caller
 * passes those), so a reply never switches language mid-way.
 */
export function matchAnswer(asked: string, answers: readonly TeamAnswer[], book: Phrasebook): AnswerMatch | null {
  if (answers.length === 0 || asked.trim() === '') return null
  const norm = normalizeForMatch(asked, book.code)
  const askedTerms = terms(asked, book)
  let best: AnswerMatch | null = null
  for (const answer of answers) {
    const keywords = answer.keywords.filter((k) => k.trim().length > 0)
    const keywordHits = keywords.filter((k) => holdsAny(norm, [k], book.code, book.matching, `answer:${answer.id}:${k}`)).length
    const example = Math.max(0, ...answer.examples.map((e) => overlap(askedTerms, terms(e, book))))
    const title = overlap(askedTerms, terms(answer.title, book))
    const score = Math.min(2, keywordHits) + (example >= 0.6 ? 2 * example : 0) + (title >= 0.6 ? title / 2 : 0)
    if (score >= ENOUGH && (!best || score > best.score)) best = { answer, score }
  }
  return best
}
