import type { Phrasebook, Topic } from '../phrasebooks/types'
import { detectTopics } from '../topics/detect'
import { normalizeForMatch } from '../topics/normalize'
import { holdsAny } from './match'
import { SIGNALS } from './signals'
import { deviceIn, featureIn, versionIn } from './things'
import type { Intent, IntentSignals, ReviewAnalysis, ReviewTopic, Sentiment } from './types'

type SignalList = Exclude<keyof IntentSignals, 'fillers' | 'featureFirst'>

/** Topics that describe something broken: on a low rating, a bug report. */
const DEFECTS = new Set<Topic>(['crash', 'sync', 'login', 'bug'])
/** Defects so plain that even a request phrase beside them does not make a feature request. */
const HARD_DEFECTS = new Set<Topic>(['crash', 'bug'])

function intentOf(rating: number, topics: readonly Topic[], asks: boolean, has: (list: SignalList) => boolean): Intent {
  const issues = topics.filter((t) => t !== 'praise' && t !== 'feature_request')
  const contrast = has('contrast')
  // On 4–5 stars a problem word counts only after a turn ("…, but it crashes"): "the sync just
  // works" and "never crashes" are praise.
  const complains = rating <= 2 || (rating === 3 && (issues.length > 0 || contrast)) || (contrast && issues.length > 0)
  if (has('refund')) return 'billing'
  const defect = complains && issues.some((t) => DEFECTS.has(t))
  if (has('request') && !(defect && issues.some((t) => HARD_DEFECTS.has(t)))) return 'feature_request'
  if (defect) return 'bug_report'
  if (asks && has('question')) return 'question'
  return complains ? 'complaint' : 'praise'
}

function topicOf(intent: Intent, topics: readonly Topic[]): ReviewTopic {
  if (intent === 'billing') return 'pricing'
  if (intent === 'feature_request') return 'feature_request'
  let named = topics.filter((t) => t !== 'praise' && t !== 'feature_request')
  // "I'd rather pay for premium than see these ads" is about the ads: price talk beside ads
  // is nearly always the price of getting rid of them.
  if (named.includes('ads') && named.includes('pricing')) named = ['ads', ...named.filter((t) => t !== 'ads')]
  if (intent === 'bug_report') return named.find((t) => DEFECTS.has(t)) ?? 'bug'
  // Praise for the support team or the design is praise for that, whatever else it mentions.
  if (intent === 'praise') return named.find((t) => t === 'support' || t === 'ui') ?? named[0] ?? 'praise'
  return named[0] ?? 'general'
}

function sentimentOf(rating: number, intent: Intent): Sentiment {
  if (rating <= 2) return 'negative'
  if (rating >= 4 && (intent === 'praise' || intent === 'feature_request' || intent === 'question')) return 'positive'
  return 'mixed'
}

/**
 * What a review is: its sentiment and intent first (praise, complaint, bug report, feature
 * request, billing, question), then its topic and the things it names (feature, version,
 * device). The drafter writes from this, so a topic word inside praise never earns an apology.
 */
export function analyzeReview(review: { rating: number; title?: string | null; body: string }, book: Phrasebook): ReviewAnalysis {
  const text = [review.title, review.body].filter(Boolean).join('\n')
  const rating = Math.round(review.rating)
  const signals = SIGNALS[book.code]
  const normalized = normalizeForMatch(text, book.code)
  const has = (list: SignalList): boolean => {
    const phrases = signals?.[list]
    return phrases !== undefined && holdsAny(normalized, phrases, book)
  }
  const topics = detectTopics(text, book)
  // "no se puede usar" is no question: a question needs its question mark too (Greek writes ";",
  // Armenian "՞" on the word asked about, Ethiopic "፧").
  const asks = /[?？؟՞፧\u037e]/u.test(text) || (book.code === 'el' && text.includes(';'))
  const intent = intentOf(rating, topics, asks, has)
  return {
    sentiment: sentimentOf(rating, intent),
    intent,
    topic: topicOf(intent, topics),
    topics,
    feature: intent === 'feature_request' ? featureIn(text, signals) : null,
    version: versionIn(text),
    device: deviceIn(text),
  }
}
