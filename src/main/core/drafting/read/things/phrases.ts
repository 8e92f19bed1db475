import type { PhraseGrammar } from './grammar/types'

const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}'’+-]*/gu
const MAX_WORDS = 4
const MAX_CHARS = 40
/** Words that stay out of a name even capitalised inside one ("I Love | The | Daily Challenge"). */
const FUNCTION_WORD =
  /^(?:the|a|an|my|your|our|this|that|these|those|and|or|but|of|for|with|to|in|on|at|is|it|its|i|so|very|really|just)$/u
/** Closed words that open a compound name with the noun after them ("half marathon"). */
const COMPOUND_LEAD: ReadonlySet<string> = new Set(['half'])

interface Token {
  text: string
  lower: string
  at: number
  end: number
}

function tokens(text: string): Token[] {
  return Array.from(text.matchAll(TOKEN), (m) => ({
    text: m[0],
    lower: m[0].toLowerCase().replace(/’/g, "'"),
    at: m.index,
    end: m.index + m[0].length,
  }))
}

/** Whether a word can stand in a noun phrase at all. */
function open(
  token: Token,
  previous: Token | undefined,
  grammar: PhraseGrammar,
  excluded: ReadonlySet<string>,
): boolean {
  const w = token.lower
  if (grammar.closed.has(w) || grammar.verbs.has(w) || excluded.has(w)) return false
  if (/^\d+([.,]\d+)*$/.test(w)) return false
  // "-ly" words are adverbs, but for the few that name a schedule.
  if (
    /ly$/.test(w) &&
    !/(?:daily|weekly|monthly|yearly|family|early|only|reply|supply|apply)$/.test(w)
  )
    return false
  // "-ing" words are verbs ("paying", "is showing"), but for those that name a feature ("syncing").
  if (grammar.gerunds.size > 0 && /ing$/.test(w) && w.length > 5 && !grammar.gerunds.has(w))
    return false
  if (/ing$/.test(w) && previous && grammar.auxiliaries.has(previous.lower)) return false
  if (/s$/.test(w) && previous && grammar.subjects?.has(previous.lower) === true) return false
  if (/(?:ed|n't)$/.test(w) && w.length > 4 && !/(?:speed|feed|need|bed|seed)$/.test(w))
    return false
  return true
}

/**
 * The noun phrases of a clause, in order: runs of open words, up to four, whose last word can
 * end a name and which are more than a generic word ("screen") on their own. Punctuation ends a
 * run, so a phrase never spans a comma. `excluded` are words already taken (devices, cues).
 */
export function nounPhrases(
  text: string,
  grammar: PhraseGrammar,
  excluded: ReadonlySet<string> = new Set(),
): string[] {
  const out: string[] = []
  const list = tokens(text)
  let run: Token[] = []
  const flush = () => {
    while (run.length > 0 && grammar.notHead.has(run[run.length - 1]?.lower ?? '')) run.pop()
    if (run.length > 0 && run.length <= MAX_WORDS) {
      const first = run[0] as Token
      const last = run[run.length - 1] as Token
      const phrase = text.slice(first.at, last.end)
      const single = run.length === 1
      if (
        phrase.length <= MAX_CHARS &&
        !(single && grammar.generic.has(last.lower)) &&
        /\p{L}{2}/u.test(phrase)
      )
        out.push(phrase)
    }
    run = []
  }
  list.forEach((token, i) => {
    const previous = list[i - 1]
    // Punctuation or a line between two words ends the phrase.
    // So does a sign standing alone between words ("calendar view + reminders", "A & B").
    const gap = previous ? text.slice(previous.end, token.at) : ''
    if (previous && (/[^\s\p{L}\p{N}'’+-]/u.test(gap) || /\s[+&=-]\s/u.test(gap))) flush()
    const next = list[i + 1]
    const last = run[run.length - 1]
    if (open(token, previous, grammar, excluded)) run.push(token)
    // "the new Quick Capture button": a word capitalised inside a sentence, before another, is
    // part of a name, whatever it means elsewhere.
    else if (
      previous &&
      /^\p{Lu}\p{Ll}+$/u.test(token.text) &&
      /^\s+$/u.test(text.slice(previous.end, token.at)) &&
      next &&
      /^\p{Lu}\p{Ll}+$/u.test(next.text) &&
      /^\s+$/u.test(text.slice(token.end, next.at)) &&
      !grammar.verbs.has(token.lower) &&
      !FUNCTION_WORD.test(token.lower) &&
      open(next, token, grammar, excluded)
    )
      run.push(token)
    // "the Garmin sync works": a verb's form after a name, in the same phrase, is the name's noun.
    else if (
      last === previous &&
      last !== undefined &&
      /^\p{Lu}/u.test(last.text) &&
      /^\s+$/u.test(text.slice(last.end, token.at)) &&
      grammar.nounsAfterName?.has(token.lower)
    )
      run.push(token)
    // "half marathon plan" is one name: cutting "half" off would name another plan.
    else if (
      COMPOUND_LEAD.has(token.lower) &&
      next &&
      /^\s+$/u.test(text.slice(token.end, next.at)) &&
      open(next, token, grammar, excluded)
    ) {
      flush()
      run.push(token)
    }
    // "the relaxing mode", "a racing mode": an -ing word before "mode" names which mode.
    else if (
      /^\p{Ll}{3,}ing$/u.test(token.lower) &&
      !grammar.auxiliaries.has(previous?.lower ?? '') &&
      next?.lower === 'mode' &&
      /^\s+$/u.test(text.slice(token.end, next.at))
    ) {
      flush()
      run.push(token)
    } else flush()
  })
  flush()
  return out
}
