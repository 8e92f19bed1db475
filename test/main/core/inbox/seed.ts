import { and, eq } from 'drizzle-orm'
import { replies, storeListings } from '../../../../src/main/core/db/schema'
import { ingestReviews } from '../../../../src/main/core/reviews/ingest'
import type { NormalizedReview } from '../../../../src/main/core/stores/types'
import type { ReplyStatus } from '../../../../src/shared/dto/replies'
import type { TestCore } from '../../../support/core'

export const HOUR = 3_600_000
export const DAY = 24 * HOUR

export interface SeedReview extends Partial<NormalizedReview> {
  rating: number
  body: string
  /** Hours before the test clock's now. */
  hoursAgo: number
  reply?: ReplyStatus
  /** For published replies: hours after the review was written. */
  repliedAfterHours?: number
}

/** Adds an app with a Google Play listing and stores the given reviews as a sync would. */
export async function seedApp(
  t: TestCore,
  name: string,
  items: SeedReview[],
  options: { store?: 'google_play' | 'app_store'; workspaceId?: string } = {},
): Promise<{ appId: string; reviewIds: string[] }> {
  const workspaceId = options.workspaceId ?? t.workspaceId
  const store = options.store ?? 'google_play'
  const slug = name.toLowerCase().replace(/[^a-z]/g, '')
  const app = await t.run('apps.add', {
    workspaceId,
    name,
    ...(store === 'google_play'
      ? { googlePlayPackage: `com.example.${slug}` }
      : { appStoreId: String(100000000 + slug.length) }),
  })
  const listing = t.core.db
    .select()
    .from(storeListings)
    .where(and(eq(storeListings.appId, app.id), eq(storeListings.store, store)))
    .get()
  if (!listing) throw new Error('no listing')
  const now = t.clock.now()
  const batch: NormalizedReview[] = items.map((item, i) => ({
    storeReviewId: `${slug}-${i}`,
    title: null,
    author: `Author ${i}`,
    language: 'en',
    territory: 'US',
    appVersion: '1.0',
    createdAt: now - item.hoursAgo * HOUR,
    updatedAt: now - item.hoursAgo * HOUR,
    storeReply: null,
    ...item,
  }))
  const result = ingestReviews(t.core, listing, batch)
  const reviewIds = result.createdIds
  items.forEach((item, i) => {
    const reviewId = reviewIds[i]
    if (!item.reply || !reviewId) return
    const written = now - item.hoursAgo * HOUR
    const publishedAt =
      item.reply === 'published' || item.reply === 'pending_publish'
        ? written + (item.repliedAfterHours ?? 1) * HOUR
        : null
    t.core.db
      .insert(replies)
      .values({
        id: t.core.ids.next('rpl'),
        workspaceId,
        reviewId,
        status: item.reply,
        body: 'Thanks for the review!',
        source: 'drafted',
        publishedAt: item.reply === 'published' ? publishedAt : null,
        createdAt: now,
        updatedAt: now,
      })
      .run()
  })
  return { appId: app.id, reviewIds }
}
