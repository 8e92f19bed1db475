import type { Phrasebook } from '../../phrasebooks/types'
import { SIGNALS } from '../../intent/signals'
import { ar } from './ar'
import { en } from './en'
import { pl } from './pl'
import { ru } from './ru'
import { sv } from './sv'
import { tr } from './tr'
import { uk } from './uk'
import type { Cues } from './types'

const CUES: Record<string, Cues> = { ar, en, pl, ru, sv, tr, uk }

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

/** The cue lists for a phrasebook's language, and whether they are its own or the rough fallback. */
export function cuesFor(book: Phrasebook): { cues: Cues; own: boolean } {
  const own = CUES[book.code]
  return own ? { cues: own, own: true } : { cues: fallbackCues(book), own: false }
}
