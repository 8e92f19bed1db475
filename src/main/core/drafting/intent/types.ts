import type { Topic } from '../phrasebooks/types'

/** What the reviewer wants from us, decided before any wording is chosen. */
export type Intent =
  'praise' | 'complaint' | 'bug_report' | 'feature_request' | 'billing' | 'question'

export type Sentiment = 'positive' | 'mixed' | 'negative'

/** A review's topic: one of the phrasebook topics, or `general` when it names none. */
export type ReviewTopic = Topic | 'general'

export interface ReviewAnalysis {
  sentiment: Sentiment
  intent: Intent
  topic: ReviewTopic
  /** Every topic the review touches, strongest first. */
  topics: readonly Topic[]
  /** The feature a request names, in the reviewer's own words ("PDF export"), when it can be told. */
  feature: string | null
  /** An app version the review names ("3.2.1"). */
  version: string | null
  /** A device the review names ("Pixel 7", "iPad"). */
  device: string | null
}

/**
 * Phrases that reveal an intent, per language. Matched like topic keywords: at word starts
 * (`=word` for the whole word), or anywhere in languages written without spaces.
 */
export interface IntentSignals {
  /** Asking for money back, or charged wrongly. */
  refund: readonly string[]
  /** Asking for something the app does not do. */
  request: readonly string[]
  /** Asking how to do something. */
  question: readonly string[]
  /**
   * Words that make a problem word a complaint on a 4–5 star review: a turn ("but", "since the
   * update") or annoyance ("annoying", "every time"). Without one, "the sync just works" is praise.
   */
  contrast: readonly string[]
  /** Words that follow a request phrase but are not the feature ("it", "the app"). */
  fillers?: readonly string[]
  /**
   * The feature comes before the request phrase, as in verb-final languages ("डार्क मोड | जोड़ें",
   * "dark mode | add"): it is read from the words just before the phrase instead of after it.
   */
  featureFirst?: boolean
}
