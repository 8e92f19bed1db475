import type { InboxCountsDto } from '../../../shared/dto/inbox'
import type { Actor } from '../access/actor'
import type { CoreContext } from '../context'
import { prepared } from '../db/statements'
import { replyTargetMs } from '../insights/reply-speed/settings'
import {
  assignedCountsSql,
  languageCountsSql,
  recentNeedsCountsSql,
  viewCountsSql,
} from './queries'
import { fixedNotToldCountsSql } from '../trackers/queries'

/** Every saved view's size and unread count, summed from the running counts (`inbox_counts`). */
export function inboxCounts(
  ctx: CoreContext,
  actor: Actor,
  appId: string | undefined,
): InboxCountsDto {
  const sqlite = ctx.db.$client
  const scope = appId ? 'e.workspace_id = ? AND e.app_id = ?' : 'e.workspace_id = ?'
  const params = appId ? [actor.workspaceId, appId] : [actor.workspaceId]
  const row = prepared(sqlite, viewCountsSql(scope)).get(...params) as Record<string, number>
  const n = (key: string): number => row[key] ?? 0

  const languages = prepared(sqlite, languageCountsSql(scope)).all(...params) as {
    language: string | null
    reviews: number
  }[]

  const mine = prepared(sqlite, assignedCountsSql(Boolean(appId))).get(
    actor.workspaceId,
    actor.userId,
    ...(appId ? [appId] : []),
  ) as { total: number; unread: number }

  const targetMs = replyTargetMs(ctx, actor.workspaceId)
  const recent = prepared(sqlite, recentNeedsCountsSql(Boolean(appId))).get(
    actor.workspaceId,
    ctx.clock.now() - targetMs,
    ...(appId ? [appId] : []),
  ) as { total: number; unread: number }
  const overdue = {
    total: n('needs_total') - recent.total,
    unread: n('needs_unread') - recent.unread,
  }

  const fixed = prepared(sqlite, fixedNotToldCountsSql(Boolean(appId))).get(
    actor.workspaceId,
    ...(appId ? [appId] : []),
  ) as { total: number; unread: number }

  return {
    replyTargetHours: targetMs / 3_600_000,
    views: [
      { view: 'all', total: n('all_total'), unread: n('all_unread') },
      { view: 'needs_reply', total: n('needs_total'), unread: n('needs_unread') },
      { view: 'low_stars', total: n('low_total'), unread: n('low_unread') },
      { view: 'drafts', total: n('drafts_total'), unread: n('drafts_unread') },
      { view: 'failed', total: n('failed_total'), unread: n('failed_unread') },
      { view: 'assigned_to_me', total: mine.total, unread: mine.unread },
      { view: 'needs_look', total: n('look_total'), unread: n('look_unread') },
      { view: 'spam', total: n('spam_total'), unread: n('spam_unread') },
      { view: 'overdue', total: overdue.total, unread: overdue.unread },
      { view: 'fixedNotTold', total: fixed.total, unread: fixed.unread },
    ],
    languages,
  }
}
