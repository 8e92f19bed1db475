import { afterEach, describe, expect, it } from 'vitest'
import { reviews } from '../../../../src/main/core/db/schema'
import { googlePlayWith, injectDraft, PKG, replyOf, type FlagsSetup } from './fixtures/flags'

let s: FlagsSetup | undefined
afterEach(async () => {
  s?.t.core.close()
  await s?.gp.close()
  s = undefined
})

describe('bulk approve', () => {
  it('approves 499 drafts in slices, letting the loop answer others in between, and reports each review', async () => {
    s = await googlePlayWith(['The first review'])
    const { t, gp, workspaceId } = s
    const now = t.clock.now()
    gp.seed(
      PKG,
      Array.from({ length: 500 }, (_, i) => ({
        authorName: `User ${i}`,
        text: `Review number ${i} is fine`,
        starRating: 5,
        reviewerLanguage: 'en_US',
        lastModified: now - (i + 2) * 60_000,
      })),
    )
    await t.run('sync.now', { workspaceId })
    const reviewIds = t.core.db
      .select({ id: reviews.id })
      .from(reviews)
      .all()
      .map((r) => r.id)
    expect(reviewIds).toHaveLength(501)
    // The most one call takes: 499 drafts and one review with nothing to approve.
    const [undrafted, ...drafted] = reviewIds.slice(0, 500) as [string, ...string[]]
    for (const id of drafted) injectDraft(t, id, { body: `Thanks for review ${id}!` })

    // Someone else waiting on the loop: counts the turns it gets while the approval runs.
    let turns = 0
    let running = true
    const other = () => {
      if (!running) return
      turns++
      setImmediate(other)
    }
    setImmediate(other)
    const result = await t.run('replies.bulkApprove', {
      workspaceId,
      reviewIds: [...drafted.slice(0, 250), undrafted, ...drafted.slice(250)],
    })
    running = false

    expect(result.done).toHaveLength(499)
    expect(result.skipped).toEqual([{ reviewId: undrafted, reason: expect.any(String) }])
    for (const id of drafted) expect(replyOf(t, id)?.status).not.toBe('draft')
    // At most 100 reviews a slice: 500 give at least 5 slices, so at least 4 turns in between.
    expect(turns).toBeGreaterThanOrEqual(4)
  }, 120_000)
})
