/**
 * The events that tell a person something concerns them: `review.assigned` and `note.created`.
 * Emitted inside the change's transaction, through the outbox like every event, so webhooks,
 * desktop notifications and e-mails all read the same record. A note's text is never sent:
 * notes are internal, so the event says only who wrote one and whom it mentions.
 */
import type { CoreContext } from '../context'
import { emitEvent } from '../events/outbox'
import { toPublicReview } from '../public/serialize'
import type { ReviewRecord } from '../replies/records'
import { ratingHistoryOf } from '../reviews/revisions'
import { topicsForEvent } from './event-topics'

export interface Person {
  id: string
  name: string
}

const publicReview = (ctx: CoreContext, record: ReviewRecord) =>
  toPublicReview(
    record.review,
    record.reply,
    ratingHistoryOf(ctx, record.review),
    topicsForEvent(ctx, record.review),
  )

export function emitReviewAssigned(
  ctx: CoreContext,
  record: ReviewRecord,
  assignee: Person,
  by: Person,
): void {
  emitEvent(ctx, record.review.workspaceId, 'review.assigned', {
    review: publicReview(ctx, record),
    assignee,
    by,
  })
}

export function emitNoteCreated(
  ctx: CoreContext,
  record: ReviewRecord,
  note: { id: string; createdAt: number },
  by: Person,
  mentions: readonly Person[],
): void {
  emitEvent(
    ctx,
    record.review.workspaceId,
    'note.created',
    {
      review: publicReview(ctx, record),
      note: { id: note.id, created_at: new Date(note.createdAt).toISOString() },
      by,
      mentions: mentions.map((m) => m.id),
    },
    `note.created:${note.id}`,
  )
}
