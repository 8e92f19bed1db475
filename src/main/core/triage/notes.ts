import type { ReviewNoteDto } from '../../../shared/dto/replies'
import type { Actor } from '../access/actor'
import type { CoreContext } from '../context'
import { prepared } from '../db/statements'
import { recordReplyEvent } from '../replies/audit'
import { loadReview } from '../replies/records'
import { immediate } from '../db/transaction'

/**
 * Adds an internal note. Notes live only here: no event is emitted for them, so they never
 * reach webhooks, and the public shapes (src/main/core/public) do not read this table.
 */
export function addNote(ctx: CoreContext, actor: Actor, reviewId: string, body: string): void {
  const { review } = loadReview(ctx, actor, reviewId)
  immediate(ctx.db, () => {
    prepared(
      ctx.db.$client,
      'INSERT INTO review_notes (id, workspace_id, review_id, author_user_id, body, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(ctx.ids.next('rvn'), review.workspaceId, review.id, actor.userId, body, ctx.clock.now())
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
  return prepared(
    ctx.db.$client,
    `SELECT n.id, n.body, u.name AS authorName, n.created_at AS createdAt FROM review_notes n
     LEFT JOIN users u ON u.id = n.author_user_id
     WHERE n.review_id = ? AND n.workspace_id = ? ORDER BY n.created_at, n.rowid`,
  ).all(reviewId, workspaceId) as ReviewNoteDto[]
}
