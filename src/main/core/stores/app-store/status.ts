import { and, asc, count, eq } from 'drizzle-orm'
import type { AppStoreStatusDto } from '../../../../shared/dto/app-store'
import type { Actor } from '../../access/actor'
import type { CoreContext } from '../../context'
import { apps, replies, reviews, storeListings } from '../../db/schema'
import { workspaceAppStoreCredential } from './credential'
import { readRateBudget } from './rate-limit'
import { appStoreReplyLimit } from './reply-limit'

/** The App Store page's status: the key (never its secret), the rate budget, and each listing. */
export function appStoreStatus(ctx: CoreContext, actor: Actor): AppStoreStatusDto {
  const credential = workspaceAppStoreCredential(ctx, actor.workspaceId)
  const now = ctx.clock.now()
  const listings = ctx.db
    .select({ listing: storeListings, appName: apps.name })
    .from(storeListings)
    .innerJoin(apps, eq(apps.id, storeListings.appId))
    .where(
      and(eq(storeListings.workspaceId, actor.workspaceId), eq(storeListings.store, 'app_store')),
    )
    .orderBy(asc(apps.name), asc(storeListings.id))
    .all()
  const pending = new Map(
    ctx.db
      .select({ listingId: reviews.listingId, n: count() })
      .from(replies)
      .innerJoin(reviews, eq(reviews.id, replies.reviewId))
      .where(and(eq(replies.workspaceId, actor.workspaceId), eq(replies.status, 'pending_publish')))
      .groupBy(reviews.listingId)
      .all()
      .map((r) => [r.listingId, r.n]),
  )
  return {
    connected: credential !== null,
    key: credential
      ? {
          keyId: credential.meta.keyId,
          issuerId: credential.meta.issuerId,
          individual: credential.meta.individual,
          connectedAt: credential.createdAt,
          listingsAttached: listings.filter((l) => l.listing.credentialId === credential.id).length,
        }
      : null,
    budget: credential ? readRateBudget(ctx, credential.meta.keyId, now) : null,
    listings: listings.map(({ listing, appName }) => ({
      listingId: listing.id,
      appId: listing.appId,
      appName,
      storeAppId: listing.storeAppId,
      connected: listing.credentialId !== null,
      lastSyncAt: listing.lastSyncAt,
      lastError: listing.lastError,
      lastErrorCode: listing.lastErrorCode,
      pendingReplies: pending.get(listing.id) ?? 0,
      replyLimit: appStoreReplyLimit(ctx, listing.appId),
    })),
  }
}
