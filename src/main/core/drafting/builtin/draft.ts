import { checkDraft } from '../check/check'
import { planReply, type Plan } from '../decide/plan'
import { languageName } from '../language/names'
import { portugueseVariant } from '../language/portuguese'
import { resolveReviewLanguage, type ReviewLanguage } from '../language/resolve'
import { sameLanguage } from '../language/tags'
import { builtinTarget } from '../limits'
import { englishBook, phrasebookFor } from '../phrasebooks'
import type { Phrasebook } from '../phrasebooks/types'
import { starsSlip } from '../read/stars-slip'
import { readReviewOnce } from '../read/cached'
import { readAsReview } from '../read/spam/as-review'
import type { NamedThing, Reading } from '../read/types'
import { bannedPhraseIn, removeBanned } from '../text/banned'
import { stripEmoji } from '../text/emoji'
import { fitToLimit } from '../text/fit'
import { replyLength } from '../text/html'
import type { BuiltinDraftInput, Confidence, Draft } from '../types'
import { linesFor } from '../write/lines'
import {
  calmGreetings,
  PRIORITY,
  repeats,
  startsLike,
  writeMoves,
  type Part,
  type WriteContext,
} from '../write/write'
import { firstNameOf } from './author'
import { europeanPortuguese } from './european-portuguese'
import { pickIndex } from './pick'
import { greetingWithoutName, renderTemplate } from './render'
import { ukrainianVocative } from './ukrainian-vocative'
import { feelingLine } from '../tones/feeling'

const EMOJI_HIGH = ['😊', '🙌', '💙', '✨', '🎉']
const EMOJI_MID = ['🙏']
/** The parts that frame a reply without saying anything of the review. */
const FRAME = new Set<Part['kind']>(['greeting', 'signOff', 'closing', 'always', 'feeling'])
/** The parts before a reply's first sentence about the review. */
const ACKNOWLEDGING = new Set<Part['kind']>(['greeting', 'feeling'])
/** A reviewer who is angry, let down or mocking: Friendlier acknowledges how they feel first. */
const upset = (reading: Reading): boolean =>
  reading.polarity < 0 || reading.sarcasm || reading.supportFailed || reading.storeLoop
/** Replies whose main point a smiley suits; never a problem, a loss or money. */
const CHEERFUL = new Set(['praise', 'request'])

function seedOf(input: BuiltinDraftInput): string {
  const r = input.review
  return `${r.id ?? ''}\u0000${r.rating}\u0000${r.title ?? ''}\u0000${r.body}`
}

function languageNote(resolved: ReviewLanguage): string | null {
  if (phrasebookFor(resolved.language)) return null
  return resolved.language
    ? `written in English: the drafter has no phrasebook for ${resolved.language}`
    : "written in English: the review's language could not be told"
}

/** Why the reply is not in the language of the store listing, or not in the text's. */
function listingNote(resolved: ReviewLanguage): string | null {
  if (resolved.overruled && resolved.language) {
    return `written in ${languageName(resolved.language)} although the listing is ${languageName(resolved.overruled)}: the reply follows the text`
  }
  if (resolved.textLanguage && resolved.language) {
    return `looks ${languageName(resolved.textLanguage)}, too short or mixed to be sure: replied in ${languageName(resolved.language)}, the listing's language`
  }
  return null
}

/** Things that read the same in every language: a device, a system, a version, an amount. */
const anyLanguage = (t: NamedThing): boolean =>
  t.kind === 'device' ||
  t.kind === 'os' ||
  t.kind === 'version' ||
  (t.kind === 'purchase' && /\d/.test(t.text))

/**
 * The reading a reply in another language than the review's may quote: the review's own words
 * ("modo oscuro" in a German reply) would stand untranslated, so only names that read the same
 * in every language stay.
 */
function quotableIn(reading: Reading, replyLanguage: string, textLanguage: string | null): Reading {
  if (!textLanguage || sameLanguage(textLanguage, replyLanguage)) return reading
  return {
    ...reading,
    things: reading.things.filter(anyLanguage),
    points: reading.points.map((p) => ({ ...p, things: p.things.filter(anyLanguage) })),
  }
}

function render(parts: readonly Part[], book: Phrasebook): string {
  const head = parts.filter((p) => p.kind === 'greeting').map((p) => p.text)
  const tail = parts.filter((p) => p.kind === 'signOff').map((p) => p.text)
  const body = parts
    .filter((p) => p.kind !== 'greeting' && p.kind !== 'signOff')
    .map((p) => p.text)
    .join(book.joiner)
  return [...head, body, ...tail].filter((s) => s.length > 0).join('\n')
}

const RANK: Record<Confidence, number> = { high: 0, medium: 1, low: 2 }
const lower = (a: Confidence, b: Confidence): Confidence => (RANK[a] >= RANK[b] ? a : b)

/** What a draft gave up to fit its store: the summed priority of the parts it dropped. */
const givenUp = new WeakMap<Draft, number>()

/**
 * Parts a long draft may lose without a second try in shorter words: the voice's own long texts
 * ("always say") and the lines that add nothing of the review's.
 */
const LIGHT = new Set<Part['kind']>(['closing', 'praiseMore', 'askMissing', 'feeling', 'always'])

/**
 * The built-in offline drafter: reads the review, decides what the reply must do, writes it in
 * the review's language and the brand voice, and checks the result. Deterministic: the same
 * review, voice, Answers and variant always give the same draft; "Regenerate" moves every
 * choice on. A review that is spam gets no draft, only the reason.
 *
 * `squeezed`: the second try of a draft too long for its store, in the shortest wordings of each
 * line, so the longer form of a line gives way before a point of the review does.
 */
export function draftBuiltin(
  input: BuiltinDraftInput,
  resolvedLanguage?: ReviewLanguage,
  squeezed = false,
): Draft {
  const { review, voice } = input
  const tones = new Set(input.tones ?? [])
  const friendlier = tones.has('friendlier')
  const resolved = resolvedLanguage ?? resolveReviewLanguage(review)
  const base = phrasebookFor(resolved.language) ?? englishBook
  // A reviewer in Portugal (or writing "telemóvel", "estou a usar") gets no Brazilian-only words.
  const book =
    base.code === 'pt' && portugueseVariant(review) === 'pt-PT' ? europeanPortuguese(base) : base
  // "Oops, meant to give 5 stars": the stars they meant decide where the text leaves a tie.
  const slip = starsSlip(review.body, book.code, review.rating)
  const rated = slip === null ? review : { ...review, rating: slip.stars, body: slip.body }
  const read = readReviewOnce(rated, book, voice.brandName)
  if (read.spam && !review.markedNotSpam) {
    return {
      body: '',
      language: book.code,
      drafter: 'builtin',
      note: read.spam,
      assessment: { confidence: 'low', reasons: [read.spam] },
      spam: { reason: read.spam },
      reading: read,
    }
  }
  // A person said "Not spam": the reply takes up what the review says besides, as for any review.
  const reading = read.spam ? readAsReview(read) : read

  const { lines, full } = linesFor(book)
  const answers = (input.answers ?? []).filter((a) => sameLanguage(a.language, book.code))
  const textLanguage = resolved.textLanguage ?? resolved.language
  const plan = planReply({
    reading: quotableIn(reading, book.code, textLanguage),
    rating: rated.rating,
    store: input.store,
    book,
    answers,
    fullLines: full,
  })
  const langNote = languageNote(resolved)
  // In a language it has no phrasebook for, the drafter's reading is a guess: say that, once.
  const reasons = langNote
    ? plan.reasons.filter((r) => !reading.doubts.includes(r))
    : [...plan.reasons]
  if (slip !== null)
    reasons.push(`says the stars were a slip: answered as ${slip.stars} stars, not ${review.rating}`)
  if (read.spam)
    reasons.push(`a person said this is not spam (it read as: ${read.spam}); check the reply`)
  let confidence = plan.confidence
  const listing = listingNote(resolved)
  if (listing) reasons.unshift(listing)
  if (langNote) {
    reasons.unshift(langNote)
    // "meh" tells no language, and English is the likely one; a text in an uncovered language is not.
    confidence =
      resolved.language === null &&
      /^[\p{Script=Latin}\p{N}\p{P}\p{S}\s]*$/u.test(`${review.title ?? ''} ${review.body}`)
        ? 'medium'
        : 'low'
  }

  // Tones stack: Shorter and Friendlier together give a short, friendly reply.
  const formal = tones.has('more_formal') || (voice.tone === 'professional' && !friendlier)
  const brief = tones.has('shorter') || (voice.tone === 'concise' && !friendlier)
  const ownLanguage = sameLanguage(voice.language, book.code)
  const banned = voice.neverSay.filter((p) => p.trim().length > 0)
  let name = firstNameOf(review.author, book.code)
  if (name && book.code === 'uk') name = ukrainianVocative(name)
  if (name && bannedPhraseIn(name, banned) !== null) name = null
  const ctx: WriteContext = {
    book,
    lines,
    store: input.store,
    seed: seedOf(input),
    variant: Math.max(0, Math.floor(input.variant ?? 0)),
    formal,
    preferShort: brief || squeezed,
    fill: { name, brand: voice.brandName.trim(), contact: voice.supportContact?.trim() || null },
    banned,
  }
  const register = formal ? 'formal' : 'casual'
  const parts: Part[] = []
  const add = (kind: Part['kind'], text: string | null) => {
    if (text) parts.push({ kind, text, priority: PRIORITY[kind] })
  }

  if (voice.greeting) {
    const custom = voice.customGreeting?.trim()
    if (custom && ownLanguage) {
      const text = name ? custom.replace(/\{name\}/g, name) : greetingWithoutName(custom)
      add('greeting', bannedPhraseIn(text, banned) === null ? text : null)
    } else {
      const pick = (templates: readonly string[], slot: string) => {
        const usable = (plan.guarded ? calmGreetings(templates, book) : templates)
          .map((t) => renderTemplate(t, ctx.fill, book, formal))
          .filter((t) => !t.includes('{') && bannedPhraseIn(t, banned) === null)
        return usable[pickIndex(usable.length, ctx.seed, slot, ctx.variant)] ?? null
      }
      add(
        'greeting',
        (name ? pick(book.greeting.named[register], 'greeting') : null) ??
          pick(book.greeting.anonymous[register], 'greeting-anon'),
      )
    }
  }

  parts.push(...writeMoves(plan, ctx))
  if (friendlier && upset(reading)) {
    const rest = parts.map((p) => p.text).join(' ')
    const text = feelingLine(book.code, rest, (n) => pickIndex(n, ctx.seed, 'feeling', ctx.variant))
    // First after the greeting: the reviewer hears that they were understood before anything else.
    if (text && bannedPhraseIn(text, banned) === null)
      parts.splice(parts.filter((p) => p.kind === 'greeting').length, 0, {
        kind: 'feeling',
        text,
        priority: PRIORITY.feeling,
      })
  }
  const teamTexts: string[] = plan.moves.flatMap((m) =>
    m.kind === 'answer' ? [m.answer.body.trim()] : [],
  )
  if (ownLanguage) {
    for (const line of voice.alwaysSay) {
      const text = line.trim()
      if (text && bannedPhraseIn(text, banned) === null) {
        add('always', text)
        teamTexts.push(text)
      }
    }
  }
  if (
    (voice.length === 'medium' && !brief) ||
    (!brief && (friendlier || voice.tone === 'playful'))
  ) {
    const closing =
      plan.mood > 0
        ? lines.closing.positive
        : plan.mood < 0
          ? lines.closing.negative
          : lines.closing.neutral
    const earlier = parts.map((p) => p.text)
    // A closing that says again what the reply said ("Danke … Danke", "enjoy Acme Notes") is left out.
    const text = closing
      .map((t) => renderTemplate(t, ctx.fill, book, formal))
      .filter(
        (t) =>
          !repeats(t, earlier, book) &&
          !startsLike(t, earlier, book) &&
          bannedPhraseIn(t, banned) === null,
      )
    add('closing', text[pickIndex(text.length, ctx.seed, 'closing', ctx.variant)] ?? null)
  }

  const signOff = voice.signOff?.trim()
  if (signOff) {
    if (ownLanguage) add('signOff', bannedPhraseIn(signOff, banned) === null ? signOff : null)
    else if (ctx.fill.brand) {
      const team = renderTemplate(book.team, ctx.fill, book, false)
      add('signOff', bannedPhraseIn(team, banned) === null ? team : null)
    }
  }

  addEmoji(parts, plan, reading, ctx, voice.emoji, friendlier || voice.tone === 'playful')

  // Shorter must read shorter than the same draft without it: when the shortest wordings and the
  // missing closing were not enough (a reply of two needed sentences), the greeting goes.
  if (tones.has('shorter')) {
    const without = draftBuiltin(
      { ...input, tones: [...tones].filter((t) => t !== 'shorter') },
      resolved,
    )
    const greeting = parts.find((p) => p.kind === 'greeting')
    if (greeting && replyLength(render(parts, book)) >= replyLength(without.body))
      parts.splice(parts.indexOf(greeting), 1)
  }

  // Fit: drop the least important parts first, so a long draft loses its closing line rather
  // than being cut mid-sentence.
  // The reply's first sentence about the review is never dropped, nor an answer.
  const main = parts.find((p) => !ACKNOWLEDGING.has(p.kind))
  const target = builtinTarget(input.store, input.limit)
  const whole = [...parts]
  const dropped: Part[] = []
  while (replyLength(render(parts, book)) > target) {
    const droppable = parts.filter((p) => p.priority < 100 && p !== main)
    if (droppable.length === 0) break
    const lowest = droppable.reduce((a, b) => (b.priority < a.priority ? b : a))
    parts.splice(parts.indexOf(lowest), 1)
    dropped.push(lowest)
  }
  // A long sentence dropped late may have made room for a short part dropped before it (the
  // greeting): most important first, whatever fits again goes back in its place.
  for (const part of [...dropped].sort((a, b) => b.priority - a.priority)) {
    const kept = new Set([...parts, part])
    const tried = whole.filter((p) => kept.has(p))
    if (replyLength(render(tried, book)) <= target) parts.splice(0, parts.length, ...tried)
  }
  const lost = whole.filter((p) => !parts.includes(p))
  // A line of the review's points, an answer's lead or the greeting went to fit the store: the
  // same reply in its shortest wordings may keep them all. The try that gives up less is kept.
  if (!squeezed && !ctx.preferShort && lost.some((p) => !LIGHT.has(p.kind))) {
    const tight = draftBuiltin(input, resolved, true)
    const weight = lost.reduce((n, p) => n + p.priority, 0)
    if ((givenUp.get(tight) ?? 0) < weight) return tight
  }
  if (whole.some((p) => p.kind === 'always' && !parts.includes(p)))
    reasons.push(
      `the brand voice's "always say" text was left out to fit the ${input.limit}-character limit`,
    )

  let body = fitToLimit(render(parts, book), input.limit, book.locale)
  if (bannedPhraseIn(body, banned) !== null) body = removeBanned(body, banned)
  if (voice.emoji === 'none') body = stripEmoji(body)
  // A greeting and a sign-off with nothing between them is no reply: the review held nothing the
  // plan took up (a review a person said is not spam), or the never-say list took every sentence.
  if (
    body &&
    !parts.some(
      (p) =>
        !FRAME.has(p.kind) &&
        /\p{L}/u.test(banned.length > 0 ? removeBanned(p.text, banned) : p.text),
    )
  ) {
    body = ''
    reasons.push(
      plan.moves.length === 0
        ? 'the drafter found nothing in the review to answer; write this reply by hand'
        : banned.length > 0
          ? "the brand voice's never-say list removed every sentence; write this reply by hand"
          : // With no never-say list, each point's sentence was left out (as a repeat, say).
            'the drafter could not word a reply to what the review raises; write this reply by hand',
    )
  }
  if (!body && !reasons.some((r) => r.endsWith('write this reply by hand')))
    reasons.push('the brand voice left nothing to say; write this reply by hand')

  const check = checkDraft({
    body,
    plan,
    voice,
    language: book.code,
    limit: input.limit,
    teamTexts,
    review: `${review.title ?? ''}\n${review.body}`,
  })
  reasons.push(...check.failures, ...check.warnings)
  if (check.failures.length > 0 || !body) confidence = 'low'
  else if (check.warnings.length > 0) confidence = lower(confidence, 'medium')
  if (reasons.length > 0) confidence = lower(confidence, 'medium')

  const unique = [...new Set(reasons)]
  const draft: Draft = {
    body,
    language: book.code,
    drafter: 'builtin',
    note: unique.length ? unique.join('; ') : null,
    assessment: { confidence, reasons: unique },
    spam: null,
    reading,
    plan,
  }
  givenUp.set(draft, lost.reduce((n, p) => n + p.priority, 0))
  return draft
}

/** Emoji: only where the voice allows them, on a happy reply, never formal. */
function addEmoji(
  parts: Part[],
  plan: Plan,
  reading: Reading,
  ctx: WriteContext,
  policy: string,
  lively: boolean,
): void {
  const mainPart = parts.find(
    (p) => p.kind === 'thanks' || p.kind === 'thanksFor' || p.kind === 'request',
  )
  if (policy === 'none' || ctx.formal || plan.mood <= 0 || !CHEERFUL.has(reading.main) || !mainPart)
    return
  const palette = reading.main === 'praise' ? EMOJI_HIGH : EMOJI_MID
  const emoji = palette[pickIndex(palette.length, ctx.seed, 'emoji', ctx.variant)] ?? '😊'
  mainPart.text = `${mainPart.text}${ctx.book.joiner}${emoji}`
  const closing = parts.find((p) => p.kind === 'closing')
  if (policy === 'allowed' && lively && closing) {
    const another = EMOJI_HIGH[(EMOJI_HIGH.indexOf(emoji) + 1) % EMOJI_HIGH.length] ?? '✨'
    closing.text = `${closing.text}${ctx.book.joiner}${another}`
  }
}
