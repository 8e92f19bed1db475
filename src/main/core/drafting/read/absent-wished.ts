import type { RawClause } from './clauses'
import type { ClauseFacts } from './facts'
import { saysAbsent } from './lack'

/**
 * "Giọng đọc chưa có tiếng Việt, mong sớm có nha", "Belum ada mode gelap, semoga ditambah": a
 * clause that only says something is not there yet, right before a wish, says what the wish is
 * for ("hope it comes soon" names nothing itself). Left unclaimed, the wish would be named by
 * whatever else the review mentions (the training plan it praised). Only a clause no cue claimed:
 * a fault, a question or a complaint keeps its own reading.
 */
export function markAbsentBeforeWish(
  raw: readonly RawClause[],
  facts: ClauseFacts[],
  lang: string,
): void {
  raw.forEach((c, i) => {
    const f = facts[i]
    const next = raw[i + 1]
    const g = facts[i + 1]
    if (!f || !next || !g || f.intents.size > 0 || f.sarcastic) return
    if (!g.intents.has('request') || g.pleads) return
    if (next.sentence - c.sentence > 1 || !saysAbsent(c.norm, lang)) return
    f.intents.add('request')
    f.score = Math.max(f.score, 0)
    f.cued = true
  })
}
