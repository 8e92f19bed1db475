import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { apps, replies } from '../../../../src/main/core/db/schema'
import { filterSql } from '../../../../src/main/core/inbox/filter-sql'
import type { InboxItemDto, InboxView } from '../../../../src/shared/dto/inbox'
import { createTestCore, type TestCore } from '../../../support/core'
import { injectDraft } from '../replies/fixtures/flags'
import { seedApp } from './seed'

let t: TestCore
afterEach(() => t?.core.close())

const list = (input: Record<string, unknown>) =>
  t.run('reviews.list', { workspaceId: t.workspaceId, limit: 200, ...input })
const ids = (items: InboxItemDto[]) => items.map((i) => i.id)
const view = async (v: InboxView, more: Record<string, unknown> = {}) =>
  ids((await list({ view: v, ...more })).items)

/** none, spam, low, slot, medium, high — newest first; the slot one has the fewest stars of the drafts. */
async function seedFlags() {
  t = await createTestCore()
  const seeded = await seedApp(
    t,
    'Notes',
    [
      'Nice',
      'Visit bit.ly/free',
      'Charged twice??',
      'Does it sync with Outlook?',
      'Très bien',
      'Great app',
    ].map((body, i) => ({
      rating: [5, 1, 4, 2, 3, 5][i] ?? 5,
      body,
      hoursAgo: i + 1,
    })),
  )
  const [none, spam, low, slot, medium, high] = seeded.reviewIds as [
    string,
    string,
    string,
    string,
    string,
    string,
  ]
  injectDraft(
    t,
    spam,
    { body: '', spam: { reason: 'An ad for another site' } },
    { onlyIfNoReply: true },
  )
  injectDraft(t, low, {
    body: 'Sorry about the charge.',
    assessment: { confidence: 'low', reasons: ['the billing claim is unclear', 'no refund path'] },
  })
  injectDraft(t, slot, {
    body: 'Yes! [answer: does it sync with Outlook?]',
    assessment: { confidence: 'medium', reasons: ['asks a question no Answer covers'] },
  })
  injectDraft(t, medium, {
    body: 'Merci !',
    assessment: { confidence: 'medium', reasons: ['needs review: language not covered (fr)'] },
  })
  injectDraft(t, high, { body: 'Thank you!' })
  return { appId: seeded.appId, none, spam, low, slot, medium, high }
}

describe('inbox flags: "Needs a look" and "Looks like spam"', () => {
  it('spam leaves "Needs reply"; low confidence and open answer slots make "Needs a look"; counts match the lists', async () => {
    const r = await seedFlags()
    expect(await view('needs_reply')).toEqual([r.none, r.low, r.slot, r.medium, r.high])
    expect(await view('needs_look')).toEqual([r.low, r.slot])
    expect(await view('spam')).toEqual([r.spam])
    expect(await view('all')).toHaveLength(6)

    await t.run('reviews.markRead', { workspaceId: t.workspaceId, reviewIds: [r.low] })
    const counts = await t.run('reviews.counts', { workspaceId: t.workspaceId })
    for (const v of counts.views) {
      const page = await list({ view: v.view })
      expect(page.total, v.view).toBe(v.total)
      expect(
        page.items.filter((i) => i.unread),
        v.view,
      ).toHaveLength(v.unread)
    }
    expect(counts.views.find((v) => v.view === 'needs_look')).toEqual({
      view: 'needs_look',
      total: 2,
      unread: 1,
    })
    expect(counts.views.find((v) => v.view === 'needs_reply')?.total).toBe(5)

    // The views combine with the other filters and orders, and page.
    expect(await view('needs_look', { appId: r.appId, sort: 'lowest_rating' })).toEqual([
      r.slot,
      r.low,
    ])
    expect(await view('needs_look', { sort: 'oldest' })).toEqual([r.slot, r.low])
    expect(await view('needs_look', { stars: [4] })).toEqual([r.low])
    expect((await list({ view: 'needs_look', since: 0 })).total).toBe(2)
    const first = await list({ view: 'needs_look', limit: 1 })
    const next = await list({ view: 'needs_look', limit: 1, cursor: first.nextCursor })
    expect([...ids(first.items), ...ids(next.items)]).toEqual([r.low, r.slot])
  })

  it('each row carries its chips: confidence with the first reason, "needs an answer", spam', async () => {
    const r = await seedFlags()
    const rows = new Map((await list({})).items.map((i) => [i.id, i]))
    expect(rows.get(r.low)).toMatchObject({
      confidence: 'low',
      confidenceReason: 'the billing claim is unclear',
      needsAnswer: false,
      spam: false,
      flag: 'the billing claim is unclear; no refund path',
    })
    expect(rows.get(r.slot)).toMatchObject({
      confidence: 'medium',
      confidenceReason: 'asks a question no Answer covers',
      needsAnswer: true,
    })
    expect(rows.get(r.medium)).toMatchObject({ confidence: 'medium', needsAnswer: false })
    expect(rows.get(r.high)).toMatchObject({
      confidence: null,
      confidenceReason: null,
      needsAnswer: false,
      flag: null,
    })
    expect(rows.get(r.spam)).toMatchObject({ spam: true, replyStatus: 'none', confidence: null })
  })

  it('follows every change: an edit, "Not spam", "Mark as spam", a removed app; the running counts match a recount', async () => {
    const r = await seedFlags()
    // Filling the slot (an edit by a person) takes it off "Needs a look"; so does editing a low draft.
    await t.run('replies.edit', {
      workspaceId: t.workspaceId,
      reviewId: r.slot,
      body: 'Yes! Settings → Accounts → Outlook.',
    })
    await t.run('replies.edit', {
      workspaceId: t.workspaceId,
      reviewId: r.low,
      body: 'Sorry: we refunded the second charge.',
    })
    expect(await view('needs_look')).toEqual([])
    await t.run('reviews.markNotSpam', { workspaceId: t.workspaceId, reviewId: r.spam })
    await t.run('reviews.markSpam', {
      workspaceId: t.workspaceId,
      reviewId: r.none,
      reason: 'Abuse',
    })
    expect(await view('spam')).toEqual([r.none])
    expect(await view('needs_reply')).toEqual([r.spam, r.low, r.slot, r.medium, r.high])
    // A draft the drafter was unsure of, written over an untouched one, joins again.
    injectDraft(t, r.high, { body: 'Thanks! [answer: when is dark mode coming?]' })
    expect(await view('needs_look')).toEqual([r.high])
    t.core.db.update(replies).set({ status: 'failed' }).where(eq(replies.reviewId, r.high)).run()
    expect(await view('needs_look')).toEqual([])

    const other = await seedApp(t, 'Calendar', [{ rating: 2, body: 'spam spam', hoursAgo: 1 }])
    await t.run('reviews.markSpam', { workspaceId: t.workspaceId, reviewId: other.reviewIds[0] })
    t.core.db.delete(apps).where(eq(apps.id, other.appId)).run()

    const sqlite = t.core.db.$client
    const fromCounts = sqlite
      .prepare(
        'SELECT app_id, rating, unread, reply_status, flag, n FROM inbox_counts ORDER BY 1, 2, 3, 4, 5',
      )
      .all()
    const fromRows = sqlite
      .prepare(
        `SELECT r.app_id, r.rating, r.read_at IS NULL AS unread, coalesce(p.status, 'none') AS reply_status,
                CASE WHEN r.spam_reason IS NOT NULL THEN 'spam'
                     WHEN p.status = 'draft' AND (p.confidence = 'low' OR instr(p.body, '[answer:') > 0) THEN 'look'
                     ELSE '' END AS flag,
                count(*) AS n
         FROM reviews r LEFT JOIN replies p ON p.review_id = r.id GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5`,
      )
      .all()
    expect(fromCounts).toEqual(fromRows)
  })

  it('walks the small index of flagged reviews for both views, and a covering index for "Needs reply"', async () => {
    t = await createTestCore()
    const plan = (sql: string, params: unknown[]) =>
      (
        t.core.db.$client.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as {
          detail: string
        }[]
      )
        .map((r) => r.detail)
        .join(' | ')
    const cases: [InboxView, Record<string, unknown>][] = [
      ['needs_look', {}],
      ['spam', {}],
      ['needs_look', { appId: 'app_1', stars: [1, 2] }],
      ['spam', { appId: 'app_1' }],
    ]
    for (const [v, extra] of cases) {
      const f = filterSql('ws_1', { view: v, ...extra })
      expect(f.index).toBe('inbox_entries_flag')
      for (const order of [
        'e.created_at DESC, e.review_id DESC',
        'e.created_at ASC, e.review_id ASC',
      ]) {
        const detail = plan(
          `SELECT e.review_id FROM inbox_entries e INDEXED BY ${f.index} WHERE ${f.where.join(' AND ')} ORDER BY ${order} LIMIT 51`,
          f.params,
        )
        expect(detail).toContain('COVERING INDEX inbox_entries_flag (workspace_id=? AND flag=?)')
        expect(detail).not.toContain('TEMP B-TREE')
      }
      // Counted from its own index when a date range keeps the running counts out.
      const dated = filterSql('ws_1', { view: v, since: 1, ...extra })
      expect(
        plan(
          `SELECT count(*) FROM inbox_entries e INDEXED BY ${dated.index} WHERE ${dated.where.join(' AND ')}`,
          dated.params,
        ),
      ).toContain('COVERING INDEX inbox_entries_flag')
    }
    const needs = filterSql('ws_1', { view: 'needs_reply', language: 'en' })
    const detail = plan(
      `SELECT e.review_id FROM inbox_entries e INDEXED BY ${needs.index} WHERE ${needs.where.join(' AND ')} ORDER BY e.created_at DESC, e.review_id DESC LIMIT 51`,
      needs.params,
    )
    expect(detail).toContain('COVERING INDEX inbox_entries_wide')
    expect(detail).not.toContain('TEMP B-TREE')
  })
})
