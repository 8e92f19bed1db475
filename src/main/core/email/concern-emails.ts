/**
 * E-mails to the person an assignment or a @mention concerns, when the workspace has a mail
 * server set up (Settings → E-mail: server and sender; the digest list plays no part). Read from
 * the outbox after a cursor in `app_state`, like desktop notifications, so a restart neither
 * repeats nor skips one; a message the server refuses is logged, not retried (the inbox's
 * "Assigned to me" and the notification still tell the person).
 */
import { and, asc, gt, inArray, lte, sql } from 'drizzle-orm'
import { startLoop } from '../work/loop'
import type { Worker } from '../background'
import type { Core } from '../core'
import type { CoreContext } from '../context'
import { apps, outboxEvents, users } from '../db/schema'
import { readCursor, writeCursor } from '../insights/notifications/cursor'
import type { PublicReview } from '../public/serialize'
import { escapeHtml, sendMailTo, type Mail } from './send'
import { readEmailSettings } from './settings'

const CURSOR = 'email.concerns.outbox_rowid'
const PAGE = 100

interface ConcernData {
  review?: PublicReview
  assignee?: { id?: unknown }
  by?: { name?: unknown }
  mentions?: unknown
}

function recipientsOf(type: string, data: ConcernData): string[] {
  if (type === 'review.assigned')
    return typeof data.assignee?.id === 'string' ? [data.assignee.id] : []
  return Array.isArray(data.mentions)
    ? data.mentions.filter((id): id is string => typeof id === 'string')
    : []
}

function concernMail(type: string, data: ConcernData, appName: string): Mail | null {
  const review = data.review
  if (!review) return null
  const by = typeof data.by?.name === 'string' && data.by.name ? data.by.name : 'Someone'
  const what =
    type === 'review.assigned'
      ? `${by} assigned you a ${review.rating}★ review of ${appName}`
      : `${by} mentioned you in a note on a ${review.rating}★ review of ${appName}`
  const quote = review.title ? `${review.title}\n${review.body}` : review.body
  const text = `${what}.\n\n"${quote}"\n\nOpen Review Reply to see it (Inbox → Assigned to me, or the review's notes).`
  return {
    subject: `Review Reply: ${what}`,
    text,
    html: `<p>${escapeHtml(text).replace(/\n\n/g, '</p><p>').replace(/\n/g, '<br>')}</p>`,
  }
}

/**
 * Sends the e-mails for the events since the last pass. Returns how many were sent.
 * @internal Exported for tests.
 */
export async function sendConcernEmails(ctx: CoreContext): Promise<number> {
  const rowid = sql<number>`${outboxEvents}.rowid`
  const end =
    ctx.db
      .select({ m: sql<number | null>`max(${outboxEvents}.rowid)` })
      .from(outboxEvents)
      .get()?.m ?? 0
  let cursor = readCursor(ctx, CURSOR)
  if (cursor === null || cursor > end) {
    // First run (or an older database restored): nothing from before is e-mailed.
    writeCursor(ctx, CURSOR, end, ctx.clock.now())
    return 0
  }
  let sent = 0
  for (;;) {
    const page = ctx.db
      .select({
        rowid,
        workspaceId: outboxEvents.workspaceId,
        type: outboxEvents.type,
        payload: outboxEvents.payload,
      })
      .from(outboxEvents)
      .where(
        and(
          gt(rowid, cursor),
          lte(rowid, end),
          inArray(outboxEvents.type, ['review.assigned', 'note.created']),
        ),
      )
      .orderBy(asc(rowid))
      .limit(PAGE)
      .all()
    for (const e of page) {
      sent += await mailOne(ctx, e.workspaceId, e.type, e.payload)
      cursor = e.rowid
      writeCursor(ctx, CURSOR, cursor, ctx.clock.now())
    }
    if (page.length < PAGE) break
  }
  // Every event up to `end` was looked at: the next pass starts after them, not after the last
  // one mailed (else each pass read again every review event since, 50,000 after an import).
  if (cursor < end) writeCursor(ctx, CURSOR, end, ctx.clock.now())
  return sent
}

async function mailOne(
  ctx: CoreContext,
  workspaceId: string,
  type: string,
  payload: string,
): Promise<number> {
  const settings = readEmailSettings(ctx, workspaceId)
  if (!settings.host || !settings.from) return 0
  const data = (JSON.parse(payload) as { data?: ConcernData }).data ?? {}
  const ids = recipientsOf(type, data)
  if (ids.length === 0) return 0
  const to = ctx.db
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.id, ids))
    .all()
    .flatMap((u) => (u.email ? [u.email] : []))
  if (to.length === 0) return 0
  const appId = data.review?.app_id ?? ''
  const appName =
    ctx.db
      .select({ name: apps.name })
      .from(apps)
      .where(sql`${apps.id} = ${appId}`)
      .get()?.name ?? 'your app'
  const mail = concernMail(type, data, appName)
  if (!mail) return 0
  let n = 0
  // One message per person: nobody learns who else was mentioned from the To line.
  for (const address of to) {
    try {
      await sendMailTo(ctx, workspaceId, [address], mail, settings)
      n++
    } catch (error) {
      ctx.log.warn('assignment or mention e-mail not sent', { type, error: String(error) })
    }
  }
  return n
}

const CHECK_EVERY_MS = 15_000

export const concernEmailWorker: Worker = {
  name: 'concern-emails',
  start(core: Core) {
    const loop = startLoop(core, {
      idleMs: CHECK_EVERY_MS,
      failed: 'assignment e-mail pass failed',
      pass: async () => {
        await sendConcernEmails(core)
      },
    })
    return { stop: () => loop.stop() }
  },
}
