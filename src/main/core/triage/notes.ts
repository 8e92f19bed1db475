import type { ReviewNoteDto } from '../../../shared/dto/replies'
import type { Actor } from '../access/actor'
import type { CoreContext } from '../context'
import { prepared } from '../db/statements'
import { recordReplyEvent } from '../replies/audit'
import { loadReview } from '../replies/records'
import { immediate } from '../db/transaction'
import { INSERT_NOTE, NOTES_OF } from './queries'

/**
 * Adds an internal note. Notes live only here: no event is emitted for them, so they never
 * reach webhooks, and the public shapes (src/main/core/public) do not read this table.
 */
export function addNote(ctx: CoreContext, actor: Actor, reviewId: string, body: string): void {
  const { review } = loadReview(ctx, actor, reviewId)
  immediate(ctx.db, () => {
    prepared(ctx.db.$client, INSERT_NOTE).run(
      ctx.ids.next('rvn'),
      review.workspaceId,
      review.id,
      actor.userId,
      body,
      ctx.clock.now(),
    )
    // The trail says a note was written; its text stays in the notes list.
    recordReplyEvent(ctx, {
      workspaceId: review.workspaceId,
      reviewId: review.id,
      actorUserId: actor.userId,
      action: 'note_added',
    })
  })
  ctx.signals.emit('changed', actor.workspaceId, 'reviews')
}

export function notesOf(ctx: CoreContext, workspaceId: string, reviewId: string): ReviewNoteDto[] {
  return prepared(ctx.db.$client, NOTES_OF).all(reviewId, workspaceId) as ReviewNoteDto[]
}
