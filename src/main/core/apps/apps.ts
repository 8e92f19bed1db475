import { and, asc, desc, eq } from 'drizzle-orm'
import type { AppDto, ListingDto } from '../../../shared/dto/apps'
import { requireRole, type Actor } from '../access/actor'
import type { CoreContext } from '../context'
import { apps, credentials, storeListings } from '../db/schema'
import { inboxReviewStats } from '../inbox/app-stats'
import { CoreError, invalid, notFound } from '../errors'
import { immediate } from '../db/transaction'

type ListingRow = typeof storeListings.$inferSelect

const CREDENTIAL_KIND = { app_store: 'app_store_api_key', google_play: 'google_play_service_account' } as const

function toListingDto(l: ListingRow): ListingDto {
  return {
    id: l.id,
    store: l.store,
    storeAppId: l.storeAppId,
    connected: l.credentialId !== null,
    lastSyncAt: l.lastSyncAt,
    nextSyncAt: l.nextSyncAt,
    lastError: l.lastError,
  }
}

/** The app's Google Play report bucket (history/bucket.ts), from its settings. */
function bucketOf(settings: string): string | null {
  try {
    const value = (JSON.parse(settings) as { googlePlayReportBucket?: unknown }).googlePlayReportBucket
    return typeof value === 'string' ? value : null
  } catch {
    return null
  }
}

export function listApps(ctx: CoreContext, actor: Actor): AppDto[] {
  const appRows = ctx.db
    .select()
    .from(apps)
    .where(eq(apps.workspaceId, actor.workspaceId))
    .orderBy(asc(apps.name), asc(apps.id))
    .all()
  const listings = ctx.db
    .select()
    .from(storeListings)
    .where(eq(storeListings.workspaceId, actor.workspaceId))
    .orderBy(asc(storeListings.store))
    .all()
  const stats = inboxReviewStats(ctx, actor.workspaceId)
  return appRows.map((a) => {
    const s = stats.get(a.id)
    return {
      id: a.id,
      name: a.name,
      publisher: a.publisher,
      listings: listings.filter((l) => l.appId === a.id).map(toListingDto),
      reviewTotal: s?.total ?? 0,
      rating: s?.mean == null ? null : Math.round(s.mean * 100) / 100,
      createdAt: a.createdAt,
      googlePlayReportBucket: bucketOf(a.settings),
    }
  })
}

function getApp(ctx: CoreContext, actor: Actor, appId: string): AppDto {
  const found = listApps(ctx, actor).find((a) => a.id === appId)
  if (!found) throw notFound('App')
  return found
}

export function addApp(
  ctx: CoreContext,
  actor: Actor,
  input: { name: string; publisher?: string | undefined; appStoreId?: string | undefined; googlePlayPackage?: string | undefined },
): AppDto {
  requireRole(actor, 'editor', 'add apps')
  if (!input.appStoreId && !input.googlePlayPackage) {
    throw invalid('Give an App Store app id, a Google Play package name, or both.', 'appStoreId')
  }
  const now = ctx.clock.now()
  const appId = ctx.ids.next('app')
  const listings: { store: ListingRow['store']; storeAppId: string }[] = []
  if (input.appStoreId) listings.push({ store: 'app_store', storeAppId: input.appStoreId })
  if (input.googlePlayPackage) listings.push({ store: 'google_play', storeAppId: input.googlePlayPackage })
  immediate(ctx.db, () => {
    for (const l of listings) {
      const clash = ctx.db
        .select({ id: storeListings.id })
        .from(storeListings)
        .where(
          and(
            eq(storeListings.workspaceId, actor.workspaceId),
            eq(storeListings.store, l.store),
            eq(storeListings.storeAppId, l.storeAppId),
          ),
        )
        .get()
      if (clash) {
        throw new CoreError('CONFLICT', `${l.storeAppId} is already added to this workspace.`)
      }
    }
    ctx.db.insert(apps)
      .values({
        id: appId,
        workspaceId: actor.workspaceId,
        name: input.name,
        publisher: input.publisher ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .run()
    for (const l of listings) {
      // Store credentials belong to the workspace (one key covers the developer account), so a
      // new listing uses the key already connected for its store, if any.
      const credentialId =
        ctx.db
          .select({ id: credentials.id })
          .from(credentials)
          .where(and(eq(credentials.workspaceId, actor.workspaceId), eq(credentials.kind, CREDENTIAL_KIND[l.store])))
          .orderBy(desc(credentials.updatedAt))
          .get()?.id ?? null
      ctx.db.insert(storeListings)
        .values({ id: ctx.ids.next('lst'), workspaceId: actor.workspaceId, appId, ...l, credentialId, createdAt: now })
        .run()
    }
  })
  ctx.signals.emit('changed', actor.workspaceId, 'apps')
  return getApp(ctx, actor, appId)
}

export function removeApp(ctx: CoreContext, actor: Actor, appId: string): void {
  requireRole(actor, 'admin', 'remove apps')
  const res = ctx.db
    .delete(apps)
    .where(and(eq(apps.id, appId), eq(apps.workspaceId, actor.workspaceId)))
    .run()
  if (res.changes === 0) throw notFound('App')
  ctx.signals.emit('changed', actor.workspaceId, 'apps')
}
