import { normalizeForMatch } from '../topics/normalize'
import { joinLonePleas } from './lone-plea'
import { findAll, type MatchMode } from './match'
import { offsetsOf } from './offsets'

export interface RawClause {
  /** As written. */
  text: string
  /** Lower-cased and folded for matching. */
  norm: string
  /** Index of the sentence the clause belongs to. */
  sentence: number
  /** Starts with a turn ("but …"): what follows is usually the real point. */
  turn: boolean
  /** Ends with a question mark. */
  asks: boolean
}

// Sentence ends: . ! ? and their full-width, Arabic, Greek, Armenian, Ethiopic and Indic forms.
// A full stop inside a number or version ("4.3", "v2.1.0") is no sentence end, and "??" or "!!!"
// ends one sentence, not several.
const SENTENCE_END = /(?<=[!?！？。｡؟՞፧।॥…‼⁇⁈⁉]+|(?<!\d)\.+|\.(?!\d))(?![!?！？。｡؟՞፧।॥…‼⁇⁈⁉.])\s*|\n+/u
const QUESTION = /[?？؟՞፧;]\s*$|[?？؟]/u
// An emoji between two clauses ends the first ("Muy útil 👍 ojalá agreguen etiquetas"): it stays
// with the words before it, as a full stop would. A rolled eye ("the «improved» editor 🙃 now
// lists break") sneers at what follows as much as at what came before: no break there.
const CLAUSE_BREAK =
  /\s*[,;，、；:：]\s+|\s*[，、；،؛]\s*|\s+[-–—]\s+|(?<=[\p{L}\p{N}][\s!.]*(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u200d|\ufe0f)+)(?<![🙄🙃😒😏🤡🤔]\ufe0f?)\s+(?=\p{L})/u
// Emoji typed after the full stop: they go with the sentence before them ("Is this a joke? 🙃").
const LEADING_EMOJI = /^(?:(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u200d|\ufe0f)+\s*)+/u

/**
 * "gps drifts a lot and it would be great if I could edit the route", "l'app plante et ce serait
 * bien d'avoir…": a joining word right before a wish opens a clause of its own, so the fault and
 * the wish are read apart (the wish is not what the fault is about, nor the fault what is wished
 * for). The wish is no turn: the fault before it keeps its weight. Tested on folded text.
 */
const WISH_JOIN: Readonly<Record<string, RegExp>> = {
  en: /(?<=\S\s+)(?:and|&|plus)\s+(?:also\s+)?(?=(?:it\s+)?(?:would|'d|d)\s+be\s+(?:so\s+|really\s+|very\s+)?(?:nice|great|cool|awesome|amazing|helpful|useful|good|perfect|ideal)\b|it'?d\s+be\s+(?:nice|great|cool|awesome|amazing|helpful|useful|good)\b|(?:i\s+)?(?:would|'d)\s+(?:really\s+|so\s+)?(?:love|like)\b|i'?d\s+(?:really\s+)?(?:love|like)\b|id\s+(?:love|like)\b|i\s+wish\b|wish\b|(?:please|pls|plz)\s+(?:add|make|bring)\b|(?:could|can)\s+(?:you|u)\s+(?:please\s+)?(?:add|make)\b)/gu,
  de: /(?<=\S\s+)und\s+(?=(?:es\s+)?wa(?:e)?re\s+(?:echt\s+|sehr\s+|total\s+)?(?:schon|toll|super|cool|gut|klasse|praktisch|hilfreich|nett|genial)\b|(?:ich\s+)?(?:wunsche|wuensche)\s+mir\b|ich\s+(?:wurde|wuerde|hatte|haette)\s+(?:mir\s+|gern)|(?:bitte\s+)?(?:fugt|fuegt)\b)/gu,
  fr: /(?<=\S\s+)et\s+(?=(?:ce|ca)\s+serait\s+(?:vraiment\s+|trop\s+)?(?:bien|top|cool|genial|super|pratique|utile|sympa|parfait)\b|(?:j'|j\s)?aimerais\b|je\s+voudrais\b|pourriez[-\s]vous\b|(?:il\s+)?faudrait\b)/gu,
  es: /(?<=\S\s+)y\s+(?=(?:me\s+)?(?:encantaria|gustaria)\b|seria\s+(?:muy\s+)?(?:genial|bueno|util|ideal|estupendo|chevere|padre|bien)\b|estaria\s+bien\b|ojala\b|podrian\b)/gu,
  it: /(?<=\S\s+)e\s+(?=sarebbe\s+(?:molto\s+)?(?:bello|bellissimo|utile|comodo|fantastico|top|ottimo|carino)\b|(?:mi\s+)?piacerebbe\b|vorrei\b|potreste\b)/gu,
  pt: /(?<=\S\s+)e\s+(?=seria\s+(?:muito\s+)?(?:legal|bom|otimo|util|bacana|incrivel|perfeito|top)\b|(?:eu\s+)?gostaria\b|adoraria\b|poderiam\b)/gu,
  nl: /(?<=\S\s+)en\s+(?=(?:het\s+)?zou\s+(?:echt\s+)?(?:fijn|leuk|mooi|handig|top|geweldig|fijner)\b|ik\s+zou\s+graag\b|(?:ik\s+)?mis\s+nog\b)/gu,
  ru: /(?<=\S\s+)(?:и|а)\s+(?:еще\s+|также\s+)?(?=хотелось\s+бы|хочется|было\s+бы\s+(?:здорово|круто|классно|удобно|хорошо|неплохо)|добавьте|хотел(?:а)?\s+бы)/gu,
  uk: /(?<=\S\s+)(?:і|й|а)\s+(?:ще\s+)?(?=хотілося\s+б|було\s+б\s+(?:добре|класно|круто|зручно|чудово)|додайте|хотів\s+би|хотіла\s+б)/gu,
  pl: /(?<=\S\s+)(?:i|a)\s+(?:jeszcze\s+)?(?=(?:fajnie|dobrze|super|milo|swietnie)\s+by|przydal(?:oby|by)|chcial(?:bym|abym)|dodajcie)/gu,
  // "心拍数がたまに200になる笑 あとダークモードほしい": "あと" (and also), after a space or a laugh,
  // before a wish; never "アップデートのあと" (after the update), which follows a word.
  ja: /(?<=[\s笑ｗ])(?:あと|あとは|それと|それから)[、,]?\s*(?=[^。！？!?]{1,24}?(?:ほしい|欲しい|ほしいです|欲しいです|があれば|あったら|あると(?:嬉しい|いい|助かる)|てください|お願いします))/gu,
  ko: /(?<=\S\s+)그리고\s+(?=[^.!?]{1,24}?(?:으면 좋겠|면 좋겠|추가해 ?주|있었으면|해 ?주세요))/gu,
  sv: /(?<=\S\s+)och\s+(?=det\s+(?:hade|skulle)\s+(?:varit|vara)\s+(?:kul|bra|najs|skont|smidigt)|(?:jag\s+)?onskar\b|lagg\s+till\b)/gu,
}

/**
 * "でも心拍数がたまに200になる": a turn that only counts where a clause opens. Inside a word
 * Japanese "でも" is "いつでも" (any time) or "何でも" (anything), so it is no turn list's word.
 */
const START_TURN: Readonly<Record<string, RegExp>> = {
  ja: /^(?:でも|だけど|だが|けど)/u,
}

function wishJoins(norm: string, lang: string): number[] {
  const re = WISH_JOIN[lang]
  if (!re) return []
  return [...norm.matchAll(re)].map((m) => m.index)
}

/**
 * Splits a review into clauses: sentences first, then at commas and dashes, then before the
 * words where a review turns ("…, but it crashes"). Title first, as its own sentence.
 */
export function splitClauses(text: string, lang: string, mode: MatchMode, contrast: readonly string[]): RawClause[] {
  const out: RawClause[] = []
  const sentences: string[] = []
  for (const piece of text.split(SENTENCE_END)) {
    let sentence = piece.trim()
    const emoji = sentences.length > 0 ? LEADING_EMOJI.exec(sentence)?.[0] : undefined
    if (emoji) {
      sentences[sentences.length - 1] += ` ${emoji.trim()}`
      sentence = sentence.slice(emoji.length).trim()
    }
    if (sentence.length > 0) sentences.push(sentence)
  }
  sentences.forEach((sentence, index) => {
    const asksAtAll = QUESTION.test(sentence) || (lang === 'el' && sentence.includes(';'))
    const parts = joinLonePleas(
      sentence,
      sentence.split(CLAUSE_BREAK).filter((p) => p.trim().length > 0),
    )
    parts.forEach((part, partIndex) => {
      const norm = normalizeForMatch(part, lang)
      const pieces: { text: string; norm: string; turn: boolean }[] = []
      // Where a cut in the folded text falls in the written one ("Spaß" folds to "spass").
      const toText = offsetsOf(part, norm.length, lang)
      const place = toText ?? ((at: number) => at)
      const turns = toText ? findAll(norm, contrast, lang, mode, 'contrast', true) : []
      // "einziges Manko", "wel jammer dat": a turn inside a longer one is no second cut.
      const wishes = new Set(toText ? wishJoins(norm, lang) : [])
      const cuts = [
        ...turns.filter((h) => !turns.some((o) => o.at < h.at && o.end >= h.end)).map((h) => h.at),
        ...(toText ? connectiveTurns(norm, lang) : []),
        ...wishes,
      ].filter((at) => at > 0)
      // Only inside a sentence: "…大好きです。でも…" opening the next one keeps the praise before it.
      const startsTurned = partIndex > 0 && (START_TURN[lang]?.test(norm) ?? false)
      let from = 0
      for (const at of [...new Set(cuts)].sort((a, b) => a - b)) {
        if (part.slice(place(from), place(at)).trim().length === 0) continue
        pieces.push({ text: part.slice(place(from), place(at)).trim(), norm: norm.slice(from, at).trim(), turn: (from > 0 && !wishes.has(from)) || (pieces.length > 0 && !wishes.has(from)) || (from === 0 && startsTurned) })
        from = at
      }
      const turnAtStart = findAll(norm.slice(0, 12), contrast, lang, mode, 'contrast', true).some((h) => h.at === 0) || startsTurned
      pieces.push({ text: part.slice(place(from)).trim(), norm: norm.slice(from).trim(), turn: (from > 0 && !wishes.has(from)) || (from === 0 && turnAtStart) })
      pieces.forEach((p, i) => {
        const last = partIndex === parts.length - 1 && i === pieces.length - 1
        out.push({ text: p.text, norm: p.norm, sentence: index, turn: p.turn, asks: last ? asksAtAll : QUESTION.test(p.text) })
      })
    })
  })
  return out
}

/**
 * Korean turns inside a word: "앱은 좋은데 | 동기화가 늦어요" (the app is good, but sync is late),
 * "좋은 앱인데 | 광고가 많아요", "기능은 좋지만 | 비싸요". The endings "-ㄴ데" (a syllable closed by ㄴ,
 * then 데: 은데, 는데, 인데, 한데, 예쁜데) and "-지만" set what follows against what came before; the
 * cut falls after them. A lone "재밌는데 버그 좀.." with no word before it is one breath, read whole.
 */
const KO_CONNECTIVE = /(?<=\S\s+\S*)(\p{L})(데(?:요)?|지만)\s+(?=\S)/gu

/** Whether a Hangul syllable ends in ㄴ (its final consonant index is 4). */
const closedByN = (syllable: string): boolean => {
  const code = syllable.charCodeAt(0) - 0xac00
  return code >= 0 && code < 11172 && code % 28 === 4
}

function connectiveTurns(norm: string, lang: string): number[] {
  if (lang !== 'ko') return []
  return [...norm.matchAll(KO_CONNECTIVE)].filter((m) => m[2] === '지만' || closedByN(m[1] ?? '')).map((m) => m.index + m[0].length)
}
