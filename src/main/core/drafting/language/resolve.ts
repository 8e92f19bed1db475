import { detectLanguage } from './detect'
import { normalizeLanguageTag } from './tags'
import { languageOfTerritory } from './territories'

export interface ReviewLanguage {
  /** Normalized tag (`en`, `pt`, `zh-Hant`), or null when it could not be told. */
  language: string | null
  source: 'store' | 'detected' | 'territory' | null
}

/**
 * The language to reply in: the store's language field first (Google Play sends one), else
 * detection from the title and text, else the territory when one language clearly dominates it.
 */
export function resolveReviewLanguage(review: {
  language?: string | null
  title?: string | null
  body: string
  territory?: string | null
}): ReviewLanguage {
  const fromStore = normalizeLanguageTag(review.language)
  if (fromStore) return { language: fromStore, source: 'store' }
  const text = [review.title, review.body].filter(Boolean).join('\n')
  const fromTerritory = languageOfTerritory(review.territory)
  const detected = detectLanguage(text, fromTerritory)
  if (detected) return { language: detected, source: 'detected' }
  if (fromTerritory) return { language: fromTerritory, source: 'territory' }
  return { language: null, source: null }
}
