import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm'
import type { CoreContext } from '../../context'
import { apps, outboxEvents, replies, replyEvents, reviews } from '../../db/schema'
import type { DesktopNotification, Notifier } from '../../notify/notifier'
import type { PublicReview } from '../../public/serialize'
import { readNotificationSettings, type NotificationSettings } from '../settings'
import { DAY } from '../time/zoned'
import {
  anomalyNotification,
  assignedNotification,
  lowStarNotification,
  mentionNotifications,
  publishFailureNotification,
} from './compose'
import { statement } from '../../db/statements'
import { readCursor, writeCursor } from './cursor'
import { maxRowidSql } from './queries'

const OUTBOX_CURSOR = 'insights.notifications.outbox_rowid'
const REPLY_EVENTS_CURSOR = 'insights.notifications.reply_events_rowid'
const PAGE = 1000
/**
 * Outbox pages read in one poll: the poll runs on the thread that answers people, and a first
 * import leaves 50,000 events to read (~7 µs each); the rest waits for the next poll, which the
 * scheduler runs right after while `notificationsBehind` says so.
 */
const PAGES_PER_POLL = 3
/** A review written this long before it reached us is history being imported, not news. */
const MAX_REVIEW_AGE = 7 * DAY

type Rowid = { rowid: number }

/**
 * Reads what happened since the last poll (new `review.created` and `anomaly.detected` events
 * in the outbox, reply rows that moved to `failed`) and turns it into desktop notifications,
 * per each workspace's settings. Everything found in one poll is batched per app, so one sync
 * that brings 5 one-star reviews gives one notification. On first run the cursors start at the
 * current end: nothing from before is announced. Returns the notifications sent.
 */
export function pollNotifications(ctx: CoreContext, notifier: Notifier, now: number): number {
  const out: DesktopNotification[] = []
  const settings = new Map<string, NotificationSettings>()
  const settingsOf = (workspaceId: string) => {
    let s = settings.get(workspaceId)
    if (!s) {
      s = readNotificationSettings(ctx, workspaceId)
      settings.set(workspaceId, s)
    }
    return s
  }
  collectOutbox(ctx, settingsOf, out, now)
  collectFailures(ctx, settingsOf, out, now)
  for (const n of out) {
    try {
      notifier.notify(n)
    } catch (error) {
      ctx.log.warn('desktop notification failed', { error: String(error) })
    }
  }
  return out.length
}

/** True while the outbox holds events no poll has read yet (a poll reads a few pages at most). */
export function notificationsBehind(ctx: CoreContext): boolean {
  const stored = readCursor(ctx, OUTBOX_CURSOR)
  return stored !== null && stored < maxRowid(ctx, 'outbox_events')
}

function maxRowid(ctx: CoreContext, table: 'outbox_events' | 'reply_events'): number {
  return (statement(ctx.db, maxRowidSql(table)).get() as { m: number | null }).m ?? 0
}

/** The range to read this time: after the stored cursor, up to the table's current end. */
function range(
  ctx: CoreContext,
  key: string,
  end: number,
  now: number,
): { from: number; upTo: number } {
  const stored = readCursor(ctx, key)
  if (stored === null || stored > end) {
    // First run (or a restored older database): start at the end, announce nothing old.
    writeCursor(ctx, key, end, now)
    return { from: end, upTo: end }
  }
  return { from: stored, upTo: end }
}

function collectOutbox(
  ctx: CoreContext,
  settingsOf: (ws: string) => NotificationSettings,
  out: DesktopNotification[],
  now: number,
): void {
  const rowid = sql<number>`${outboxEvents}.rowid`
  const { from, upTo } = range(ctx, OUTBOX_CURSOR, maxRowid(ctx, 'outbox_events'), now)
  let cursor = from
  let pages = 0
  // Where this poll stops reading: the end, or the last event of its last page.
  let readUpTo = upTo
  const lowStar = new Map<string, { workspaceId: string; appId: string; reviews: PublicReview[] }>()
  const concerns: { workspaceId: string; type: string; data: Record<string, unknown> }[] = []
  while (cursor < upTo) {
    const page: (Rowid & {
      workspaceId: string
      type: string
      payload: string
      createdAt: number
    })[] = ctx.db
      .select({
        rowid,
        workspaceId: outboxEvents.workspaceId,
        type: outboxEvents.type,
        payload: outboxEvents.payload,
        createdAt: outboxEvents.createdAt,
      })
      .from(outboxEvents)
      .where(
        and(
          gt(rowid, cursor),
          lte(rowid, upTo),
          inArray(outboxEvents.type, [
            'review.created',
            'anomaly.detected',
            'review.assigned',
            'note.created',
          ]),
        ),
      )
      .orderBy(asc(rowid))
      .limit(PAGE)
      .all()
    for (const e of page) {
      const s = settingsOf(e.workspaceId)
      const data = (JSON.parse(e.payload) as { data?: Record<string, unknown> }).data ?? {}
      if (e.type === 'anomaly.detected') {
        if (s.anomalies) out.push(anomalyNotification(e.workspaceId, data))
        continue
      }
      // What concerns one person is always told (no setting turns off being told of it).
      if (e.type === 'review.assigned' || e.type === 'note.created') {
        concerns.push({ workspaceId: e.workspaceId, type: e.type, data })
        continue
      }
      const review = data.review as PublicReview | undefined
      if (!s.lowStarReviews || !review || review.rating > s.lowStarThreshold) continue
      if (e.createdAt - Date.parse(review.created_at) > MAX_REVIEW_AGE) continue
      const key = `${e.workspaceId}:${review.app_id}`
      const group = lowStar.get(key) ?? {
        workspaceId: e.workspaceId,
        appId: review.app_id,
        reviews: [],
      }
      group.reviews.push(review)
      lowStar.set(key, group)
    }
    const last = page[page.length - 1]
    if (!last || page.length < PAGE) break
    cursor = last.rowid
    if (++pages >= PAGES_PER_POLL) {
      readUpTo = cursor
      break
    }
  }
  if (readUpTo > from) writeCursor(ctx, OUTBOX_CURSOR, readUpTo, now)
  const appIdOf = (data: Record<string, unknown>) =>
    (data.review as PublicReview | undefined)?.app_id ?? ''
  const names = appNames(ctx, [
    ...[...lowStar.values()].map((g) => g.appId),
    ...concerns.map((c) => appIdOf(c.data)),
  ])
  for (const c of concerns) {
    const appName = names.get(appIdOf(c.data)) ?? 'your app'
    if (c.type === 'review.assigned') {
      const n = assignedNotification(c.workspaceId, c.data, appName)
      if (n) out.push(n)
    } else out.push(...mentionNotifications(c.workspaceId, c.data, appName))
  }
  for (const g of lowStar.values()) {
    const threshold = settingsOf(g.workspaceId).lowStarThreshold
    out.push(
      lowStarNotification(g.workspaceId, names.get(g.appId) ?? 'your app', threshold, g.reviews),
    )
  }
}

function collectFailures(
  ctx: CoreContext,
  settingsOf: (ws: string) => NotificationSettings,
  out: DesktopNotification[],
  now: number,
): void {
  const rowid = sql<number>`${replyEvents}.rowid`
  const { from, upTo } = range(ctx, REPLY_EVENTS_CURSOR, maxRowid(ctx, 'reply_events'), now)
  let cursor = from
  const groups = new Map<
    string,
    {
      workspaceId: string
      appName: string
      failures: { reviewId: string; detail: string | null }[]
    }
  >()
  while (cursor < upTo) {
    const page = ctx.db
      .select({
        rowid,
        workspaceId: replyEvents.workspaceId,
        reviewId: replyEvents.reviewId,
        detail: replyEvents.detail,
        errorMessage: replies.errorMessage,
        appId: reviews.appId,
        appName: apps.name,
      })
      .from(replyEvents)
      .innerJoin(reviews, eq(reviews.id, replyEvents.reviewId))
      .innerJoin(apps, eq(apps.id, reviews.appId))
      .leftJoin(replies, eq(replies.reviewId, replyEvents.reviewId))
      .where(and(gt(rowid, cursor), lte(rowid, upTo), eq(replyEvents.toStatus, 'failed')))
      .orderBy(asc(rowid))
      .limit(PAGE)
      .all()
    for (const f of page) {
      if (!settingsOf(f.workspaceId).publishFailures) continue
      const group = groups.get(f.appId) ?? {
        workspaceId: f.workspaceId,
        appName: f.appName,
        failures: [],
      }
      group.failures.push({ reviewId: f.reviewId, detail: f.detail ?? f.errorMessage })
      groups.set(f.appId, group)
    }
    const last = page[page.length - 1]
    if (!last || page.length < PAGE) break
    cursor = last.rowid
  }
  if (upTo > from) writeCursor(ctx, REPLY_EVENTS_CURSOR, upTo, now)
  for (const g of groups.values())
    out.push(publishFailureNotification(g.workspaceId, g.appName, g.failures))
}

function appNames(ctx: CoreContext, appIds: string[]): Map<string, string> {
  if (appIds.length === 0) return new Map()
  return new Map(
    ctx.db
      .select({ id: apps.id, name: apps.name })
      .from(apps)
      .where(inArray(apps.id, [...new Set(appIds)]))
      .all()
      .map((a) => [a.id, a.name]),
  )
}
