/** Deprecated or alternative primary subtags the stores still send. */
const ALIASES: Record<string, string> = {
  iw: 'he',
  in: 'id',
  ji: 'yi',
  jw: 'jv',
  no: 'nb',
  tl: 'fil',
  mo: 'ro',
}

const TRADITIONAL_REGIONS = new Set(['tw', 'hk', 'mo'])

/**
 * Normalizes a store's language field to the tag drafts are keyed by: the primary subtag in
 * lower case (`en-US` → `en`, `pt_BR` → `pt`), except Chinese, which keeps its script
 * (`zh-Hant`, `zh-TW`, `zh-HK` → `zh-Hant`; `zh`, `zh-CN`, `zh-Hans` → `zh`).
 * Returns null for empty, undetermined (`und`, `mul`, `zxx`) or malformed values.
 */
export function normalizeLanguageTag(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null
  const parts = raw.trim().replace(/_/g, '-').split('-').filter(Boolean)
  const first = parts[0]?.toLowerCase()
  if (!first || !/^[a-z]{2,3}$/.test(first)) return null
  if (first === 'und' || first === 'mul' || first === 'zxx' || first === 'mis') return null
  const primary = ALIASES[first] ?? first
  if (primary === 'zh' || primary === 'cmn' || primary === 'yue') {
    const rest = parts.slice(1).map((p) => p.toLowerCase())
    if (rest.includes('hant') || rest.some((p) => TRADITIONAL_REGIONS.has(p)) || primary === 'yue') {
      return rest.includes('hans') ? 'zh' : 'zh-Hant'
    }
    return 'zh'
  }
  return primary
}

/** The primary language of a normalized tag (`zh-Hant` → `zh`). */
export const primaryLanguage = (tag: string): string => tag.split('-')[0]?.toLowerCase() ?? tag

/** Whether two tags name the same language (ignoring Chinese script). */
export const sameLanguage = (a: string | null, b: string | null): boolean =>
  a !== null && b !== null && primaryLanguage(a) === primaryLanguage(b)
