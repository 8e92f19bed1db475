/**
 * The plain "and" of each language, as a whole word in folded text: where one clause can hold two
 * complaints ("too many ads and level 300 won't load", "viel Werbung und Level 300 lädt nicht").
 * Only the join itself is listed; whether both sides are complaints is the reader's call, so
 * "my notes and my calendar don't sync" (one point, two things) stays whole. Korean joins inside
 * a word ("광고가 많고 | 레벨이 안 열려요"), Chinese with a word of its own ("而且", "还有").
 */
export const JOIN: Readonly<Record<string, RegExp>> = {
  en: /(?<=\S)\s+(?:and|&|plus)\s+(?:also\s+|then\s+)?(?=\S)/g,
  de: /(?<=\S)\s+(?:und|sowie)\s+(?:auch\s+|dann\s+)?(?=\S)/g,
  nl: /(?<=\S)\s+en\s+(?:ook\s+)?(?=\S)/g,
  sv: /(?<=\S)\s+och\s+(?:dessutom\s+)?(?=\S)/g,
  fr: /(?<=\S)\s+et\s+(?:en plus\s+|puis\s+)?(?=\S)/g,
  es: /(?<=\S)\s+(?:y|e)\s+(?:ademas\s+|encima\s+)?(?=\S)/g,
  it: /(?<=\S)\s+(?:e|ed)\s+(?:poi\s+|in piu\s+)?(?=\S)/g,
  pt: /(?<=\S)\s+e\s+(?:ainda\s+|tambem\s+)?(?=\S)/g,
  pl: /(?<=\S)\s+(?:i|oraz)\s+(?:jeszcze\s+|do tego\s+)?(?=\S)/g,
  tr: /(?<=\S)\s+(?:ve|ayrica)\s+(?:de\s+)?(?=\S)/g,
  id: /(?<=\S)\s+(?:dan|terus|trus)\s+(?:juga\s+)?(?=\S)/g,
  ms: /(?<=\S)\s+dan\s+(?:juga\s+)?(?=\S)/g,
  vi: /(?<=\S)\s+(?:và|với lại|còn)\s+(?=\S)/gu,
  ru: /(?<=\S)\s+(?:и|да\s+еще|а\s+еще)\s+(?:еще\s+|также\s+)?(?=\S)/gu,
  uk: /(?<=\S)\s+(?:і|й|та)\s+(?:ще\s+)?(?=\S)/gu,
  hi: /(?<=\S)\s+(?:और|aur)\s+(?:भी\s+)?(?=\S)/gu,
  ar: /(?<=\S)\s+و\s*(?=\S)/gu,
  zh: /(?<=\S)(?:而且|并且|並且|还有|還有|再加上)(?=\S)/gu,
  ko: /(?<=\S\s+\S*\p{L})고\s+(?=\S)/gu,
}
