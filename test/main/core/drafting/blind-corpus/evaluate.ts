import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { DraftStore } from '../../../../../src/shared/dto/drafting'
import { draftBuiltin } from '../../../../../src/main/core/drafting/builtin/draft'
import { promiseIn } from '../../../../../src/main/core/drafting/check/promises'
import type { MoveKind } from '../../../../../src/main/core/drafting/decide/plan'
import type { Draft } from '../../../../../src/main/core/drafting/types'
import { DEFAULT_VOICE } from '../../../../../src/main/core/drafting/voice/defaults'
import { openSlots } from '../../../../../src/main/core/drafting/text/slots'
import { corpusAnswers, hasAnswer } from './answers'

/** One review of the blind corpus (bench/drafting/CORPUS.md). */
export interface CorpusReview {
  id: string
  app: 'notes' | 'run' | 'game'
  store: DraftStore
  rating: number
  title: string | null
  body: string
  author: string | null
  store_language: string | null
  territory: string | null
  device: string | null
  app_version: string | null
  language: string
  intents: string[]
  kinds: string[]
  things: { kind: string; forms: string[] }[]
  answer: string | null
  must: string[]
  must_not: string[]
  note?: string
}

export const APPS = {
  notes: { brand: 'Notes Pro', contact: 'support@notes-pro.example' },
  run: { brand: 'StrideRun', contact: 'help@striderun.example' },
  game: { brand: 'Tile Quest', contact: 'https://tilequest.example/help' },
} as const

const REFUND_ADDRESSES = ['reportaproblem.apple.com', 'play.google.com/store/account/orderhistory']
const EMOJI = /\p{Extended_Pictographic}/u

export function loadCorpus(folder: string): CorpusReview[] {
  return readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((f) => JSON.parse(readFileSync(join(folder, f), 'utf8')) as CorpusReview[])
}

/** The draft a team with that app's voice and Answers gets for a corpus review. */
export function draftFor(review: CorpusReview): Draft {
  const app = APPS[review.app]
  const voice = { ...DEFAULT_VOICE, brandName: app.brand, supportContact: app.contact, signOff: `The ${app.brand} team`, language: 'en' }
  return draftBuiltin({
    review: {
      id: review.id,
      rating: review.rating,
      title: review.title,
      body: review.body,
      author: review.author,
      language: review.store_language,
      territory: review.territory,
      appVersion: review.app_version,
    },
    voice,
    store: review.store,
    limit: review.store === 'google_play' ? 350 : 5970,
    answers: corpusAnswers(review.app),
  })
}

export interface Outcome {
  review: CorpusReview
  draft: Draft
  /** The must and must-not points the draft misses, as `must:name` / `must_not:promise`. */
  misses: string[]
  /** Whether the draft names one of the things the review raises (null when it raises none). */
  named: boolean | null
}

const has = (draft: Draft, ...kinds: MoveKind[]): boolean => (draft.plan?.moves ?? []).some((m) => kinds.includes(m.kind))

/**
 * Checks a draft against its review's labels. Points about the text itself (a thing named, a
 * refund address, the contact, a promise, emoji) are read from the text; points about what the
 * reply does (thanks, an apology, an answer) from the moves the drafter decided on, since the
 * words differ per language. Judging whether it reads well is the held-out judge's job.
 */
export function evaluate(review: CorpusReview, draft: Draft = draftFor(review)): Outcome {
  const body = draft.body.toLocaleLowerCase()
  const contact = APPS[review.app].contact.toLowerCase()
  const named =
    review.things.length === 0 ? null : review.things.some((t) => t.forms.some((f) => body.includes(f.toLocaleLowerCase())))
  const answerId = review.answer
  const answered = (draft.plan?.moves ?? []).some((m) => m.kind === 'answer' && answerId !== null && m.answer.id.startsWith(`${answerId}:`))
  // Where to cancel a subscription, asked with no team Answer in the language: the store's path answers it.
  const storePathAnswers = (draft.plan?.moves ?? []).some((m) => m.kind === 'storeSettings' && m.asked === true)
  const slotted = openSlots(draft.body).length > 0
  const thanks = has(draft, 'thanks', 'thanksFor', 'praiseMore')
  const must: Record<string, () => boolean> = {
    thank: () => has(draft, 'thanks', 'thanksFor', 'neutral', 'praiseAlso', 'request') || (has(draft, 'answer') && /thank|danke|merci|gracias|obrigad|grazie|bedankt|dzięk|спасиб|дякую|teşekkür|tack|شكر|ありがと|감사|谢谢|धन्यवाद|terima kasih|cảm ơn/iu.test(draft.body)),
    apologise: () => has(draft, 'sorry', 'sorryCrash', 'sorryLoss', 'sorrySarcasm', 'billing', 'lockedOut', 'supportFailed', 'loop'),
    name: () => named !== false,
    answer: () => (answerId !== null && hasAnswer(answerId, review.language) ? answered : slotted || answered || storePathAnswers),
    refund_path: () => REFUND_ADDRESSES.some((a) => body.includes(a)),
    check_order: () => has(draft, 'checkOrder'),
    direct_contact: () => body.includes(contact),
    recovery: () => has(draft, 'recovery') || (has(draft, 'answer') && has(draft, 'sorryLoss')),
    privacy: () => has(draft, 'privacy') || answered || slotted,
    account_deletion: () => has(draft, 'deletion') || answered || slotted,
    spam: () => draft.spam !== null,
    ask_missing: () => has(draft, 'askMissing'),
    hold: () => draft.assessment.confidence === 'low' || draft.spam !== null,
  }
  const mustNot: Record<string, () => boolean> = {
    thank_praise: () => thanks || has(draft, 'praiseAlso'),
    apologise: () => has(draft, 'sorry', 'sorryCrash', 'sorryLoss', 'sorrySarcasm'),
    cheerful: () => EMOJI.test(draft.body) || thanks,
    promise: () => promiseIn(draft.body, draft.language) !== null,
    refund_path: () => REFUND_ADDRESSES.some((a) => body.includes(a)),
    generic_support: () => has(draft, 'details', 'contact', 'recovery', 'checkOrder', 'privacy', 'deletion', 'lockedOut') && !body.includes(contact),
    wrong_topic: () => false,
  }
  const misses = [
    ...review.must.filter((m) => draft.spam === null || m === 'spam').filter((m) => !(must[m]?.() ?? true)).map((m) => `must:${m}`),
    ...review.must_not.filter((m) => mustNot[m]?.() ?? false).map((m) => `must_not:${m}`),
    ...(review.must.includes('spam') ? [] : draft.spam ? ['must_not:spam'] : []),
  ]
  return { review, draft, misses, named }
}
