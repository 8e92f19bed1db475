import type { Cues } from './cues/types'
import { findAll, holdsAny, type Hit, type MatchMode } from './match'
import type { BillingCase, Intent } from './types'

/**
 * What the reader knows of each clause while it reads a review, and the small reads every pass
 * over the clauses shares: the hits of a cue list, a negator before a hit.
 */

export interface Context {
  lang: string
  mode: MatchMode
  cues: Cues
}

export interface ClauseFacts {
  score: number
  /** The score before sarcasm turned it around. */
  plainScore: number
  /** Sarcastic only because of a phrase that can be meant ("just what I needed"). */
  ironyOnlyByPhrase: boolean
  /** Praise in scare quotes ("the 'improved' editor"): sarcasm when the review complains anywhere. */
  scareQuoted: boolean
  intents: Set<Intent>
  sarcastic: boolean
  billingCases: Set<BillingCase>
  supportFailed: boolean
  storeLoop: boolean
  deletion: boolean
  legal: boolean
  cued: boolean
  /** Pleads for a fix or for help ("please fix it", "help!"): no suggestion, no question. */
  pleads: boolean
  /** Cannot get into the account. */
  lockedOut: boolean
  /** Set against praise, it says what the app costs ("…but they charge for everything now"). */
  priced?: boolean
  /** Names a fault only to say it does not happen ("never crashes", "nicht abstürzen würde"). */
  deniedFault: boolean
  /** Lets down without a word of blame: "expected more", praise of what the app once was. */
  letdown: boolean
  /** Says the team took a feature away ("they removed the export", "nur noch im Abo"). */
  taken: boolean
  /** Its praise is only put in negative words ("no problems", "nenhum problema"). */
  deniedOnly: boolean
  /** Read as an unexpected charge only from a denial with no money word in the clause ("never made an account"). */
  bareDenial?: true
  /** Tells of the app the reviewer left: its price and its faults are that app's, not ours. */
  elsewhere?: boolean
}

export function hits(norm: string, list: readonly string[], ctx: Context, key: string): Hit[] {
  return list.length === 0 ? [] : findAll(norm, list, ctx.lang, ctx.mode, key)
}

/**
 * Whether a negator stands just before a hit ("not great", "never crashes"); `near` asks for
 * it right before ("not bad"), so "won't even open anymore" keeps its "anymore".
 */
export function negated(norm: string, hit: Hit, ctx: Context, near = false): boolean {
  const { negators, negation } = ctx.cues
  if (negation?.before?.test(norm.slice(Math.max(0, hit.at - 8), hit.at))) return true
  if (negators.length === 0) return false
  const words = ctx.mode === 'word' || negation?.words === true
  const reach = negation?.reach ?? (ctx.mode === 'substring' ? 3 : 22)
  // A language that sets its own reach (Arabic "وما فيه ولا مشكلة") keeps it for "not bad" too.
  const from = Math.max(
    0,
    hit.at - (near && !negation?.reach ? (ctx.mode === 'substring' ? 2 : 9) : reach),
  )
  let window = norm.slice(from, hit.at)
  // Start the window at a word start, so "cannot" cut to "not" is not read as "not".
  if (words && from > 0 && /[\p{L}\p{N}]/u.test(norm[from - 1] ?? ''))
    window = window.slice(window.indexOf(' ') + 1)
  if (negation?.nouns) window = window.replace(negation.nouns, ' ')
  return holdsAny(window, negators, ctx.lang, words ? 'word' : ctx.mode, 'negators', true)
}

/** "不具合もなく", "오류 하나 없이": a fault word its language negates after it. */
export function absentAfter(norm: string, hit: Hit, ctx: Context): boolean {
  const after = ctx.cues.negation?.after
  return after !== undefined && after.test(norm.slice(hit.end, hit.end + 12))
}

export const complains = (f: ClauseFacts | undefined): boolean =>
  f !== undefined &&
  (f.score < 0 ||
    ['complaint', 'bug', 'billing', 'data_loss'].some((i) => f.intents.has(i as Intent)))

/** A clause's words only, for comparing a whole clause with a cue ("Great." is "great"). */
export const bare = (s: string) =>
  s
    .replace(/[^\p{L}\p{N}\s']+/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ')
