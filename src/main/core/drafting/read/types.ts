import type { Topic } from '../phrasebooks/types'
import type { Elsewhere } from './elsewhere'

/**
 * What a clause of a review does. A review usually does several things ("love it, but it
 * crashes, and how do I export?"); its reply answers the most serious first.
 */
export type Intent =
  | 'praise'
  | 'complaint'
  | 'bug'
  | 'request'
  | 'question'
  | 'billing'
  | 'privacy'
  | 'account'
  | 'data_loss'
  | 'spam'
  | 'abuse'

/** Most serious first: the order in which a reply takes up the points a review makes. */
export const INTENT_SEVERITY: readonly Intent[] = [
  'spam',
  'abuse',
  'data_loss',
  'billing',
  'privacy',
  'account',
  'bug',
  'question',
  'complaint',
  'request',
  'praise',
]

/** -1 negative, 0 neither or both, 1 positive. */
export type Polarity = -1 | 0 | 1

type ThingKind = 'feature' | 'screen' | 'device' | 'os' | 'version' | 'purchase'

/** Something concrete a review names, as a reply may quote it. */
export interface NamedThing {
  kind: ThingKind
  /** The words a reply uses for it, in the review's language ("PDF export", "Redmi Note 12"). */
  text: string
  /** The feature it is, when the phrasebook knows it (`pdf_export`); null for the reviewer's own words. */
  concept: string | null
  /** What the clause naming it says about it. */
  polarity: Polarity
  /** The intent of the clause naming it. */
  intent: Intent
  /** Named in a clause that says nothing of it by itself ("Tags + nested folders"). */
  bare: boolean
}

export type BillingCase = 'charged_after_cancel' | 'cannot_cancel' | 'charged_twice' | 'wrong_plan' | 'renewed_unwarned' | 'trial_converted' | 'unknown_charge' | 'refund' | 'purchase_missing' | 'family_sharing' | 'wrong_currency' | 'price_rise' | 'child_purchase' | 'other'

export interface Clause {
  text: string
  intents: Intent[]
  polarity: Polarity
  /** Praise said with a rolled eye ("oh great, another redesign 🙄"). */
  sarcastic: boolean
  question: boolean
  topics: Topic[]
  /** It says they cannot get in ("can't log in", "forgot my password"), not only that they were signed out. */
  lockedOut?: true
  /** Its praise is only put in negative words ("no problems"): beside a fault it concedes, it thanks for nothing. */
  deniedOnly?: true
}

export interface TopicReading {
  topic: Topic
  polarity: Polarity
}

/** One point the review makes, with the clauses that make it. */
export interface Point {
  intent: Intent
  clauses: string[]
  things: NamedThing[]
}

/** Everything the drafter knows about a review before it writes a word. */
export interface Reading {
  /** The phrasebook language the review was read in. */
  language: string
  clauses: Clause[]
  /** Most serious first; never empty (a review with nothing to read is praise or a complaint by its stars). */
  points: Point[]
  main: Intent
  /** The whole review: what the text says, the stars only breaking a tie. */
  polarity: Polarity
  topics: TopicReading[]
  things: NamedThing[]
  billing: BillingCase | null
  /** They ask for their money back, whatever the case ("bought remove-ads, still ads, refund me"). */
  refundAsked?: true
  /** They say support (or the team) did not answer or help. */
  supportFailed: boolean
  /** They were sent between the store and the developer. */
  storeLoop: boolean
  /** They ask to have their account or data deleted. */
  wantsDeletion: boolean
  /** Asks for a copy of the personal data the team holds: a request to act on, with the direct contact. */
  wantsDataCopy?: true
  /** A lawyer, a regulator, the police. */
  legal: boolean
  sarcasm: boolean
  /**
   * It lets down without naming a fault: "expected more", "back to pen and paper", praise of
   * what the app once was. Absent when it does not.
   */
  letdown?: boolean
  /**
   * It says the team took a feature away: removed it or put it behind a paywall ("they removed
   * the PDF export", "nur noch im Abo"). Absent when it does not.
   */
  taken?: boolean
  /**
   * The words that state a personal achievement the app helped with ("lost 12 kg", "my first
   * half marathon", "finished level 500"). Absent when it states none.
   */
  achieved?: string
  /**
   * The review is about something else: another app it took this one for (`app`), or trouble it
   * says is not the app's (`outside`). Absent when it is about this app.
   */
  elsewhere?: Elsewhere
  /**
   * They say they already deleted their own account ("I deleted my account, still getting
   * mails"): steps to delete it or to get back in would answer nothing. Absent when they do not.
   */
  deletedAccount?: true
  /** The app makes them create an account to use it, and they hold it against the app. */
  forcedAccount?: true
  /** Whether any word of the text said something (else the stars decided). */
  cued: boolean
  /** An ad, spam or abuse: why, in plain words. */
  spam: string | null
  /** The clause that asks, when the review asks something. */
  question: string | null
  /** Why the reading itself is unsure ("the text is too short to tell"). */
  doubts: string[]
}
