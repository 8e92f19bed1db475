/**
 * What the App Store's answer about a reply it holds as PENDING_PUBLISH does to the local reply:
 * published (through replies/store-reply.ts, emitting `reply.published` once), still pending, or
 * failed after 48 h or when the store no longer has it. The store calls are
 * stores/app-store/pending.ts; this file owns the writes.
 */
import { eq } from 'drizzle-orm'
import type { CoreContext } from '../context'
import { replies } from '../db/schema'
import {
  checkAppStorePending,
  PENDING_GIVE_UP_MS,
  pendingSince,
  type AppStoreOptions,
  type PendingCheckResult,
} from '../stores/app-store'
import type { PendingReply, StoreReply } from '../stores/types'
import { transitionReply } from './transition'
import { recordStoreReply } from './store-reply'
import { immediate } from '../db/transaction'

/** Right after a POST the response may not be readable yet; a 404 only counts after this. */
const MISSING_GRACE_MS = 15 * 60 * 1000

type Reply = typeof replies.$inferSelect

function markFailed(ctx: CoreContext, row: PendingReply, code: string, message: string): void {
  transitionReply(
    ctx,
    row.review,
    row.reply,
    { status: 'failed', errorCode: code, errorMessage: message },
    { actorUserId: null, action: 'publish_failed', detail: message },
  )
}

/** Applies one store answer to one pending reply; returns its status afterwards. */
export function applyPendingAnswer(
  ctx: CoreContext,
  row: PendingReply,
  answer: StoreReply | null,
  now: number,
): Reply['status'] {
  return immediate(ctx.db, () => {
    const reply = ctx.db.select().from(replies).where(eq(replies.id, row.reply.id)).get()
    if (!reply || reply.status !== 'pending_publish') return reply?.status ?? 'failed'
    const age = now - pendingSince(reply)
    const current = { ...row, reply }
    if (answer) {
      recordStoreReply(ctx, row.review, answer)
      const after = ctx.db
        .select({ status: replies.status })
        .from(replies)
        .where(eq(replies.id, reply.id))
        .get()
      if (after?.status === 'pending_publish' && age >= PENDING_GIVE_UP_MS) {
        markFailed(
          ctx,
          current,
          'APP_STORE_NOT_PUBLISHED',
          'Apple still had not published this reply 48 hours after it was sent, so Review Reply stopped checking. Look at the review in App Store Connect, then publish the reply again if it is missing.',
        )
        return 'failed'
      }
      return after?.status ?? 'pending_publish'
    }
    if (age >= MISSING_GRACE_MS) {
      markFailed(
        ctx,
        current,
        'APP_STORE_REPLY_MISSING',
        'The App Store no longer has this reply (it was probably deleted in App Store Connect). Your text is kept; publish it again if you still want it.',
      )
      return 'failed'
    }
    return 'pending_publish'
  })
}

/**
 * For every reply held as `pending_publish` on an App Store listing: reads the store's response
 * and moves the reply to `published` once Apple says PUBLISHED (emitting `reply.published`
 * exactly once). Gives up after 48 h with a clear `failed` reason. Never exceeds the rate budget:
 * what cannot be checked now stays pending for the next run. The scheduler calls this.
 * @internal Exported for tests.
 */
export async function checkPendingAppStoreReplies(
  ctx: CoreContext,
  now: number,
  options?: AppStoreOptions,
): Promise<PendingCheckResult> {
  return checkAppStorePending(ctx, now, applyPendingAnswer, options)
}
