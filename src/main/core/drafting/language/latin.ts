import { found, UNTOLD, type Detection } from './evidence'
import { FRANC_LATIN, francPick, francRanked, MIN_STATISTICAL_LETTERS } from './franc'
import { LANGUAGES_OF_WORD, SIGNATURE_LETTERS, STRONG_WORDS } from './lexicon'

/**
 * Whether the word lists alone already settle it (four votes or more, twice the runner-up):
 * franc costs a few hundred microseconds a review, which adds up over a first import.
 */
function clearLead(scores: ReadonlyMap<string, number>): boolean {
  const [top = 0, second = 0] = [...scores.values()].sort((a, b) => b - a)
  return top >= 4 && top >= 2 * second
}

const MALAY_ONLY = new Set([
  'boleh',
  'tak',
  'nak',
  'mahu',
  'kerana',
  'lah',
  'tetapi',
  'sahaja',
  'sebab',
  'awak',
  'kat',
  'dah',
  'ni',
  'ranap',
  'asyik',
  'guna',
  'pasukan',
  'maklum',
  'sila',
  'sokongan',
  'gembira',
  'memaklumkan',
])

// Words Indonesians write and Malaysians do not (or rarely): what lets an Indonesian review
// overrule a Malay store listing.
const INDONESIAN_ONLY = new Set(
  'gak nggak enggak ngga gk banget bgt aja udah sih dong deh gimana bikin kalo nyesel mantul'.split(
    ' ',
  ),
)

const SIBLINGS: Record<string, string> = { da: 'nb', nb: 'da' }

const NON_ASCII = /[^\u0020-\u007e\s]/

/** Own words a language needs before it overrules a store's language: "Muy buena" is not enough. */
const SURE_WORDS = 3
/** Letters after which franc's reading counts as evidence, and how far below its best guess the store's language must score. */
const FRANC_SURE_LETTERS = 60
const FRANC_SURE_GAP = 0.85

/**
 * A Latin-script text: each word votes for the languages whose list has it, signature letters
 * (ñ, ã, ß, ą, ...) vote for theirs, and franc votes once the text is long enough. Sure when the
 * winner has at least three of its own words, twice the runner-up's score and a lead of two.
 */
export function latin(text: string, letters: number, hint: string | null): Detection {
  const tokens = text.toLowerCase().match(/[\p{L}\p{M}'’]+/gu) ?? []
  const scores = new Map<string, number>()
  // Words only: letters and franc do not count towards being sure.
  const words = new Map<string, number>()
  const vote = (lang: string, n: number) => scores.set(lang, (scores.get(lang) ?? 0) + n)
  const word = (lang: string, n: number) => words.set(lang, (words.get(lang) ?? 0) + n)
  for (const raw of tokens) {
    const token = raw.replace(/’/g, "'")
    for (const lang of LANGUAGES_OF_WORD.get(token) ?? []) {
      vote(lang, 1)
      word(lang, 1)
    }
    const strong = STRONG_WORDS.get(token)
    if (strong) {
      vote(strong, 2)
      word(strong, 1)
    }
  }
  const signs = new Map<string, number>()
  // Every signature letter is outside ASCII: a plain-ASCII text has none to look for.
  if (NON_ASCII.test(text)) {
    for (const [re, lang] of SIGNATURE_LETTERS) {
      const hits = text.match(re)?.length ?? 0
      // Two of Vietnamese's own letters settle it.
      if (lang === 'vi' && hits >= 2) return found('vi', true)
      if (hits) {
        vote(lang, Math.min(3, hits))
        signs.set(lang, hits)
      }
    }
  }
  let francs: [string, number][] = []
  if (letters >= MIN_STATISTICAL_LETTERS && !clearLead(scores)) {
    francs = francRanked(text, FRANC_LATIN)
    // Languages franc scores within a hair of its best guess: on short texts the order among
    // them is noise. Spanish, Galician and French can score alike: the store's hint decides.
    const best = francs[0]?.[1] ?? 0
    const near = francs.filter(([, score]) => score >= best * 0.95).map(([lang]) => lang)
    const guess = hint && near.includes(hint) ? hint : near[0]
    if (guess) vote(guess, 2)
  }
  if (hint && (scores.get(hint) ?? 0) > 0) vote(hint, 1)
  // Malay and Indonesian share most words; without a word only Malay uses, it is Indonesian
  // (by far the more common on the stores), unless the store says Malay: then it takes a word
  // only Indonesians write.
  const malayOnly = tokens.filter((t) => MALAY_ONLY.has(t)).length
  const indonesianOnly = tokens.filter((t) => INDONESIAN_ONLY.has(t)).length
  if (hint === 'ms' && indonesianOnly === 0 && (scores.get('id') ?? 0) > 0) {
    vote('ms', scores.get('id') ?? 0)
    word('ms', words.get('id') ?? 0)
    scores.delete('id')
  } else if ((scores.get('ms') ?? 0) > 0 && malayOnly === 0) {
    vote('id', scores.get('ms') ?? 0)
    word('id', words.get('ms') ?? 0)
    scores.delete('ms')
  } else if (malayOnly > 0 && (scores.get('ms') ?? 0) >= 2) vote('ms', 3 * malayOnly)
  const ranked = [...scores].sort((a, b) => b[1] - a[1])
  const [top, second] = ranked
  if (!top) return letters >= MIN_STATISTICAL_LETTERS ? found(francPick(text), false) : UNTOLD
  const [language, score] = top
  const margin = score > (second?.[1] ?? 0)
  if (!(margin && score >= 2) && !(margin && score >= 1 && tokens.length <= 3)) return UNTOLD
  // Danish and Norwegian share most words: the one ahead is the better guess, and how sure it
  // is that the text is not Swedish (or English) is measured against the others.
  const sibling = SIBLINGS[language]
  const runnerUp = ranked.find(([lang]) => lang !== language && lang !== sibling)?.[1] ?? 0
  const own = words.get(language) ?? 0
  const lead = score - runnerUp
  const francLead =
    francs[0]?.[0] === language &&
    letters >= FRANC_SURE_LETTERS &&
    (francs.find(([lang]) => lang === hint)?.[1] ?? 0) <= FRANC_SURE_GAP
  let sure =
    (own >= SURE_WORDS && score >= 2 * runnerUp && lead >= 2) ||
    // Many of its own words and a clear lead: a Hinglish sentence keeps its English nouns.
    (own >= 2 * SURE_WORDS && score >= 1.3 * runnerUp && lead >= 2) ||
    // Its own letters (ą, ß, ñ, ğ, ...) twice, and a word of it.
    ((signs.get(language) ?? 0) >= 2 && own >= 1 && lead >= 2) ||
    // A sentence franc reads plainly as this language and not as the store's.
    (francLead && own >= 2 && lead >= 2)
  // Indonesian and Malay share most of their words: only words one side alone writes tell a
  // review from the other side's store.
  if (language === 'id' && hint === 'ms') sure &&= indonesianOnly >= 2
  if (language === 'ms' && hint === 'id') sure &&= malayOnly >= 2 && indonesianOnly === 0
  return found(language, sure)
}
