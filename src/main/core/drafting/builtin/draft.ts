import { resolveReviewLanguage, type ReviewLanguage } from '../language/resolve'
import { sameLanguage } from '../language/tags'
import { builtinTarget } from '../limits'
import { englishBook, phrasebookFor } from '../phrasebooks'
import type { Lines, Phrasebook, Topic } from '../phrasebooks/types'
import { bannedPhraseIn, removeBanned } from '../text/banned'
import { stripEmoji } from '../text/emoji'
import { fitToLimit } from '../text/fit'
import { replyLength } from '../text/html'
import type { BuiltinDraftInput, Draft } from '../types'
import { analyzeReview } from '../intent/classify'
import type { Intent } from '../intent/types'
import { assessmentFromNotes } from '../assessment'
import { firstNameOf } from './author'
import { closingBand, mentionsFor, needsHelpFor, type Band } from './mentions'
import { pickIndex } from './pick'
import { fillable, greetingWithoutName, renderTemplate, type Fill } from './render'

type PartKind =
  | 'greeting'
  | 'opener'
  | 'topic'
  | 'nextStep'
  | 'askMore'
  | 'always'
  | 'topic2'
  | 'closing'
  | 'signOff'

interface Part {
  kind: PartKind
  text: string
  /** Parts with the lowest priority are dropped first when a draft is too long. */
  priority: number
}

const PRIORITY: Record<PartKind, number> = {
  opener: 100,
  nextStep: 90,
  always: 80,
  topic: 70,
  signOff: 50,
  greeting: 40,
  askMore: 30,
  topic2: 20,
  closing: 10,
}

/** After these, a generic "thanks for the bug report" would repeat itself. */
const SPECIFIC_PROBLEMS = new Set<Topic>(['crash', 'sync', 'login', 'performance'])
/** Intents a smiley suits; never a complaint, a bug or a refund. */
const CHEERFUL = new Set<Intent>(['praise', 'feature_request', 'question'])

const EMOJI_HIGH = ['😊', '🙌', '💙', '✨', '🎉']
const EMOJI_MID = ['🙏']

interface Plan {
  book: Phrasebook
  seed: string
  variant: number
  formal: boolean
  preferShort: boolean
  fill: Fill
  banned: readonly string[]
}

/** How a sentence starts, to avoid two in a row starting alike ("Sorry… Sorry…"). */
function opening(text: string, book: Phrasebook): string {
  const t = text.replace(/^[¡¿"'“«\s]+/u, '').toLowerCase()
  return book.joiner === '' ? t.slice(0, 2) : (t.split(/[\s,;:!.?]/u)[0] ?? '')
}

/** Three-word runs of a sentence ("wir helfen ihnen"), to catch a phrase said twice. */
function phrases(text: string, book: Phrasebook): Set<string> {
  if (book.joiner === '') return new Set()
  const words = text.toLowerCase().match(/[\p{L}\p{M}'’]+/gu) ?? []
  const out = new Set<string>()
  for (let i = 0; i + 3 <= words.length; i++) out.add(words.slice(i, i + 3).join(' '))
  return out
}

/**
 * Whether a candidate would repeat what an earlier sentence did: same opening word, a second
 * apology, or the same three words in a row ("…we help you… we help you").
 */
function clashes(text: string, earlier: readonly string[], book: Phrasebook): boolean {
  const own = phrases(text, book)
  return earlier.some(
    (e) =>
      opening(e, book) === opening(text, book) ||
      (book.apology.test(e) && book.apology.test(text)) ||
      [...phrases(e, book)].some((p) => own.has(p)),
  )
}

/**
 * One template for a slot: fillable, free of banned phrases, preferably not repeating the
 * sentences before it, chosen by seed and variant.
 */
function choose(
  plan: Plan,
  slot: string,
  templates: Lines,
  after: readonly (string | null)[] = [],
  /** A part the reply does without rather than repeat itself (closing, second topic). */
  optional = false,
): string | null {
  let rendered: string[] = []
  for (const t of templates) {
    if (!fillable(t, plan.fill)) continue
    const text = renderTemplate(t, plan.fill, plan.book, plan.formal)
    if (bannedPhraseIn(text, plan.banned) === null) rendered.push(text)
  }
  if (rendered.length === 0) return null
  const earlier = after.filter((e): e is string => e !== null)
  const fresh = rendered.filter((t) => !clashes(t, earlier, plan.book))
  if (fresh.length > 0) rendered = fresh
  else if (optional && earlier.length > 0) return null
  const pool = plan.preferShort
    ? [...rendered].sort((a, b) => a.length - b.length).slice(0, Math.min(2, rendered.length))
    : rendered
  return pool[pickIndex(pool.length, plan.seed, slot, plan.variant)] ?? null
}

function ratingBand(rating: number): Band {
  const r = Math.round(rating)
  return r >= 4 ? 'high' : r === 3 ? 'mid' : 'low'
}

function seedOf(input: BuiltinDraftInput): string {
  const r = input.review
  return `${r.id ?? ''}\u0000${r.rating}\u0000${r.title ?? ''}\u0000${r.body}`
}

function languageNote(resolved: ReviewLanguage): string | null {
  if (phrasebookFor(resolved.language)) return null
  return resolved.language
    ? `needs review: language not covered (${resolved.language})`
    : 'needs review: language not detected'
}

function render(parts: Part[], book: Phrasebook): string {
  const head = parts.filter((p) => p.kind === 'greeting').map((p) => p.text)
  const tail = parts.filter((p) => p.kind === 'signOff').map((p) => p.text)
  const body = parts
    .filter((p) => p.kind !== 'greeting' && p.kind !== 'signOff')
    .map((p) => p.text)
    .join(book.joiner)
  return [...head, body, ...tail].filter((s) => s.length > 0).join('\n')
}

function appendEmoji(text: string, emoji: string, book: Phrasebook): string {
  return `${text}${book.joiner}${emoji}`
}

/**
 * The built-in offline drafter: a short reply in the review's language, in the brand voice,
 * aware of the rating and of what the review is about, that fits the store's limit.
 * Deterministic: the same review, voice and variant always give the same draft.
 */
export function draftBuiltin(input: BuiltinDraftInput, resolvedLanguage?: ReviewLanguage): Draft {
  const { review, voice, tone } = input
  const resolved = resolvedLanguage ?? resolveReviewLanguage(review)
  const book = phrasebookFor(resolved.language) ?? englishBook
  const notes: string[] = []
  const langNote = languageNote(resolved)
  if (langNote) notes.push(langNote)

  const band = ratingBand(review.rating)
  const formal = tone === 'more_formal' || (voice.tone === 'professional' && tone !== 'friendlier')
  const brief = tone === 'shorter' || (voice.tone === 'concise' && tone !== 'friendlier')
  const extras = voice.length === 'medium' && !brief
  const ownLanguage = sameLanguage(voice.language, book.code)
  const plan: Plan = {
    book,
    seed: seedOf(input),
    variant: Math.max(0, Math.floor(input.variant ?? 0)),
    formal,
    preferShort: brief,
    fill: {
      name: firstNameOf(review.author),
      brand: voice.brandName.trim(),
      contact: voice.supportContact?.trim() || null,
    },
    banned: voice.neverSay.filter((p) => p.trim().length > 0),
  }
  if (plan.fill.name && bannedPhraseIn(plan.fill.name, plan.banned) !== null) plan.fill.name = null
  const register = formal ? 'formal' : 'casual'
  const parts: Part[] = []
  const add = (kind: PartKind, text: string | null) => {
    if (text) parts.push({ kind, text, priority: PRIORITY[kind] })
  }

  // Greeting: the voice's own (in its language), else the phrasebook's.
  if (voice.greeting) {
    const custom = voice.customGreeting?.trim()
    if (custom && ownLanguage) {
      const text = plan.fill.name ? custom.replace(/\{name\}/g, plan.fill.name) : greetingWithoutName(custom)
      add('greeting', bannedPhraseIn(text, plan.banned) === null ? text : null)
    } else {
      const named = plan.fill.name ? choose(plan, 'greeting', book.greeting.named[register]) : null
      add('greeting', named ?? choose(plan, 'greeting-anon', book.greeting.anonymous[register]))
    }
  }

  const analysis = analyzeReview(review, book)
  // A feature named in words the brand never says is thanked for without being named.
  if (analysis.feature && bannedPhraseIn(analysis.feature, plan.banned) !== null) analysis.feature = null
  plan.fill.feature = analysis.feature
  const opener = choose(plan, 'opener', book.opener[band][register])
  add('opener', opener)

  const mentions = mentionsFor(analysis, book, input.store)
  const first = mentions[0]
  const needsHelp = needsHelpFor(analysis, band)
  let topic = first && !(brief && needsHelp) ? choose(plan, first.slot, first.lines, [opener]) : null
  const openerPart = parts.find((p) => p.kind === 'opener')
  if (topic && openerPart && clashes(topic, [openerPart.text], book)) {
    // "Sorry about your experience. Sorry about the wait." says it twice: another opener, or
    // the specific sentence opens the reply on its own.
    const other = choose(plan, 'opener', book.opener[band][register], [topic], true)
    openerPart.text = other ?? topic
    if (!other) topic = null
  }
  add('topic', topic)
  let nextStep: string | null = null
  if (needsHelp) {
    nextStep = choose(plan, 'next', plan.fill.contact ? book.nextStep.contact : book.nextStep.noContact, [opener, topic])
    add('nextStep', nextStep)
  } else if (band === 'mid' && (analysis.intent === 'praise' || analysis.topic === 'general') && !brief) {
    add('askMore', choose(plan, 'ask', book.askMore, [opener, topic], true))
  }
  if (extras) {
    const second = mentions.find(
      (m, i) => i > 0 && !(m.slot === 'issue-bug' && first && SPECIFIC_PROBLEMS.has(first.slot.replace(/^issue-/, '') as Topic)),
    )
    if (second) add('topic2', choose(plan, second.slot, second.lines, [opener, topic, nextStep], true))
  }
  if (ownLanguage) {
    for (const line of voice.alwaysSay) {
      const text = line.trim()
      if (text && bannedPhraseIn(text, plan.banned) === null) add('always', text)
    }
  }
  if (extras || (!brief && (tone === 'friendlier' || voice.tone === 'playful'))) {
    add('closing', choose(plan, 'closing', book.closing[closingBand(analysis, band)], parts.map((p) => p.text), true))
  }

  // Sign-off: the voice's own in its language, "The <brand> team" in the others.
  const signOff = voice.signOff?.trim()
  if (signOff) {
    if (ownLanguage) add('signOff', bannedPhraseIn(signOff, plan.banned) === null ? signOff : null)
    else if (plan.fill.brand) {
      const team = renderTemplate(book.team, plan.fill, book, false)
      add('signOff', bannedPhraseIn(team, plan.banned) === null ? team : null)
    }
  }

  // Emoji: never on a complaint, never in a formal register.
  const emojiCount =
    voice.emoji === 'none' || formal || !CHEERFUL.has(analysis.intent)
      ? 0
      : band === 'high'
        ? voice.emoji === 'allowed' && (voice.tone === 'playful' || tone === 'friendlier') ? 2 : 1
        : band === 'mid' && voice.emoji === 'allowed'
          ? 1
          : 0
  if (emojiCount > 0) {
    const palette = band === 'high' ? EMOJI_HIGH : EMOJI_MID
    const emoji = palette[pickIndex(palette.length, plan.seed, 'emoji', plan.variant)] ?? '😊'
    if (openerPart) openerPart.text = appendEmoji(openerPart.text, emoji, book)
    const closing = parts.find((p) => p.kind === 'closing')
    if (emojiCount > 1 && closing) {
      const another = EMOJI_HIGH[(EMOJI_HIGH.indexOf(emoji) + 1) % EMOJI_HIGH.length] ?? '✨'
      closing.text = appendEmoji(closing.text, another, book)
    }
  }

  // Fit: drop the least important parts first, so a long draft loses its closing line rather
  // than being cut mid-sentence.
  const target = builtinTarget(input.store, input.limit)
  while (replyLength(render(parts, book)) > target) {
    const droppable = parts.filter((p) => p.kind !== 'opener')
    if (droppable.length === 0) break
    const lowest = droppable.reduce((a, b) => (b.priority < a.priority ? b : a))
    if (lowest.kind === 'always') notes.push(`needs review: "always say" text left out to fit the ${input.limit}-character limit`)
    parts.splice(parts.indexOf(lowest), 1)
  }

  let body = fitToLimit(render(parts, book), input.limit, book.locale)
  if (bannedPhraseIn(body, plan.banned) !== null) body = removeBanned(body, plan.banned)
  if (voice.emoji === 'none') body = stripEmoji(body)
  if (!body) notes.push('needs review: the brand voice left nothing to say; write this reply by hand')

  return {
    body,
    language: book.code,
    drafter: 'builtin',
    note: notes.length ? [...new Set(notes)].join('; ') : null,
    assessment: assessmentFromNotes(notes),
    spam: null,
    analysis,
  }
}
