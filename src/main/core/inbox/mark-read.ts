import type { MarkReadResultDto } from '../../../shared/dto/inbox'
import type { Actor } from '../access/actor'
import type { CoreContext } from '../context'
import { invalid } from '../errors'
import type { InboxFilter } from './filter-sql'
import { filterFor } from './filter-for'
import { prepared } from '../db/statements'
import { FTS_ROWIDS, markIdsSql, markMatchingSql } from './queries'

/**
 * Marks reviews read (or unread again) for the whole workspace. Either explicit ids, or every
 * review matching an inbox filter ("mark all as read" on the current view).
 */
export function markRead(
  ctx: CoreContext,
  actor: Actor,
  input: { reviewIds?: string[] | undefined; filter?: InboxFilter | undefined; read: boolean },
): MarkReadResultDto {
  if (!input.reviewIds && !input.filter) {
    throw invalid('Say which reviews: give reviewIds or a filter.', 'reviewIds')
  }
  const sqlite = ctx.db.$client
  const readAt = input.read ? ctx.clock.now() : null
  const stateNow = input.read ? 'read_at IS NULL' : 'read_at IS NOT NULL'
  let changed = 0
  if (input.reviewIds) {
    const ids = [...new Set(input.reviewIds)]
    changed = prepared(sqlite, markIdsSql(stateNow)).run(
      readAt,
      actor.workspaceId,
      JSON.stringify(ids),
    ).changes
  } else if (input.filter) {
    const filter = filterFor(ctx, actor, input.filter)
    const where = [...filter.where]
    const params = [...filter.params]
    if (filter.hits) {
      where.push(`e.entry_id IN (${filter.hits.sql})`)
      params.push(filter.hits.param)
    }
    if (filter.exclude) {
      where.push(`e.entry_id NOT IN (${FTS_ROWIDS})`)
      params.push(filter.exclude)
    }
    changed = prepared(sqlite, markMatchingSql(stateNow, where)).run(readAt, ...params).changes
  }
  if (changed > 0) ctx.signals.emit('changed', actor.workspaceId, 'read')
  return { changed }
}
