import { STORE_LANGUAGES } from '../drafting/language/store-languages'
import { normalizeLanguageTag, primaryLanguage } from '../drafting/language/tags'

const KNOWN = new Set(STORE_LANGUAGES)
let regionNames: Intl.DisplayNames | null = null

function knownRegion(code: string): boolean {
  try {
    regionNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' })
    return regionNames.of(code) !== undefined
  } catch {
    return false
  }
}

/**
 * An Answer's language as it is stored and matched: the drafts' tag for the language
 * (drafting/language/tags.ts: `pt`, `nb` for `no`, `zh-Hant` for `zh-TW`) and, when one is given,
 * its region in upper case (`pt-BR`, `es-419`), so a team can write one Answer for Brazil and one
 * for Portugal. Chinese keeps only its script (the region is what chose it). Null for a tag that
 * is malformed or names a language neither store reviews in.
 */
export function answerLanguage(raw: string): string | null {
  const tag = normalizeLanguageTag(raw)
  if (!tag || !KNOWN.has(tag)) return null
  const rest = raw.trim().replace(/_/g, '-').split('-').slice(1)
  let region: string | null = null
  for (const [i, part] of rest.entries()) {
    if (/^[A-Za-z]{4}$/.test(part) && i === 0) continue // a script: the drafts do not tell them apart
    if (/^([A-Za-z]{2}|\d{3})$/.test(part) && region === null && knownRegion(part.toUpperCase())) {
      region = part.toUpperCase()
      continue
    }
    return null
  }
  return region && primaryLanguage(tag) !== 'zh' ? `${tag}-${region}` : tag
}

/**
 * The stored tags a review in `tag` matches, as a range of text: every tag of the same primary
 * language (`pt`, `pt-BR`, `pt-PT`). Tags hold only letters, digits and `-`, and `.` sorts right
 * after `-`, so [`pt`, `pt.`) holds `pt` and `pt-…` and nothing else (`ptx` sorts after `pt.`).
 */
export function languageRange(tag: string): { from: string; to: string; primary: string } {
  const primary = primaryLanguage(tag)
  return { from: primary, to: `${primary}.`, primary }
}
