/**
 * Reply Effect from real data: reviews polled from the Google Play simulator, replied through the
 * workflow and published, then edited by their authors and polled again.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { startFakeModel, type FakeModel } from '../../../../support/model-simulator'
import { DAY, HOUR, PKG, googlePlayFixture, type Fixture } from './support'

let f: Fixture
let model: FakeModel | undefined
afterEach(async () => {
  await f?.close()
  await model?.close()
  model = undefined
})

const seed = (id: string, starRating: number, text: string, at: number) => ({
  reviewId: id,
  authorName: id,
  text,
  starRating,
  reviewerLanguage: 'en_US',
  lastModified: at,
})

describe('Reply Effect', () => {
  it('counts a 2★ review raised to 5★ three days after the reply, against an unreplied baseline', async () => {
    f = await googlePlayFixture()
    const { t, workspaceId, appId } = f
    const t0 = t.clock.now()
    const written = t0 - HOUR
    f.gp.seed(PKG, [
      seed('gp:ann', 2, 'The sync loses my notes.', written),
      seed('gp:bob', 4, 'Nice app, a little slow to open.', written),
      seed('gp:cat', 2, 'Search does not find old notes.', written),
      seed('gp:dan', 2, 'Widget is broken on my phone.', written),
      seed('gp:eve', 2, 'Too many popups.', written),
      seed('gp:fay', 5, 'Love it!', written),
    ])
    await f.sync()
    const eddie = await t.run('members.add', { workspaceId, name: 'Eddie', role: 'editor' })
    await f.reply('gp:ann', 'edit') // a person's words, approved by the owner
    await f.reply('gp:bob', 'draft', { userId: eddie.userId }) // built-in, approved by Eddie
    await f.reply('gp:cat', 'draft') // built-in, approved by the owner

    t.clock.set(t0 + 3 * DAY)
    await f.rate('gp:ann', 5)
    t.clock.set(t0 + 5 * DAY)
    await f.rate('gp:bob', 3)
    t.clock.set(t0 + 6 * DAY)
    await f.rate('gp:dan', 3) // unreplied: measured from when it was first seen (t0)
    t.clock.set(t0 + 100 * DAY)
    await f.rate('gp:cat', 4) // 100 days after the reply: outside the 90-day window

    const e = await t.run('insights.replyEffect.get', {
      workspaceId,
      appId,
      since: t0 - DAY,
      until: t0 + DAY,
    })
    expect(e.windowDays).toBe(90)
    expect(e.replied).toEqual({
      reviews: 3,
      changed: 2,
      raised: 1,
      lowered: 1,
      unchanged: 1,
      averageChange: 1,
      medianTimeToChangeMs: 4 * DAY,
    })
    // Unreplied reviews of the replied ratings (2★ and 4★): dan and eve, not 5★ fay.
    expect(e.baseline).toEqual({
      reviews: 2,
      changed: 1,
      raised: 1,
      lowered: 0,
      unchanged: 1,
      averageChange: 1,
      medianTimeToChangeMs: 6 * DAY,
    })
    const pick = (rows: typeof e.breakdowns.drafter) =>
      Object.fromEntries(
        rows.map((r) => [r.label, [r.reviews, r.raised, r.lowered, r.averageChange]]),
      )
    expect(pick(e.breakdowns.drafter)).toEqual({
      'Built-in drafter': [2, 0, 1, -1],
      'Written or edited by a person': [1, 1, 0, 3],
    })
    const owner = t.core.db.$client
      .prepare('select name from users where id = ?')
      .get(t.owner.userId) as { name: string }
    expect(pick(e.breakdowns.approver)).toEqual({
      [owner.name]: [2, 1, 0, 3],
      Eddie: [1, 0, 1, -1],
    })
    expect(pick(e.breakdowns.stars)).toEqual({ '1–2★': [2, 1, 0, 3], '4–5★': [1, 0, 1, -1] })
    expect(pick(e.breakdowns.language)).toEqual({ en: [3, 1, 1, 1] })
    expect(pick(e.baselineByStars)).toEqual({ '1–2★': [2, 1, 0, 1], '4–5★': [1, 0, 0, null] })

    // Just the one raised review: its median time to change is the three days.
    const ann = e.breakdowns.drafter.find((r) => r.key === 'person')
    expect(ann?.medianTimeToChangeMs).toBe(3 * DAY)
  })

  it('breaks down by the template the built-in drafter started from', async () => {
    f = await googlePlayFixture()
    const { t, workspaceId, appId } = f
    const t0 = t.clock.now()
    await t.run('templates.create', {
      workspaceId,
      name: 'Happy users',
      language: 'en',
      body: 'Thank you {reviewer}, glad you like {app}!',
      minRating: 4,
      maxRating: 5,
    })
    f.gp.seed(PKG, [
      seed('gp:gus', 4, 'Great notes app, I use it daily.', t0 - HOUR),
      seed('gp:hal', 1, 'Crashes on start.', t0 - HOUR),
    ])
    await f.sync()
    await f.reply('gp:gus', 'draft')
    await f.reply('gp:hal', 'draft')
    t.clock.set(t0 + 2 * DAY)
    await f.rate('gp:gus', 5)

    const e = await t.run('insights.replyEffect.get', { workspaceId, appId, since: t0 - DAY })
    expect(e.breakdowns.template.map((r) => [r.label, r.reviews, r.raised]).sort()).toEqual([
      ['Happy users', 1, 1],
      ['No template', 1, 0],
    ])
  })

  it('names the drafting model and replies written outside Review Reply in the breakdowns', async () => {
    f = await googlePlayFixture()
    model = await startFakeModel()
    const { t, workspaceId, appId } = f
    const t0 = t.clock.now()
    f.gp.seed(PKG, [
      seed('gp:ivy', 2, 'The export to PDF fails every time.', t0 - HOUR),
      // Answered in the Play Console before Review Reply was connected.
      {
        ...seed('gp:jon', 3, 'Search is slow.', t0 - HOUR),
        reply: { text: 'Thanks, we are looking at search.', lastModified: t0 - HOUR / 2 },
      },
    ])
    await f.sync()
    await t.run('model.set', {
      workspaceId,
      baseUrl: `${model.url}/chat/completions`,
      model: 'llama3.1',
    })
    await f.reply('gp:ivy', 'draft')
    t.clock.set(t0 + 2 * DAY)
    await f.rate('gp:ivy', 4)
    await f.rate('gp:jon', 2)

    const e = await t.run('insights.replyEffect.get', { workspaceId, appId, since: t0 - DAY })
    const pick = (rows: typeof e.breakdowns.drafter) =>
      Object.fromEntries(rows.map((r) => [r.label, [r.reviews, r.raised, r.lowered]]))
    expect(pick(e.breakdowns.drafter)).toEqual({
      'Drafting model': [1, 1, 0],
      'Replied outside Review Reply': [1, 0, 1],
    })
    expect(pick(e.breakdowns.approver)).toMatchObject({
      'Replied outside Review Reply': [1, 0, 1],
    })
  })

  it('keeps to the workspace (another workspace’s app is not found) and refuses a bad period', async () => {
    f = await googlePlayFixture()
    const { t } = f
    const other = await t.run('workspaces.create', { name: 'Other' })
    const result = await t.dispatch('insights.replyEffect.get', {
      workspaceId: other.id,
      appId: f.appId,
    })
    expect(result).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } })
    // A period that ends before it starts is refused in words, naming the field.
    expect(
      await t.dispatch('insights.replyEffect.get', {
        workspaceId: t.workspaceId,
        since: 2,
        until: 1,
      }),
    ).toMatchObject({
      ok: false,
      error: {
        code: 'INVALID_INPUT',
        message: 'The period must start before it ends.',
        field: 'since',
      },
    })
    expect(
      await t.dispatch('insights.replySpeed.get', { workspaceId: t.workspaceId, store: 'amazon' }),
    ).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } })
  })
})
