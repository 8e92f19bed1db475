/**
 * What a promise looks like, per language: a fix, a feature, an update or a date the team has
 * not committed to. A reply may say such a thing only when an Answer or the voice says it.
 */
const MONTHS_EN = 'january|february|march|april|may|june|july|august|september|october|november|december'

export const PROMISES: Record<string, RegExp> = {
  en: new RegExp(
    [
      String.raw`\bwill be (?:fixed|added|available|released|resolved|back|restored|included|improved)\b`,
      String.raw`\bwe(?:'ll| will| are going to|'re going to) (?:fix|add|release|resolve|ship|bring|restore|improve|change|implement|update|have it)\b`,
      String.raw`\b(?:in|with) (?:the|our|an?) (?:next|upcoming|coming|future) (?:update|release|version|build)\b`,
      String.raw`\bcoming soon\b`,
      String.raw`\b(?:already |currently )?working on (?:it|a fix|this|that|the fix|adding)\b`,
      String.raw`\b(?:is|are) being (?:worked on|fixed|looked at by our developers)\b`,
      String.raw`\bin the works\b`,
      String.raw`\bon (?:our|the) roadmap\b`,
      String.raw`\bfix is on (?:its|the) way\b`,
      String.raw`\b(?:by|before|in|until) (?:${MONTHS_EN}|next (?:week|month|year)|the end of)\b`,
      String.raw`\bvery soon\b|\bshortly\b`,
    ].join('|'),
    'iu',
  ),
}

/** The first promise in a text, or null. Languages without a pattern are not checked. */
export function promiseIn(text: string, language: string): string | null {
  const re = PROMISES[language]
  return re ? (re.exec(text)?.[0] ?? null) : null
}
