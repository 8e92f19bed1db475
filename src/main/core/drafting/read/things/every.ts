/**
 * "Every single note", "jede einzelne Notiz", "chaque note", "каждая заметка": a data word right
 * after a word that takes every one of them names the whole kind. The reply names it as the
 * phrasebook does (its plural, "notes"), never the one note or the reviewer's "single note".
 */
const EVERY: Record<string, RegExp> = {
  en: /(?:^|[\s,])(?:every|each)(?:\s+(?:single|last|one of|one of my|of my|of the))?\s+$/iu,
  de: /(?:^|[\s,])(?:jede[rsnm]?|all(?:e|en)? meine[rn]?)(?:\s+einzelne[rn]?)?\s+$/iu,
  fr: /(?:^|[\s,])chaque(?:\s+(?:petite?|seule?))?\s+$/iu,
  es: /(?:^|[\s,])cada(?:\s+(?:una de mis|uno de mis|sola|solo))?\s+$/iu,
  pt: /(?:^|[\s,])cada(?:\s+(?:uma das minhas|um dos meus))?\s+$/iu,
  it: /(?:^|[\s,])(?:ogni|ciascuna|ciascun)(?:\s+singol[ao])?\s+$/iu,
  nl: /(?:^|[\s,])(?:elke|ieder[e]?)(?:\s+(?:enkele|afzonderlijke))?\s+$/iu,
  sv: /(?:^|[\s,])(?:varje|varenda)(?:\s+(?:enda|liten))?\s+$/iu,
  pl: /(?:^|[\s,])(?:każd[aąeyo]\p{L}*|wszystkie moje)(?:\s+(?:jedn[aąeo]\p{L}*|pojedyncz\p{L}*))?\s+$/iu,
  ru: /(?:^|[\s,])(?:кажд\p{L}*|все мои)(?:\s+(?:одн\p{L}*|отдельн\p{L}*))?\s+$/iu,
  uk: /(?:^|[\s,])(?:кожн\p{L}*|всі мої|усі мої)(?:\s+(?:окрем\p{L}*))?\s+$/iu,
  tr: /(?:^|[\s,])(?:her|her bir|tüm|bütün)\s+$/iu,
  id: /(?:^|[\s,])(?:setiap|tiap|semua)\s+$/iu,
}

/** Whether the text right before a data word takes every one of them ("every single "). */
export function everyOne(before: string, code: string): boolean {
  return EVERY[code]?.test(before) ?? false
}

/** "single note" as a noun phrase: a word of one-by-one before the data word, which the reply leaves out. */
export const ONE_BY_ONE =
  /^(?:single|last|individual|einzelne[rn]?|seule?|singol[ao]|enkele|enda|pojedyncz\p{L}*|отдельн\p{L}*)\s/iu
