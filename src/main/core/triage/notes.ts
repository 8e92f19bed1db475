import type { ReviewNoteDto } from '../../../shared/dto/replies'
import type { Actor } from '../access/actor'
import type { CoreContext } from '../context'
import { prepared } from '../db/statements'
import { recordReplyEvent } from '../replies/audit'
import { loadReview } from '../replies/records'
import { immediate } from '../db/transaction'
import { emitNoteCreated } from './concern-events'
import { mentionedMembers } from './mentions'
import { INSERT_NOTE, NOTES_OF, USER_NAME } from './queries'

/**
 * Adds an internal note. Its text lives only here: the `note.created` event says who wrote a
 * note and whom it @mentions (mentions.ts), never what it says, and the public shapes
 * (src/main/core/public) do not read this table.
 */
export function addNote(ctx: CoreContext, actor: Actor, reviewId: string, body: string): void {
  const record = loadReview(ctx, actor, reviewId)
  const { review } = record
  const mentions = mentionedMembers(ctx, review.workspaceId, body).filter(
    (m) => m.id !== actor.userId,
  )
  immediate(ctx.db, () => {
    const id = ctx.ids.next('rvn')
    const now = ctx.clock.now()
    prepared(ctx.db.$client, INSERT_NOTE).run(
      id,
      review.workspaceId,
      review.id,
      actor.userId,
      body,
      now,
    )
    const byName =
      (prepared(ctx.db.$client, USER_NAME).get(actor.userId) as { name: string } | undefined)
        ?.name ?? ''
    emitNoteCreated(
      ctx,
      record,
      { id, createdAt: now },
      { id: actor.userId, name: byName },
      mentions.map((m) => ({ id: m.id, name: m.name })),
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
