import type { Phrasebook } from '../phrasebooks/types'
import { saysPayToWin } from '../read/pay-to-win'
import { saysTooDear } from '../read/too-dear'
import type { NamedThing, Reading } from '../read/types'
import { normalizeForMatch } from '../topics/normalize'

/** What a price or push to pay said beside a fault is heard as, and what it is the price of. */
export interface DearBeside {
  about: 'price' | 'payToWin' | 'lives'
  /** The thing priced or pushed ("the boosters"), named in its clause. */
  item?: string
}

/**
 * "Keeps crashing. boosters r pricey", "le jeu plante souvent et les boosters sont hors de prix",
 * "老闪退，不充钱根本过不了": beside a fault, a clause that calls a price too high or says the game
 * makes you pay to get ahead is a second complaint, even where the reader gave it to the fault's
 * point or to no point at all (said flatly, it has no polarity of its own). A clause that only
 * names money ("I pay for premium and sync is broken") is what they pay for, not this. Only the
 * fault's own clauses and those no point claimed: another point's clause has its own line.
 */
export function dearBesideFault(
  reading: Reading,
  book: Phrasebook,
  sellable: (t: NamedThing) => boolean,
): DearBeside | undefined {
  if (reading.polarity >= 0 || reading.sarcasm) return undefined
  const claimed = (text: string, intent?: string) =>
    reading.points.some(
      (q) =>
        (intent === undefined || q.intent === intent) &&
        q.clauses.some((t) => t === text || t.includes(text)),
    )
  for (const clause of reading.clauses) {
    if (clause.polarity > 0 || clause.question) continue
    if (claimed(clause.text) && !claimed(clause.text, 'bug')) continue
    const folded = normalizeForMatch(clause.text, book.code)
    const about = saysPayToWin([folded])
      ? 'payToWin'
      : saysTooDear(folded, book.code)
        ? 'price'
        : undefined
    const lower = clause.text.toLowerCase()
    // "Se cierra sola. Y las vidas tardan una eternidad": the lives said flatly in a clause no
    // point claimed are the game's pace, heard beside the fault.
    if (!about) {
      const lives = reading.things.find(
        (t) => t.concept === 'lives' && lower.includes(t.text.toLowerCase()),
      )
      if (lives && !claimed(clause.text)) return { about: 'lives', item: lives.text }
      continue
    }
    const item = reading.things.find((t) => sellable(t) && lower.includes(t.text.toLowerCase()))
    return { about, ...(item ? { item: item.text } : {}) }
  }
  return undefined
}
