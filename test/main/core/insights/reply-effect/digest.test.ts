/** The weekly digest names Reply Effect and the overdue count, in its data, Markdown and CSV. */
import { afterEach, describe, expect, it } from 'vitest'
import { DAY, HOUR, PKG, googlePlayFixture, type Fixture } from './support'

let f: Fixture
afterEach(async () => {
  await f?.close()
})

describe('weekly digest: Reply Effect and overdue', () => {
  it('reports the raised review against the unreplied one, and the reviews waiting over the target', async () => {
    f = await googlePlayFixture()
    const { t, workspaceId, appId } = f
    const t0 = t.clock.now()
    f.gp.seed(PKG, [
      { reviewId: 'gp:ann', text: 'Sync loses notes.', starRating: 2, lastModified: t0 - HOUR },
      { reviewId: 'gp:bea', text: 'Slow.', starRating: 2, lastModified: t0 - HOUR },
    ])
    await f.sync()
    await f.reply('gp:ann', 'edit')
    t.clock.set(t0 + 3 * DAY)
    await f.rate('gp:ann', 5)
    t.clock.set(t0 + 15 * DAY)

    const [summary] = await t.run('insights.digests.runNow', { workspaceId, appId })
    const digest = await t.run('insights.digests.get', { workspaceId, digestId: summary?.id ?? '' })
    expect(digest).toMatchObject({
      overdue: 1,
      replyTargetHours: 24,
      replyEffect: {
        reviewsWrittenDays: 90,
        windowDays: 90,
        replied: {
          reviews: 1,
          raised: 1,
          lowered: 0,
          unchanged: 0,
          averageChange: 3,
          medianDaysToChange: 3,
        },
        notReplied: { reviews: 1, raised: 0, lowered: 0, unchanged: 1, averageChange: null },
      },
    })

    const md = await t.run('insights.digests.export', {
      workspaceId,
      digestId: summary?.id ?? '',
      format: 'markdown',
    })
    expect(md.content).toContain('- Overdue now: 1 reviews waiting longer than the 24 h target')
    expect(md.content).toContain(
      '- Reply Effect (reviews of the last 90 days, rating changes within 90 days): replied 1 reviews: 1 raised, 0 lowered, 0 unchanged, average change +3.00★, median 3.0 days to change',
    )
    const csv = await t.run('insights.digests.export', {
      workspaceId,
      digestId: summary?.id ?? '',
      format: 'csv',
    })
    expect(csv.content).toContain('\r\nreplies,overdue,1\r\n')
    expect(csv.content).toContain('\r\nreply_effect_replied,raised,1\r\n')
  })
})
