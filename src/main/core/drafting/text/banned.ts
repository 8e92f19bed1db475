const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function phraseRegex(phrase: string): RegExp | null {
  const p = phrase.normalize('NFC').trim()
  if (!p) return null
  // Inner whitespace matches any run of whitespace, so a line break cannot hide a phrase.
  return new RegExp(p.split(/\s+/).map(escape).join('\\s+'), 'giu')
}

/**
 * The first banned phrase the text contains, or null. Matching is deliberately strict: a plain
 * case-insensitive substring match, so "a draft must never contain them" holds literally.
 */
export function bannedPhraseIn(text: string, banned: readonly string[]): string | null {
  const t = text.normalize('NFC')
  for (const phrase of banned) {
    const re = phraseRegex(phrase)
    if (re && re.test(t)) return phrase
  }
  return null
}

/** Last resort: removes every occurrence of every banned phrase and tidies the gaps. */
export function removeBanned(text: string, banned: readonly string[]): string {
  let out = text.normalize('NFC')
  for (let round = 0; round < 5 && bannedPhraseIn(out, banned) !== null; round++) {
    for (const phrase of banned) {
      const re = phraseRegex(phrase)
      if (re) out = out.replace(re, '')
    }
  }
  return out
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/[ \t]+([.,!?;:。！？、，])/g, '$1')
    .replace(/^[ \t]+|[ \t]+$/gm, '')
    .trim()
}
