import { partsOf } from './symptom'

/*
 * "voice cues cut out halfway … and the pace is all over the place", "GPS springt hin und her und
 * der Akku ist leer": a thing that opens a part of the fault's clause, with words after it that
 * say what it does, is the subject of a statement of its own — a second thing going wrong — not
 * where the first one happens ("crashes when I open the map": the map comes after other words).
 */

/** At most this many words before the thing: an article, a possessive, "also". */
const LEAD_WORDS = 2
const SPACES = /\s+/
/** Scripts written without spaces: the words after the thing are counted in characters there. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u

/** The parts of `clauses` that `name` opens and says something of; `after` skips that many leading parts. */
export function partsOpenedBy(clauses: readonly string[], name: string, after = 0): string[] {
  const key = name.toLowerCase()
  return partsOf(clauses)
    .slice(after)
    .filter((part) => {
      const low = part.toLowerCase().trim()
      const at = low.indexOf(key)
      if (at < 0) return false
      const before = low.slice(0, at).trim()
      if (before !== '' && before.split(SPACES).length > LEAD_WORDS) return false
      const rest = low.slice(at + key.length).trim()
      return UNSPACED.test(rest) ? rest.length >= 2 : rest.split(SPACES).length >= 2
    })
}
