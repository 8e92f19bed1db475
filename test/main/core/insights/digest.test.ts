import { rmSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { ManualClock } from '../../../../src/main/core/clock'
import { createCore } from '../../../../src/main/core/core'
import { createInsightsScheduler } from '../../../../src/main/core/insights/worker'
import { DAY, HOUR } from '../../../../src/main/core/insights/time/zoned'
import { createTestCore, tempDir, testKeyProvider, type TestCore } from '../../../support/core'
import { addApp, eventsOf, insertReply, insertReviews, type TestApp } from './support'

let t: TestCore
const dirs: string[] = []
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true })
})
afterEach(() => t?.core.close())

const Z = (s: string) => Date.parse(s)
// Monday 9 Nov 2026, 10:00 in Paris: the last complete week is Mon 2 Nov 09:00 – Mon 9 Nov 09:00.
const NOW = Z('2026-11-09T09:00:00Z')

async function setup(): Promise<{ app: TestApp; ids: Record<string, string> }> {
  t = await createTestCore({ clock: new ManualClock(NOW) })
  await t.run('insights.digestSettings.set', {
    workspaceId: t.workspaceId,
    day: 'monday',
    hour: 9,
    timeZone: 'Europe/Paris',
  })
  const app = await addApp(t, 'Notes', Z('2026-09-01T00:00:00Z'))
  const other = await addApp(t, 'Other', Z('2026-09-01T00:00:00Z'))
  const names = [
    // The week itself, [2 Nov 08:00Z, 9 Nov 08:00Z).
    ['r1', 5, '2026-11-02T08:00:00Z', 'en', null],
    ['r2', 4, '2026-11-03T08:00:00Z', 'en-US', null],
    ['r3', 1, '2026-11-04T12:00:00Z', 'fr', 3],
    ['r4', 2, '2026-11-05T12:00:00Z', 'de', 10],
    ['r5', 1, '2026-11-06T12:00:00Z', 'en', null],
    ['r6', 3, '2026-11-07T12:00:00Z', null, null],
    ['r7', 2, '2026-11-09T07:59:00Z', 'en', 3],
    ['next', 5, '2026-11-09T08:00:00Z', 'en', null],
    // Previous week.
    ['old', 4, '2026-10-30T08:00:00Z', 'en', null],
    ['p1', 5, '2026-10-27T08:00:00Z', 'en', null],
    ['p2', 3, '2026-10-28T08:00:00Z', 'en', null],
    // Rest of the 4-week baseline, which starts Mon 5 Oct 09:00 CEST = 07:00Z.
    ['b1', 5, '2026-10-06T08:00:00Z', 'en', null],
    ['b2', 5, '2026-10-13T08:00:00Z', 'en', null],
    ['b3', 4, '2026-10-20T08:00:00Z', 'en', null],
    ['b4', 4, '2026-10-21T08:00:00Z', 'en', null],
    ['b6', 3, '2026-10-05T07:00:00Z', 'en', null],
    ['b5', 1, '2026-10-05T06:59:00Z', 'en', null],
  ] as const
  const inserted = insertReviews(
    t.core,
    app,
    names.map(([, rating, at, language, thumbsUp]) => ({
      rating,
      createdAt: Z(at),
      language,
      thumbsUp,
    })),
  )
  const ids = Object.fromEntries(names.map(([n], i) => [n, inserted[i] ?? '']))
  const id = (n: string) => ids[n] ?? ''
  insertReply(t.core, id('r1'), 'published', Z('2026-11-02T12:00:00Z')) // 4 h
  insertReply(t.core, id('r2'), 'published', Z('2026-11-04T08:00:00Z')) // 24 h
  insertReply(t.core, id('r4'), 'draft', null)
  insertReply(t.core, id('r5'), 'published', Z('2026-11-06T13:00:00Z')) // 1 h
  insertReply(t.core, id('r6'), 'pending_publish', null, Z('2026-11-07T14:00:00Z')) // sent after 2 h, awaiting the store
  insertReply(t.core, id('old'), 'published', Z('2026-11-03T08:00:00Z')) // 96 h, published this week
  insertReply(t.core, id('p1'), 'published', Z('2026-10-28T08:00:00Z')) // published last week
  // Another app's review in the same week never counts.
  insertReviews(t.core, other, [{ rating: 1, createdAt: Z('2026-11-04T12:00:00Z') }])
  return { app, ids }
}

describe('weekly digest', () => {
  it('matches the hand-computed figures and is sent once as digest.weekly', async () => {
    const { app, ids } = await setup()
    const scheduler = createInsightsScheduler(t.core)
    expect(scheduler.tick(NOW).digests).toBe(2)
    expect(scheduler.tick(NOW + HOUR).digests).toBe(0)

    const events = eventsOf(t.core, 'digest.weekly').filter(
      (e) => (e.data.app as { id: string }).id === app.appId,
    )
    expect(events).toHaveLength(1)
    expect(events[0]?.dedupeKey).toBe(`digest.weekly:${app.appId}:2026-11-02T08:00:00.000Z`)
    const data = events[0]?.data
    expect(data).toMatchObject({
      app: { id: app.appId, object: 'app', name: 'Notes', platforms: ['android'] },
      summary:
        '7 reviews (+133.3% on the previous week), average 2.57★ (−1.43), 4 of them answered (57%), ' +
        'median time to reply 3.0 h, 5 replies sent this week in all, 9 waiting longer than the 24 h target now.',
      // Needing a reply when the digest is made (9 Nov 08:00Z) and written over 24 h before:
      // every unanswered review but r7 and next.
      overdue: 9,
      reply_target_hours: 24,
      period: {
        start: '2026-11-02T08:00:00.000Z',
        end: '2026-11-09T08:00:00.000Z',
        time_zone: 'Europe/Paris',
        label: '2 Nov – 9 Nov 2026',
      },
      reviews: 7,
      average_rating: 2.57, // 18 / 7
      histogram: { '1': 2, '2': 2, '3': 1, '4': 1, '5': 1 },
      previous_week: { reviews: 3, average_rating: 4 },
      baseline: { weeks: 4, reviews_per_week: 2, average_rating: 4.13 }, // 33 / 8
      change: {
        reviews_vs_previous_week_pct: 133.3,
        average_rating_vs_previous_week: -1.43,
        reviews_vs_baseline_pct: 250,
        average_rating_vs_baseline: -1.56,
      },
      // The same four reviews behind the count, the share and the median: r1, r2, r5 published
      // and r6 sent to the store; "sent" adds the reply to the older review.
      answered: 4,
      replies_published: 5,
      replied_share: 0.5714,
      median_reply_time_hours: 3, // 1, 2, 4, 24 h
      top_languages: [
        { language: 'en', name: 'English', reviews: 4, share: 0.5714 },
        { language: 'de', name: 'German', reviews: 1, share: 0.1429 },
        { language: 'fr', name: 'French', reviews: 1, share: 0.1429 },
        { language: null, name: 'Unknown', reviews: 1, share: 0.1429 },
      ],
    })
    // Most helpful unanswered 1–2★ first, then newest; the answered r5 and the draft-only r4 differ.
    expect((data?.unanswered_negative as { id: string }[]).map((r) => r.id)).toEqual([
      ids.r4,
      ids.r7,
      ids.r3,
    ])
    expect((data?.unanswered_negative as { reply: unknown }[])[0]?.reply).toMatchObject({
      status: 'draft',
    })

    // The page gets the same figures, camel-cased, with helpful votes.
    const [summary] = await t.run('insights.digests.list', {
      workspaceId: t.workspaceId,
      appId: app.appId,
    })
    expect(summary).toMatchObject({
      appName: 'Notes',
      reviews: 7,
      averageRating: 2.57,
      repliedShare: 0.5714,
      periodLabel: '2 Nov – 9 Nov 2026',
    })
    const full = await t.run('insights.digests.get', {
      workspaceId: t.workspaceId,
      digestId: summary?.id,
    })
    expect(full.histogram).toEqual([
      { stars: 1, reviews: 2 },
      { stars: 2, reviews: 2 },
      { stars: 3, reviews: 1 },
      { stars: 4, reviews: 1 },
      { stars: 5, reviews: 1 },
    ])
    expect(full.unansweredNegative.map((r) => r.thumbsUp)).toEqual([10, 3, 3])
    expect(full.medianReplyTimeHours).toBe(3)
    expect(full).toMatchObject({ answered: 4, repliesPublished: 5, answeredSince: 0 })
  })

  it('counts replies awaiting the App Store as both answered and sent, with their time', async () => {
    // An App Store week: every answer is still held by the store (pending_publish, no
    // published_at). The old digest said "0 replies published" beside "50 % answered".
    t = await createTestCore({ clock: new ManualClock(NOW) })
    await t.run('insights.digestSettings.set', {
      workspaceId: t.workspaceId,
      day: 'monday',
      hour: 9,
      timeZone: 'Europe/Paris',
    })
    const app = await addApp(t, 'Cal', Z('2026-09-01T00:00:00Z'))
    const [a, b] = insertReviews(t.core, app, [
      { rating: 2, createdAt: Z('2026-11-03T08:00:00Z') },
      { rating: 5, createdAt: Z('2026-11-04T08:00:00Z') },
    ])
    insertReply(t.core, a ?? '', 'pending_publish', null, Z('2026-11-03T14:00:00Z'))
    insertReply(t.core, b ?? '', 'draft', null)
    const [digest] = await t.run('insights.digests.runNow', { workspaceId: t.workspaceId })
    const full = await t.run('insights.digests.get', {
      workspaceId: t.workspaceId,
      digestId: digest?.id,
    })
    expect(full).toMatchObject({
      reviews: 2,
      answered: 1,
      repliedShare: 0.5,
      repliesPublished: 1,
      medianReplyTimeHours: 6,
    })
  })

  it('lists only the low ratings still unanswered when the digest is opened later', async () => {
    const { ids } = await setup()
    const [digest] = await t.run('insights.digests.runNow', { workspaceId: t.workspaceId })
    const before = await t.run('insights.digests.get', {
      workspaceId: t.workspaceId,
      digestId: digest?.id,
    })
    expect(before.unansweredNegative.map((r) => r.id)).toEqual([ids.r4, ids.r7, ids.r3])
    // r7 is answered after the digest was made.
    insertReply(t.core, ids.r7 ?? '', 'published', NOW + HOUR)
    const after = await t.run('insights.digests.get', {
      workspaceId: t.workspaceId,
      digestId: digest?.id,
    })
    expect(after.unansweredNegative.map((r) => r.id)).toEqual([ids.r4, ids.r3])
    expect(after.answeredSince).toBe(1)
    // The figures stay those of the week as sent.
    expect(after.answered).toBe(before.answered)
  })

  it('exports Markdown and CSV', async () => {
    await setup()
    const [digest] = await t.run('insights.digests.runNow', { workspaceId: t.workspaceId })
    const md = await t.run('insights.digests.export', {
      workspaceId: t.workspaceId,
      digestId: digest?.id,
      format: 'markdown',
    })
    expect(md.mimeType).toBe('text/markdown')
    expect(md.filename).toBe('digest-notes-2026-11-09.md')
    expect(md.content).toContain('# Weekly digest: Notes')
    expect(md.content).toContain('Mon, 2 Nov 2026, 09:00 – Mon, 9 Nov 2026, 09:00 (Europe/Paris)')
    expect(md.content).toContain('| Reviews | 7 | 3 (+133.3%) | 2 (+250.0%) |')
    expect(md.content).toContain('| Average rating | 2.57★ | 4.00★ (−1.43) | 4.13★ (−1.56) |')
    expect(md.content).toContain('- Median time to reply: 3.0 h')
    expect(md.content).toContain("- Answered: 4 of this week's 7 reviews (57%)")
    expect(md.content).toContain('- Replies sent this week: 5 (to reviews of any date)')
    const csv = await t.run('insights.digests.export', {
      workspaceId: t.workspaceId,
      digestId: digest?.id,
      format: 'csv',
    })
    const lines = csv.content.trim().split('\r\n')
    expect(lines[0]).toBe('section,metric,value')
    expect(lines).toContain('summary,reviews,7')
    expect(lines).toContain('summary,answered,4')
    expect(lines).toContain('summary,average_rating,2.57')
    expect(lines).toContain('change,average_rating_vs_baseline,-1.56')
    expect(lines).toContain('histogram,1_star,2')
    expect(lines).toContain('languages,unknown,1')
  })

  it('neutralises formulas and quotes in CSV text', async () => {
    const { app } = await setup()
    insertReviews(t.core, app, [
      {
        rating: 1,
        createdAt: Z('2026-11-08T10:00:00Z'),
        thumbsUp: 99,
        body: '=HYPERLINK("x"), bad',
      },
    ])
    const [digest] = await t.run('insights.digests.runNow', {
      workspaceId: t.workspaceId,
      appId: app.appId,
    })
    const csv = await t.run('insights.digests.export', {
      workspaceId: t.workspaceId,
      digestId: digest?.id,
      format: 'csv',
    })
    expect(csv.content).toContain(`"1★ =HYPERLINK(""x""), bad"`)
    expect(csv.content).not.toMatch(/,=HYPERLINK/)
  })

  it('runNow is idempotent and only editors may run it', async () => {
    await setup()
    const first = await t.run('insights.digests.runNow', { workspaceId: t.workspaceId })
    const again = await t.run('insights.digests.runNow', { workspaceId: t.workspaceId })
    expect(again.map((d) => d.id)).toEqual(first.map((d) => d.id))
    expect(eventsOf(t.core, 'digest.weekly')).toHaveLength(2)
    const viewer = await t.run('members.add', {
      workspaceId: t.workspaceId,
      name: 'Vic',
      role: 'viewer',
    })
    const denied = await t.dispatch(
      'insights.digests.runNow',
      { workspaceId: t.workspaceId },
      { userId: viewer.userId },
    )
    expect(denied).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } })
    expect(
      await t.run(
        'insights.digests.list',
        { workspaceId: t.workspaceId },
        { userId: viewer.userId },
      ),
    ).toHaveLength(2)
    const setDenied = await t.dispatch(
      'insights.digestSettings.set',
      { workspaceId: t.workspaceId, hour: 8 },
      { userId: viewer.userId },
    )
    expect(setDenied).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } })
  })

  it('catches up once after three missed weeks, and never repeats after a restart', async () => {
    const dir = tempDir('rr-insights-')
    dirs.push(dir)
    const clock = new ManualClock(Z('2026-10-01T12:00:00Z'))
    // Real random ids: sequential ones would restart at 1 with the new core.
    const open = () => createCore({ dataDir: dir, keyProvider: testKeyProvider(), clock })
    let core = open()
    t = { core } as TestCore
    const owner = { userId: core.ownerUserId }
    const { run } = await import('../../../../src/main/core/commands/dispatch')
    const [ws] = await run(core, owner, 'workspaces.list', {})
    const workspaceId = ws?.id ?? ''
    await run(core, owner, 'insights.digestSettings.set', {
      workspaceId,
      day: 'monday',
      hour: 9,
      timeZone: 'Europe/Paris',
    })
    await run(core, owner, 'apps.add', { workspaceId, name: 'Notes', appStoreId: '123456789' })
    const scheduler = () => createInsightsScheduler(core)
    // Thursday 1 Oct: the last complete week ended before the app was added, nothing is owed.
    expect(scheduler().tick(clock.now()).digests).toBe(0)

    // Closed for three and a half weeks; opened on Thursday 29 Oct.
    clock.set(Z('2026-10-29T12:00:00Z'))
    expect(scheduler().tick(clock.now()).digests).toBe(1)
    const digests = await run(core, owner, 'insights.digests.list', { workspaceId })
    expect(digests).toHaveLength(1)
    expect(new Date(digests[0]?.periodEnd ?? 0).toISOString()).toBe('2026-10-26T08:00:00.000Z')

    // Restart: a new core on the same file, ticking on, sends nothing new.
    core.close()
    core = open()
    t = { core } as TestCore
    for (let i = 0; i < 24; i++) scheduler().tick(clock.now() + i * HOUR)
    expect(eventsOf(core, 'digest.weekly')).toHaveLength(1)

    // The following Monday the next week is due, exactly once.
    clock.set(Z('2026-11-02T08:30:00Z'))
    expect(scheduler().tick(clock.now()).digests).toBe(1)
    expect(scheduler().tick(clock.now() + DAY).digests).toBe(0)
    expect(eventsOf(core, 'digest.weekly')).toHaveLength(2)
  })

  it('does not send a near-duplicate week when the schedule moves', async () => {
    await setup()
    const scheduler = createInsightsScheduler(t.core)
    expect(scheduler.tick(NOW).digests).toBe(2)
    // Moving the digest to Tuesday: the week ending Tue 3 Nov overlaps the one just sent by 6 days.
    await t.run('insights.digestSettings.set', { workspaceId: t.workspaceId, day: 'tuesday' })
    expect(scheduler.tick(Z('2026-11-10T09:00:00Z')).digests).toBe(0)
    // Next Tuesday the new rhythm starts (1 day of overlap).
    expect(scheduler.tick(Z('2026-11-17T09:00:00Z')).digests).toBe(2)
  })

  it('stores settings per workspace, without touching other keys', async () => {
    t = await createTestCore()
    const before = await t.run('insights.digestSettings.get', { workspaceId: t.workspaceId })
    expect(before).toMatchObject({
      enabled: true,
      day: 'monday',
      hour: 9,
      timeZoneSource: 'system',
    })
    const { workspaces } = await import('../../../../src/main/core/db/schema')
    t.core.db
      .update(workspaces)
      .set({ settings: JSON.stringify({ other: { keep: 1 } }) })
      .run()
    const after = await t.run('insights.digestSettings.set', {
      workspaceId: t.workspaceId,
      day: 'friday',
      hour: 17,
      timeZone: 'Asia/Tokyo',
    })
    expect(after).toMatchObject({
      day: 'friday',
      hour: 17,
      timeZone: 'Asia/Tokyo',
      timeZoneSource: 'workspace',
    })
    const stored = JSON.parse(
      t.core.db.select().from(workspaces).get()?.settings ?? '{}',
    ) as Record<string, unknown>
    expect(stored.other).toEqual({ keep: 1 })
    const bad = await t.dispatch('insights.digestSettings.set', {
      workspaceId: t.workspaceId,
      timeZone: 'Mars/Olympus',
    })
    expect(bad).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', field: 'timeZone' } })
    const reset = await t.run('insights.digestSettings.set', {
      workspaceId: t.workspaceId,
      timeZone: null,
    })
    expect(reset.timeZoneSource).toBe('system')
  })
})
