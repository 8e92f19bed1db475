import { expect } from 'vitest'
import { draftBuiltin } from '../../../../../src/main/core/drafting/builtin/draft'
import type { MoveKind } from '../../../../../src/main/core/drafting/decide/plan'
import type { BillingCase, Intent } from '../../../../../src/main/core/drafting/read/types'
import { voiceWith } from '../fixtures'

/**
 * A review written for these tests (none is taken from a corpus), with what it is about and what
 * it is not: a plea to fix a bug is no suggestion, a purchase gone missing is no lost data, a
 * rhetorical question asks nothing.
 */
export interface TopicCase {
  rating: number
  text: string
  /** The point the reply takes up first; null where another reader decides it (a fault or a complaint). */
  main: Intent | null
  /** Points the review also makes. */
  also?: Intent[]
  /** Points it must not be read as making. */
  not?: Intent[]
  billing?: BillingCase
  supportFailed?: boolean
  storeLoop?: boolean
  /** Whether it asks to have the account or data deleted. */
  deletion?: boolean
  /** Whether the reply holds an `[answer: …]` slot (no team has Answers here). */
  slot?: boolean
}

/** What each wrongly read point puts into the reply: the sentence a publisher would strike. */
const STRAY: Partial<Record<Intent, MoveKind[]>> = {
  request: ['request'],
  data_loss: ['sorryLoss', 'recovery'],
  question: ['slot'],
  privacy: ['privacy'],
}

/** Drafts the review as a team without Answers would get it, and checks the reading and the reply's moves. */
export function expectTopics(language: string, c: TopicCase): void {
  const draft = draftBuiltin({
    review: { id: 'topics', rating: c.rating, title: null, body: c.text, author: null, language },
    voice: voiceWith(),
    store: 'google_play',
    limit: 5000,
  })
  const reading = draft.reading
  expect(reading, c.text).toBeDefined()
  if (!reading) return
  const said = reading.points.map((p) => p.intent)
  const where = `${c.text}\n  read as: ${said.join(', ')}`
  if (c.main !== null) expect(reading.main, where).toBe(c.main)
  for (const intent of c.also ?? []) expect(said, where).toContain(intent)
  const moves = (draft.plan?.moves ?? []).map((m) => m.kind)
  for (const intent of c.not ?? []) {
    expect(said, where).not.toContain(intent)
    for (const move of STRAY[intent] ?? [])
      expect(moves, `${where}\n  moves: ${moves.join(', ')}`).not.toContain(move)
  }
  if (c.billing !== undefined) expect(reading.billing, where).toBe(c.billing)
  if (c.supportFailed !== undefined) expect(reading.supportFailed, where).toBe(c.supportFailed)
  if (c.storeLoop !== undefined) expect(reading.storeLoop, where).toBe(c.storeLoop)
  if (c.deletion !== undefined) expect(reading.wantsDeletion, where).toBe(c.deletion)
  if (c.slot !== undefined)
    expect(moves.includes('slot'), `${where}\n  moves: ${moves.join(', ')}`).toBe(c.slot)
}

/** "Please fix it", said of a bug: a plea, not a suggestion, and no question to answer. */
export const fixPlea = (rating: number, text: string): TopicCase => ({
  rating,
  text,
  main: 'bug',
  not: ['request', 'question', 'data_loss'],
})
/** Money back, a charge they did not expect: billing, nothing suggested. */
export const moneyBack = (rating: number, text: string, billing?: BillingCase): TopicCase => ({
  rating,
  text,
  main: 'billing',
  not: ['request', 'data_loss'],
  ...(billing ? { billing } : {}),
})
/** Paid, and the purchase never arrived or vanished: billing, no lost data. */
export const purchaseGone = (rating: number, text: string): TopicCase => ({
  rating,
  text,
  main: 'billing',
  billing: 'purchase_missing',
  not: ['request', 'data_loss'],
})
/** Delete my account and data: the account's business, no loss, no suggestion, no privacy worry. */
export const deleteAccount = (rating: number, text: string): TopicCase => ({
  rating,
  text,
  main: 'account',
  deletion: true,
  not: ['request', 'data_loss', 'privacy'],
})
/** Cannot get in: the account, no loss, no suggestion. */
export const lockedOut = (rating: number, text: string): TopicCase => ({
  rating,
  text,
  main: 'account',
  deletion: false,
  not: ['request', 'data_loss'],
})
/** Their own notes or progress are gone. */
export const lostData = (rating: number, text: string): TopicCase => ({
  rating,
  text,
  main: 'data_loss',
  not: ['request'],
})
/** Words of loss that lose no data ("lost interest", "loses GPS"). */
export const noLoss = (rating: number, text: string, main: Intent | null): TopicCase => ({
  rating,
  text,
  main,
  not: ['data_loss'],
})
/** Moving to a new phone, exporting: a question, nothing lost yet. */
export const moving = (rating: number, text: string): TopicCase => ({
  rating,
  text,
  main: 'question',
  not: ['data_loss', 'request', 'privacy'],
})
/** A question the team can answer. */
export const asks = (rating: number, text: string): TopicCase => ({
  rating,
  text,
  main: 'question',
  not: ['request', 'data_loss'],
})
/** A question put to make a point ("why would anyone pay for this?"): part of the complaint, no slot. */
export const rhetorical = (
  rating: number,
  text: string,
  main: Intent = 'complaint',
): TopicCase => ({ rating, text, main, not: ['question', 'request'] })
/** A feature asked for, plainly or as a question ("can you add…?", "when will you add…?"). */
export const wish = (rating: number, text: string): TopicCase => ({
  rating,
  text,
  main: 'request',
  not: ['question', 'data_loss'],
})
/** Tracking, permissions, data sold. */
export const privacyWorry = (rating: number, text: string): TopicCase => ({
  rating,
  text,
  main: 'privacy',
  not: ['request', 'data_loss'],
})
/** Why an account is needed at all: the account, asked about. */
export const whyAccount = (rating: number, text: string): TopicCase => ({
  rating,
  text,
  main: 'account',
  also: ['question'],
  deletion: false,
  not: ['request', 'data_loss'],
})
/** They wrote to support and heard nothing. */
export const unanswered = (rating: number, text: string, main: Intent | null): TopicCase => ({
  rating,
  text,
  main,
  supportFailed: true,
  not: ['request'],
})
/** The store sent them to the developer. */
export const sentBack = (rating: number, text: string): TopicCase => ({
  rating,
  text,
  main: 'billing',
  storeLoop: true,
  not: ['request', 'data_loss'],
})
/** A privacy worry followed by a question about it: the question is the privacy's, and gets a slot. */
export const privacyAsked = (rating: number, text: string): TopicCase => ({
  rating,
  text,
  main: 'privacy',
  also: ['question'],
  slot: true,
  not: ['request', 'data_loss'],
})
