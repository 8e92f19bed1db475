import type { ReviewAnalysis } from './intent/types'
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
}

export interface Draft {
  body: string
  /** The language the draft is written in. */
  language: string
  drafter: Drafter
  /** Why the draft needs a closer look, or why the model was not used; null when all is well. */
  note: string | null
  /** What the built-in drafter read in the review (intent, topic, named things). */
  analysis?: ReviewAnalysis
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
  tone?: ToneAdjustment
}
