import { and, asc, eq, lte } from 'drizzle-orm'
import { startLoop } from '../work/loop'
import type { Worker } from '../background'
import type { Core } from '../core'
import type { CoreContext } from '../context'
import { digestEmails, digests } from '../db/schema'
import { digestMail } from '../insights/digest/email'
import type { DigestEventData } from '../insights/digest/types'
import { sendWorkspaceMail } from './send'
import { readEmailSettings } from './settings'

const MINUTE = 60_000
/** Waits before the 2nd, 3rd and 4th try; after the 4th the e-mail is `failed`. */
const BACKOFF = [5 * MINUTE, 30 * MINUTE, 120 * MINUTE]
/** A claimed e-mail is retried after this long if its process died while sending. */
const LEASE = 10 * MINUTE
const BATCH = 20

/** Called in the digest's own transaction: the e-mail is due as soon as the digest exists. */
export function queueDigestEmail(ctx: CoreContext, workspaceId: string, digestId: string): void {
  const settings = readEmailSettings(ctx, workspaceId)
  if (!settings.enabled || settings.recipients.length === 0) return
  const now = ctx.clock.now()
  ctx.db
    .insert(digestEmails)
    .values({ digestId, workspaceId, status: 'pending', nextAttemptAt: now, createdAt: now })
    .onConflictDoNothing()
    .run()
}

/** Takes the due e-mail for this process by moving its next attempt past the lease. */
function claim(ctx: CoreContext, digestId: string, now: number): boolean {
  return (
    ctx.db
      .update(digestEmails)
      .set({ nextAttemptAt: now + LEASE })
      .where(
        and(
          eq(digestEmails.digestId, digestId),
          eq(digestEmails.status, 'pending'),
          lte(digestEmails.nextAttemptAt, now),
        ),
      )
      .run().changes === 1
  )
}

/**
 * Sends every digest e-mail that is due, one at a time; returns how many went out.
 * @internal Exported for tests.
 */
export async function sendDueDigestEmails(ctx: CoreContext): Promise<number> {
  const now = ctx.clock.now()
  const due = ctx.db
    .select({
      digestId: digestEmails.digestId,
      workspaceId: digestEmails.workspaceId,
      attempts: digestEmails.attempts,
      data: digests.data,
    })
    .from(digestEmails)
    .innerJoin(digests, eq(digests.id, digestEmails.digestId))
    .where(and(eq(digestEmails.status, 'pending'), lte(digestEmails.nextAttemptAt, now)))
    .orderBy(asc(digestEmails.nextAttemptAt))
    .limit(BATCH)
    .all()
  let sent = 0
  for (const row of due) {
    if (!claim(ctx, row.digestId, now)) continue
    const settings = readEmailSettings(ctx, row.workspaceId)
    try {
      // Turned off since it was queued: nothing goes out, and the row says why.
      if (!settings.enabled)
        throw new Error('The e-mail channel was turned off before it was sent.')
      await sendWorkspaceMail(
        ctx,
        row.workspaceId,
        digestMail(JSON.parse(row.data) as DigestEventData),
        settings,
      )
      ctx.db
        .update(digestEmails)
        .set({
          status: 'sent',
          sentAt: ctx.clock.now(),
          attempts: row.attempts + 1,
          lastError: null,
          nextAttemptAt: null,
        })
        .where(eq(digestEmails.digestId, row.digestId))
        .run()
      sent++
    } catch (e) {
      const attempts = row.attempts + 1
      const wait = settings.enabled ? BACKOFF[attempts - 1] : undefined
      const message = e instanceof Error ? e.message : String(e)
      ctx.log.warn('digest e-mail not sent', { digestId: row.digestId, attempts, error: message })
      ctx.db
        .update(digestEmails)
        .set({
          status: wait === undefined ? 'failed' : 'pending',
          attempts,
          lastError: message,
          nextAttemptAt: wait === undefined ? null : ctx.clock.now() + wait,
        })
        .where(eq(digestEmails.digestId, row.digestId))
        .run()
    }
  }
  return sent
}

const CHECK_EVERY_MS = 60_000

/** Looks for due digest e-mails every minute (digests are made at most hourly). */
export const digestEmailWorker: Worker = {
  name: 'digest-emails',
  start(core: Core) {
    const loop = startLoop(core, {
      idleMs: CHECK_EVERY_MS,
      failed: 'digest e-mail pass failed',
      pass: async () => {
        await sendDueDigestEmails(core)
      },
    })
    return { stop: () => loop.stop() }
  },
}
