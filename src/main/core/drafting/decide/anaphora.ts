import { BRIEF } from './asked'

/**
 * "Ich will alles löschen. Wie geht das?", "Хочу выгрузить пробежки. Как это сделать?": a short
 * question that points back ("das", "это", "that") asks about the sentence before it. Alone in
 * a slot it says nothing ("[answer: Wie geht das?]"); the slot carries what it asks about.
 */

/** A "how/where … that" question, per language (text as written, lower-cased). */
const POINTS_BACK: Record<string, RegExp> = {
  en: /(?<!\p{L})(?:how|where)(?!\p{L}).*(?<!\p{L})(?:that|this|it)(?!\p{L})/u,
  de: /(?<!\p{L})(?:wie|wo)(?!\p{L}).*(?<!\p{L})(?:das|dies|es|man)(?!\p{L})/u,
  fr: /(?<!\p{L})(?:comment|où)(?!\p{L}).*(?<!\p{L})(?:fait|fais|faire|ça|cela)(?!\p{L})/u,
  sv: /(?<!\p{L})(?:hur|var)(?!\p{L}).*(?<!\p{L})(?:det|man|gör)(?!\p{L})/u,
  ru: /(?<!\p{L})(?:как|где)(?!\p{L}).*(?<!\p{L})(?:это|так|сделать)(?!\p{L})/u,
  uk: /(?<!\p{L})(?:як|де)(?!\p{L}).*(?<!\p{L})(?:це|так|зробити)(?!\p{L})/u,
  ar: /(?:كيف|ازاي|إزاي|وين|فين|شلون).*(?:ذلك|هذا|ده|هذي|اعمل|أعمل|نعمل|اسوي|أسوي)/u,
  hi: /(?:कैसे|kaise|kese|कहाँ|kahan).*(?:ये|यह|इसे|ye|yeh|ise|करें|करूँ|करूं|kare|karu|karein)/u,
}

/**
 * The most the two may hold together: a slot longer than {@link BRIEF} is cut short, and joined
 * they gain ": " while `briefly` trims and re-adds up to two marks of the question's own.
 */
const LONGEST = BRIEF - 4

/** At most this many words: a longer question names its own subject. */
const SHORT = 6

/** A question the sentence before completes: that sentence, then the question ("…: wie geht das?"). */
export function withAntecedent(question: string, before: string | undefined, lang: string): string {
  const re = POINTS_BACK[lang.split('-')[0] ?? lang]
  const words = question.trim().split(/\s+/u)
  if (!re || !before || words.length > SHORT || !re.test(question.toLowerCase())) return question
  const lead = before.trim().replace(/[\s.!…,;:]+$/u, '')
  // The sentence before must state something of its own, not ask or merely exclaim; and both
  // must fit the slot whole (a slot cut short would cut the question).
  if (/[?？؟]/u.test(lead) || lead.split(/\s+/u).length < 3) return question
  if (lead.length + question.length > LONGEST) return question
  const q = question.trim()
  const rest = /^\p{Lu}\p{Ll}/u.test(q) ? q.charAt(0).toLocaleLowerCase(lang) + q.slice(1) : q
  return `${lead}: ${rest}`
}
