import type { InboxCountsDto } from '../../../shared/dto/inbox'
import type { Actor } from '../access/actor'
import type { CoreContext } from '../context'
import { NEEDS_REPLY } from './filter-sql'
import { prepared } from '../db/statements'

const UNREAD = 'e.unread = 1'
const sumIf = (condition: string) => `coalesce(sum(CASE WHEN ${condition} THEN e.n ELSE 0 END), 0)`

/** Every saved view's size and unread count, summed from the running counts (`inbox_counts`). */
export function inboxCounts(
  ctx: CoreContext,
  actor: Actor,
  appId: string | undefined,
): InboxCountsDto {
  const sqlite = ctx.db.$client
  const scope = appId ? 'e.workspace_id = ? AND e.app_id = ?' : 'e.workspace_id = ?'
  const params = appId ? [actor.workspaceId, appId] : [actor.workspaceId]
  const row = prepared(
    sqlite,
    `SELECT coalesce(sum(e.n), 0) AS all_total,
            ${sumIf(UNREAD)} AS all_unread,
            ${sumIf(NEEDS_REPLY)} AS needs_total,
            ${sumIf(`${NEEDS_REPLY} AND ${UNREAD}`)} AS needs_unread,
            ${sumIf('e.rating <= 2')} AS low_total,
            ${sumIf(`e.rating <= 2 AND ${UNREAD}`)} AS low_unread,
            ${sumIf(`e.reply_status = 'draft'`)} AS drafts_total,
            ${sumIf(`e.reply_status = 'draft' AND ${UNREAD}`)} AS drafts_unread,
            ${sumIf(`e.reply_status = 'failed'`)} AS failed_total,
            ${sumIf(`e.reply_status = 'failed' AND ${UNREAD}`)} AS failed_unread
     FROM inbox_counts e
     WHERE ${scope}`,
  ).get(...params) as Record<string, number>
  const n = (key: string): number => row[key] ?? 0

  const languages = prepared(
    sqlite,
    `SELECT nullif(e.language, '') AS language, sum(e.n) AS reviews FROM inbox_counts e WHERE ${scope}
     GROUP BY e.language ORDER BY reviews DESC, e.language`,
  ).all(...params) as { language: string | null; reviews: number }[]

  // "Assigned to me" is per person, so it is counted from the assignments (few), not the totals.
  const mine = prepared(
    sqlite,
    `SELECT count(*) AS total, coalesce(sum(e.unread), 0) AS unread
     FROM review_assignments a INDEXED BY review_assignments_user CROSS JOIN inbox_entries e ON e.review_id = a.review_id
     WHERE a.workspace_id = ? AND a.user_id = ?${appId ? ' AND e.app_id = ?' : ''}`,
  ).get(actor.workspaceId, actor.userId, ...(appId ? [appId] : [])) as { total: number; unread: number }

  return {
    views: [
      { view: 'all', total: n('all_total'), unread: n('all_unread') },
      { view: 'needs_reply', total: n('needs_total'), unread: n('needs_unread') },
      { view: 'low_stars', total: n('low_total'), unread: n('low_unread') },
      { view: 'drafts', total: n('drafts_total'), unread: n('drafts_unread') },
      { view: 'failed', total: n('failed_total'), unread: n('failed_unread') },
      { view: 'assigned_to_me', total: mine.total, unread: mine.unread },
    ],
    languages,
  }
}
