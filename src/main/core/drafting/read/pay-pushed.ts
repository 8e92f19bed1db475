import { saysPayToWin } from './pay-to-win'
import type { ClauseFacts } from './facts'
import type { RawClause } from './clauses'

/**
 * "После 300 уровня проходится только с бустерами", "ohne Booster kommt man nicht weiter": a game
 * said to hold players back until they pay is how it is made, a grievance to hear, not a fault
 * ("stuck", "doesn't go on") to ask their device and version about. Money taken or data lost in
 * the same clause keep their own reading.
 */
export function markPayPushed(raw: readonly RawClause[], facts: ClauseFacts[]): void {
  raw.forEach((c, i) => {
    const f = facts[i]
    if (!f?.intents.has('bug') || f.intents.has('data_loss') || f.intents.has('billing')) return
    if (!saysPayToWin([c.norm])) return
    f.intents.delete('bug')
    f.intents.add('complaint')
    f.score = Math.min(f.score, -1)
    f.cued = true
  })
}
