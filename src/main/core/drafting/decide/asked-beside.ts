/**
 * "Is there an Apple Watch version? Would love to leave my phone at home": beside a wish, the
 * reader sets a bare question mark aside (a wish is no question), so the question is only in the
 * clause next to the wish, read as nothing. It still asks about the wished thing: where the team
 * has an Answer to it, that is the reply, as for a wish asked with a mark of its own.
 */
import type { Reading } from '../read/types'

const ASKED = /[?？؟]\s*$/u

/** The wish's own asked clauses, and an asked clause right beside one of them that the reader read as nothing. */
export function askedBeside(wish: readonly string[], reading: Reading): string[] {
  const own = wish.filter((c) => ASKED.test(c))
  const texts = reading.clauses.map((c) => c.text)
  const beside = reading.clauses.filter((c, i) => {
    if (c.intents.length > 0 || !ASKED.test(c.text) || wish.includes(c.text)) return false
    return wish.includes(texts[i - 1] ?? '') || wish.includes(texts[i + 1] ?? '')
  })
  return [...own, ...beside.map((c) => c.text)]
}
