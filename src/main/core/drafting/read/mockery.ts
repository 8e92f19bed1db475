import type { RawClause } from './clauses'
import type { ClauseFacts } from './facts'

/**
 * Praise that takes itself back. "Amazing… not", "Super… NICHT", "Génial… pas": praise with a lone
 * "not" said after it is the opposite of praise. And in a review that already sneers at a fault
 * ("Love how it pauses my run and forgets to resume"), the "10/10 would sprint across the
 * intersection again" beside it is the same joke, no compliment to thank for. Either takes the
 * praise back, so the reply never thanks for it.
 */

/** A clause that is only "not", in the drafter's languages (folded text). */
const LONE_NOT =
  /^[\s.…!]*(?:not|nicht|pas|nao|não|non|niet|inte|nie|не|ні|degil|değil|tidak|nggak|gak|không|khong)[\s.…!]*$/u

/** "10/10 would … again", "would recommend … again": the rating meme, said of what went wrong. */
const WOULD_AGAIN =
  /(?:^|\s)(?:10\/10|11\/10|5\/5|a\+|\d+ stars?)\s+would\s+(?!recommend\b|buy\b|use\b|download\b|pay\b|subscribe\b)\p{L}+(?:\s+\S+){0,6}\s+again\b/u

/** Take the praise of a clause back: the joke says nothing of its own to thank for or to name. */
function mock(f: ClauseFacts): void {
  f.sarcastic = true
  f.score = Math.min(f.score, 0)
  f.intents.delete('praise')
}

export function settleMockery(raw: readonly RawClause[], facts: ClauseFacts[]): void {
  raw.forEach((c, i) => {
    const before = facts[i - 1]
    if (i > 0 && LONE_NOT.test(c.norm) && before && before.score > 0) mock(before)
  })
  const sneers = facts.some(
    (f) => f.sarcastic && (f.intents.has('complaint') || f.intents.has('bug')),
  )
  if (!sneers) return
  raw.forEach((c, i) => {
    const f = facts[i]
    if (f && f.score > 0 && WOULD_AGAIN.test(c.norm)) mock(f)
  })
}
