import { chineseScript, detectText } from './detect'
import { LANGUAGES_OF_WORD } from './lexicon'
import { casualLanguage, shortReviewLanguage } from './short'
import { normalizeLanguageTag, primaryLanguage, sameLanguage } from './tags'
import { languageOfTerritory } from './territories'

export interface ReviewLanguage {
  /** Normalized tag (`en`, `pt`, `zh-Hant`), or null when it could not be told. */
  language: string | null
  source: 'store' | 'detected' | 'territory' | null
  /**
   * The store's language field when the text plainly says otherwise: a Spanish review under a
   * German listing is answered in Spanish, and the draft says so.
   */
  overruled?: string
  /**
   * The language the text seems to be in when that was too short or mixed to be sure ("nice
   * game timepass ke liye best"): the reply keeps the store's language and quotes none of the
   * review's words.
   */
  textLanguage?: string
}

/**
 * The language to reply in: the language the review is written in. Google Play's language
 * field is the reviewer's device language, not the text's, so it decides only until the text
 * plainly says otherwise (its own writing system, or several of another language's words with a
 * clear lead); a short or mixed text ("ok", "Super app", English tech words in German) keeps it.
 * The App Store sends no language: the text decides, else the territory when one language
 * clearly dominates it.
 */
export function resolveReviewLanguage(review: LanguageInput): ReviewLanguage {
  // One review is resolved for its storing, its template, its draft and its tags in a row.
  const key = `${review.language ?? ''}\u0000${review.territory ?? ''}\u0000${review.title ?? ''}\u0000${review.body}`
  const known = resolved.get(key)
  if (known) return known
  const found = resolve(review)
  if (resolved.size >= 2048) resolved.clear()
  resolved.set(key, found)
  return found
}

interface LanguageInput {
  language?: string | null
  title?: string | null
  body: string
  territory?: string | null
}

const resolved = new Map<string, ReviewLanguage>()

function resolve(review: LanguageInput): ReviewLanguage {
  const text = [review.title, review.body].filter(Boolean).join('\n')
  const fromStore = normalizeLanguageTag(review.language)
  if (fromStore) {
    const detected = detectText(text, fromStore)
    if (detected.sure && detected.language && !sameLanguage(detected.language, fromStore)) {
      return { language: detected.language, source: 'detected', overruled: fromStore }
    }
    // Simplified Chinese under a Traditional listing (or the other way round) keeps its script.
    if (
      primaryLanguage(fromStore) === 'zh' &&
      detected.sure &&
      detected.language &&
      primaryLanguage(detected.language) === 'zh'
    ) {
      const script = chineseScript(text)
      if (script && script !== fromStore)
        return { language: script, source: 'detected', overruled: fromStore }
    }
    // "Excelente", "Mantap": a word or two only another language writes is as plain as a sentence.
    const short = detected.sure
      ? null
      : shortReviewLanguage(
          text,
          primaryLanguage(fromStore),
          languageOfTerritory(review.territory),
          (w) => LANGUAGES_OF_WORD.get(w),
        )
    if (short && !sameLanguage(short, fromStore))
      return { language: short, source: 'detected', overruled: fromStore }
    // "gak bisa login bgt", "nervt echt mega": casual words only one language writes, where the
    // detector leans the same way, cannot say, or leans only to the listing it was hinted with,
    // are as plain as a sentence.
    const casual = detected.sure
      ? null
      : casualLanguage(text, primaryLanguage(fromStore), (w) => LANGUAGES_OF_WORD.get(w))
    if (
      casual &&
      (!detected.language ||
        sameLanguage(detected.language, casual) ||
        sameLanguage(detected.language, fromStore))
    )
      return { language: casual, source: 'detected', overruled: fromStore }
    if (detected.language && !sameLanguage(detected.language, fromStore))
      return { language: fromStore, source: 'store', textLanguage: detected.language }
    return { language: fromStore, source: 'store' }
  }
  const fromTerritory = languageOfTerritory(review.territory)
  const detected = detectText(text, fromTerritory).language
  if (detected) return { language: detected, source: 'detected' }
  if (fromTerritory) return { language: fromTerritory, source: 'territory' }
  return { language: null, source: null }
}
