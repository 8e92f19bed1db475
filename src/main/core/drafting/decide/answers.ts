import type { Phrasebook } from '../phrasebooks/types'
import { asksHowToDelete } from '../read/delete-asked'
import { holdsAny } from '../read/match'
import { readReview } from '../read/read'
import type { Reading } from '../read/types'
import { normalizeForMatch } from '../topics/normalize'
import type { TeamAnswer } from '../types'
import { asksReason, asksWhy, saysTried } from './asked'

/** Words that say nothing about what is asked, in the languages Answers are usually kept in. */
const FILLER = new Set(
  (
    'the a an to of in on for and or is are was be do does did how can i my me you your it this that there what why where when which with ' +
    'who will would should could get got have has need app apps application game phone use using just not no any ' +
    'they them too only also way all some please still even its im dont cant there here then ' +
    'der die das den dem des ein eine einen einem einer und oder ist ich mein meine wie kann man zu von mit als auf im am es sich nicht noch auch so da ' +
    'le la les un une et ou est je mon ma mes comment pour de des du en au aux ce ca il on ne pas que qui sur dans vous votre nous ' +
    'el los las y o es yo mi mis como para con del al se lo que por tu una hay puedo ' +
    'o os as um uma e é eu meu minha como para com do da dos das no na em que pra ' +
    'il lo gli di che per è io non mi si nel nella ho posso un ' +
    'de het een en is ik mijn hoe je op te van dat er kan niet'
  ).split(' '),
)

/** Words of a text for comparing two questions: letters only, fillers out; characters in pairs where words have no spaces. */
function terms(text: string, book: Phrasebook): Set<string> {
  const norm = normalizeForMatch(text, book.code)
  if (book.matching === 'substring') {
    const chars = Array.from(norm.replace(/[^\p{L}\p{N}]/gu, ''))
    return new Set(chars.slice(0, -1).map((c, i) => c + (chars[i + 1] ?? '')))
  }
  return new Set(
    (norm.match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length > 1 && !FILLER.has(w)),
  )
}

/**
 * Whether two words are one word inflected or compounded: "sync" and "syncing", "sincronizo" and
 * "sincronicen", "drucken" and "ausdrucken". Pairs of characters (no spaces) must be equal.
 */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true
  const [short, long] = a.length <= b.length ? [a, b] : [b, a]
  if (short.length < 4) return false
  let common = 0
  while (common < short.length && short[common] === long[common]) common++
  if (common >= 5 || common === short.length) return true
  // A compound or a separable prefix ("aus|drucken", "Einkaufs|liste") holds the whole word.
  return short.length >= 5 && long.endsWith(short)
}

/** Whether a set of words holds a word, inflected or not. */
function holdsWord(set: ReadonlySet<string>, word: string): boolean {
  if (set.has(word)) return true
  for (const t of set) if (sameWord(t, word)) return true
  return false
}

/** The share of an example's words the question repeats, counting only when it repeats two or more. */
function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (b.size === 0) return 0
  let shared = 0
  for (const t of b) if (holdsWord(a, t)) shared++
  return shared >= Math.min(2, b.size) ? shared / b.size : 0
}

export interface AnswerMatch {
  answer: TeamAnswer
  score: number
}

/** People a question may be about ("share it with my wife"), which no Answer about the app's workings mentions. */
const PEOPLE =
  /(?<!\p{L})(?:wife|husband|partner|girlfriend|boyfriend|family|kids|children|son|daughter|mom|mum|dad|parents|friends?|coworkers?|colleagues?)(?!\p{L})/gu

/** A score at or above this is a match: one keyword, or an example question mostly asked again. */
const ENOUGH = 1

/** What an Answer is about, as its own title and example questions read: the point a review raises. */
export type AnswerTopic = 'privacy' | 'deletion' | 'purchase_missing' | 'data_loss'

export interface MatchOptions {
  /**
   * The point the question belongs to. An Answer whose own examples raise the same point is the
   * likelier one ("Premium is gone, how do I get it back?" → the restore Answer, not the Trash
   * one that shares "get back"), and the only Answer about it answers even in other words.
   */
  about?: AnswerTopic
  /**
   * The points the review raises. An Answer about a point the review does not raise (lost
   * data, a missing purchase) needs more than one shared word: "how do I get it back?" about
   * Premium is not answered by the Trash.
   */
  raised?: ReadonlySet<AnswerTopic>
  /**
   * The things the review names ("shopping list", "photos"). A question that shares one keyword
   * with an Answer but names a thing the Answer never mentions is about something else.
   */
  things?: readonly string[]
}

/** What matching needs of an Answer, worked out once per Answer text and language. */
interface Profile {
  keywords: string[]
  examples: Set<string>[]
  title: Set<string>
  /** Its title or an example asks why: it gives a reason, not only steps. */
  why: boolean
  /** The points its title and examples raise, read as a review would be. */
  topics: ReadonlySet<AnswerTopic>
  /** Its title or an example asks how to delete or reset something (see `asksHowToDelete`). */
  deletes: boolean
  steps: string[]
  /** The words of its keywords, and every word it uses anywhere (title, examples, keywords, body). */
  keywordTerms: string[]
  vocabulary: Set<string>
}

const profiles = new Map<string, Profile>()

function profileOf(answer: TeamAnswer, book: Phrasebook): Profile {
  const key = [
    book.code,
    answer.id,
    answer.title,
    answer.keywords.join('\u0001'),
    answer.examples.join('\u0001'),
    answer.body,
  ].join('\u0000')
  const known = profiles.get(key)
  if (known) return known
  const reading = readReview(
    { rating: 3, title: answer.title, body: answer.examples.join('\n') },
    book,
  )
  const topics = new Set<AnswerTopic>()
  if (reading.points.some((p) => p.intent === 'privacy')) topics.add('privacy')
  if (reading.wantsDeletion) topics.add('deletion')
  if (reading.billing === 'purchase_missing') topics.add('purchase_missing')
  if (reading.points.some((p) => p.intent === 'data_loss')) topics.add('data_loss')
  const profile: Profile = {
    keywords: answer.keywords.filter((k) => k.trim().length > 0),
    examples: answer.examples.map((e) => terms(e, book)),
    title: terms(answer.title, book),
    why: [answer.title, ...answer.examples].some((e) => asksWhy(e, book.code)),
    topics,
    deletes:
      topics.has('deletion') ||
      [answer.title, ...answer.examples].some((e) =>
        asksHowToDelete(normalizeForMatch(e, book.code)),
      ),
    steps: stepsOf(answer, book),
    keywordTerms: answer.keywords.flatMap((k) => [...terms(k, book)]),
    vocabulary: terms(
      [answer.title, ...answer.keywords, ...answer.examples, answer.body].join(' '),
      book,
    ),
  }
  // Answers change rarely and are few: a bounded memory is plenty.
  if (profiles.size >= 512) profiles.clear()
  profiles.set(key, profile)
  return profile
}

/**
 * Whether a question shares only the Answer's one keyword and names something the Answer never
 * mentions: "can I sync my shopping list with my wife?" is not answered by how recipes sync
 * between devices, nor "does the export keep the photos?" by how to export.
 */
function offSubject(
  norm: string,
  things: readonly string[],
  profile: Profile,
  book: Phrasebook,
): boolean {
  return things.some((thing) => {
    if (!norm.includes(normalizeForMatch(thing, book.code))) return false
    const own = [...terms(thing, book)]
    return (
      own.length > 0 &&
      !own.some(
        (t) => holdsWord(profile.vocabulary, t) || profile.keywordTerms.some((k) => sameWord(k, t)),
      )
    )
  })
}

/** An Answer about points the review raises none of. */
function unrelated(topics: ReadonlySet<AnswerTopic>, raised: ReadonlySet<AnswerTopic>): boolean {
  return topics.size > 0 && ![...topics].some((t) => raised.has(t))
}

/**
 * The team Answer that answers what a review asks, or null. A keyword of the Answer in the
 * question counts one; an example question that shares most of its words with it counts up to
 * two; its title's words half; being about the same point (see `about`) up to one and a half.
 * A question after a reason ("why do I need an account?") is not answered by steps: only by an
 * Answer whose title or examples ask why, or one about the same point. An Answer about a point
 * the review does not raise needs two shared words or more. Only Answers in the review's language
 * are considered (the caller passes those), so a reply never switches language mid-way.
 */
function matchAnswer(
  asked: string,
  answers: readonly TeamAnswer[],
  book: Phrasebook,
  options: MatchOptions = {},
): AnswerMatch | null {
  if (answers.length === 0 || asked.trim() === '') return null
  const norm = normalizeForMatch(asked, book.code)
  const askedTerms = terms(asked, book)
  const why = asksReason(asked, book.code)
  // "¿Cómo borro todo el progreso?" shares "progreso" with how to keep progress on a new phone,
  // but asks for the opposite: only an Answer that itself tells how to delete or reset answers it.
  const deletes = asksHowToDelete(norm)
  const about = options.about
    ? answers.filter((a) => profileOf(a, book).topics.has(options.about as AnswerTopic))
    : []
  // "…with my wife?": the people a question names are a subject the reading names no feature for.
  const things = [...(options.things ?? []), ...(norm.match(PEOPLE) ?? [])]
  let best: AnswerMatch | null = null
  for (const answer of answers) {
    const profile = profileOf(answer, book)
    const keywordHits = profile.keywords.filter((k) =>
      holdsAny(norm, [k], book.code, book.matching, `answer:${answer.id}:${k}`),
    ).length
    // "can I export runs to strava" answers no "no way to export runs to gpx??": an example that
    // names one of the Answer's keywords the question lacks, where the question names something
    // the example does not, is about that keyword. "Will my notes come with me?" only says less
    // than "…to a new phone?".
    const example = Math.max(
      0,
      ...profile.examples
        .filter(
          (e) =>
            keywordHits > 0 ||
            !profile.keywordTerms.some((t) => e.has(t) && !holdsWord(askedTerms, t)) ||
            [...askedTerms].every((t) => holdsWord(e, t)),
        )
        .map((e) => overlap(askedTerms, e)),
    )
    const title = overlap(askedTerms, profile.title)
    const words =
      Math.min(2, keywordHits) + (example >= 0.6 ? 2 * example : 0) + (title >= 0.6 ? title / 2 : 0)
    const aboutIt = about.includes(answer) ? (about.length === 1 ? 1.5 : 0.75) : 0
    if (
      aboutIt === 0 &&
      keywordHits === 1 &&
      words === 1 &&
      offSubject(norm, things, profile, book)
    )
      continue
    if (why && aboutIt === 0 && !profile.why) continue
    if (deletes && aboutIt === 0 && !profile.deletes) continue
    if (options.raised && words < 2 && aboutIt === 0 && unrelated(profile.topics, options.raised))
      continue
    const score = words + aboutIt
    if (score >= ENOUGH && (!best || score > best.score)) best = { answer, score }
  }
  return best
}

/** The best match over several ways of putting what is asked (each question on its own, all of it). */
export function bestAnswer(
  asked: readonly string[],
  answers: readonly TeamAnswer[],
  book: Phrasebook,
  options: MatchOptions = {},
): AnswerMatch | null {
  let best: AnswerMatch | null = null
  for (const text of asked) {
    const found = matchAnswer(text, answers, book, options)
    if (found && (!best || found.score > best.score)) best = found
  }
  return best
}

const QUOTED = /[„“”«»"「『]([^„“”«»"「」『』]{1,40})[“”»«"」』]/gu

/**
 * The screens and buttons an Answer's steps name: the words either side of an arrow
 * ("Settings → Trash", "Restore purchase") and quoted names (「ゴミ箱」, „Exportieren“), less
 * the words of its title, which say what the problem is, not what to do.
 */
function stepsOf(answer: TeamAnswer, book: Phrasebook): string[] {
  const names: string[] = []
  const parts = answer.body.split(/\s*(?:→|->|>)\s*/u)
  const word = (s: string | undefined) => s?.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '') ?? ''
  // Where words have no spaces, the word beside an arrow cannot be told: quoted names only.
  if (book.matching === 'word')
    parts.forEach((part, i) => {
      const pieces = part.trim().split(/\s+/u)
      if (i > 0) names.push(word(pieces[0]))
      if (i < parts.length - 1) names.push(word(pieces[pieces.length - 1]))
    })
  for (const m of answer.body.matchAll(QUOTED)) if (m[1]) names.push(m[1].trim())
  const title = terms(answer.title, book)
  return [...new Set(names)].filter((n) => {
    const own = terms(n, book)
    return own.size > 0 && ![...own].every((t) => title.has(t))
  })
}

/**
 * Whether the review says it already tried what the Answer says ("I already checked the
 * trash", "the restore button does nothing"): a clause that names one of the Answer's steps and
 * says it was tried or did not help. Pasting the same steps back would not read the review.
 */
export function triedAlready(answer: TeamAnswer, reading: Reading, book: Phrasebook): boolean {
  const steps = profileOf(answer, book).steps
  if (steps.length === 0) return false
  return reading.clauses.some(
    (c) =>
      !c.question &&
      saysTried(c.text, book.code) &&
      holdsAny(
        normalizeForMatch(c.text, book.code),
        steps,
        book.code,
        book.matching,
        `steps:${steps.join('\u0001')}`,
      ),
  )
}
