import { FEATURES } from '../../../../../src/main/core/drafting/read/things/features/index'
import { draftBuiltin } from '../../../../../src/main/core/drafting/builtin/draft'
import { replyLength } from '../../../../../src/main/core/drafting/text/html'
import { phrasebookFor } from '../../../../../src/main/core/drafting/phrasebooks'
import type { Intent, TopicReading } from '../../../../../src/main/core/drafting/read/types'
import { DEFAULT_VOICE } from '../../../../../src/main/core/drafting/voice/defaults'
import type { DraftStore } from '../../../../../src/shared/dto/drafting'
import { CORPUS, TERRITORY } from './index'
import type { Labelled } from './types'

const voice = { ...DEFAULT_VOICE, brandName: 'Acme Notes', supportContact: 'help@acme.example' }
const LIMIT: Record<DraftStore, number> = { google_play: 350, app_store: 5970 }
const REFUND_PATH: Record<DraftStore, string> = {
  app_store: 'reportaproblem.apple.com',
  google_play: 'play.google.com/store/account/orderhistory',
}
/** Intents whose topic the dashboard counts as worse: the labelled topic must read negative. */
const PROBLEMS = new Set<Intent>(['complaint', 'bug', 'data_loss', 'account', 'billing'])

export interface Outcome {
  language: string
  review: Labelled
  store: DraftStore
  body: string
  /** The reading's main intent. */
  intent: Intent | undefined
  topics: readonly TopicReading[]
  /** Labelled intent and topic both matched. */
  matched: boolean
  /** A 4–5 star review labelled praise whose draft apologises. */
  apologisedForPraise: boolean
  overLimit: boolean
  /** A labelled feature the draft does not name, or a refund without the store's path. */
  missedSpecific: boolean
}

/**
 * Whether a draft names a labelled feature: as written, or, where the language names features
 * in their own form rather than the reviewer's case ("общий доступ" for "совместного доступа"),
 * by its main word.
 */
function names(body: string, feature: string, language: string): boolean {
  if (body.includes(feature)) return true
  if (FEATURES[language]?.echo !== false) return false
  const lower = body.toLocaleLowerCase()
  return feature.split(/\s+/).some((w) => w.length >= 4 && lower.includes(w.slice(0, 4).toLocaleLowerCase()))
}

/** Whether the reading's topics hold the labelled one, with the polarity its intent implies. */
function topicMatched(topics: readonly TopicReading[], label: Labelled): boolean {
  const [, , intent, topic] = label
  if (topic === null) return !topics.some((t) => t.polarity < 0)
  const found = topics.find((t) => t.topic === topic)
  if (!found) return false
  return PROBLEMS.has(intent) ? found.polarity < 0 : found.polarity >= 0
}

/**
 * Drafts every labelled review the way the product meets it: half as Google Play reviews (the
 * store sends a language, 350-character limit), half as App Store reviews (no language, only a
 * territory: the drafter detects it).
 */
export function evaluateCorpus(corpus: Record<string, readonly Labelled[]> = CORPUS): Outcome[] {
  const out: Outcome[] = []
  for (const [language, reviews] of Object.entries(corpus)) {
    const book = phrasebookFor(language)!
    reviews.forEach((review, i) => {
      const [rating, text, intent, , feature] = review
      const store: DraftStore = i % 2 === 0 ? 'google_play' : 'app_store'
      const d = draftBuiltin({
        review: {
          id: `${language}-${i}`,
          rating,
          body: text,
          language: store === 'google_play' ? language : null,
          territory: store === 'app_store' ? (TERRITORY[language] ?? null) : null,
          author: 'Alex Kim',
        },
        voice,
        store,
        limit: LIMIT[store],
      })
      const topics = d.reading?.topics ?? []
      out.push({
        language,
        review,
        store,
        body: d.body,
        intent: d.reading?.main,
        topics,
        matched: d.reading?.main === intent && topicMatched(topics, review),
        apologisedForPraise: rating >= 4 && intent === 'praise' && book.apology.test(d.body),
        overLimit: replyLength(d.body) > LIMIT[store],
        missedSpecific:
          (feature !== undefined && !names(d.body, feature, language)) ||
          (intent === 'billing' && !d.body.includes(REFUND_PATH[store])),
      })
    })
  }
  return out
}

/** Share of matched drafts per language, and overall. */
export function matchRates(
  outcomes: readonly Outcome[],
): { language: string; reviews: number; matched: number }[] {
  const by = new Map<string, { reviews: number; matched: number }>()
  for (const o of outcomes) {
    const row = by.get(o.language) ?? { reviews: 0, matched: 0 }
    row.reviews++
    if (o.matched) row.matched++
    by.set(o.language, row)
  }
  return [...by].map(([language, row]) => ({ language, ...row }))
}
