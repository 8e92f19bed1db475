import type { Phrasebook } from '../../phrasebooks/types'
import { findAll, type Hit } from '../match'
import { offsetsOf } from '../offsets'
import { FEATURES } from './features/index'
import type { FeatureBook } from './features/types'
import { DATA, DATA_ONLY, UNNAMED } from './data'
import { everyOne } from './every'
import { NOUNS } from './nouns'
import { pluralShown } from './number'
import {
  adjectiveBefore,
  joins,
  kindAfter,
  ownName,
  qualifierAfter,
  qualifierBefore,
} from './qualifiers'

const LETTER = /[\p{L}\p{N}\p{M}-]/u
const MAX = 2

export interface FeatureHit {
  text: string
  concept: string
  /** The words of the review that revealed it. */
  matched: string
}

/** Extends a hit to the end of its last word, so "kalender" yields "Kalenderansicht". */
/**
 * "支持佳明以外的表", "Garmin以外の時計", "가민 말고 다른 시계": the thing right before "other than" is
 * what they already have; the wish is for something else, never for it.
 */
const OTHER_THAN = /^\s?(?:以外|之外|除外|외에|외의|말고|이외)/u

/** Languages written without spaces, where two feature words side by side may still be two things. */
const UNSPACED_NAMES = new Set(['zh', 'zh-Hant', 'ja'])

function surface(text: string, at: number, end: number, word: boolean, code = ''): string {
  let stop = end
  if (word) while (stop < text.length && LETTER.test(text[stop] ?? '')) stop++
  // A Dutch plural after an apostrophe ("schema's", "foto's") is part of the word.
  if (word && code === 'nl' && /^['’]s(?![\p{L}])/u.test(text.slice(stop))) stop += 2
  return text.slice(at, stop).trim()
}

// A number after the word, not a measure or a time ("level 347", not "level 3.5" or "5:30"),
// or before it ("340. bölüm", "第340关").
const NUMBER_AFTER = /^\s?(?:#|n[°º]\s?)?(\d{1,5})(?![\d,:%]|\.\d)/u
const NUMBER_BEFORE = /(?<![\d.,])(\d{1,5})\.?\s?$/u
/**
 * "Her 5 bölümde", "каждые 5 уровней", "co 5 poziomów", "كل 5 مراحل", "हर 5 लेवल", "每5关": a number
 * after "every" counts the levels, it names none of them ("5. bölüm" would be a level they never meant).
 */
const EVERY_BEFORE =
  /(?:^|[\s,(])(?:every|each|her|каждые|каждых|каждый|кожні|кожен|кожних|co|كل|हर|mỗi|setiap|tiap|alle|toutes les|cada|ogni|elke|varje)\s$|[每毎매]\s?$/u

/** "Level 347": the word as written and the number after it, or '' when no number goes with it. */
function counted(
  text: string,
  at: number,
  end: number,
  word: boolean,
  as: string | undefined,
  lead: string,
): { text: string; end: number } | null {
  const written = surface(text, at, end, word)
  const after = NUMBER_AFTER.exec(text.slice(at + written.length))
  // "340. bölümde": the number may end the clause before, its full stop read as a sentence's.
  const before = after ? null : NUMBER_BEFORE.exec(`${lead} ${text.slice(0, at)}`.slice(-9))
  const n = after?.[1] ?? before?.[1]
  if (!n) return null
  if (before && EVERY_BEFORE.test(`${lead} ${text.slice(0, at)}`.slice(0, -before[0].length).toLowerCase()))
    return null
  const stop = after ? at + written.length + after[0].length : at + written.length
  // Where the word takes a case ending ("poziomie 212"), the reply names it in its own form.
  if (as) return { text: as.replace('{n}', n), end: stop }
  return after ? { text: text.slice(at, stop).trim(), end: stop } : null
}

/** What lies between two feature words that make one compound, by language. */
const COMPOUND_GAP: Record<string, RegExp> = {
  ja: /^$/u,
  zh: /^$/u,
  'zh-Hant': /^$/u,
  ko: /^ ?$/u,
  vi: /^ $/u,
  // Indonesian puts the noun first and its qualifier after, with a space ("widget kalender", "mode gelap widget").
  id: /^ $/u,
  // French, Spanish, Italian and Portuguese name a kind by a bare noun after the head ("le widget
  // checklist", "el widget calendario"): no article or preposition between them.
  fr: /^ $/u,
  es: /^ $/u,
  it: /^ $/u,
  pt: /^ $/u,
  // "नोट्स का बैकअप", "वॉइस नोट्स": noun + noun, or joined by the possessive postposition.
  hi: /^ (?:(?:का|की|के) )?$/u,
}

/** Where a noun's attribute stands in languages that decline it: after the head in the genitive, or before it (Turkish). */
const ATTRIBUTIVE: Record<string, 'head-first' | 'head-last'> = {
  pl: 'head-first',
  ru: 'head-first',
  uk: 'head-first',
  tr: 'head-last',
}
/** A Turkish head with the possessive ending and no case ending after it ("haritası", "widget'ı"). */
const TR_POSSESSED = /(?:s?[ıiuü])$/u
/** The object ending after the possessive one ("klasörleri|ni"): the name is said without it. */
const TR_OBJECT = /([ıiuü])n[ıiuü]$/u

/** The languages whose compounds are a head and a bare noun of its kind ("widget calendario"). */
const APPOSITION = new Set(['fr', 'es', 'it', 'pt'])

function compound(gap: string, code: string): boolean {
  return COMPOUND_GAP[code]?.test(gap) ?? false
}

/** The reviewer's "its" or "my" glued to the last word ("checklist-nya", "kalenderku"), which a reply cannot say back. */
const ENCLITIC: Record<string, RegExp> = { id: /-?(?:nya|ku|mu)$/u }

/**
 * A compound as a reply names it: without an enclitic of the reviewer's, and in lower case where
 * it only opens their sentence ("Widget checklist-nya" → "widget checklist"), not where it is a
 * name ("Google Kalender").
 */
function tidyCompound(
  written: string,
  code: string,
  features: FeatureBook,
  concept: string,
): string {
  const plain = written.replace(ENCLITIC[code] ?? /$^/u, '')
  const display = features.words.find(([c]) => c === concept)?.[1] ?? ''
  return /^\p{Ll}/u.test(display) && /^\p{Lu}\p{Ll}*(?:\s|$)/u.test(plain)
    ? `${plain.charAt(0).toLowerCase()}${plain.slice(1)}`
    : plain
}

/**
 * A Japanese noun of two or more kanji or katakana after "の" (with a verb noun's kana ending,
 * "色分け"), ended by a particle or the sentence's end; never "の時" or "の後", which say when.
 */
const JA_OF_NOUN =
  /^の(?:[\p{Script=Han}\p{Script=Katakana}ー]{2,8}|[\p{Script=Han}]{1,4}[けきしりみえ][\p{Script=Han}]{0,2})(?=[がをはもにでと、。！？!?\s]|$)/u

/** Languages matched anywhere in a word, though their words are written apart (Hindi, Arabic). */
const SPACED = new Set(['hi', 'ar'])

/** Services and devices a run or a note can be linked with. */
const LINKED = new Set(['garmin', 'strava'])
/** What a Korean wish does with a service: "(시계)랑 (바로) 연동", "와 동기화". */
const KO_LINK =
  /^[\s\u00a0]*(?:시계|워치)?[\s\u00a0]*(?:랑|이랑|와|과|하고|에|으로|로)?[\s\u00a0]*(?:(?:바로|직접|자동으로|자동)[\s\u00a0]*)?(연동|동기화)/u

/** The rest of a Japanese clause, to its first comma or stop. */
const JA_CLAUSE = /^[^、。！？!?\n]*/u
/**
 * The action noun a Japanese wish asks to be able to do ("繰り返し設定 | できたら", "並べ替え | して
 * ほしい"): kanji or katakana, with the kana a verb writes between them (never a particle: "自分で作成"
 * is no name), right before the wish.
 */
const JA_ACTION =
  /((?:[\p{Script=Han}\p{Script=Katakana}ー]+[いきぎけげしじちびべみりえ]?)*[\p{Script=Han}\p{Script=Katakana}ー]+)(?:が|を)?(?:できたら|出来たら|できるように|出来るように|できれば|してほしい|して欲しい|してくれたら|させてほしい)/u

/**
 * The noun a feature word qualifies through the language's "of": in Chinese, which has no
 * particle to end it, only a noun that ends the clause ("文件夹的排序功能。").
 */
const OF_NOUN: Record<string, RegExp> = {
  ja: JA_OF_NOUN,
  zh: /^的[\p{Script=Han}]{2,6}(?=[，。！？、；,.!?;\s]|$)/u,
  'zh-Hant': /^的[\p{Script=Han}]{2,6}(?=[，。！？、；,.!?;\s]|$)/u,
}

/** Hindi's possessive "का" takes its oblique form "के" in a reply, where a postposition follows the name. */
const HINDI_OF = new Set(['hi'])
const HINDI_KA = /(\s)का(\s)/u

/** Data the reviewer keeps, not a feature of the app ("notes" in "handwritten notes"). */
const plainData = (concept: string): boolean => DATA_ONLY.has(concept) || UNNAMED.has(concept)

/** Opening or viewing a file, right before the file's word: "open", "Öffnen von", "j'ouvre un", "abrir un", "打开". */
const OPENED =
  /(?:open(?:s|ing|ed)?|attach(?:es|ing|ed)?|import(?:s|ing|ed)?|upload(?:s|ing|ed)?|anhängen|hochladen|importieren|joindre|importer|adjuntar|importar|anexar|anexo|carregar|allegare|caricare|bijvoegen|importeren|bifoga|importera|załącz\p{L}*|zalacz\p{L}*|прикреп\p{L}*|прикріп\p{L}*|загрузить|завантаж\p{L}*|lampirkan|melampirkan|unggah|đính kèm|tải lên|添加|上传|上傳|附加|添付|첨부|अटैच|view(?:ing)?|öffne(?:n|t)?|öffnen von|ouvr\p{L}*|ouvre|abr(?:ir|o|e|iendo)|apr(?:ire|o|e)|opent?|öppna[rt]?|otwier\p{L}*|otworzy\p{L}*|откры\p{L}*|відкри\p{L}*|aç\p{L}*|membuka|buka|mở|打开|打開|開く|開い|開け|열)(?:\s+(?:a|an|the|my|von|un|une|des|le|la|les|el|los|las|um|uma|o|os|il|lo|gli|een|de|het|en|ett|mina))?\s*$/iu

/** The same, said after the file where the verb comes last: "PDFを添付", "PDF 첨부", "pdf ekleyemiyorum". */
const OPENED_AFTER =
  /^\s*(?:を|が|の|는|를|을|'?[ıiyu]|को)?\s*(?:添付|開|インポート|取り込|첨부|열|가져오|ekle|aç|açıl|içe aktar|yükle|अटैच|खोल|अपलोड)/iu

/** A reply or an e-mail right after the word: "template reply", "canned response". */
const SUPPORT_REPLY = /^\s+(?:reply|replies|response|responses|answer|answers)(?!\p{L})/iu

/** Concepts that are names, found only where the review capitalises them. */
const NAMES_ONLY = new Set(['plus'])
/**
 * Things a review names only by what they do ("asks me to rate", "просит оценить", "評価を求め"):
 * quoting that would put a verb fragment in the reply, so it says the phrasebook's noun instead.
 */
const DESCRIBED = new Set(['rating_prompt'])

/** What audio cues say: a figure named after them in the same breath is what they announce. */
const ANNOUNCED = new Set(['pace', 'heart_rate', 'distance'])
/**
 * A list between two things ("the audio cues and the heart rate", "音声ガイドとペース"): a comma
 * or "and" right after the first makes the second a thing of its own; in CJK and Korean the
 * particle follows the word at once ("ごとに" holds no "と").
 */
const LISTED =
  /[,，、;；]|(?:^|[\s(])(?:and|und|et|y|e|en|och|i|oraz|и|і|та|ve|dan|serta|và|और|و)(?=[\s)]|$)|^(?:と|や|和|及|与|與|와|과|랑|하고|이랑)/iu
const ANNOUNCED_GAP = 40

/** Concepts that also name a kind of game ("puzzle game", "Rätselspiel", "パズルゲーム"). */
const GENRES = new Set(['puzzles'])
/** A word for a game or an app right after the word, or glued to it ("Puzzlespiel", "pusselspelet", "解谜游戏"). */
const GAME_AFTER =
  /^(?:[\p{L}]*(?:spiel|spiele|spielen|spel|spelet|spelen)(?![\p{L}])|[\s-]*(?:games?|apps?|spiele?|spel(?:et)?|jeux?|juegos?|giochi|gioco|jogos?|gry|grę|gra|oyun\p{L}*|игр\p{L}*|ігр\p{L}*|ゲーム|게임|游戏|遊戲|गेम|trò chơi)(?![\p{L}]))/iu
/** A word for a game right before the word, with its "of" ("jeu de", "juego de", "gioco di", "игра-"). */
const GAME_BEFORE =
  /(?:^|[^\p{L}])(?:games?|jeux?|juegos?|giochi|gioco|jogos?|spel|gra|игра|гра|trò chơi)(?:\s+(?:de|di|da|do|of|với))?[\s-]+$/iu

function genre(text: string, at: number, end: number): boolean {
  return (
    GAME_AFTER.test(text.slice(end, end + 16)) ||
    GAME_BEFORE.test(text.slice(Math.max(0, at - 16), at))
  )
}

/** Concepts whose name is what they are called ("dossier Travail", "cartella 'Università'"). */
const NAMED = new Set(['folders', 'checklists', 'shopping_lists', 'templates', 'tags'])

/**
 * Whether the reviewer's own word reads right in a reply: in a language whose replies put an
 * article on a name, only when its head noun is known (so its gender is), and in German,
 * Dutch and Swedish only as one word, not a phrase whose adjective carries the review's case.
 */
function readable(written: string, code: string): boolean {
  const nouns = NOUNS[code]
  if (!nouns) return true
  // A name ("Premium", "Strava") takes no article; only German writes every noun capitalised.
  if (
    code !== 'de' &&
    /^\p{Lu}/u.test(written) &&
    nouns.head(written.split(/\s+/)[0] ?? '') === null
  )
    return true
  const parts = written.split(/\s+/)
  if (code === 'de' || code === 'nl' || code === 'sv')
    return parts.length === 1 && nouns.head(written) !== null
  // Romance names start with their noun, or an adjective before it ("nouvelle interface").
  return parts.slice(0, 2).some((p) => nouns.head(p) !== null)
}

const flat = new Map<string, { triggers: string[]; rowOf: number[] }>()

/** Every trigger of a language's feature words in one list, with the row each came from. */
function flattened(code: string, features: FeatureBook): { triggers: string[]; rowOf: number[] } {
  let found = flat.get(code)
  if (!found) {
    found = { triggers: [], rowOf: [] }
    for (const [row, [, , ...triggers]] of features.words.entries()) {
      for (const t of triggers) {
        found.triggers.push(t)
        found.rowOf.push(row)
      }
    }
    flat.set(code, found)
  }
  return found
}

/**
 * The features a clause names through the language's feature words: as the reviewer wrote
 * them where the language allows a quote, else in the phrasebook's own words.
 */
export function featuresIn(
  text: string,
  norm: string,
  book: Pick<Phrasebook, 'code' | 'matching'>,
  /** The clause before, where a number that counts a feature may stand ("340. | bölümde"). */
  lead = '',
  /** Whether the clause asks for something, where what qualifies a wish is part of it ("하위 | 폴더"). */
  wish = false,
): FeatureHit[] {
  const features = FEATURES[book.code]
  if (!features) return []
  const out: FeatureHit[] = []
  const taken: { at: number; end: number }[] = []
  // Where the folded hit lies in the written text; null when that cannot be told.
  const toText = offsetsOf(text, norm.length, book.code)
  const { triggers, rowOf } = flattened(book.code, features)
  const found = features.words.map(([concept, display]) => ({
    concept,
    display,
    hits: [] as Hit[],
  }))
  // One pass over the text for every feature word of the language, each hit filed under its row.
  for (const hit of findAll(norm, triggers, book.code, book.matching, 'features'))
    found[rowOf[hit.index] ?? 0]?.hits.push(hit)
  // Words inside a longer feature's name name no other feature ("Remove ads" is no "ads"), and a
  // word inside a feature already named is no second one ("导出" in "导出成PDF").
  const inLonger = (h: Hit) =>
    found.some((x) =>
      x.hits.some((o) => o.at <= h.at && o.end >= h.end && o.end - o.at > h.end - h.at),
    )
  // Each with where it stands in the text: `tail` is where its name ends when nothing was added to it.
  // `from` is where a name with a qualifier before it begins ("Türkçe | sesli anlatım").
  const chosen: (FeatureHit & { at: number; end: number; tail: number; from?: number })[] = []
  for (const { concept, display, hits } of found) {
    if (chosen.some((x) => x.concept === concept)) continue
    const free = hits.filter(
      (h) =>
        !inLonger(h) &&
        !taken.some((t) => h.at >= t.at && h.end <= t.end) &&
        !features.verbAfter?.test(norm.slice(Math.max(0, h.at - 8), h.at)) &&
        !OTHER_THAN.test(norm.slice(h.end, h.end + 4)),
    )
    // The same word said again with what qualifies it says more ("폴더 안에 | 하위 폴더").
    const hit =
      (toText &&
        free.find(
          (h) =>
            h.phrase === free[0]?.phrase &&
            qualifierBefore(text, toText(h.at), book.code, wish).prefix,
        )) ||
      free[0]
    if (!hit) continue
    taken.push(hit)
    if (!toText) {
      chosen.push({ concept, text: display, matched: hit.phrase, at: -1, end: -1, tail: -1 })
      continue
    }
    const [found, end] = [toText(hit.at), toText(hit.end)]
    const word = book.matching === 'word'
    // "Garmin-Synchronisation": where the reviewer's word is quoted, the whole hyphenated compound is.
    // Never over a name already found there ("PDF" in "PDF-Exportfunktion").
    const at =
      features.echo &&
      word &&
      text[found - 1] === '-' &&
      !chosen.some((x) => x.at < found && x.end >= found)
        ? found - 1 - (/[\p{L}\p{N}]+$/u.exec(text.slice(0, found - 1))?.[0].length ?? 0)
        : found
    const numbered = features.counted?.includes(concept)
      ? counted(text, at, end, word, features.countedAs, lead)
      : null
    // A word that counts only with its number ("màn 150") names nothing without one ("màn hình").
    if (!numbered && features.numbered?.includes(hit.phrase)) continue
    const written = surface(text, at, end, word, book.code)
    // A word that is only a name when written as one ("Plus", not French "ne marche plus").
    if (NAMES_ONLY.has(concept) && !/^\p{Lu}/u.test(written)) continue
    // "Best puzzle game", "Rätselspiel", "jeu de réflexion et d'énigmes": the kind of game is the app itself.
    if (GENRES.has(concept) && genre(text, at, at + written.length)) continue
    // The plain name says more where it holds the reviewer's word ("PDF" → "exportación a PDF").
    const words = (w: string) =>
      word ? ` ${w.toLowerCase().replace(/-/gu, ' ')} ` : w.toLowerCase()
    const fuller = display.length > written.length && words(display).includes(words(written))
    // A file opened ("beim Öffnen von PDFs", "quand j'ouvre un PDF") is a document, not the
    // feature the fuller name would claim ("PDF-Export").
    if (
      display.length > written.length &&
      (OPENED.test(text.slice(Math.max(0, at - 24), at)) || OPENED_AFTER.test(text.slice(end, end + 12)))
    )
      continue
    // "Support sent me a template reply": a kind of reply from support, not the app's templates.
    if (book.code === 'en' && SUPPORT_REPLY.test(text.slice(end, end + 12))) continue
    // Where the reviewer's word only opens their sentence ("Röstfeedbacken är perfekt"), its capital
    // is no name's: in the reply it stands mid-sentence. German writes every noun so.
    const opens =
      book.code !== 'de' &&
      /^\p{Ll}/u.test(display) &&
      /^\p{Lu}\p{Ll}/u.test(written) &&
      /(?:^|[.!?]\s*)$/u.test(text.slice(0, at).trimEnd())
    // A common noun the reviewer capitalised mid-sentence ("the Checklist feature", "Tryb Ciemny")
    // is no name either: the reply writes it as the plain noun does, in lower case.
    const titled =
      book.code !== 'de' &&
      /^\p{Ll}/u.test(display) &&
      /^\p{Lu}\p{Ll}+(?:[\s-]\p{Lu}\p{Ll}+)*$/u.test(written) &&
      // Only the plain noun itself: "Premium" for a subscription is the product's name.
      display.toLowerCase().includes(written.toLowerCase())
    const plain = titled
      ? written.toLowerCase()
      : opens
        ? `${written.charAt(0).toLowerCase()}${written.slice(1)}`
        : written
    // "PDF로 내보내|기": a Korean verb stem before its noun ending is no name; the plain name is.
    const cut = book.code === 'ko' && text.charAt(end) === '기'
    // "विज्ञापन हटा|ने वाला पैक": where words are written apart but matched anywhere, a match that
    // ends inside a word would quote a piece of it; the plain name is said instead.
    const piece = !word && SPACED.has(book.code) && /[\p{L}\p{M}]/u.test(text.charAt(end))
    const echoed =
      numbered?.text ??
      (features.echo && !fuller && !cut && !piece && !DESCRIBED.has(concept) && readable(plain, book.code)
        ? plain
        : '')
    // A name keeps its maker's spelling ("strava" → "Strava", "gps" → "GPS").
    const quote = echoed.toLowerCase() === display.toLowerCase() ? display : echoed
    // "Every single note", "chaque note": the whole kind, as the phrasebook names it.
    const whole = DATA.has(concept) && everyOne(text.slice(0, at), book.code)
    const base = quote.length > 1 && !whole ? quote : display
    // What makes it specific: the folder's own name, or a qualifier ("for the widget", "vers Strava").
    const stop = numbered?.end ?? at + written.length
    const own = NAMED.has(concept) ? ownName(text, stop) : null
    const qualifier =
      own || numbered
        ? ''
        : qualifierAfter(text, stop, book.code) || (wish ? kindAfter(text, stop, book.code) : '')
    const first = qualifierBefore(text, at, book.code, wish)
    // In Russian and Ukrainian an adjective before the word goes with it, when both are in the
    // form the reply names it in ("повторяющиеся напоминания").
    const adjective =
      written.toLowerCase() === display.toLowerCase() ? adjectiveBefore(text, at, book.code) : ''
    const named = `${first.prefix}${adjective}${base}${own?.name ?? ''}${qualifier || first.suffix}`
    const from = first.prefix ? (/\S+[\s\u00a0]+$/u.exec(text.slice(0, at))?.index ?? at) : at
    chosen.push({
      concept,
      text: `${pluralShown(text, from, named, book.code)}${named}`,
      matched: text.slice(at, end),
      at,
      end: own?.end ?? stop + qualifier.length,
      tail: !own && !qualifier && !numbered ? stop : -1,
      from,
    })
  }
  // Two feature words joined by a preposition are one thing ("widget en mode sombre", "Widget im
  // Dunkelmodus"): the second is kept as the reviewer wrote it, after the first's name.
  if (toText) {
    for (const c of chosen) {
      if (c.tail < 0) continue
      const next = chosen.find(
        (o) => o !== c && o.at > c.tail && joins(text.slice(c.tail, o.at), book.code),
      )
      if (!next) continue
      // "PDF | में | एक्सपोर्ट" named "PDF एक्सपोर्ट": a name that already holds the second word
      // takes it in, never says it twice ("PDF एक्सपोर्ट में एक्सपोर्ट").
      if (c.text.toLowerCase().includes(text.slice(next.at, next.end).toLowerCase())) {
        c.end = next.end
        next.at = -2
        continue
      }
      // As written, so a case ending fits its preposition ("виджет с тёмной темой"), without the quotes around a name.
      const joined = text
        .slice(c.tail, next.end)
        .replace(/[\s\u00a0]+/gu, ' ')
        .replace(/(^|\s)["'„“«‚‘]|["'“”»’‘](?=\s|$)/gu, '$1')
      c.text = `${c.text}${HINDI_OF.has(book.code) ? joined.replace(HINDI_KA, '$1के$2') : joined}`
      if (plainData(c.concept) && !plainData(next.concept)) c.concept = next.concept
      c.end = next.end
      next.at = -2
    }
  }
  // Two feature words written as one compound are one thing, named as written ("手書きメモ",
  // "语音笔记", "ghi chú giọng nói", "नोट्स का बैकअप"): never two fragments, nor a display name
  // for one half. It is the feature of either part that is no plain data ("handwriting", not "notes").
  if (toText) {
    for (const c of chosen) {
      if (c.tail < 0 || c.at < 0) continue
      const next = chosen.find(
        (o) => o !== c && o.at >= c.tail && compound(text.slice(c.tail, o.at), book.code),
      )
      if (!next) continue
      // "导出PDF中文显示成方块", "PDF出力日本語が文字化け": a language right after a feature is what the
      // next words say something of (the Chinese text in it), never half of one name.
      if (next.concept === 'language' && UNSPACED_NAMES.has(book.code)) continue
      // A Romance noun after the head names its kind, never the data ("synchronisation notes").
      if (APPOSITION.has(book.code) && (plainData(c.concept) || plainData(next.concept))) continue
      const written = tidyCompound(text.slice(c.at, next.end), book.code, features, c.concept)
      // Vietnamese typed without its accents is never quoted back.
      if (book.code === 'vi' && written.normalize('NFD') === written) continue
      c.text = HINDI_OF.has(book.code) ? written.replace(HINDI_KA, '$1के$2') : written
      if (plainData(c.concept) && !plainData(next.concept)) c.concept = next.concept
      c.end = next.end
      c.tail = next.tail
      next.at = -2
    }
  }
  // "Widżet kalendarza", "карта маршрута", "rota haritası": a noun with another right after it in
  // the genitive (Polish, Russian, Ukrainian), or before it with the possessive ending (Turkish),
  // is one thing: "the calendar widget", never "the widget and the calendar". The head is named in
  // the form the reply declines, the genitive as written; a Turkish head only without a case ending.
  const attributive = ATTRIBUTIVE[book.code]
  if (toText && attributive) {
    for (const c of chosen) {
      if (c.tail < 0 || c.at < 0) continue
      const next = chosen.find((o) => o !== c && o.at === c.tail + 1 && text[c.tail] === ' ')
      if (!next || next.tail < 0 || plainData(next.concept)) continue
      const second = text.slice(next.at, next.end)
      // A name that holds the word already ("експорт у PDF" before "експорт") is no attribute.
      if (c.text.toLowerCase().includes(second.toLowerCase().slice(0, 4))) continue
      if (attributive === 'head-first') c.text = `${c.text} ${second}`
      else if (TR_POSSESSED.test(second))
        c.text = `${text.slice(c.at, c.tail).toLocaleLowerCase('tr')} ${second.toLocaleLowerCase('tr').replace(TR_OBJECT, '$1')}`
      else continue
      if (attributive === 'head-last') c.concept = next.concept
      c.end = next.end
      c.tail = -1
      next.at = -2
    }
  }
  // "カレンダーの週表示", "文件夹的排序功能": a noun after "の" or "的" is what the feature word only qualifies, so the name
  // is the whole phrase, up to the particle that ends it.
  const ofNoun = OF_NOUN[book.code]
  if (toText && ofNoun) {
    for (const c of chosen) {
      if (c.tail < 0 || c.at < 0) continue
      const m = ofNoun.exec(text.slice(c.tail))
      if (!m || chosen.some((o) => o !== c && o.at >= c.tail && o.at < c.tail + m[0].length))
        continue
      c.text = text.slice(c.at, c.tail + m[0].length)
      c.end = c.tail + m[0].length
      c.tail = -1
    }
  }
  // "リマインダーを毎週◯曜日みたいに繰り返し設定できたら": a Japanese wish for what to do with a
  // feature asks for that action on it, named "リマインダーの繰り返し設定", never the bare feature.
  if (toText && wish && book.code === 'ja') {
    for (const c of chosen) {
      if (c.tail < 0 || c.at < 0 || text[c.tail] !== 'を') continue
      const clause = JA_CLAUSE.exec(text.slice(c.tail + 1))?.[0] ?? ''
      const action = JA_ACTION.exec(clause)?.[1]
      if (
        !action ||
        chosen.some((o) => o !== c && o.at > c.tail && o.at < c.tail + 1 + clause.length)
      )
        continue
      c.text = `${text.slice(c.at, c.tail)}の${action}`
      c.tail = -1
    }
  }
  // "가민 시계랑 바로 연동되면": a Korean wish to link with a service asks for that link, named
  // "가민 연동", never the bare service ("가민과 요약 알림").
  if (toText && wish && book.code === 'ko') {
    for (const c of chosen) {
      if (c.at < 0 || !LINKED.has(c.concept)) continue
      const link = KO_LINK.exec(text.slice(c.end))?.[1]
      if (!link) continue
      c.text = `${c.text} ${link}`
      c.tail = -1
    }
  }
  // "Die Ansagen (Pace jeden km)", "音声ガイドが1kmごとにペースを教えてくれる": the pace is what the
  // audio cues say, so the cues are the thing praised or broken, not the cues and the pace.
  if (toText) {
    const cues = chosen.find((o) => o.concept === 'audio_cues' && o.at >= 0)
    for (const c of chosen) {
      if (!cues || !ANNOUNCED.has(c.concept) || c.at < cues.end) continue
      const gap = text.slice(cues.end, c.at)
      if (gap.length <= ANNOUNCED_GAP && !LISTED.test(gap)) c.at = -2
    }
  }
  // A feature word inside another's qualifier is part of that name ("Google" in "calendar sync
  // with Google"), not a second thing; an account, a password or plain data ("notes") comes
  // after the features the review names.
  const late = (c: FeatureHit) =>
    UNNAMED.has(c.concept) ||
    DATA_ONLY.has(c.concept) ||
    c.concept === 'account' ||
    c.concept === 'login'
      ? 1
      : 0
  for (const c of [...chosen].sort((a, b) => late(a) - late(b))) {
    if (out.length >= MAX) break
    // The same for a word inside the qualifier before another's name: "Türkçe sesli anlatım" asks
    // for Turkish narration, not for Turkish support and narration.
    const within = (x: (typeof chosen)[number], o: (typeof chosen)[number]) =>
      (x.at > o.at && x.at < o.end) || (o.from !== undefined && x.at >= o.from && x.at < o.at)
    // Two names that overlap each other ("PDF dışa | aktarma", whose "dışa aktarma" takes "PDF"
    // before it) are one thing: the first is named, never neither.
    const inside = (o: (typeof chosen)[number]) => within(c, o) && (!within(o, c) || o.at < c.at)
    if (c.at === -2 || chosen.some((o) => o !== c && o.at >= 0 && inside(o))) continue
    out.push({ concept: c.concept, text: c.text, matched: c.matched })
  }
  return out
}
