type Granularity = 'grapheme' | 'word' | 'sentence'

const cache = new Map<string, Intl.Segmenter>()

/** Segmenters are costly to build and safe to share, so one per locale and granularity. */
export function segmenter(locale: string, granularity: Granularity): Intl.Segmenter {
  const key = `${locale}|${granularity}`
  let found = cache.get(key)
  if (!found) {
    let resolved = locale
    try {
      Intl.getCanonicalLocales(locale)
    } catch {
      resolved = 'en'
    }
    found = new Intl.Segmenter(resolved, { granularity })
    cache.set(key, found)
  }
  return found
}

/** Every index at which a grapheme cluster starts or the text ends. */
export function graphemeBoundaries(text: string): Set<number> {
  const out = new Set<number>([text.length])
  for (const g of segmenter('en', 'grapheme').segment(text)) out.add(g.index)
  return out
}

/** @internal Exported for tests. */
export function graphemes(text: string): string[] {
  return Array.from(segmenter('en', 'grapheme').segment(text), (g) => g.segment)
}
