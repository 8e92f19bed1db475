import type { Naming } from './types'

/**
 * Russian, Ukrainian and Polish: a name is never framed as a label ("функция «виджет»"). The
 * lines put it where it takes the accusative ("за тёплые слова про…", "сбой, затронувший…",
 * "pomysł na…") or the nominative ("вам по душе…", "… to dla Ciebie duży plus"), and only the
 * accusative changes an inanimate name: a feminine noun and its adjectives ("повторяющуюся
 * задачу", "codzienną nagrodę"); masculine, neuter and plural things stay as they are.
 */
interface SlavicRules {
  /** Words after which the name stays in the nominative; after any other, the accusative. */
  nominative: ReadonlySet<string>
  /** Prepositions that end the name's head ("режим без таймера", "eksport do PDF"). */
  prepositions: ReadonlySet<string>
  /** A word whose ending is an adjective's, given the word after it. */
  adjective(word: string, next: string): boolean
  /** The accusative of a word of the head (adjective or noun), or the word unchanged. */
  accusative(word: string, adjective: boolean): string
  /** An adjective that follows its noun and agrees with it ("strona główna"). */
  after?(word: string): boolean
  /** A head noun in the plural ("уведомления", "нагадування"): a verb said of it agrees with many. */
  plural(head: string): boolean
  /** The preposition of what was paid for ("за"), which a sum replaces with `amount`. */
  paidFor: string
  /** How a sum is said instead ("в размере 749 ₽"). */
  amount: string
}

const SUM = /\d/u
const WORDY = /\p{L}{3}/u
/** Currency words a sum is written with ("299 грн", "599 рублей", "19,99 zł"): they do not make it a thing. */
const CURRENCY =
  /(?<!\p{L})(?:грн|гривн\p{L}*|гривень|руб\p{L}*|zł\p{L}*|zl|złot\p{L}*|pln|uah|rub|usd|eur|euro|dolar\p{L}*|долар\p{L}*|доллар\p{L}*|євро|евро)(?!\p{L})\.?/giu

/** The name in the accusative: its adjectives and head noun change; what follows the head keeps its case ("карта маршрута"). */
function inflect(name: string, rules: SlavicRules): string {
  const parts = name.split(' ')
  const out: string[] = []
  let i = 0
  for (; i < parts.length; i++) {
    const word = parts[i] ?? ''
    if (rules.prepositions.has(word.toLowerCase()) || !/^\p{L}/u.test(word)) break
    const next = parts[i + 1]
    const adjective =
      next !== undefined &&
      !rules.prepositions.has(next.toLowerCase()) &&
      rules.adjective(word, next)
    const changed = /^\p{Ll}/u.test(word) ? rules.accusative(word, adjective) : word
    out.push(changed)
    if (!adjective) {
      i++
      // A feminine head's adjectives after it agree too ("stronę główną").
      for (; changed !== word && i < parts.length && rules.after?.(parts[i] ?? ''); i++)
        out.push(rules.accusative(parts[i] ?? '', true))
      break
    }
  }
  return [...out, ...parts.slice(i)].join(' ')
}

/** The name's head noun: its first word that is no adjective of the word after it ("голосовые подсказки"). */
function headOf(name: string, rules: SlavicRules): string {
  const parts = name.split(' ')
  const at = parts.findIndex((word, i) => {
    const next = parts[i + 1]
    return (
      next === undefined ||
      rules.prepositions.has(next.toLowerCase()) ||
      !rules.adjective(word, next)
    )
  })
  return parts[at] ?? ''
}

function slavic(rules: SlavicRules): Naming {
  return {
    cite: (thing) => {
      const head = headOf(thing, rules)
      // A name in letters of the language only: "GPS", "Strava" are no plurals.
      const plural = /^\p{Ll}+$/u.test(head) && rules.plural(head.toLowerCase())
      return { article: '', name: thing, gender: null, plural }
    },
    fit(before, cited, repeated) {
      const prep = before.toLowerCase()
      if (rules.nominative.has(prep)) return repeated ? cited.name : `${before} ${cited.name}`
      // A sum is no thing paid for: "оплата за 749 ₽" reads "оплата в размере 749 ₽".
      if (
        prep === rules.paidFor &&
        SUM.test(cited.name) &&
        !WORDY.test(cited.name.replace(CURRENCY, ''))
      )
        return `${rules.amount} ${cited.name}`
      const name = inflect(cited.name, rules)
      return repeated ? name : `${before} ${name}`
    },
  }
}

const words = (s: string): ReadonlySet<string> => new Set(s.split(/\s+/).filter(Boolean))

/** Neuter plurals in "-ия" ("вложения", "напоминания") are not feminine singulars ("функция"). */
const RU_NEUTER_PLURAL = /(?:ения|ания|ятия|тия)$/u

export const ru = slavic({
  // «…, и что поиск не работает»: after «что» the name is the subject of a clause of its own.
  nominative: words('душе что'),
  prepositions: words('без для с со в во на по из к от у о об при через за под над между после до'),
  adjective: (word) =>
    /(?:ый|ий|ой|ая|яя|ое|ее|ые|ие)(?:ся)?$/u.test(word) && !/(?:ние|тие)$/u.test(word),
  accusative(word, adjective) {
    if (adjective) return word.replace(/ая(ся)?$/u, 'ую$1').replace(/яя(ся)?$/u, 'юю$1')
    if (RU_NEUTER_PLURAL.test(word)) return word
    return word.replace(/а$/u, 'у').replace(/я$/u, 'ю')
  },
  // "уведомления", "карты", "настройки"; a feminine in "-ия" ("синхронизация") is one thing.
  plural: (head) => /(?:[ыи]|ения|ания|ятия|тия)$/u.test(head),
  paidFor: 'за',
  amount: 'в размере',
})

/** Ukrainian neuters end in a doubled consonant and "-я" ("нагадування", "сповіщення"). */
export const uk = slavic({
  nominative: words('вподоби душі що'),
  prepositions: words('без для з зі із в у на по до від о об при через за під над між після'),
  // An adjective agrees with the noun after it: both end alike ("щоденна нагорода").
  adjective: (word, next) =>
    /(?:ий|ій|а|я|е|є|і)$/u.test(word) && word.slice(-1) === next.slice(-1),
  accusative(word) {
    if (/(\p{L})\1я$/u.test(word)) return word
    return word.replace(/а$/u, 'у').replace(/я$/u, 'ю')
  },
  // "карти", "дані"; a neuter in "-ння" ("сповіщення", "нагадування") is read as many, as
  // the notifications and reminders reviews name are.
  plural: (head) => /(?:[иі]|ння)$/u.test(head),
  paidFor: 'за',
  amount: 'у розмірі',
})

/** Polish adjective endings ("nowa", "główna", "podarunkowa", "codzienna"); nouns in "-na"/"-ta" ("strona", "lista") are not. */
const PL_ADJECTIVE = /(?:owa|ska|cka|dzka|czna|lna|wna|nna|mna|sna|tna|dna|zna|sza|ła)$/u

export const pl = slavic({
  nominative: words('że jak'),
  prepositions: words('bez dla z ze w we na po do od o przy przez za pod nad między'),
  adjective: (word) => PL_ADJECTIVE.test(word),
  after: (word) => PL_ADJECTIVE.test(word),
  accusative(word, adjective) {
    if (adjective) return word.replace(/a$/u, 'ą')
    // Neuter plurals ("przypomnienia", "powiadomienia") stay as they are.
    if (/(?:nia|cia)$/u.test(word)) return word
    return word.replace(/a$/u, 'ę')
  },
  // "notatki", "mapy", "powiadomienia"; "synchronizacja" is one thing.
  plural: (head) => /(?:[yi]|nia|cia)$/u.test(head),
  paidFor: 'za',
  amount: 'w wysokości',
})
