import { complains, type ClauseFacts } from './facts'
import type { RawClause } from './clauses'

/**
 * "Синхронизация отличная. Особенно когда она удаляет заметку.", "Great sync, especially when it
 * deletes my notes", "Super, vor allem wenn alles weg ist": praise whose "especially when" goes on
 * to a fault is said with a rolled eye. The praise just before it (the run of praise clauses it
 * closes) is no kind word to thank for; the fault is what the review is about. "Especially when I
 * travel" after praise goes on praising, and stays praise. Folded text (Latin accents dropped).
 */
const ESPECIALLY_WHEN =
  /^(?:and |but )?(?:especially|particularly|above all|mostly) when|^(?:и |а )?(?:особенно|тем более|в особенности) когда|^(?:і |а )?особливо (?:коли|як)|^(?:et )?surtout (?:quand|lorsque|lorsqu)|^(?:und )?(?:vor allem|besonders|insbesondere|gerade) (?:wenn|als|dann wenn)|^(?:y )?(?:sobre todo|especialmente) cuando|^(?:e )?(?:specialmente|soprattutto|specie) quando|^(?:och )?(?:speciellt|sarskilt|framfor allt|isynnerhet) nar|^(?:و)?(?:خاصة|خصوصا|خصوصاً|بالذات) (?:لما|عندما|لمن|حين)|^(?:और )?(?:खासकर|ख़ासकर|खास तौर पर|ख़ास तौर पर) जब/u

export function markEspeciallyWhen(raw: readonly RawClause[], facts: ClauseFacts[]): void {
  raw.forEach((c, i) => {
    if (i === 0 || !ESPECIALLY_WHEN.test(c.norm) || !complains(facts[i])) return
    for (let j = i - 1; j >= 0; j--) {
      const f = facts[j]
      if (!f || f.score <= 0 || !f.intents.has('praise')) break
      f.sarcastic = true
      f.score = -1
      f.intents.delete('praise')
      if (f.intents.size === 0) f.intents.add('complaint')
    }
  })
}
