import type { DraftStore } from '../../../../shared/dto/drafting'
import { pickIndex } from '../builtin/pick'
import { fillable, namedCount, renderTemplate, type Fill } from '../builtin/render'
import type { Move, MoveKind, Plan, Where } from '../decide/plan'
import type { Designed } from '../decide/designed'
import type { FeatureSymptom, Symptom } from '../decide/symptom'
import { builtinTarget, STORE_LIMITS } from '../limits'
import type { Phrasebook } from '../phrasebooks/types'
import { bannedPhraseIn } from '../text/banned'
import { answerSlot } from '../text/slots'
import { conjoined } from '../text/conjoined'
import { singleParticles } from '../text/particles'
import { isSum } from '../read/things/amounts'
import type { ByRegister, Lines, MoveLines } from './lines/types'
import { invitesContact } from './invites'
import { fitNames, listIn, nounKnownIn, pluralIn, referIn } from './refer'
import { sameTrouble } from './same-trouble'
import { systemInDeviceSlot } from './naming/system'

export interface Part {
  kind: MoveKind | 'greeting' | 'always' | 'closing' | 'signOff' | 'feeling'
  text: string
  /** Parts with the lowest priority are dropped first when a draft is too long. */
  priority: number
}

/** What a reply cannot do without, most first. The greeting and sign-off are the voice's. */
export const PRIORITY: Record<Part['kind'], number> = {
  answer: 100,
  slot: 100,
  billing: 96,
  refundPath: 95,
  storeSettings: 95,
  approval: 50,
  dataCopy: 90,
  sorryLoss: 94,
  recovery: 93,
  thanksFor: 92,
  thanks: 91,
  sorry: 91,
  sorryCrash: 91,
  sorrySarcasm: 91,
  heard: 90,
  elsewhere: 90,
  neutral: 90,
  checkOrder: 88,
  supportFailed: 88,
  loop: 86,
  privacy: 86,
  deletion: 86,
  tried: 93,
  lockedOut: 86,
  request: 84,
  always: 80,
  details: 75,
  contact: 70,
  // The voice's sign-off is checked at approval: a draft never loses it to the length limit.
  signOff: 99,
  praiseAlso: 45,
  achieved: 44,
  // A word on the plan they pay for: the first to go when the store's limit is tight.
  paidFor: 43,
  // A reply without its greeting reads curt: it goes after the generic contact line, not before.
  greeting: 72,
  // Friendlier's acknowledgement of the feeling: it goes before the contact line, after the closing.
  feeling: 60,
  askMissing: 35,
  praiseMore: 20,
  closing: 10,
}

export interface WriteContext {
  book: Phrasebook
  lines: MoveLines
  store: DraftStore
  seed: string
  variant: number
  formal: boolean
  preferShort: boolean
  fill: Fill
  banned: readonly string[]
}

/**
 * How a sentence starts, to avoid two in a row starting alike ("Sorry… Sorry…"): the first word's
 * stem, so "Thanks… Thank you…" and "Dziękujemy… Dzięki…" start alike too.
 */
function opening(text: string, book: Phrasebook): string {
  const t = text.replace(/^[¡¿"'“«\s]+/u, '').toLowerCase()
  return book.joiner === ''
    ? t.slice(0, 2)
    : [...(t.split(/[\s,;:!.?]/u)[0] ?? '')].slice(0, 5).join('')
}

/**
 * The sentences already written, as the checks below read them. A line is chosen among many
 * candidates, each checked against the same sentences: reading those once per choice, not once
 * per candidate, was a tenth of drafting's time.
 */
class Before {
  private openingsRead?: ReadonlySet<string>
  private triplesRead?: ReadonlySet<string>
  private lastWordsRead?: readonly string[]
  private apologisedRead?: boolean

  constructor(
    readonly texts: readonly string[],
    private readonly book: Phrasebook,
  ) {}

  get openings(): ReadonlySet<string> {
    return (this.openingsRead ??= new Set(this.texts.map((e) => opening(e, this.book))))
  }

  get triples(): ReadonlySet<string> {
    return (this.triplesRead ??= new Set(this.texts.flatMap((e) => triples(e, this.book))))
  }

  /** The words of the sentence just before, lower-cased. */
  get lastWords(): readonly string[] {
    return (this.lastWordsRead ??=
      this.texts
        .at(-1)
        ?.toLowerCase()
        .match(/[\p{L}\p{M}]+/gu) ?? [])
  }

  get apologised(): boolean {
    return (this.apologisedRead ??= this.texts.some((e) => this.book.apology.test(e)))
  }
}

/** One Turkish word in the plural ("canlar", "bölümler"), not a phrase or a compound. */
const TR_LONE_PLURAL = /^\p{L}+l[ae]r$/u

const before = (earlier: readonly string[], book: Phrasebook): Before => new Before(earlier, book)

export const startsLike = (text: string, earlier: readonly string[], book: Phrasebook): boolean =>
  startsAsBefore(text, before(earlier, book), book)

const startsAsBefore = (text: string, b: Before, book: Phrasebook): boolean =>
  b.openings.has(opening(text, book))

/**
 * Whether a sentence opens with a word the sentence just before it said ("…: grazie! Grazie
 * anche…", "…, dzięki! Dziękujemy też…"): the same word twice in a row reads careless.
 */
function echoes(text: string, b: Before, book: Phrasebook): boolean {
  const start = opening(text, book)
  const last = b.texts.at(-1)
  if (!last) return false
  // Written without spaces ("谢谢！很高兴您喜欢关卡。很高兴…"): the first three characters said again.
  if (book.joiner === '') {
    const head = text.replace(/^[\s「『“]+/u, '').slice(0, 3)
    return /^\p{L}{3}$/u.test(head) && last.includes(head)
  }
  const said = b.lastWords
  // "Ravis de lire … Nous sommes ravis …": a long word among the first three said again.
  const head = (text.toLowerCase().match(/[\p{L}\p{M}]+/gu) ?? []).slice(0, 3)
  if (head.some((w) => w.length >= 5 && said.includes(w))) return true
  if (start.length < 4) return false
  return said.some((w) => w.startsWith(start))
}

function clashes(text: string, b: Before, book: Phrasebook): boolean {
  return (
    startsAsBefore(text, b, book) ||
    echoes(text, b, book) ||
    (b.apologised && book.apology.test(text))
  )
}

/** Three-word runs of a text ("enjoy acme notes"), to catch a phrase said twice. */
function triples(text: string, book: Phrasebook): string[] {
  if (book.joiner === '') return []
  const words = text.toLocaleLowerCase().match(/[\p{L}\p{M}\p{N}'’]+/gu) ?? []
  // Vietnamese writes a word as syllables apart ("cảm ơn bạn" is one "thank you"): three of
  // them say one phrase, not a sentence said twice, so a run counts five.
  const n = SYLLABLE_RUN[book.code] ?? 3
  return words.slice(0, 1 - n).map((_, i) => words.slice(i, i + n).join(' '))
}

/** Languages whose written words are syllables, and how many make a repeated run. */
const SYLLABLE_RUN: Record<string, number> = { vi: 5 }

/** Whether a text says three words twice, within itself or after the sentences before it. */
export const repeats = (text: string, earlier: readonly string[], book: Phrasebook): boolean =>
  repeatsBefore(text, before(earlier, book), book)

function repeatsBefore(text: string, b: Before, book: Phrasebook): boolean {
  const own = triples(text, book)
  if (new Set(own).size < own.length) return true
  return own.some((t) => b.triples.has(t))
}

/** The word a line puts right before `{feature}` ("untuk", "about"). */
const BEFORE_NAME = /(\p{L}{3,})\s+\{feature\}/u

/** Whether the line's word before the name is a word of the name too ("untuk … untuk widget"). */
function doubledBefore(template: string, feature: string | null | undefined): boolean {
  const word = feature ? BEFORE_NAME.exec(template)?.[1]?.toLowerCase() : undefined
  if (!word || !feature) return false
  return feature
    .toLowerCase()
    .split(/[\s\uE000-\uE002]+/u)
    .includes(word)
}

/**
 * One line for a move: fillable, free of never-say phrases, naming as many of the review's
 * things as a line can, preferably not starting like the sentence before, chosen by seed and
 * variant so "Regenerate" moves on.
 */
function choose(
  ctx: WriteContext,
  slot: string,
  templates: Lines,
  fill: Fill,
  earlier: readonly string[] = [],
): string | null {
  const fit = templates.filter((t) => fillable(t, fill))
  if (fit.length === 0) return null
  // "atas idenya untuk mode gelap untuk widget": a line whose word before the name is also a
  // word of the name says it twice; another line names it cleanly, when there is one.
  const clean = fit.filter((t) => !doubledBefore(t, fill.feature))
  const usable = clean.length > 0 ? clean : fit
  const counts = usable.map((t) => namedCount(t, fill))
  const best = Math.max(...counts)
  let rendered = usable
    .filter((_, i) => counts[i] === best)
    .map((t) =>
      singleParticles(fitNames(renderTemplate(t, fill, ctx.book, ctx.formal), ctx.book), ctx.book.code),
    )
    .filter((t) => bannedPhraseIn(t, ctx.banned) === null)
  if (rendered.length === 0) return null
  const prior = before(earlier, ctx.book)
  // "the new design of the new design": a line that would say something twice gives way to
  // another line, or loses the thing it names.
  const once = rendered.filter((t) => !repeatsBefore(t, prior, ctx.book))
  if (once.length > 0) rendered = once
  else if (fill.feature) return choose(ctx, slot, templates, { ...fill, feature: null }, earlier)
  if (rendered.length === 1) return rendered[0] as string
  // A second apology is worse than a sentence that starts like the one before; when neither
  // can be avoided, it at least starts differently.
  const fresh = rendered.filter((t) => !clashes(t, prior, ctx.book))
  if (fresh.length > 0) rendered = fresh
  else {
    const calm = rendered.filter((t) => !(prior.apologised && ctx.book.apology.test(t)))
    const varied = rendered.filter((t) => !startsAsBefore(t, prior, ctx.book))
    if (calm.length > 0) rendered = calm
    else if (varied.length > 0) rendered = varied
  }
  const pool = ctx.preferShort
    ? [...rendered].sort((a, b) => a.length - b.length).slice(0, Math.min(2, rendered.length))
    : rendered
  return pool[pickIndex(pool.length, ctx.seed, slot, ctx.variant)] ?? null
}

const register = (lines: ByRegister, formal: boolean): Lines =>
  formal ? lines.formal : lines.casual

/** A design line that says the design changed: "the new design", "a step back", in every phrasebook. */
const CLAIMS_CHANGE =
  /(?<!\p{L})(?:new|step back|neugestaltung|rückschritt|nouveau|nouvelle|recul|nuevo|paso atrás|novo|passo atrás|nuovo|passo indietro|nieuwe|stap terug|nowy|krokiem wstecz|новый|шагом назад|новий|кроком назад|nya|steg bakåt|yeni|geri adım|baru|kemunduran|mới|bước lùi|الجديد|خطوة إلى الوراء|नया)(?!\p{L})|新しい|以前より|새 디자인|오히려|新设计|新設計|不如以前|不如以往/iu

/** Quote marks a line puts around the thing it names: „{feature}”, «{feature}», ”{feature}”, '{feature}'. */
const QUOTED = /([„“”«»‚‘’"'「『])\{feature\}([“”»«‘’"'」』])/u

/**
 * Lines that quote the thing they name quote each of two things on its own («A» и «B», not
 * «A и B»): the marks move from the line onto each thing, listed as the language lists.
 */
function quotedEach(
  templates: Lines,
  things: readonly string[] | undefined,
  book: Phrasebook,
): { lines: Lines; feature: string } | null {
  const marks =
    things && things.length > 1
      ? templates.map((t) => QUOTED.exec(t)).find((m) => m !== null)
      : null
  if (!things || !marks) return null
  const [, open, close] = marks
  return {
    lines: templates.map((t) => t.replace(QUOTED, '{feature}')),
    feature: conjoined(
      book.locale,
      things.map((t) => `${open}${t}${close}`),
    ),
  }
}

/**
 * Languages whose lines put the system in brackets after the device ("on your Pixel 7 (Android
 * 14)"). Without a device the bracket would stand alone ("Sorry about the trouble (Android 14)"):
 * the system takes the device's place instead ("on your Android 14"). The others have a phrase
 * for the system alone.
 */
const OS_IN_BRACKETS = new Set([
  'en',
  'es',
  'fr',
  'it',
  'nl',
  'pl',
  'pt',
  'ru',
  'uk',
  'sv',
  'ar',
  'tr',
])

function withWhere(fill: Fill, where: Where, book: Phrasebook): Fill {
  const alone = !where.device && where.os && OS_IN_BRACKETS.has(book.code)
  return {
    ...fill,
    feature: where.feature ? referIn(where.feature, book) : null,
    item: where.feature ?? null,
    device:
      (alone && where.os
        ? systemInDeviceSlot(where.os, book.code)
        : devicesIn(where.device, book)) ?? null,
    os: alone ? null : (where.os ?? null),
    version: where.version ?? null,
    when: where.when ? whenIn(where.when, book) : null,
  }
}

/** Two things as a line names them together ("the search and the editor"). */
const listed = (two: readonly string[], book: Phrasebook): string =>
  listIn(two, book) ??
  conjoined(
    book.locale,
    two.map((t) => referIn(t, book)),
  )

/** Symptoms said of a named thing: its verb agrees with it, so a plural thing takes other lines. */
const OF_THING = new Set<Symptom>([
  'stale',
  'blank',
  'cuts',
  'gone',
  'load',
  'reset',
  'save',
  'missing',
  'broken',
])

/**
 * The lines that say the symptom: for a thing's own symptom, those for one thing or for many as
 * the thing is; a language without lines for many apologises plainly, naming the thing.
 */
function symptomLines(lines: MoveLines, symptom: Symptom, where: Where, book: Phrasebook): Lines {
  if (!OF_THING.has(symptom)) return lines.sorryFor[symptom] ?? []
  const key = symptom as FeatureSymptom
  if (where.feature && lines.sorryForMany && pluralIn(where.feature, book))
    return lines.sorryForMany[key] ?? []
  return lines.sorryFor[key] ?? []
}

/**
 * The second thing going wrong, as the apology's `{also}` finishes it ("the pace readout
 * freezing"); nothing where the language has no words for it, for one thing or for many as the
 * thing is.
 */
function secondIn(lines: MoveLines, where: Where, book: Phrasebook, clause = false): string | null {
  // A plural thing takes the words whose verb agrees with it; where none do, it is not named,
  // except in a language whose words for it do not agree (English gerunds).
  const lineOf = (thing: NonNullable<Where['second']>) => {
    const many = pluralIn(thing.feature, book)
    if (many && lines.alsoForMany)
      return lines.alsoForMany[thing.symptom] ?? lines.alsoForMany.other
    if (many && !SHARED_ALSO.has(book.code)) return undefined
    const own = clause ? (many ? lines.alsoClauseForMany : lines.alsoClauseFor) : undefined
    return own?.[thing.symptom] ?? lines.alsoFor?.[thing.symptom] ?? lines.alsoFor?.other
  }
  const { second } = where
  // A third thing is said only where its verb is known to agree ("напоминания не отображается"
  // is no Russian): in a language whose words do not agree, or whose naming knows the noun.
  const third =
    where.third && (SHARED_ALSO.has(book.code) || nounKnownIn(where.third.feature, book))
      ? where.third
      : undefined
  // Two things with one trouble, in a language whose words for it do not agree with the
  // thing: said once of both ("the search and the reminders not working").
  if (second && third && second.symptom === third.symptom && !clause && SHARED_ALSO.has(book.code)) {
    const line = lineOf(second)
    if (line) return line.replace('{feature}', listed([second.feature, third.feature], book))
  }
  // The second and a third thing going wrong, each as the language says it, joined as a list.
  const said = [second, third].flatMap((thing) => {
    const line = thing ? lineOf(thing) : undefined
    return thing && line ? [line.replace('{feature}', referIn(thing.feature, book))] : []
  })
  if (said.length < 2) return said[0] ?? null
  const join = ALSO_JOIN[book.code]
  return join ? said.join(join) : conjoined(book.locale, said)
}

/**
 * The apologies said as a clause of the app ("the app is so slow", "drains your battery") or the
 * phone ("your phone gets so hot"): the second thing after them is a clause too ("… and the
 * search isn't working"), not a gerund.
 */
const CLAUSE_LINES = new Set<Symptom>(['battery', 'late', 'slow', 'freeze', 'recording', 'heat'])

/**
 * How a language joins a third thing going wrong to the second: its own word for "and", after a
 * mark where the line already said one ("… and the pace freezing, and the sync not working").
 */
const ALSO_JOIN: Record<string, string> = {
  en: ', and ',
  // The subordinate clause's word again, so the third is said as the second is ("et que …").
  fr: ' et que ',
  es: ' y que ',
  pt: ' e que ',
  it: ' e che ',
  nl: ' en dat ',
  sv: ' och att ',
  zh: '，',
  'zh-hant': '，',
  ja: '、',
  ko: ', ',
}

/** Languages whose `alsoFor` words do not agree with the thing: one trouble said of two things. */
const SHARED_ALSO = new Set(['en', 'zh', 'zh-hant', 'ja', 'vi', 'id'])

/** Two devices as Japanese joins two nouns: "Pixel 7とiPadで", not the list's "Pixel 7、iPadで". */
function devicesIn(device: string | undefined, book: Phrasebook): string | undefined {
  return book.code === 'ja' && device && device.split('、').length === 2
    ? device.replace('、', 'と')
    : device
}

/**
 * The condition as a line's `{when}` takes it. Japanese lines run it straight into what fails
 * ("[{when}][{feature}が]…"): a comma after it keeps "アップデート後GPSが" from reading as one word.
 */
function whenIn(when: string, book: Phrasebook): string {
  return book.code === 'ja' && !/[、。，]$/u.test(when) ? `${when}、` : when
}

/**
 * The lines a move draws from, and the fill it needs. `direct` is set when the store or
 * support already failed them: a line sending them to "our support team" would be the same
 * loop again, so without the voice's own contact there is none.
 */
function linesOf(
  move: Move,
  ctx: WriteContext,
  direct: boolean,
  again: boolean,
): { lines: Lines; fill: Fill } {
  const { lines, fill, formal } = ctx
  // Messages went unanswered: no new message to the same address, only what finds the old one.
  const byContact = (pair: { contact: Lines; noContact: Lines }, order = false): Lines => {
    const anew =
      again && fill.contact ? (order ? lines.orderAgain.contact : lines.contactAgain.contact) : []
    if (anew.length > 0) return anew
    return fill.contact ? pair.contact : direct ? [] : pair.noContact
  }
  switch (move.kind) {
    case 'thanks':
      return { lines: register(lines.thanks, formal), fill }
    case 'thanksFor': {
      const named = register(lines.thanksFor, formal)
      // A language without lines that name a feature thanks plainly.
      if (named.length === 0) return { lines: register(lines.thanks, formal), fill }
      const quoted = quotedEach(named, move.things, ctx.book)
      if (quoted) return { lines: quoted.lines, fill: { ...fill, feature: quoted.feature } }
      // Each thing as the line takes it, so an article fits each ("des modèles et du widget").
      return {
        lines: named,
        fill: { ...fill, feature: listIn(move.things ?? [], ctx.book) ?? move.feature },
      }
    }
    case 'praiseAlso':
      return {
        lines: lines.praiseAlso,
        fill: { ...fill, feature: move.feature ? referIn(move.feature, ctx.book) : null },
      }
    case 'praiseMore':
      return { lines: lines.praiseMore, fill }
    case 'achieved':
      return {
        lines: (move.feat && lines.achievedOf?.[move.feat]) || (lines.achieved ?? []),
        fill,
      }
    case 'paidFor':
      return { lines: lines.paidFor ?? [], fill: { ...fill, feature: move.plan } }
    case 'askMissing':
      return { lines: lines.askMissing, fill }
    case 'neutral':
      return { lines: register(lines.neutral, formal), fill }
    case 'request': {
      // A change to a thing the app has: named as the app's own ("the daily puzzle").
      // "canlar önerinizi" is no Turkish: a lone plural noun cannot stand before "öneri" as a
      // compound, so the wish is said "about" it ("canlar ile ilgili önerinizi").
      if (move.feature && lines.requestChange && (move.change || (ctx.book.code === 'tr' && (move.things?.length ?? 0) <= 1 && TR_LONE_PLURAL.test(move.feature))))
        return {
          lines: lines.requestChange,
          fill: {
            ...fill,
            feature: referIn(
              ctx.book.code === 'en' ? `the ${move.feature}` : move.feature,
              ctx.book,
            ),
          },
        }
      const quoted = quotedEach(lines.request, move.things, ctx.book)
      if (quoted) return { lines: quoted.lines, fill: { ...fill, feature: quoted.feature } }
      return {
        lines: lines.request,
        fill: {
          ...fill,
          feature:
            (move.things ? listed(move.things, ctx.book) : null) ??
            (move.feature ? referIn(move.feature, ctx.book) : null),
        },
      }
    }
    case 'sorry': {
      // "Sorry the app keeps freezing", not "sorry about the trouble", when the review says what goes wrong.
      // Only a second thing the language would name anyway is named beside the first.
      const same = secondIn(lines, move.where, ctx.book)
        ? sameTrouble(move.where, move.symptom, OF_THING)
        : null
      const where = same?.where ?? move.where
      const said = move.symptom ? symptomLines(lines, move.symptom, where, ctx.book) : []
      const filled: Fill = {
        ...withWhere(fill, where, ctx.book),
        ...(same ? { feature: listed(same.both, ctx.book) } : {}),
        // The heat said once: not again as the second symptom of its own apology.
        // The battery's and late notifications' lines finish a clause: the second thing is said
        // as one there; a second thing with the same symptom the line says is not said again.
        also:
          (move.symptom !== undefined &&
          where.second?.symptom === move.symptom &&
          !OF_THING.has(move.symptom)
            ? null
            : secondIn(lines, where, ctx.book, CLAUSE_LINES.has(move.symptom as Symptom))) ??
          // A thing's own symptom is said with a gerund ("the map going blank"): the heat,
          // a clause of its own, does not join it.
          (move.where.hot &&
          said.length > 0 &&
          move.symptom !== 'heat' &&
          !OF_THING.has(move.symptom as Symptom)
            ? (lines.phoneHot ?? null)
            : null),
        measure: move.where.measure ? (lines.measures?.[move.where.measure] ?? null) : null,
      }
      // A measure the language has no words for is apologised for plainly.
      const named = said.filter((t) => fillable(t, filled))
      return {
        lines: named.length > 0 ? named : register(lines.sorry, formal),
        fill: filled,
      }
    }
    case 'sorryCrash':
      return {
        lines: lines.sorryCrash,
        fill: {
          ...withWhere(fill, move.where, ctx.book),
          also: secondIn(lines, move.where, ctx.book),
        },
      }
    case 'sorryLoss': {
      // What lost the data, when the review says: the lines that name it, and only those.
      const cause = move.where.cause ? referIn(move.where.cause, ctx.book) : null
      // A purchase lost with the data is named beside it ("your progress and boosters").
      const lost = move.where.feature && move.bought ? [move.where.feature, move.bought] : null
      const where = withWhere(fill, move.where, ctx.book)
      const said: Fill = lost
        ? {
            ...where,
            feature: listed(lost, ctx.book),
            item: conjoined(ctx.book.locale, lost),
          }
        : where
      // The app crashed with the data: the lines that name the crash, where the language has them.
      const crashLines = move.where.crashed
        ? (lines.sorryLossCrash ?? [])
        : move.where.frozen
          ? (lines.sorryLossFreeze ?? [])
          : []
      if (crashLines.length > 0) return { lines: crashLines, fill: said }
      const named = lines.sorryLoss.filter(
        (t) => t.includes('{cause}') && fillable(t, { ...fill, ...said, cause }),
      )
      return {
        lines: cause && named.length > 0 ? named : lines.sorryLoss,
        fill: { ...said, cause },
      }
    }
    case 'sorrySarcasm':
      return { lines: lines.sorrySarcasm, fill: withWhere(fill, move.where, ctx.book) }
    case 'heard': {
      // A design line that speaks of a new design or a step back suits only a review that says
      // something changed; otherwise the plain design line, or the plain grievance line.
      const design = move.changed
        ? lines.heard.design
        : lines.heard.design.filter((t) => !CLAIMS_CHANGE.test(t))
      // A feature taken away: its own line of missing it, which claims nothing about how it works
      // now ("didn't live up").
      const heard = move.taken
        ? lines.heard.taken
        : move.about === 'hard'
          ? (lines.heard.hard ?? lines.heard.other)
          : move.about === 'payToWin'
            ? (lines.heard.payToWin ?? lines.heard.price)
            : move.about === 'rateNag'
              ? (lines.heard.rateNag ?? lines.heard.other)
          : move.about === 'slow' && move.where.feature
            ? (lines.heard.slowOf ?? lines.heard.slow)
          : move.about !== 'design'
            ? lines.heard[move.about]
          : design.length > 0
            ? design
            : lines.heard.other
      const heardFill = withWhere(fill, move.where, ctx.book)
      // Two or more grievances of one complaint, heard together in one line ("the ads, the new
      // design and the price"): a second apology would repeat the first.
      const names = lines.grievances
      // The price of the thing the review names ("the price of the boosters"), as its own line would.
      const of = move.priced ?? (move.about === 'price' ? move.where.feature : undefined)
      // A sum is the price itself ("the $5 price"), where the language says it so.
      const priceLine = of && isSum(of) ? (names?.priceSum ?? names?.priceOf) : names?.priceOf
      const priced = of ? priceLine?.replace('{feature}', referIn(of, ctx.book)) : undefined
      const raisedNames = move.several?.map((g) =>
        g === 'design'
          ? (designedIn(move.designed, move.changed === true, names, ctx.book) ??
            (move.changed ? (names?.newDesign ?? names?.design) : names?.design))
          : g === 'price'
            ? (priced ?? names?.price)
            : names?.[g],
      )
      // A thing run down beside the grievances ("…and the leaderboard is useless") ends the list.
      const alone = move.about === 'price' ? (priced ?? names?.price) : names?.[move.about]
      const several = move.named
        ? [...(raisedNames ?? [alone]), referIn(move.named, ctx.book)]
        : raisedNames
      if (lines.heard.several && several && several.every((n) => n !== undefined))
        return {
          lines: lines.heard.several,
          fill: {
            ...heardFill,
            feature: conjoined(ctx.book.locale, several),
          },
        }
      // Two things one complaint names, heard together ("the events and the hearts").
      return {
        lines: heard,
        fill: move.both ? { ...heardFill, feature: listed(move.both, ctx.book) } : heardFill,
      }
    }
    case 'elsewhere':
      // A language without these lines thanks plainly, naming nothing.
      return { lines: lines.elsewhere?.[move.about] ?? register(lines.neutral, formal), fill }
    case 'details':
      return { lines: byContact(move.described ? lines.followUp : lines.details), fill }
    case 'recovery':
      return { lines: byContact(lines.recovery), fill }
    case 'billing': {
      const b = lines.billing
      const byCase = {
        charged_after_cancel: b.afterCancel,
        cannot_cancel: b.cantCancel ?? b.other,
        charged_twice: b.twice,
        wrong_plan: b.wrongPlan,
        renewed_unwarned: b.renewed,
        trial_converted: b.trial,
        unknown_charge: b.unknown,
        purchase_missing: (move.adsShown && b.missingAds) || b.missing,
        refund: b.refund,
        family_sharing: b.family ?? b.other,
        wrong_currency: b.currency ?? b.other,
        price_rise: b.priceRise ?? b.other,
        child_purchase: b.child ?? b.unknown,
        other: b.other,
      }
      // `{item}` is what the sum paid for, named only beside the sum ("$39.99 for the yearly plan").
      return {
        lines: byCase[move.case],
        fill: {
          ...fill,
          feature: move.feature ? referIn(move.feature, ctx.book) : null,
          item: move.plan && move.feature ? referIn(move.plan, ctx.book) : null,
        },
      }
    }
    case 'refundPath':
      return { lines: lines.billing.refundPath[ctx.store], fill }
    case 'storeSettings': {
      const path = lines.billing.storeSettings?.[ctx.store] ?? []
      // Asked how to cancel: "Thanks for asking!" leads into the path, as into an Answer.
      const led = path.flatMap((p) => lines.answerLead.map((l) => `${l}${ctx.book.joiner}${p}`))
      return { lines: move.asked ? led : path, fill }
    }
    case 'approval':
      return { lines: lines.billing.approval?.[ctx.store] ?? [], fill }
    case 'dataCopy':
      return { lines: byContact(lines.dataCopy), fill }
    case 'checkOrder':
      return { lines: byContact(lines.billing.checkOrder, true), fill }
    case 'loop':
      return { lines: lines.billing.loop, fill }
    case 'supportFailed':
      return {
        lines:
          move.replied && lines.supportReplied.length > 0
            ? lines.supportReplied
            : lines.supportFailed,
        fill,
      }
    case 'privacy': {
      // The permission the question names, said back ("why the app asks for your contacts").
      const said = move.permission ? lines.permissions?.[move.permission] : undefined
      if (said && lines.privacyAsked)
        return { lines: lines.privacyAsked, fill: { ...fill, feature: said } }
      return { lines: lines.privacy, fill }
    }
    case 'deletion':
      return { lines: move.asked ? (lines.deletionAsked ?? []) : lines.deletion, fill }
    case 'tried':
      return { lines: byContact(lines.tried), fill }
    case 'lockedOut':
      return {
        lines: fill.contact ? lines.lockedOut.contact : direct ? [] : lines.lockedOut.noContact,
        fill,
      }
    case 'contact':
      return { lines: byContact(lines.contact), fill }
    case 'answer':
      return { lines: move.lead ? lines.answerLead : [], fill }
    case 'slot':
      return { lines: lines.askedLead, fill }
  }
}

/**
 * The design a joined line lists, as the review says what it is of: its own name for it ("the
 * level map design") or the design of the thing it names ("the new design of the level map").
 * Undefined where the language has no words for that; the plain design is listed then.
 */
function designedIn(
  designed: Designed | undefined,
  changed: boolean,
  names: MoveLines['grievances'],
  book: Phrasebook,
): string | undefined {
  if (!designed) return undefined
  if ('said' in designed) return names?.designOf ? referIn(designed.said, book) : undefined
  const line = changed ? (names?.newDesignOf ?? names?.designOf) : names?.designOf
  return line?.replace('{feature}', referIn(designed.of, book))
}

/** Moves that only apologise: said once per reply, the first apology stands for all. */
const ONLY_SORRY = new Set<MoveKind>(['sorry', 'sorryCrash', 'sorrySarcasm'])

/** Generic "write to us" moves: left out when the team's Answer already says it. */
const INVITING = new Set<MoveKind>(['details', 'recovery', 'contact'])

/** Moves that give the way to reach the team. */
const CONTACTS = new Set<Part['kind']>([
  'details',
  'recovery',
  'checkOrder',
  'tried',
  'lockedOut',
  'contact',
])

/** Above every invitation (checkOrder 88, details 75) and the greeting, below the main point's lines. */
const SECOND_TROUBLE = 89

/**
 * A secondary move that names a trouble of its own: an apology said of a feature, a device or the
 * crashes, or a grievance heard by name (the ads, the price, the slowness). Bare ones add nothing
 * to keep. The writer keeps these on a store's length limit, and the check allows each its own
 * apology beside the first ("sorry about the double charge… sorry the app is crashing").
 */
export function namesSecondTrouble(move: Move): boolean {
  if (!move.secondary) return false
  // "Expected more": a letdown heard with nothing named names no trouble.
  if (move.kind === 'heard')
    return (move.about !== 'other' && move.about !== 'letdown') || move.where.feature !== undefined
  return (
    ONLY_SORRY.has(move.kind) &&
    'where' in move &&
    (move.where.feature !== undefined || move.where.device !== undefined || move.kind === 'sorryCrash')
  )
}

/**
 * A grievance heard before anything in the reply apologised says sorry for it; heard after an
 * apology ("Es tut uns leid, dass die Synchronisierung …"), it is heard without a second one
 * ("Zur Werbung: Wir verstehen, dass sie stört …"), which `choose` prefers there. Without those
 * lines a second "tut uns leid" repeated the first's words and the second point was left out.
 */
function heardAs(move: Move, lines: Lines, earlier: readonly string[], book: Phrasebook): Lines {
  if (move.kind !== 'heard' || earlier.some((t) => book.apology.test(t))) return lines
  const sorry = lines.filter((t) => book.apology.test(t))
  return sorry.length > 0 ? sorry : lines
}

/**
 * The idea to change a thing, thanked for right after thanks for praise ("Дякуємо за теплі слова!
 * Дякуємо за ідею…"), is said the language's other way; after any other sentence its own line
 * stands, so the other way is never picked where nothing before it opened alike.
 */
function afterThanks(
  text: string | null,
  lines: Lines,
  ctx: WriteContext,
  slot: string,
  fill: Fill,
  earlier: readonly string[],
): string | null {
  const other = ctx.lines.requestChangeAfterThanks
  if (!text || !other || lines !== ctx.lines.requestChange) return text
  const prior = before(earlier, ctx.book)
  if (!startsAsBefore(text, prior, ctx.book) && !echoes(text, prior, ctx.book)) return text
  return choose(ctx, slot, other, fill, earlier) ?? text
}

/** The reply's sentences for a plan, one part per move, before greeting, voice lines and sign-off. */
export function writeMoves(plan: Plan, ctx: WriteContext): Part[] {
  const parts: Part[] = []
  const earlier = () => parts.map((p) => p.text)
  // Support or the store already failed them: the acknowledgement and the direct contact are
  // what the reply is for, and the last things a long draft gives up (the acknowledgement last).
  const failed = plan.moves.some((m) => m.kind === 'supportFailed' || m.kind === 'loop')
  const unanswered = plan.moves.some((m) => m.kind === 'supportFailed')
  // The way to reach the team is what a failed reviewer most needs; "write once more" already
  // says the first time failed, so the acknowledgement gives way before it, and the loop line first.
  const priority = (move: Move): number => {
    if (failed && CONTACTS.has(move.kind)) return 98
    if (failed && move.kind === 'supportFailed') return 97
    if (failed && move.kind === 'loop') return unanswered ? 95.5 : 97
    // A second trouble the review names ("the widget stays blank", "too many ads") is what shows
    // the reply listened: on a store's length limit it outlives the greeting and the generic
    // invitations ("send us your order number…"), and gives way only to the main point's lines.
    if (namesSecondTrouble(move)) return SECOND_TROUBLE
    return PRIORITY[move.kind] - (move.secondary ? 45 : 0)
  }
  let wrote = -1
  let invited = false
  plan.moves.forEach((move, i) => {
    const slot = `${move.kind}-${i}`
    const { lines, fill } = linesOf(move, ctx, failed, unanswered)
    if (move.kind === 'answer' || move.kind === 'slot') {
      // A slot after a line that leads into it ("We take your privacy seriously.") needs no "Thanks for asking."
      const led = move.kind === 'slot' && !move.lead && wrote === i - 1
      const lead = lines.length > 0 && !led ? choose(ctx, slot, lines, fill, earlier()) : null
      const body = move.kind === 'answer' ? move.answer.body.trim() : answerSlot(move.what)
      if (move.kind === 'answer' && invitesContact(body, ctx.book.code, ctx.fill.contact))
        invited = true
      parts.push({
        kind: move.kind,
        text: lead ? `${lead}${ctx.book.joiner}${body}` : body,
        priority: PRIORITY[move.kind],
      })
      wrote = i
      return
    }
    // One apology per reply: a second bare "sorry" adds nothing the first did not say.
    // One that names a second trouble of another kind (a fault beside a charge) is not bare.
    // So is one said of a device ("… also lags on my iPad Air 2"), and a crash beside a charge,
    // which names its trouble by saying the app closes, with or without a feature.
    const named =
      move.secondary === true &&
      'where' in move &&
      (move.where.feature !== undefined ||
        move.where.device !== undefined ||
        move.kind === 'sorryCrash' ||
        // "… and it drains the battery": a symptom said names its trouble too.
        (move.kind === 'sorry' && move.symptom !== undefined))
    if (ONLY_SORRY.has(move.kind) && !named && earlier().some((t) => ctx.book.apology.test(t)))
      return
    // "If they are not there, write to us" in the team's Answer: a second "contact us" is the same sentence.
    // Not after support failed them: the direct contact is what that reply is for.
    if (INVITING.has(move.kind) && invited && !unanswered) return
    // Lost data the team's Answer tells how to get back: the steps are the reply, not "write to us at once".
    if (move.kind === 'recovery' && plan.moves.some((m) => m.kind === 'answer')) return
    // Unanswered support is apologised for when nothing else in the reply apologised yet.
    const sorryFirst =
      move.kind === 'supportFailed' && !earlier().some((t) => ctx.book.apology.test(t))
        ? lines.filter((t) => ctx.book.apology.test(t))
        : []
    const first = choose(
      ctx,
      slot,
      sorryFirst.length > 0 ? sorryFirst : heardAs(move, lines, earlier(), ctx.book),
      fill,
      earlier(),
    )
    const text = afterThanks(first, lines, ctx, slot, fill, earlier())
    // A secondary point that could only say again what was said is left out.
    if (text && move.secondary && repeats(text, earlier(), ctx.book)) return
    // A secondary point gives way before the main point's sentences when space runs out.
    if (text) {
      parts.push({ kind: move.kind, text, priority: priority(move) })
      wrote = i
    }
  })
  if (failed) mergeDirect(parts, ctx)
  return parts
}

/** Room the greeting and sign-off usually take. */
const FRAME = 40

/**
 * A draft too long for its store, or one that already says they were sent back and forth, would
 * lose the acknowledgement or the direct contact, or stack them; said in one sentence ("Your messages should have been answered; write to us at …"), both stay.
 */
function mergeDirect(parts: Part[], ctx: WriteContext): void {
  const ack = parts.find((p) => p.kind === 'supportFailed')
  const contact = parts.find((p) => CONTACTS.has(p.kind))
  if (!ack || !contact || !ctx.fill.contact) return
  // Support that did answer is not told it should have answered.
  if (ctx.lines.supportReplied.includes(ack.text)) return
  const length = parts.reduce((n, p) => n + p.text.length + 1, 0)
  // Beside "you shouldn't have been sent back and forth", a separate "we should have answered"
  // stacks a third acknowledgement before anything is asked: one sentence says both.
  const stacked = parts.some((p) => p.kind === 'loop')
  if (!stacked && length <= builtinTarget(ctx.store, STORE_LIMITS[ctx.store]) - FRAME) return
  const others = parts.filter((p) => p !== ack && p !== contact).map((p) => p.text)
  // Too long even merged (a loss with the team's steps beside it): the shortest wording, so the
  // direct contact still fits and the reply does not end on "you didn't hear back".
  const room = builtinTarget(ctx.store, STORE_LIMITS[ctx.store]) - FRAME - (length - ack.text.length - contact.text.length)
  const full = choose(
    ctx,
    'supportFailedDirect',
    ctx.lines.supportFailedDirect.contact,
    ctx.fill,
    others,
  )
  const short = ctx.lines.supportFailedShort
    ? choose(ctx, 'supportFailedShort', ctx.lines.supportFailedShort.contact, ctx.fill, others)
    : null
  const plain = full !== null && full.length > room && short !== null ? short : full
  const fullOrder =
    contact.kind === 'checkOrder'
      ? choose(ctx, 'orderFailedDirect', ctx.lines.orderFailedDirect.contact, ctx.fill, others)
      : null
  // Beside the store's refund path a charge's long wording would push the path out: the short one.
  const shortOrder =
    fullOrder !== null && fullOrder.length > room && ctx.lines.orderFailedShort
      ? choose(ctx, 'orderFailedShort', ctx.lines.orderFailedShort.contact, ctx.fill, others)
      : null
  const order = shortOrder ?? fullOrder
  // A charge keeps its order number: the check of the order is what the reply offers, and the
  // sentence asking for it is no longer than the one asking for a ticket number.
  const merged = order ?? plain
  if (!merged || merged.length >= ack.text.length + contact.text.length) return
  ack.text = merged
  // It stands where the contact stood when that came later: a second trouble heard between
  // them ("… and the price") goes before it, and the reply still ends on the way to reach us.
  const at = parts.indexOf(contact)
  parts.splice(at, 1)
  if (at > parts.indexOf(ack)) parts.splice(at - 1, 0, ...parts.splice(parts.indexOf(ack), 1))
}

/** A greeting that cheers: an exclamation mark, or an endearment ("亲爱的"). */
const CHEERY = /[!！¡]|亲爱的|親愛的/u

/**
 * The greetings for a review written in anger or distrust: no cheer. Those without an
 * exclamation stay; where a language has none, its mark becomes the plain one ("您好，",
 * "Здравствуйте, Марина.").
 */
export function calmGreetings(templates: readonly string[], book: Phrasebook): string[] {
  const plain = templates.filter((t) => !CHEERY.test(t))
  if (plain.length > 0) return plain
  const stop = ['ru', 'uk', 'ko', 'be', 'bg'].includes(book.code) ? '.' : ','
  return templates.map((t) =>
    t
      .replace(/亲爱的|親愛的|¡/gu, '')
      .replace(/！\s*$/u, '，')
      .replace(/\s*!\s*$/u, stop),
  )
}
