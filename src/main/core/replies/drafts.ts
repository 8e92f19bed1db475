import type { CoreContext } from '../context'
import { composeDraft, type Draft } from '../drafting'
import { remember, type BatchMemo } from '../drafting/memo'
import { emitEvent } from '../events/outbox'
import { toPublicReview } from '../public/serialize'
import { ratingHistoryOf } from '../reviews/revisions'
import { topicsForEvent } from '../triage/event-topics'
import { adapterFor } from '../stores/adapter'
import { loadReviewById, type ReplyRow, type ReviewRecord } from './records'
import { transitionReply } from './transition'
import { immediate } from '../db/transaction'
import { assessmentColumns } from './assessment'
import { currentInputsStamp } from './draft-queue/inputs'
import { markedNotSpam, markSpamInTransaction } from './spam'
import type { ToneAdjustment } from '../../../shared/dto/drafting'
import { serializeTones, stackTone } from '../drafting/tones/stack'
import { draftTonesOf } from './tones'

/** Statuses a fresh draft may replace. A reply on its way to the store is never overwritten. */
const REPLACEABLE = new Set<ReplyRow['status'] | undefined>([
  undefined,
  'draft',
  'failed',
  'dismissed',
  'published',
  'pending_publish',
])

export interface DraftRequest {
  actorUserId: string | null
  /** Ask for a different wording than the current draft. */
  regenerate?: boolean
  /** The tone a person pressed: it stacks on the draft's tones, or takes itself off (tones/stack.ts). */
  tone?: ToneAdjustment
  /** Only draft when the review has no reply at all (automatic drafting after a sync). */
  onlyIfNoReply?: boolean
  /**
   * The app's drafting inputs (brand voice…) changed since this untouched draft: replace it only
   * while it is still the draft written with these inputs (nobody edited, approved or redrafted
   * it meanwhile). Such a redraft announces no new `draft.created`: the review had its draft.
   */
  inputsChanged?: { draftedInputsAt: number }
}

/** A draft composed for a review, ready to be written. */
export interface ComposedDraft {
  record: ReviewRecord
  draft: Draft
  variant: number
  /** The drafting inputs' stamp read before composing (see draft-queue/inputs.ts). */
  inputsAt: number
  /** The tones the draft was written with, kept with the reply so the next one stacks on them. */
  tones: ToneAdjustment[]
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
  const variant = request.regenerate
    ? (record.reply?.draftVariant ?? 0) + 1
    : (record.reply?.draftVariant ?? 0)
  const limit = remember(memo, `limit:${listing.id}`, () =>
    adapterFor(listing.store).maxLength(ctx, listing),
  )
  // Read before the voice is: a change that lands while composing leaves this draft older than
  // its inputs, so it is redrafted again rather than taken for current.
  const inputsAt = remember(memo, `inputs:${review.workspaceId}`, () =>
    currentInputsStamp(ctx, review.workspaceId),
  )
  // Regenerate and a brand-voice redraft keep the tones; a pressed tone stacks on them.
  const current = draftTonesOf(record.reply)
  const tones = request.tone ? stackTone(current, request.tone) : current
  const editable = record.reply?.status === 'draft' || record.reply?.status === 'failed'
  const draft = await composeDraft(
    ctx,
    {
      workspaceId: review.workspaceId,
      appId: review.appId,
      review: { ...review, markedNotSpam: markedNotSpam(review) },
      store: review.store,
      limit,
      variant,
      ...(tones.length > 0 ? { tones } : {}),
      // A model rewrites the text as it stands (a person's edits included) in the new tone.
      ...(request.tone && editable && record.reply?.body ? { current: record.reply.body } : {}),
    },
    memo,
  )
  return { record, draft, variant, inputsAt, tones }
}

const toneDetail = (tones: readonly ToneAdjustment[]): string =>
  tones.length > 0
    ? `tones: ${tones.map((t) => t.replace('_', ' ')).join(' + ')}`
    : 'tones taken off'

/** Still the untouched draft the redraft was composed for (see `DraftRequest.inputsChanged`). */
const stillUntouched = (reply: ReplyRow | null, expected: { draftedInputsAt: number }): boolean =>
  reply !== null &&
  reply.status === 'draft' &&
  reply.source === 'drafted' &&
  reply.draftedInputsAt === expected.draftedInputsAt

/**
 * Stores a composed draft and emits `draft.created`. Call it inside a write transaction: the
 * reply is read again there, so a reply another person (or process) moved on is left alone.
 * Returns the reply as it now stands, or null when the review is gone, already has a reply
 * (`onlyIfNoReply`), or looks like spam: then no reply is written and nothing is emitted, the
 * review is marked instead (a pending draft of it is dismissed).
 */
export function writeDraft(
  ctx: CoreContext,
  composed: ComposedDraft,
  request: DraftRequest,
): ReplyRow | null {
  const { draft, variant } = composed
  const fresh = loadReviewById(ctx, composed.record.review.id)
  if (!fresh) return null
  if (request.onlyIfNoReply && fresh.reply) return null
  if (!REPLACEABLE.has(fresh.reply?.status)) return fresh.reply
  if (request.inputsChanged && !stillUntouched(fresh.reply, request.inputsChanged))
    return fresh.reply
  // Marked as spam while this was composed: it gets no draft until a person says "Not spam".
  if (fresh.review.spamReason !== null) return fresh.reply
  if (draft.spam) {
    // A person's "Not spam" wins; a drafter that ignores it fails loudly (and is retried with
    // backoff) rather than marking the review again or writing an empty draft.
    if (markedNotSpam(fresh.review))
      throw new Error('the drafter marked as spam a review a person said is not spam')
    markSpamInTransaction(ctx, fresh.review, fresh.reply, draft.spam.reason, null)
    return null
  }
  const reply = transitionReply(
    ctx,
    fresh.review,
    fresh.reply,
    {
      status: 'draft',
      body: draft.body,
      source: 'drafted',
      drafter: draft.drafter,
      templateId: draft.template?.id ?? null,
      language: draft.language,
      // The assessment is the one record of why to look closer; `note` is no longer written.
      note: null,
      ...assessmentColumns(draft.assessment),
      draftedInputsAt: composed.inputsAt,
      draftVariant: variant,
      draftTones: serializeTones(composed.tones),
      errorCode: null,
      errorMessage: null,
      approvedByUserId: null,
      approvedAt: null,
      attemptId: null,
      attemptStartedAt: null,
    },
    {
      actorUserId: request.actorUserId,
      action: request.regenerate || request.tone || request.inputsChanged ? 'redrafted' : 'drafted',
      detail: [
        draft.drafter === 'model' ? 'Drafted by the model' : 'Drafted by the built-in drafter',
        draft.template ? `from the template "${draft.template.name}"` : null,
        request.tone ? toneDetail(composed.tones) : null,
        request.inputsChanged ? 'because the brand voice or the Answers changed' : null,
      ]
        .filter(Boolean)
        .join('; '),
    },
  )
  if (!request.inputsChanged)
    emitEvent(ctx, fresh.review.workspaceId, 'draft.created', {
      review: toPublicReview(
        fresh.review,
        reply,
        ratingHistoryOf(ctx, fresh.review),
        topicsForEvent(ctx, fresh.review),
      ),
    })
  return reply
}

/** Drafts one review now (a person asked for it): compose, then write in its own transaction. */
export async function draftReply(
  ctx: CoreContext,
  record: ReviewRecord,
  request: DraftRequest,
): Promise<ReplyRow | null> {
  const composed = await composeReplyDraft(ctx, record, request)
  if (!composed) return request.onlyIfNoReply && record.reply ? null : record.reply
  return immediate(ctx.db, () => writeDraft(ctx, composed, request))
}
