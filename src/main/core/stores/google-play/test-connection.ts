/**
 * "Test connection": the token exchange and one list call, reported in plain words. The page it
 * reads is yielded and stored by the caller like any sync page, so the read it costs is not wasted.
 */
import { and, asc, eq } from 'drizzle-orm'
import type { GooglePlayTestResultDto } from '../../../../shared/dto/google-play'
import { requireRole, type Actor } from '../../access/actor'
import type { CoreContext } from '../../context'
import { apps, storeListings } from '../../db/schema'
import { CoreError, notFound } from '../../errors'
import type { ReviewPage } from '../types'
import { listReviews } from './api'
import { accessToken } from './auth'
import { GooglePlayError } from './errors'
import { googlePlayQuota } from './quota'
import { sessionFor, workspaceCredential, writeSyncState } from './session'
import { normalizePage } from './sync'

function pickListing(ctx: CoreContext, workspaceId: string, listingId: string | undefined) {
  const where = and(
    eq(storeListings.workspaceId, workspaceId),
    eq(storeListings.store, 'google_play'),
  )
  if (listingId) {
    const row = ctx.db
      .select()
      .from(storeListings)
      .where(and(where, eq(storeListings.id, listingId)))
      .get()
    if (!row) throw notFound('Google Play app')
    return row
  }
  return (
    ctx.db
      .select({ listing: storeListings })
      .from(storeListings)
      .innerJoin(apps, eq(apps.id, storeListings.appId))
      .where(where)
      .orderBy(asc(apps.name), asc(storeListings.id))
      .get()?.listing ?? null
  )
}

export async function* googlePlayConnectionTest(
  ctx: CoreContext,
  actor: Actor,
  listingId?: string,
): AsyncGenerator<ReviewPage, GooglePlayTestResultDto, void> {
  requireRole(actor, 'editor', 'test the Google Play connection')
  const listing = pickListing(ctx, actor.workspaceId, listingId)
  const credential = workspaceCredential(ctx, actor.workspaceId)
  const quotaOf = (pkg: string) => {
    const q = googlePlayQuota(ctx, pkg)
    return { getRemaining: q.getRemaining, postRemaining: q.postRemaining }
  }
  if (!credential) {
    return {
      ok: false,
      message: 'No Google Play service-account key is connected to this workspace.',
      nextStep: 'Pick or paste the JSON key of your service account, then test again.',
      quota: listing ? quotaOf(listing.storeAppId) : null,
      packageName: listing?.storeAppId ?? null,
      reviewsFound: null,
    }
  }
  const session = sessionFor(ctx, actor.workspaceId, credential.id, listing?.storeAppId ?? '')
  const email = session.account.client_email
  try {
    if (!listing) {
      await accessToken(ctx, session)
      return {
        ok: true,
        message: `The key works: Google issued an access token for ${email}.`,
        nextStep:
          'Add an app with its Google Play package name; testing again then reads its reviews.',
        quota: null,
        packageName: null,
        reviewsFound: null,
      }
    }
    const listedAt = ctx.clock.now()
    const page = await listReviews(ctx, session, null)
    const batch = normalizePage(ctx, page, listedAt)
    yield { listing, reviews: batch, listedAt }
    const complete = !page.tokenPagination?.nextPageToken
    writeSyncState(
      ctx,
      listing.id,
      complete ? { lastCompleteListAt: listedAt, resume: null } : {},
      { lastError: null, lastErrorCode: null },
    )
    const found =
      batch.length === 0
        ? 'no reviews from the last 7 days (Google Play only returns written reviews of the production track from the last week)'
        : `${batch.length}${complete ? '' : '+'} review${batch.length === 1 ? '' : 's'} from the last 7 days`
    return {
      ok: true,
      message: `Connected as ${email}. Google Play returned ${found} for ${listing.storeAppId}.`,
      quota: quotaOf(listing.storeAppId),
      packageName: listing.storeAppId,
      reviewsFound: batch.length,
    }
  } catch (error) {
    if (!(error instanceof CoreError)) throw error
    if (listing)
      writeSyncState(ctx, listing.id, {}, { lastError: error.message, lastErrorCode: error.code })
    const gp = error instanceof GooglePlayError ? error : null
    return {
      ok: false,
      message: gp?.summary ?? error.message,
      ...(gp?.nextStep ? { nextStep: gp.nextStep } : {}),
      quota: listing ? quotaOf(listing.storeAppId) : null,
      packageName: listing?.storeAppId ?? null,
      reviewsFound: null,
    }
  }
}
