import { appAfter, appBefore, rivalWithoutCapitals } from './rival-names'
import { knownName } from './things/qualifiers'
import type { Intent } from './types'

/**
 * Another app held up as better than this one: "Candy Crush is so much better", "Komoot ist viel
 * besser", "way worse than Evernote", "switching back to Strava". The praise is for the other
 * app, so the clause is a letdown about this one, and the other app's name is nothing of this
 * app's to quote ("sorry about the trouble with Candy Crush"). Text as written: a name is told
 * by its capitals.
 */

// "<name> is (so much) better": what follows the name. Not an improvement of this app's own
// ("…is much better now", "…than before").
const NOT_SINCE = String.raw`(?!\s+(?:now|since|after|than (?:before|ever|it was|the old)|in the (?:new|latest)|geworden|seit|jetzt|maintenant|depuis|ahora|desde|agora|ora|adesso|nu|teraz|теперь|сейчас|тепер|artik|sekarang))`
const BETTER: Record<string, string> = {
  en: String.raw`(?:is|was|are|were|works|does (?:it|this|that|everything)) (?:(?:so|way|much|far|a lot|miles|ten times|10x|still|just|simply|honestly|literally|really|definitely|infinitely) )*(?:better|superior)`,
  de: String.raw`(?:ist|war|läuft|funktioniert|macht (?:das|es)) (?:(?:viel|deutlich|um längen|einfach|echt|wesentlich|weitaus|tausendmal|immer noch) )*besser`,
  fr: String.raw`(?:est|était|fait (?:ça|tout)) (?:(?:bien|beaucoup|largement|tellement|vraiment|mille fois) )*(?:mieux|meilleure?)`,
  es: String.raw`(?:es|era|funciona|va) (?:(?:mucho|muchísimo|mil veces|bastante|infinitamente) )*mejor`,
  pt: String.raw`(?:é|era|funciona) (?:(?:muito|mil vezes|bem) )*melhor`,
  it: String.raw`(?:è|era|funziona) (?:(?:molto|mille volte|decisamente|nettamente|di gran lunga) )*(?:meglio|migliore)`,
  nl: String.raw`(?:is|was|werkt) (?:(?:veel|stukken|een stuk|echt) )*beter`,
  sv: String.raw`(?:är|var|funkar|fungerar) (?:(?:mycket|mkt|betydligt|klart|långt) )*bättre`,
  pl: String.raw`(?:(?:jest|był|była|było|działa) )(?:(?:dużo|o wiele|znacznie|sto razy|zdecydowanie) )*(?:lepsz\p{L}*|lepiej)`,
  ru: String.raw`(?:(?:намного|гораздо|куда|в разы|значительно|во сто крат) )*лучше`,
  uk: String.raw`(?:(?:набагато|значно|в рази|куди) )*краще`,
  tr: String.raw`(?:(?:çok|çok daha|daha|kat kat|bin kat) )+iyi`,
  id: String.raw`(?:(?:jauh|lebih|jauh lebih) )+(?:bagus|baik|mantap)`,
}
// "worse than <name>", "back to <name>": what comes before the name.
const WORSE: Record<string, string> = {
  en: String.raw`(?:worse than|not as good as|nowhere near as good as|inferior to|switch(?:ing|ed)?(?: back)? to|go(?:ing)? back to|went back to|back to using|stick(?:ing)? with|stay(?:ing)? with)`,
  de: String.raw`(?:schlechter als|nicht so gut wie|zurück zu|wechsle zu|wechsel zu|bleibe bei)`,
  fr: String.raw`(?:moins bien que|pire que|je retourne sur|retour sur|je repasse sur|retour à)`,
  es: String.raw`(?:peor que|vuelvo a|volví a|me paso a|me pasé a|me cambio a|me cambié a|regreso a|regresé a)`,
  pt: String.raw`(?:pior (?:que|do que)|voltei para o|volto pro|volto para o|voltei pro|mudei pro|mudei para o|troquei pelo)`,
  it: String.raw`(?:peggio di|peggiore di|torno a|torno su)`,
  nl: String.raw`(?:slechter dan|terug naar)`,
  sv: String.raw`(?:sämre än|tillbaka till|byter till)`,
  pl: String.raw`(?:gorsz\p{L}* niż|gorzej niż|wracam do)`,
  ru: String.raw`(?:хуже,? чем|возвращаюсь (?:на|в|к)|перешл?(?:а|и)? на|вернул(?:ся|ась) (?:на|к))`,
  uk: String.raw`(?:гірше,? (?:ніж|за)|повертаюсь до|перейш(?:ов|ла) на)`,
  id: String.raw`(?:balik ke|pindah ke)`,
}
const compile = (table: Record<string, string>, make: (s: string) => string) =>
  new Map(Object.entries(table).map(([lang, s]) => [lang, new RegExp(make(s), 'giu')]))
const BETTER_AFTER = compile(BETTER, (s) => String.raw`(?<=\p{L}[.!]?)\s+${s}${NOT_SINCE}(?!\p{L})`)
const WORSE_BEFORE = compile(WORSE, (s) => String.raw`(?<!\p{L})${s}\s+(?=\p{L})`)

// Words with a capital that are no other app: this app's tiers, the platforms, screens of its own.
const NOT_A_RIVAL =
  /^(?:premium|pro|plus|gold|vip|ultra|free|android|ios|iphone|ipad|google|apple|windows|mac|it|this|that|these|everything|nothing|something|anything|paper|version|update|home|settings|menu|library|today|search|inbox|i|you|we|they|he|she|es|das|dies|ça|cela|esto|eso|isso|questo|dit|det|to|это|це|bu|ini)$/iu
// An article or a possessive before the capital: a thing of this app's ("the new Dark Mode").
const OWN_BEFORE =
  /(?<!\p{L})(?:the|my|your|this|new|old|der|die|das|dein|mein|le|la|les|mon|ma|el|los|mi|o|a|meu|minha|il|lo|mio|mia|de|het|mijn|den|min|mój|moja)\s+$/iu
const CAPITAL = /^[\p{Lu}\d]/u
const PRODUCT_LIKE = /\p{Ll}\p{Lu}|\d|\s\p{Lu}/u
const SENTENCE_START = /(?:^|[.!?…]\s*|\n\s*)$/u

const words = (s: string) => s.split(/\s+/).filter(Boolean)

/**
 * A name found, checked: capitalised words, no tier, no article of its own before it (`before`:
 * the text before the name; null where a phrase such as "worse than" leads to it).
 */
function rival(name: string, before: string | null, lang: string, brand: string): string | null {
  const first = words(name)[0] ?? ''
  if (first === '' || NOT_A_RIVAL.test(first) || (before !== null && OWN_BEFORE.test(before)))
    return null
  if (brand !== '' && words(brand.toLowerCase()).includes(first.toLowerCase())) return null
  // A capital that opens a sentence (or any German noun) is a name only by its shape or by
  // being known: "Sync is much better" praises this app's sync.
  const shaped = knownName(first) || PRODUCT_LIKE.test(name)
  const opens = before !== null && SENTENCE_START.test(before)
  return shaped || (!opens && lang !== 'de') ? name : null
}

/** Up to three capitalised words right before `at`. */
function namesBefore(text: string, at: number): { name: string; at: number } | null {
  const head = text.slice(0, at)
  const m = /(?:[\p{Lu}\d][\p{L}\p{N}'’&-]*\s+){0,2}[\p{Lu}\d][\p{L}\p{N}'’&-]*$/u.exec(head)
  return m ? { name: m[0], at: m.index } : null
}

/** Up to three capitalised words from `at`. */
function namesAfter(text: string, at: number): string | null {
  const m = /^[\p{Lu}\d][\p{L}\p{N}'’&-]*(?:\s+[\p{Lu}\d][\p{L}\p{N}'’&-]*){0,2}/u.exec(
    text.slice(at),
  )
  return m ? m[0] : null
}

/** The other app a clause holds up as better than this one, or null (text as written). */
function rivalIn(text: string, lang: string, brand: string): string | null {
  const better = BETTER_AFTER.get(lang)
  if (better) {
    better.lastIndex = 0
    for (let m = better.exec(text); m; m = better.exec(text)) {
      const found = namesBefore(text, m.index)
      const name =
        (found && CAPITAL.test(found.name)
          ? rival(found.name, text.slice(0, found.at), lang, brand)
          : null) ?? appBefore(text, m.index, brand)
      if (name) return name
    }
  }
  const worse = WORSE_BEFORE.get(lang)
  if (worse) {
    worse.lastIndex = 0
    for (let m = worse.exec(text); m; m = worse.exec(text)) {
      const end = m.index + m[0].length
      const found = namesAfter(text, end)
      const name = (found ? rival(found, null, lang, brand) : null) ?? appAfter(text, end, brand)
      if (name) return name
    }
  }
  return rivalWithoutCapitals(text, lang)
}

/** What a clause is read as, as far as a rival held up changes it. */
interface Marked {
  score: number
  cued: boolean
  letdown: boolean
  intents: Set<Intent>
}

/**
 * Marks each clause that holds another app up as better as a letdown about this app: no praise
 * to thank for. Returns the rivals named, to be kept out of what the reply quotes.
 */
export function markRivals(
  raw: readonly { text: string }[],
  facts: Marked[],
  lang: string,
  brand: string,
): string[] {
  const names: string[] = []
  raw.forEach((c, i) => {
    const f = facts[i]
    const name = f && !f.intents.has('request') ? rivalIn(c.text, lang, brand) : null
    if (!f || !name) return
    names.push(name)
    f.score = Math.min(f.score, -1)
    f.cued = true
    f.letdown = true
    f.intents.delete('praise')
    if (f.intents.size === 0) f.intents.add('complaint')
  })
  return names
}

/** The clauses with the rivals' names blanked out of text and folded text, like idioms are. */
export function withoutRivals<C extends { text: string; norm: string }>(
  raw: readonly C[],
  names: readonly string[],
): readonly C[] {
  if (names.length === 0) return raw
  const blank = (s: string, name: string, flags: string) =>
    s.replace(
      new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), flags),
      ' '.repeat(name.length),
    )
  return raw.map((c) =>
    names.reduce(
      (out, n) => ({ ...out, text: blank(out.text, n, 'gu'), norm: blank(out.norm, n, 'giu') }),
      c,
    ),
  )
}
