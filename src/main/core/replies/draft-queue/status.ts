import type { DraftQueueDto } from '../../../../shared/dto/replies'
import type { Actor } from '../../access/actor'
import type { CoreContext } from '../../context'
import { statement } from '../../db/statements'
import { LAST_DRAFT_ERROR, QUEUE_COUNTS } from './queries'
import { DRAFT_WINDOW_MS } from './waiting'

export function draftQueueStatus(
  ctx: CoreContext,
  actor: Pick<Actor, 'workspaceId'>,
): DraftQueueDto {
  const counts = statement(ctx.db, QUEUE_COUNTS).get(
    actor.workspaceId,
    ctx.clock.now() - DRAFT_WINDOW_MS,
  ) as Pick<DraftQueueDto, 'waiting' | 'retrying' | 'gaveUp'>
  const last = statement(ctx.db, LAST_DRAFT_ERROR).get(actor.workspaceId) as
    Pick<DraftQueueDto, 'lastError' | 'lastErrorAt'> | undefined
  return { ...counts, lastError: last?.lastError ?? null, lastErrorAt: last?.lastErrorAt ?? null }
}
