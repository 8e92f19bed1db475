import type { CoreContext } from '../context'
import { composeDraft } from '../drafting'
import { emitEvent } from '../events/outbox'
import { toPublicReview } from '../public/serialize'
import { connectorFor } from '../stores/connectors'
import { loadReviewById, type ReplyRow, type ReviewRecord } from './records'
import { transitionReply } from './transition'

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

/**
 * Writes a draft in the brand voice that fits the store's limit, and emits `draft.created`.
 * Drafting may call a model, so it happens outside any transaction; the write then checks that
 * nobody moved the reply on in the meantime.
 */
export async function draftReply(ctx: CoreContext, record: ReviewRecord, request: DraftRequest): Promise<ReplyRow | null> {
  const { review, listing } = record
  if (request.onlyIfNoReply && record.reply) return null
  if (!REPLACEABLE.has(record.reply?.status)) return record.reply
  const variant = request.regenerate ? (record.reply?.draftVariant ?? 0) + 1 : (record.reply?.draftVariant ?? 0)
  const limit = connectorFor(listing.store).maxLength(ctx, listing)
  const draft = await composeDraft(ctx, {
    workspaceId: review.workspaceId,
    appId: review.appId,
    review,
    store: review.store,
    limit,
    variant,
    ...(request.tone ? { tone: request.tone } : {}),
  })

  return ctx.db.transaction(() => {
    const fresh = loadReviewById(ctx, review.id)
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
        detail: [draft.drafter === 'model' ? 'Drafted by the model' : 'Drafted by the built-in drafter', request.tone ? `tone: ${request.tone.replace('_', ' ')}` : null]
          .filter(Boolean)
          .join('; '),
      },
    )
    emitEvent(ctx, review.workspaceId, 'draft.created', { review: toPublicReview(fresh.review, reply) })
    return reply
  })
}

/** Drafts every newly synced review that has no reply yet (recent ones only: see docs/guide/workflow.md). */
export async function draftNewReviews(ctx: CoreContext, reviewIds: string[], maxAgeMs = 30 * 24 * 60 * 60_000): Promise<ReplyRow[]> {
  const drafted: ReplyRow[] = []
  const cutoff = ctx.clock.now() - maxAgeMs
  for (const id of reviewIds) {
    const record = loadReviewById(ctx, id)
    if (!record || record.reply || record.review.createdAt < cutoff) continue
    try {
      const reply = await draftReply(ctx, record, { actorUserId: null, onlyIfNoReply: true })
      if (reply) drafted.push(reply)
    } catch (error) {
      ctx.log.warn('automatic draft failed', { reviewId: id, error: (error as Error).message })
    }
  }
  return drafted
}
