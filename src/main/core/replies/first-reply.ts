/**
 * When a review's reply first reached the store: what "3 days after your reply" counts from, and
 * where time to first reply and Reply Effect start (issue 27). The earliest of: a reply the app
 * sent that the store took (published, or held as pending by the App Store), found in the audit
 * trail; and the store's own time of the current reply (`published_at`, which for a reply found on
 * the store is the store's date of it). A reply found on the store dates from the store's time,
 * not from when Review Reply noticed it, so its discovery entry is left out.
 */
import { and, eq, inArray, min, ne } from 'drizzle-orm'
import type { CoreContext } from '../context'
import { replies, replyEvents } from '../db/schema'

export function firstReplyAt(ctx: CoreContext, reviewId: string): number | null {
  const sent =
    ctx.db
      .select({ at: min(replyEvents.at) })
      .from(replyEvents)
      .where(
        and(
          eq(replyEvents.reviewId, reviewId),
          inArray(replyEvents.toStatus, ['published', 'pending_publish']),
          ne(replyEvents.action, 'found_on_store'),
        ),
      )
      .get()?.at ?? null
  const shown =
    ctx.db
      .select({ at: replies.publishedAt })
      .from(replies)
      .where(eq(replies.reviewId, reviewId))
      .get()?.at ?? null
  if (sent === null) return shown
  if (shown === null) return sent
  return Math.min(sent, shown)
}
