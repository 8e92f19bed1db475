/** A Google Play app on the simulator, and the steps a team and its reviewers take. */
import { eq } from 'drizzle-orm'
import { reviews } from '../../../../../src/main/core/db/schema'
import { runPublisherPass } from '../../../../../src/main/core/replies/publisher'
import {
  startGooglePlaySimulator,
  type GooglePlaySimulator,
} from '../../../../../src/main/simulators/google-play'
import type { Principal } from '../../../../../src/main/core/access/actor'
import { createTestCore, type TestCore } from '../../../../support/core'

export const HOUR = 60 * 60_000
export const DAY = 24 * HOUR
export const PKG = 'com.example.notes'

export interface Fixture {
  t: TestCore
  gp: GooglePlaySimulator
  workspaceId: string
  appId: string
  /** Store id → review id, after a sync. */
  idOf(storeReviewId: string): string
  sync(): Promise<void>
  /** A reply drafted by the built-in drafter (`draft`) or written by a person (`edit`), published by `as`. */
  reply(storeReviewId: string, how: 'draft' | 'edit', as?: Principal): Promise<void>
  /** The reviewer changes the rating now; the next poll sees it. */
  rate(storeReviewId: string, starRating: number): Promise<void>
  close(): Promise<void>
}

export async function googlePlayFixture(): Promise<Fixture> {
  const t = await createTestCore()
  const gp = await startGooglePlaySimulator({ clock: t.clock })
  t.core.endpoints = {
    appStoreApiUrl: 'http://127.0.0.1:9',
    googlePlayApiUrl: gp.url,
    googleTokenUrl: gp.tokenUrl,
  }
  gp.addPackage(PKG)
  const workspaceId = t.workspaceId
  const app = await t.run('apps.add', { workspaceId, name: 'Notes', googlePlayPackage: PKG })
  await t.run('googlePlay.connect', {
    workspaceId,
    serviceAccountJson: JSON.stringify(gp.serviceAccount),
  })
  const sync = async () => {
    await t.run('sync.now', { workspaceId })
  }
  const idOf = (storeReviewId: string) => {
    const row = t.core.db
      .select()
      .from(reviews)
      .where(eq(reviews.storeReviewId, storeReviewId))
      .get()
    if (!row) throw new Error(`review ${storeReviewId} not stored`)
    return row.id
  }
  return {
    t,
    gp,
    workspaceId,
    appId: app.id,
    idOf,
    sync,
    async reply(storeReviewId, how, as = t.owner) {
      const reviewId = idOf(storeReviewId)
      if (how === 'draft') await t.run('replies.draft', { workspaceId, reviewId }, as)
      else
        await t.run('replies.edit', { workspaceId, reviewId, body: 'Thank you, we are on it.' }, as)
      await t.run('replies.publish', { workspaceId, reviewId }, as)
      await runPublisherPass(t.core)
    },
    async rate(storeReviewId, starRating) {
      gp.editReview(PKG, storeReviewId, { starRating })
      await sync()
    },
    close: () => gp.close(),
  }
}
