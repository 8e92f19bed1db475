import { LANGUAGES_OF_WORD } from '../../language/lexicon'
import { scriptCounts } from '../../language/scripts'
import type { Phrasebook } from '../../phrasebooks/types'
import { SIGNALS } from './signals'
import type { MatchMode } from '../match'
import { ar } from './ar'
import { de } from './de'
import { en } from './en'
import { es } from './es'
import { fr } from './fr'
import { hi } from './hi'
import { hiLatn } from './hi-latn'
import { id } from './id'
import { it } from './it'
import { ja } from './ja'
import { ko } from './ko'
import { nl } from './nl'
import { pl } from './pl'
import { pt } from './pt'
import { ru } from './ru'
import { sv } from './sv'
import { tr } from './tr'
import { uk } from './uk'
import type { Cues } from './types'
import { withLetdowns } from './letdown'
import { withObscured } from './obscured'
import { withDull } from './dull'
import { withInflections } from './inflect'
import { withMotivating } from './motivating'
import { withPlainPraise } from './plain-praise'
import { vi } from './vi'
import { zh } from './zh'
import { zhHant } from './zh-hant'

const OWN: Record<string, Cues> = { en, de, fr, es, pt, it, nl, pl, ru, uk, tr, sv, ar, hi, id, ja, ko, vi, zh, 'zh-Hant': zhHant }
const CUES: Record<string, Cues> = Object.fromEntries(Object.entries(OWN).map(([lang, cues]) => [lang, withInflections(lang, withPlainPraise(lang, withMotivating(lang, withDull(lang, withObscured(lang, withLetdowns(lang, cues))))))]))

/**
 * Languages often typed in Latin letters instead of their own script, with the cues that read
 * them that way (under their own code, so their lists never mix with the native ones).
 */
const ROMANISED: Record<string, { code: string; cues: Cues }> = {
  hi: { code: 'hi-Latn', cues: hiLatn },
}

const none: readonly string[] = []
const fallbacks = new Map<string, Cues>()

/**
 * A rougher reading for languages without their own cue lists: the phrasebook's topic words
 * and the intent phrases every phrasebook language has. The drafter says so in its reasons.
 */
function fallbackCues(book: Phrasebook): Cues {
  let found = fallbacks.get(book.code)
  if (found) return found
  const signals = SIGNALS[book.code]
  const contrast = signals?.contrast ?? none
  found = {
    positive: book.keywords.praise,
    // The old lists put the turn words first ("but", "however"), then words of annoyance.
    negative: contrast.slice(3),
    negators: none,
    sarcasm: ['🙄', '🙃', '😒'],
    ironic: none,
    contrast: contrast.slice(0, 3),
    bug: [...book.keywords.crash, ...book.keywords.bug],
    request: signals?.request ?? none,
    question: signals?.question ?? none,
    billing: book.keywords.pricing,
    charge: { afterCancel: none, twice: none, unknown: none, refund: signals?.refund ?? none, missing: none, charged: none, cancelled: none },
    privacy: ['gdpr', 'privacy'],
    account: book.keywords.login,
    lockedOut: none,
    deletion: none,
    loss: { words: none, objects: none, phrases: none },
    supportFailed: none,
    storeLoop: none,
    abuse: none,
    legal: none,
    spam: none,
  }
  fallbacks.set(book.code, found)
  return found
}

/** How a review is read: the cue lists, the language they are compiled for, and how they match. */
export interface Reader {
  cues: Cues
  /** Whether the cues are the language's own, or the rough fallback. */
  own: boolean
  lang: string
  mode: MatchMode
}

function mostlyLatin(text: string): boolean {
  let latin = 0
  let all = 0
  for (const [script, n] of scriptCounts(text)) {
    all += n
    if (script === 'Latin') latin += n
  }
  return latin > 0 && latin >= all / 2
}

/**
 * Whether a Latin-script text under an English store language is really the other language:
 * two of its own words (the detection lexicon's), or one in a text of a few words
 * ("voice guidance add karo please"). Its cues hold English's too, so a mixed text loses nothing.
 */
function writtenIn(text: string, language: string): boolean {
  const tokens = text.toLowerCase().match(/\p{L}+/gu) ?? []
  const own = new Set(tokens.filter((t) => LANGUAGES_OF_WORD.get(t)?.includes(language) && !LANGUAGES_OF_WORD.get(t)?.includes('en'))).size
  return own >= 2 || (own >= 1 && tokens.length <= 8)
}

/**
 * The reader for a review: its phrasebook's cues, except for a language typed in Latin letters
 * ("app bahut accha hai"), which arrives under its own store language or an English one (Google
 * Play's en-IN) and is read with the cues of its romanised form.
 */
export function readerFor(book: Phrasebook, text: string): Reader {
  for (const [language, romanised] of Object.entries(ROMANISED)) {
    if (book.code !== language && book.code !== 'en') continue
    if (!mostlyLatin(text)) continue
    if (book.code === language || writtenIn(text, language)) return { cues: romanised.cues, own: true, lang: romanised.code, mode: 'word' }
  }
  const { cues, own } = cuesFor(book)
  return { cues, own, lang: book.code, mode: book.matching }
}

/** The cue lists for a phrasebook's language, and whether they are its own or the rough fallback. */
function cuesFor(book: Phrasebook): { cues: Cues; own: boolean } {
  const own = CUES[book.code]
  return own ? { cues: own, own: true } : { cues: fallbackCues(book), own: false }
}
