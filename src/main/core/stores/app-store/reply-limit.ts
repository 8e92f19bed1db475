import { and, eq } from 'drizzle-orm'
import { requireRole, type Actor } from '../../access/actor'
import type { CoreContext } from '../../context'
import { apps } from '../../db/schema'
import { invalid, notFound } from '../../errors'
import { immediate } from '../../db/transaction'

/**
 * Apple publishes no maximum for a response; 5,970 characters is the figure reported by the
 * community (docs/stores/app-store.md). Drafts aim far shorter; this only stops what Apple may refuse.
 */
export const DEFAULT_APP_STORE_REPLY_LIMIT = 5970
/** A cap above this is almost certainly a typo. */
const MAX_APP_STORE_REPLY_LIMIT = 20_000

function readSettings(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {}
  } catch {
    return {}
  }
}

/** The App Store reply cap of an app (`appStoreReplyLimit` in the app's settings). */
export function appStoreReplyLimit(ctx: CoreContext, appId: string): number {
  const row = ctx.db.select({ settings: apps.settings }).from(apps).where(eq(apps.id, appId)).get()
  const value = row ? readSettings(row.settings).appStoreReplyLimit : undefined
  return typeof value === 'number' &&
    Number.isInteger(value) &&
    value > 0 &&
    value <= MAX_APP_STORE_REPLY_LIMIT
    ? value
    : DEFAULT_APP_STORE_REPLY_LIMIT
}

/** Sets (or with null, resets) an app's App Store reply cap; other settings are kept. */
export function setAppStoreReplyLimit(
  ctx: CoreContext,
  actor: Actor,
  appId: string,
  limit: number | null,
): number {
  requireRole(actor, 'admin', 'change the App Store reply length cap')
  if (
    limit !== null &&
    (!Number.isInteger(limit) || limit < 1 || limit > MAX_APP_STORE_REPLY_LIMIT)
  ) {
    throw invalid(
      `The cap is a whole number of characters from 1 to ${MAX_APP_STORE_REPLY_LIMIT}.`,
      'limit',
    )
  }
  immediate(ctx.db, () => {
    const row = ctx.db
      .select({ settings: apps.settings })
      .from(apps)
      .where(and(eq(apps.id, appId), eq(apps.workspaceId, actor.workspaceId)))
      .get()
    if (!row) throw notFound('App')
    const settings = readSettings(row.settings)
    if (limit === null) delete settings.appStoreReplyLimit
    else settings.appStoreReplyLimit = limit
    ctx.db
      .update(apps)
      .set({ settings: JSON.stringify(settings), updatedAt: ctx.clock.now() })
      .where(eq(apps.id, appId))
      .run()
  })
  ctx.signals.emit('changed', actor.workspaceId, 'apps')
  return appStoreReplyLimit(ctx, appId)
}

/** Throws a plain-words error when a reply is empty or longer than the app's cap. */
export function assertReplyFits(ctx: CoreContext, appId: string, body: string): void {
  if (body.trim() === '')
    throw invalid('The reply is empty; write something before publishing.', 'body')
  const cap = appStoreReplyLimit(ctx, appId)
  // UTF-16 units: never fewer than what any counting Apple might use.
  if (body.length > cap) {
    throw invalid(
      `This reply is ${body.length.toLocaleString('en-US')} characters; the App Store cap for this app is ${cap.toLocaleString('en-US')}. Shorten it by ${(body.length - cap).toLocaleString('en-US')} and publish again; your text is kept.`,
      'body',
    )
  }
}
