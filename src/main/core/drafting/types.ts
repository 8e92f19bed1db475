import type { Plan } from './decide/plan'
import type { Reading } from './read/types'
import type {
  DraftStore,
  Drafter,
  ToneAdjustment,
  VoiceSettings,
} from '../../../shared/dto/drafting'

/** What drafting needs from a review (a `reviews` row fits as it is). */
export interface DraftReview {
  /** Seeds the choice of wording, so a review reads the same until "Regenerate". */
  id?: string | null
  rating: number
  title?: string | null
  body: string
  /** The store's language field (BCP-47 or `pt_BR` style), if any. */
  language?: string | null
  author?: string | null
  /** Store territory (App Store: ISO alpha-3), a hint when the text is too short to tell. */
  territory?: string | null
  /** The app version the review was written for ({version} in reply templates). */
  appVersion?: string | null
  /** A person said this review is not spam: draft it whatever it looks like. */
  markedNotSpam?: boolean
}

export type Confidence = 'high' | 'medium' | 'low'

/** How sure the drafter is that the draft can go out as it is, and why not. */
export interface Assessment {
  confidence: Confidence
  /** Plain words, most important first ("asks a question no Answer covers"); empty when high. */
  reasons: string[]
}

/**
 * A reply the team has written down for a common question, in one language ("How do I export
 * a note as PDF?" → the steps). Drafts use it for questions it answers.
 */
export interface TeamAnswer {
  id: string
  language: string
  title: string
  /** Words and phrases that mark a question this Answer covers ("PDF", "export"). */
  keywords: string[]
  /** Questions as reviewers ask them ("how do I get a PDF of a note?"). */
  examples: string[]
  /** The text a reply uses. */
  body: string
}

export interface Draft {
  /** Empty when the review is spam (`spam` says why): no reply is drafted for it. */
  body: string
  /** The language the draft is written in. */
  language: string
  drafter: Drafter
  /** Why the draft needs a closer look, or why the model was not used; null when all is well. */
  note: string | null
  /** What the drafter read in the review, and what it decided the reply must do. */
  reading?: Reading
  plan?: Plan
  /** How sure the drafter is, and why; a low draft is never auto-published. */
  assessment: Assessment
  /** Set when the review is an ad, spam or abuse: no draft, the review is marked instead. */
  spam: { reason: string } | null
  /** The reply template the draft started from, if any. */
  template?: { id: string; name: string }
}

export interface BuiltinDraftInput {
  review: DraftReview
  voice: VoiceSettings
  store: DraftStore
  /** The store's hard limit (UTF-16 units after stripping HTML). */
  limit: number
  /** 0 for the first draft; "Regenerate" asks for the next. */
  variant?: number
  /** The tones a person stacked on the draft (Shorter, Friendlier, More formal), in any order. */
  tones?: readonly ToneAdjustment[]
  /** The team's Answers for the review's app (any language; the drafter keeps the review's). */
  answers?: readonly TeamAnswer[]
}
