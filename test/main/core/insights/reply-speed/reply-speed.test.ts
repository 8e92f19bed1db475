/**
 * Reply speed and backlog from real data: reviews polled from the Google Play simulator and
 * answered through the workflow at known delays; older waiting reviews stored through ingest.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { ingest } from '../../api/support'
import { DAY, HOUR, PKG, googlePlayFixture, type Fixture } from '../reply-effect/support'

let f: Fixture
afterEach(async () => {
  await f?.close()
})

const waiting = (id: string, createdAt: number) => ({
  storeReviewId: id,
  rating: 2,
  title: null,
  body: `Still waiting (${id})`,
  author: null,
  language: 'en',
  territory: 'US',
  appVersion: '1.0',
  createdAt,
  updatedAt: createdAt,
  storeReply: null,
})

describe('reply speed', () => {
  it('gives the median and p90 time to first reply and the share within 24 h; the target turns it red', async () => {
    f = await googlePlayFixture()
    const { t, workspaceId, appId } = f
    const t0 = t.clock.now()
    const ids = Array.from({ length: 10 }, (_, i) => `gp:r${i}`)
    f.gp.seed(
      PKG,
      ids.map((reviewId) => ({
        reviewId,
        text: 'The export is slow.',
        starRating: 3,
        lastModified: t0,
      })),
    )
    await f.sync()
    // Replies after 1..8 h and 30 h; the tenth review is never answered.
    const waits = [1, 2, 3, 4, 5, 6, 7, 8, 30]
    for (const [i, hours] of waits.entries()) {
      t.clock.set(t0 + hours * HOUR)
      await f.reply(ids[i] ?? '', 'edit')
    }
    const period = { workspaceId, appId, since: t0 - DAY, until: t0 + HOUR }
    const speed = await t.run('insights.replySpeed.get', period)
    expect(speed).toMatchObject({
      reviews: 10,
      replied: 9,
      medianMs: 5 * HOUR,
      p90Ms: 30 * HOUR,
      within24hShare: 0.8,
      withinTargetShare: 0.8,
      targetMs: 24 * HOUR,
      targetMissed: false,
    })

    // A 4-hour target: the median (5 h) misses it.
    await t.run('insights.replySpeedSettings.set', { workspaceId, targetHours: 4 })
    const strict = await t.run('insights.replySpeed.get', period)
    expect(strict).toMatchObject({ targetMs: 4 * HOUR, targetMissed: true, withinTargetShare: 0.4 })
  })

  it('sorts the backlog by age; "Waiting over 24 h" and the overdue count follow the target', async () => {
    f = await googlePlayFixture()
    const { t, workspaceId, appId } = f
    const now = t.clock.now()
    const [fresh, dayAndAHalf, twoDays, fourDays, tenDays] = ingest(t.core, appId, [
      waiting('a', now - 2 * HOUR),
      waiting('b', now - 36 * HOUR),
      waiting('c', now - 50 * HOUR),
      waiting('d', now - 4 * DAY),
      waiting('e', now - 10 * DAY),
    ])
    // An answered old review is not waiting.
    f.gp.seed(PKG, [
      { reviewId: 'gp:done', text: 'Fine.', starRating: 4, lastModified: now - 5 * DAY },
    ])
    await f.sync()
    await f.reply('gp:done', 'edit')

    const speed = await t.run('insights.replySpeed.get', { workspaceId, appId })
    expect(speed.backlog).toEqual({ under_1d: 1, '1_3d': 2, '3_7d': 1, over_7d: 1 })
    expect(speed.overdue).toBe(4)

    const overdueIds = async () =>
      (await t.run('reviews.list', { workspaceId, view: 'overdue' })).items.map((i) => i.id).sort()
    const countOf = async () =>
      (await t.run('reviews.counts', { workspaceId })).views.find((v) => v.view === 'overdue')
    expect(await overdueIds()).toEqual([dayAndAHalf, twoDays, fourDays, tenDays].sort())
    expect((await countOf())?.total).toBe(4)
    expect(fresh).toBeDefined()

    // A 48-hour target: the review written 36 h ago is no longer overdue.
    await t.run('insights.replySpeedSettings.set', { workspaceId, targetHours: 48 })
    expect((await t.run('insights.replySpeed.get', { workspaceId, appId })).overdue).toBe(3)
    expect(await overdueIds()).toEqual([twoDays, fourDays, tenDays].sort())
    expect(await t.run('reviews.counts', { workspaceId })).toMatchObject({ replyTargetHours: 48 })
    expect((await countOf())?.total).toBe(3)
  })

  it('lets only those who may change workspace settings set the target, within 1–720 h', async () => {
    f = await googlePlayFixture()
    const { t, workspaceId } = f
    const editor = await t.run('members.add', { workspaceId, name: 'Eddie', role: 'editor' })
    expect(
      await t.dispatch('insights.replySpeedSettings.set', { workspaceId, targetHours: 8 }, editor),
    ).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } })
    expect(
      await t.dispatch('insights.replySpeedSettings.set', { workspaceId, targetHours: 0 }),
    ).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } })
    expect(await t.run('insights.replySpeedSettings.get', { workspaceId }, editor)).toEqual({
      targetHours: 24,
    })
    await t.run('insights.replySpeedSettings.set', { workspaceId, targetHours: 8 })
    expect(await t.run('insights.replySpeedSettings.get', { workspaceId }, editor)).toEqual({
      targetHours: 8,
    })
  })
})
