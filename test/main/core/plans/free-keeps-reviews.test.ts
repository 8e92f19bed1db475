import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { outboxEvents, storeListings } from '../../../../src/main/core/db/schema'
import { TRIAL_MS } from '../../../../src/main/core/plans/constants'
import { planAllows } from '../../../../src/main/core/plans/gate'
import { ingestReviews } from '../../../../src/main/core/reviews/ingest'
import { storeSecret } from '../../../../src/main/core/vault/credentials'
import { createTestCore, type TestCore } from '../../../support/core'

let t: TestCore
afterEach(() => t?.core.close())

describe('Free never blocks the inbox, drafting or approval', () => {
  it('reads, drafts, edits and approves replies after the trial, with no licence', async () => {
    t = await createTestCore()
    t.clock.advance(TRIAL_MS + 1)
    expect(planAllows(t.core, t.workspaceId, 'api')).toBe(false)
    const editor = await t.run('members.add', {
      workspaceId: t.workspaceId,
      name: 'Eda',
      role: 'editor',
    })
    const as = { userId: editor.userId }

    const app = await t.run(
      'apps.add',
      { workspaceId: t.workspaceId, name: 'Notes', appStoreId: '1234567890' },
      as,
    )
    expect(await t.run('apps.list', { workspaceId: t.workspaceId }, as)).toHaveLength(1)
    // A connected store (approval checks for one); what the key holds does not matter here.
    const credentialId = storeSecret(t.core, t.workspaceId, 'app_store_api_key', '{}')
    t.core.db
      .update(storeListings)
      .set({ credentialId })
      .where(eq(storeListings.appId, app.id))
      .run()
    const listing = t.core.db
      .select()
      .from(storeListings)
      .where(eq(storeListings.appId, app.id))
      .get()
    if (!listing) throw new Error('no listing')
    const now = t.clock.now()
    ingestReviews(
      t.core,
      listing,
      [
        {
          storeReviewId: 'as-1',
          rating: 2,
          title: null,
          body: 'Sync lost my notes after the update.',
          author: 'Sam',
          language: 'en',
          territory: 'GB',
          appVersion: '3.1.0',
          createdAt: now - 1000,
          updatedAt: now - 1000,
          storeReply: null,
        },
      ],
      { listedAt: now },
    )

    const page = await t.run('reviews.list', { workspaceId: t.workspaceId }, as)
    expect(page.items).toHaveLength(1)
    const reviewId = page.items[0]?.id
    if (!reviewId) throw new Error('no review')
    expect(
      (await t.run('reviews.get', { workspaceId: t.workspaceId, reviewId }, as)).review.id,
    ).toBe(reviewId)
    const drafted = await t.run('replies.draft', { workspaceId: t.workspaceId, reviewId }, as)
    expect(drafted.reply?.status).toBe('draft')
    await t.run(
      'replies.edit',
      {
        workspaceId: t.workspaceId,
        reviewId,
        body: 'Sorry about that, Sam. Update 3.1.1 brings your notes back.',
      },
      as,
    )
    const approved = await t.run('replies.approve', { workspaceId: t.workspaceId, reviewId }, as)
    expect(approved.reply?.status).toBe('approved')

    // The events are still recorded on Free (webhooks hold them, they are not dropped).
    expect(
      t.core.db.select().from(outboxEvents).where(eq(outboxEvents.type, 'review.created')).all(),
    ).toHaveLength(1)
  })
})
