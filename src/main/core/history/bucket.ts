/**
 * The Play Console report bucket of an app (`googlePlayReportBucket` in the app's settings), which
 * the team copies from Play Console → Download reports → Reviews.
 */
import { and, eq } from 'drizzle-orm'
import { requireRole, type Actor } from '../access/actor'
import type { CoreContext } from '../context'
import { apps } from '../db/schema'
import { immediate } from '../db/transaction'
import { invalid, notFound } from '../errors'
import { parseBucket } from '../stores/google-play/cloud-storage'

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

export function reportBucket(ctx: CoreContext, appId: string): string | null {
  const row = ctx.db.select({ settings: apps.settings }).from(apps).where(eq(apps.id, appId)).get()
  const value = row ? readSettings(row.settings).googlePlayReportBucket : undefined
  return typeof value === 'string' ? value : null
}

/** Sets (or with null, clears) the app's report bucket; returns the id kept. */
export function setReportBucket(
  ctx: CoreContext,
  actor: Actor,
  appId: string,
  input: string | null,
): string | null {
  requireRole(actor, 'admin', "change an app's report bucket")
  const bucket = input === null || input.trim() === '' ? null : parseBucket(input)
  if (input !== null && input.trim() !== '' && bucket === null)
    throw invalid(
      'That is not a Play Console report bucket. It looks like pubsite_prod_rev_01234567890123456789 (or pubsite_prod_…): in Play Console → Download reports → Reviews, "Copy Cloud Storage URI" and paste it here.',
      'bucket',
    )
  immediate(ctx.db, () => {
    const row = ctx.db
      .select({ settings: apps.settings })
      .from(apps)
      .where(and(eq(apps.id, appId), eq(apps.workspaceId, actor.workspaceId)))
      .get()
    if (!row) throw notFound('App')
    const settings = readSettings(row.settings)
    if (bucket === null) delete settings.googlePlayReportBucket
    else settings.googlePlayReportBucket = bucket
    ctx.db
      .update(apps)
      .set({ settings: JSON.stringify(settings), updatedAt: ctx.clock.now() })
      .where(eq(apps.id, appId))
      .run()
  })
  ctx.signals.emit('changed', actor.workspaceId, 'apps')
  return bucket
}
