import type { Actor } from '../access/actor'
import type { CoreContext } from '../context'
import { filterSql, type FilterSql, type InboxFilter } from './filter-sql'
import { overdueBefore } from './overdue'

/** The SQL of `input` as `actor` sees it: their workspace, "Assigned to me", their reply target. */
export function filterFor(ctx: CoreContext, actor: Actor, input: InboxFilter): FilterSql {
  return filterSql(actor.workspaceId, input, actor.userId, overdueBefore(ctx, actor.workspaceId))
}
