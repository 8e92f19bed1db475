/**
 * "Please add a calendar and coloured tags", "Добавьте календарь и цветные теги": two wishes in
 * one clause, joined by "and". A neighbouring word of the same clause ("a widget for the lock
 * screen") is where the first wish would live, not a second wish: only a joining word between
 * the two makes them two.
 */

const W = String.raw`(?<![\p{L}\p{N}])`
const E = String.raw`(?![\p{L}\p{N}])`
const words = (list: string) => new RegExp(`${W}(?:${list})${E}`, 'iu')

/** Words that join a second thing to the first, per language (compiled once). */
const JOINS: Record<string, RegExp> = {
  en: words('and|plus|also|as well as'),
  de: words('und|sowie|auch|oder'),
  fr: words('et|ainsi que|aussi'),
  es: words('y|e|también|tambien'),
  it: words('e|ed|anche'),
  pt: words('e|também|tambem'),
  nl: words('en|ook'),
  sv: words('och|samt|även'),
  pl: words('i|oraz|a także'),
  ru: words('и|а также|ещё|еще'),
  uk: words('і|й|та|а також|ще'),
  tr: words('ve|bir de|ile'),
  id: words('dan|sama|juga|serta'),
  vi: words('và|với|cả'),
  hi: words('और|तथा|aur'),
  ar: /(?:^|\s)(?:و|وكذلك|كذلك)/u,
  ja: /[とや]|あと|それと|それから/u,
  zh: /[和跟与及]|还有|以及/u,
  'zh-Hant': /[和跟與及]|還有|以及/u,
  ko: /그리고|[와과랑도]\s|이랑|하고/u,
}

/** Where a thing stands in the clause: its text, else its last word of three letters or more. */
function placeOf(clause: string, thing: string): { at: number; end: number } | null {
  const lower = clause.toLowerCase()
  const whole = lower.indexOf(thing.toLowerCase())
  if (whole !== -1) return { at: whole, end: whole + thing.length }
  const last = thing
    .toLowerCase()
    .split(/\s+/u)
    .filter((w) => w.length >= 3)
    .pop()
  if (!last) return null
  // A declined word keeps its stem ("tryb ciemny" in "trybu ciemnego", "уровни" in "уровней").
  for (let n = last.length; n >= Math.max(3, last.length - 3); n--) {
    const at = lower.indexOf(last.slice(0, n))
    if (at !== -1) return { at, end: at + n }
  }
  return null
}

/** Whether `second` is a wish of its own, joined to `first` by "and" in the same clause. */
export function joinedWish(clause: string, first: string, second: string, lang: string): boolean {
  const join = JOINS[lang]
  if (!join) return false
  const a = placeOf(clause, first)
  const b = placeOf(clause, second)
  if (!a || !b || b.at < a.end) return false
  // "please add Strava sync and the GPS sometimes drifts": a thing a verb follows is the subject
  // of a sentence of its own, no second wish.
  if (SAID_OF[lang]?.test(clause.slice(b.end))) return false
  // "… a tempo e non solo a distanza", "… by time, not just by distance": what it should not be
  // only is what it is now, no second wish.
  const between = clause.slice(a.end, b.at)
  if (NOT_ONLY.test(between)) return false
  return join.test(between)
}

/**
 * Words that say "also" between two things, per language: "a hint button and also a way to play
 * offline", "un bouton d'indice et aussi un mode hors ligne". With one, two things the reader does
 * not both know are still two wishes (compiled once).
 */
const ALSO: Record<string, RegExp> = {
  en: words('also|as well as|and another'),
  de: words('auch|außerdem|sowie'),
  fr: words('aussi|également|ainsi que'),
  es: words('también|tambien|además|ademas'),
  it: words('anche|inoltre'),
  pt: words('também|tambem|além disso'),
  nl: words('ook|daarnaast'),
  sv: words('även|också|samt'),
  pl: words('też|także|również|oraz'),
  ru: words('также|тоже|а ещё|а еще|ещё|еще'),
  uk: words('також|теж|ще'),
  tr: words('bir de|ayrıca|da|de'),
  id: words('juga|serta'),
  vi: words('cũng|thêm'),
  hi: words('भी|bhi'),
  ar: /(?:أيضا|أيضًا|كذلك)/u,
  ja: /あと|それと|それから|も/u,
  zh: /还有|以及|也/u,
  'zh-Hant': /還有|以及|也/u,
  ko: /그리고|또|도\s/u,
}

/** Whether `second` is joined to `first` by an "also" in the clause: a second wish of its own. */
export function alsoWish(clause: string, first: string, second: string, lang: string): boolean {
  const also = ALSO[lang]
  const a = placeOf(clause, first)
  // "offline mode" for "a way to play offline": any word of the thing places it.
  const b =
    placeOf(clause, second) ??
    second
      .split(/\s+/u)
      .filter((w) => w.length >= 4)
      .map((w) => placeOf(clause, w))
      .find((p) => p !== null)
  if (!also || !a || !b || b.at < a.end) return false
  const between = clause.slice(a.end, b.at)
  if (NOT_ONLY.test(between) || SAID_OF[lang]?.test(clause.slice(b.end))) return false
  return also.test(between)
}

/** "not only", "not just", in the drafter's languages: what follows it is there already. */
const NOT_ONLY =
  /(?<![\p{L}])(?:not (?:only|just)|instead of|rather than|non solo|non soltanto|invece di|nicht nur|statt|anstatt|pas (?:seulement|que|uniquement)|au lieu de|no solo|no sólo|en vez de|en lugar de|não só|não apenas|em vez de|niet alleen|in plaats van|nie tylko|zamiast|не только|вместо|не лише|не тільки|замість|sadece değil|yerine|inte bara|istället för)(?![\p{L}])/iu

/** What follows a thing when the review goes on to say what it does ("… the GPS sometimes drifts"). */
const SAID_OF: Record<string, RegExp> = {
  en: /^\s+(?:(?:sometimes|often|always|never|still|also|constantly|randomly|keeps|just)\s+\p{L}+|(?:is|are|was|were|does|doesn'?t|don'?t|isn'?t|aren'?t|won'?t|can'?t|stops|stopped|drifts|freezes|crashes|lags)\b)/iu,
}
