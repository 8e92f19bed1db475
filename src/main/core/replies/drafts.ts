import type { CoreContext } from '../context'
import { composeDraft, type Draft } from '../drafting'
import { remember, type BatchMemo } from '../drafting/memo'
import { emitEvent } from '../events/outbox'
import { toPublicReview } from '../public/serialize'
import { topicsForEvent } from '../triage/event-topics'
import { adapterFor } from '../stores/adapter'
import { loadReviewById, type ReplyRow, type ReviewRecord } from './records'
import { transitionReply } from './transition'
import { immediate } from '../db/transaction'

/** Statuses a fresh draft may replace. A reply on its way to the store is never overwritten. */
const REPLACEABLE = new Set<ReplyRow['status'] | undefined>([undefined, 'draft', 'failed', 'dismissed', 'published', 'pending_publish'])

export interface DraftRequest {
  actorUserId: string | null
  /** Ask for a different wording than the current draft. */
  regenerate?: boolean
  tone?: 'shorter' | 'friendlier' | 'more_formal'
  /** Only draft when the review has no reply at all (automatic drafting after a sync). */
  onlyIfNoReply?: boolean
}

/** A draft composed for a review, ready to be written. */
export interface ComposedDraft {
  record: ReviewRecord
  draft: Draft
  variant: number
}

/**
 * Composes a draft in the brand voice that fits the store's limit, or returns null when the
 * review's reply may not be replaced. Drafting may call a model, so this happens outside any
 * transaction; `writeDraft` then checks that nobody moved the reply on in the meantime.
 */
export async function composeReplyDraft(
  ctx: CoreContext,
  record: ReviewRecord,
  request: DraftRequest,
  memo?: BatchMemo,
): Promise<ComposedDraft | null> {
  const { review, listing } = record
  if (request.onlyIfNoReply && record.reply) return null
  if (!REPLACEABLE.has(record.reply?.status)) return null
  const variant = request.regenerate ? (record.reply?.draftVariant ?? 0) + 1 : (record.reply?.draftVariant ?? 0)
  const limit = remember(memo, `limit:${listing.id}`, () => adapterFor(listing.store).maxLength(ctx, listing))
  const draft = await composeDraft(
    ctx,
    {
      workspaceId: review.workspaceId,
      appId: review.appId,
      review,
      store: review.store,
      limit,
      variant,
      ...(request.tone ? { tone: request.tone } : {}),
    },
    memo,
  )
  return { record, draft, variant }
}

/**
 * Stores a composed draft and emits `draft.created`. Call it inside a write transaction: the
 * reply is read again there, so a reply another person (or process) moved on is left alone.
 * Returns the reply as it now stands, or null when the review is gone or already has a reply
 * (`onlyIfNoReply`).
 */
export function writeDraft(ctx: CoreContext, composed: ComposedDraft, request: DraftRequest): ReplyRow | null {
  const { draft, variant } = composed
  const fresh = loadReviewById(ctx, composed.record.review.id)
  if (!fresh) return null
  if (request.onlyIfNoReply && fresh.reply) return null
  if (!REPLACEABLE.has(fresh.reply?.status)) return fresh.reply
  const reply = transitionReply(
    ctx,
    fresh.review,
    fresh.reply,
    {
      status: 'draft',
      body: draft.body,
      source: 'drafted',
      drafter: draft.drafter,
      language: draft.language,
      note: draft.note,
      draftVariant: variant,
      errorCode: null,
      errorMessage: null,
      approvedByUserId: null,
      approvedAt: null,
      attemptId: null,
      attemptStartedAt: null,
    },
    {
      actorUserId: request.actorUserId,
      action: request.regenerate || request.tone ? 'redrafted' : 'drafted',
      detail: [
        draft.drafter === 'model' ? 'Drafted by the model' : 'Drafted by the built-in drafter',
        draft.template ? `from the template "${draft.template.name}"` : null,
        request.tone ? `tone: ${request.tone.replace('_', ' ')}` : null,
      ]
        .filter(Boolean)
        .join('; '),
    },
  )
  emitEvent(ctx, fresh.review.workspaceId, 'draft.created', { review: toPublicReview(fresh.review, reply, topicsForEvent(ctx, fresh.review)) })
  return reply
}

/** Drafts one review now (a person asked for it): compose, then write in its own transaction. */
export async function draftReply(ctx: CoreContext, record: ReviewRecord, request: DraftRequest): Promise<ReplyRow | null> {
  const composed = await composeReplyDraft(ctx, record, request)
  if (!composed) return request.onlyIfNoReply && record.reply ? null : record.reply
  return immediate(ctx.db, () => writeDraft(ctx, composed, request))
}
