import { conjoined } from '../text/conjoined'
import type { Phrasebook } from '../phrasebooks/types'
import { possessed } from './naming/tr-possessive'
import { GRAMMARS } from '../read/things/grammar'
import { NAMINGS } from './naming'
import { articled, type Cited } from './naming/types'

const DETERMINED = /^(?:the|my|your|our|this|that|these|those|a|an)\s/i

/** Quote marks a language puts around a label it has no article for. */
const LABEL: Record<string, [string, string]> = {
  de: ['„', '“'],
  fr: ['«\u00a0', '\u00a0»'],
  es: ['«', '»'],
  it: ['“', '”'],
  pt: ['“', '”'],
  nl: ['“', '”'],
  sv: ['”', '”'],
}

/** A brand name in camel case: small letters, then a capital ("iPad", "macOS", "eBay"). */
const CAMEL = /^\p{Ll}+\p{Lu}/u

/**
 * How a reply refers to a named thing in plain text: "the audio cues", "Strava", "le mode
 * sombre", "die Suche", as the language wants (in the nominative, before any preposition).
 */
export function refer(thing: string, book: Phrasebook): string {
  const naming = NAMINGS[book.code]
  if (naming) {
    const cited = naming.cite(thing)
    return cited ? articled(cited) : label(thing, book)
  }
  const grammar = GRAMMARS[book.code]
  if (!grammar || DETERMINED.test(thing)) return thing
  return `${grammar.articleFor(thing)}${thing}`
}

function label(thing: string, book: Phrasebook): string {
  const [open, close] = LABEL[book.code] ?? ['"', '"']
  return `${open}${thing}${close}`
}

/** Whether a language's name for a thing is plural ("die Benachrichtigungen"), where it says. */
export function pluralIn(thing: string, book: Phrasebook): boolean {
  return NAMINGS[book.code]?.cite(thing)?.plural === true
}

/**
 * Whether the language's naming knows the thing's noun (its gender), so a verb said of it is
 * known to agree; a language with no naming has no agreement to get wrong.
 */
export function nounKnownIn(thing: string, book: Phrasebook): boolean {
  const naming = NAMINGS[book.code]
  return !naming || (naming.cite(thing)?.gender ?? null) !== null
}

// A name a line will hold, marked so the words before it can be fitted once the line is written.
const OPEN = '\uE000'
const SEP = '\uE002'
const CLOSE = '\uE001'
const MARKED = /\uE000([^\uE001]*)\uE001/gu

/**
 * A thing as a line's `{feature}` takes it: in languages whose names take an article, marked so
 * `fitNames` can fit it to the preposition the line puts before it ("de" + "le widget" → "du
 * widget"); elsewhere as `refer` gives it.
 */
export function referIn(thing: string, book: Phrasebook): string {
  const naming = NAMINGS[book.code]
  if (!naming) return refer(thing, book)
  // A name whose noun is not known reads as a label: quoted, or bare in parentheses.
  const cited = naming.cite(thing) ?? {
    article: '',
    name: label(thing, book),
    gender: null,
    plural: false,
    label: thing,
  }
  const tag = `${cited.gender ?? ''}${cited.plural ? 'p' : ''}`
  return `${OPEN}${cited.article}${SEP}${cited.name}${SEP}${tag}${SEP}${cited.label ?? cited.name}${CLOSE}`
}

/**
 * Nouns joined as a language joins two things named together, where Intl lists them as a
 * series instead ("音声ガイド、ペース"). Korean's "와/과" comes with its list (`conjoined`).
 */
const JOINED: Record<string, (first: string) => string> = { ja: () => 'と' }

/** Two things as the language lists them, each as a line takes it; null where names take no article (the plan's list serves). */
export function listIn(things: readonly string[], book: Phrasebook): string | null {
  if (!NAMINGS[book.code] || things.length === 0) return null
  const two = things.slice(0, 2)
  const join = JOINED[book.code]
  if (join && two.length === 2)
    return `${referIn(two[0] ?? '', book)}${join(two[0] ?? '')}${referIn(two[1] ?? '', book)}`
  return conjoined(
    book.locale,
    two.map((t) => referIn(t, book)),
  )
}

function decode(mark: string): Cited {
  const [article = '', name = '', tag = '', label = name] = mark.split(SEP)
  const gender = tag.charAt(0)
  return {
    article,
    name,
    gender: gender === 'm' || gender === 'f' || gender === 'n' ? gender : null,
    plural: tag.includes('p'),
    label,
  }
}

/** A sum as a Turkish line puts it in brackets: digits and a currency, no word. */
const TR_SUM = '(?:\\p{Sc}\\s?\\d[\\d.,]*|\\d[\\d.,]*\\s?(?:TL|\\p{Sc}|[A-Z]{3})?)'

/** Two or three device names listed with the language's "and" ("Pixel 7, iPad i Galaxy Tab S7"), as a pattern. */
function listedDevices(and: string): string {
  const name = "[\\p{L}\\d][\\p{L}\\d+'-]*(?: [\\p{L}\\d][\\p{L}\\d+'-]*){0,3}"
  return `${name}(?:, ${name})? ${and} ${name}`
}

/**
 * Fixed words a line puts around a thing that only fit some things: where an Arabic line says
 * "when using" a name ("عند استخدام X"), a numbered level is nothing one uses ("في المرحلة 75");
 * a German line's "auf Ihrem" fits a phone or a tablet, a watch is "auf Ihrer Apple Watch".
 */
type Fix = [RegExp, string] | [RegExp, (match: string, ...groups: string[]) => string]

const FIXES: Record<string, Fix[]> = {
  ar: [[/عند استخدام المرحلة (\d+)/gu, 'في المرحلة $1']],
  // A level is played on: "freezes on level 512", not "with level 512" or "when you use level 88".
  en: [
    [/\b(?:with|when you use|when using|in|at) [Ll]evel (\d)/gu, 'on level $1'],
    [/\b(?:with|when you use|when using|in|at) [Ss]tage (\d)/gu, 'on stage $1'],
    // "freezes on the loading screen", not "with the loading screen".
    [/\b(?:with|when you use|when using) (the (?:[\p{L}-]+ )?screen)\b/gu, 'on $1'],
  ],
  // "trava na fase 40", "se bloquea en el nivel 12", "plante au niveau 12".
  // A reply writes "para" where the reviewer typed "pra" ("exportação para PDF").
  pt: [
    [/\bcom a fase (\d)/gu, 'na fase $1'],
    [/(?<=\p{L}) pra (?=[\p{Lu}\d])/gu, ' para '],
  ],
  es: [[/\bcon el nivel (\d)/gu, 'en el nivel $1']],
  fr: [[/\bavec le niveau (\d)/gu, 'au niveau $1']],
  de: [[/\b(auf|an|mit) Ihrem ((?:[\p{L}\d-]+ ){0,3}(?:Watch|Uhr|Smartwatch)\b)/gu, '$1 Ihrer $2']],
  // A level is played, not used: "bị treo ở màn 150", not "khi dùng màn 150".
  vi: [[/\bkhi (?:bạn )?dùng (màn|level|cấp độ|cấp|vòng) (\d)/gu, 'ở $1 $2']],
  // Two devices are devices, in the plural: "na urządzeniach Samsung S21 i Galaxy Tab S7"; a
  // level is where something fails, not a thing a fault "affects": "zawiesza się na poziomie 150".
  pl: [
    [/(?:,| –) (?:który|które) wpływa(?:ją)? na poziom (\d+)/gu, ' na poziomie $1'],
    [/ – (?:błąd|awaria|problem) wpływa na poziom (\d+)/gu, ' na poziomie $1'],
    [new RegExp(`\\bna urządzeniu (${listedDevices('i')})`, 'gu'), 'na urządzeniach $1'],
    [new RegExp(`\\bz urządzenia (${listedDevices('i')})`, 'gu'), 'z urządzeń $1'],
  ],
  // A level is where it fails: "зависання на рівні 150", not "зависання, що зачіпають рівень 150".
  uk: [[/(?:,| —) (?:що|яка|який|які|збій) зачіпа(?:є|ють) рівень (\d+)/gu, ' на рівні $1']],
  // "Samsung A54 ve Pixel 7 cihazlarınızda", not "cihazınızda"; a sum is said as an amount
  // ("349 TL tutarında ücret"), not put in brackets after the charge ("ücret (349 TL)").
  tr: [
    [new RegExp(`(?<!\\p{L})bir (ücret|ödeme) \\((${TR_SUM})\\)`, 'gu'), '$2 tutarında bir $1'],
    [
      new RegExp(`(?<!\\p{L})[Mm]ükerrer ödeme \\((${TR_SUM})\\)`, 'gu'),
      '$1 tutarındaki mükerrer ödeme',
    ],
    [new RegExp(`(?<!\\p{L})ücret \\((${TR_SUM})\\)`, 'gu'), '$1 tutarında ücret'],
    // What was paid for names the fee: "Premium ücreti", not "ücret (Premium)".
    [/(?<!\p{L})ücret \(([^()\d]+)\)/gu, '$1 ücreti'],
    [new RegExp(`((?:^|\\s)${listedDevices('ve')}) cihazınız`, 'gu'), '$1 cihazlarınız'],
    // The lost data is the reviewer's own: "notlarınız kaybolmuş", never "notlar dahil verileriniz".
    [
      /(?<=: |sonra |yüzünden )([\p{L}\d.' ]{2,40}?) dahil verileriniz kaybolmuş/gu,
      (whole: string, item: string) => {
        const own = possessed(item)
        return own ? `${own} kaybolmuş` : whole
      },
    ],
  ],
}

function fixed(text: string, code: string): string {
  const fixes = FIXES[code]
  if (!fixes) return text
  return fixes.reduce(
    (t, [pattern, replacement]) =>
      typeof replacement === 'string' ? t.replace(pattern, replacement) : t.replace(pattern, replacement),
    text,
  )
}

/** A second name after the first in a list: only a comma or "and" between them. */
const LISTED = /^(?:\s*,\s*|\s+(?:et|y|e|und|en|och|and|ou|o|oder|eller|of|и|і|та|i)\s+)$/u
/** A name inside parentheses or quotes is a label: no article. */
const LABELLED = /[([„“”«»"'‚‘’]\s*$/u

/**
 * The written line with each marked name fitted to the word before it: the article fused or
 * declined ("du widget", "beim Kalender"), a second listed name given the same preposition,
 * a name in parentheses left bare; the words around it fitted to what it is (`FIXES`).
 */
export function fitNames(text: string, book: Phrasebook): string {
  if (!text.includes(OPEN)) return fixed(text, book.code)
  const naming = NAMINGS[book.code]
  let out = ''
  let pos = 0
  let previous: string | null = null
  for (const m of text.matchAll(MARKED)) {
    const gap = text.slice(pos, m.index)
    const cited = decode(m[1] ?? '')
    pos = m.index + m[0].length
    if (!naming) {
      out += gap + articled(cited)
      continue
    }
    if (previous !== null && LISTED.test(gap)) {
      out += gap + naming.fit(previous, cited, true)
      continue
    }
    const before = out + gap
    previous = null
    if (LABELLED.test(before)) {
      out = before + (cited.label ?? cited.name)
      continue
    }
    const word = /(\p{L}+)\s$/u.exec(before)
    if (!word) {
      const name = articled(cited)
      out =
        before +
        // A name written in camel case ("iPad", "iOS", "macOS") keeps its small first letter.
        (/^\s*$|[.!?]\s+$/u.test(before) && !CAMEL.test(name)
          ? name.charAt(0).toUpperCase() + name.slice(1)
          : name)
      continue
    }
    out = before.slice(0, before.length - word[0].length) + naming.fit(word[1] ?? '', cited, false)
    previous = word[1] ?? ''
  }
  return fixed(out + text.slice(pos), book.code)
}
