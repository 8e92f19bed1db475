/**
 * Pins the plans of the dashboard's queries (issue 31): every statement `dashboard.app` runs is
 * explained, for all apps and one app, in a zone on whole hours and in one a half hour off. The
 * running totals are read by primary-key ranges (one per app of the workspace), the waits for a
 * reply by a covering range, replies sent by the range of their sent-time index, and nothing
 * reads a table row by row; in a zone on whole hours the counts never go back to the inbox index
 * (the index-only SQL is not even prepared), so a future change cannot slide the dashboard back
 * to a pass over every review of a year.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { ManualClock } from '../../../../src/main/core/clock'
import { detectDueTopics } from '../../../../src/main/core/dashboard/topics/detect-pass'
import {
  languagesSql,
  periodSql,
  slotsSql,
  storesSql,
  versionCountrySql,
} from '../../../../src/main/core/dashboard/queries'
import { topicCountsSql } from '../../../../src/main/core/dashboard/topics/queries'
import {
  appRepliesSentFromIndexSql,
  replyWaitsFromIndexSql,
} from '../../../../src/main/core/insights/queries'
import { createTestCore, type TestCore } from '../../../support/core'
import { seedApp } from '../inbox/seed'
import { plan, recordStatements } from '../../../support/query-plans'

let t: TestCore
afterEach(() => t?.core.close())

const TOTALS = /FROM dashboard_(hours|language_days|topic_days|version_days) h/
const TOTALS_SEARCH =
  /^SEARCH h USING PRIMARY KEY \(workspace_id=\? AND app_id=\? AND (hour|day)>\? AND (hour|day)<\?\)$/

describe('dashboard query plans', () => {
  it('reads the running totals by key ranges and never scans, for all apps and one app', async () => {
    t = await createTestCore({ clock: new ManualClock(Date.UTC(2026, 10, 4, 12, 7, 0)) })
    const reviews = Array.from({ length: 40 }, (_, i) => ({
      rating: 1 + (i % 5),
      body: i % 2 ? 'The app crashes on start' : 'Love it, very fast',
      hoursAgo: i * 7.25,
      language: i % 3 ? 'en' : 'de',
      reply: i % 4 === 0 ? ('published' as const) : undefined,
    }))
    const { appId } = await seedApp(t, 'Notes', reviews)
    await seedApp(t, 'Photos', reviews, { store: 'app_store' })
    while (detectDueTopics(t.core) > 0);
    const sqlite = t.core.db.$client
    const ran = recordStatements(sqlite)
    for (const timeZone of ['UTC', 'Asia/Kolkata'])
      for (const scope of [{}, { appId }])
        for (const days of [7, 30, 90, 365])
          await t.run('dashboard.app', { workspaceId: t.workspaceId, days, timeZone, ...scope })

    const totals = ran.filter((r) => TOTALS.test(r.sql))
    expect(new Set(totals.map((r) => TOTALS.exec(r.sql)?.[1]))).toEqual(
      new Set(['hours', 'language_days', 'topic_days', 'version_days']),
    )
    for (const r of totals) {
      const steps = plan(sqlite, r)
      expect(
        steps.filter((s) => s.startsWith('SEARCH h')),
        r.sql,
      ).toEqual([expect.stringMatching(TOTALS_SEARCH)])
      // All apps: one seek per app of the workspace, from the apps' index.
      if (r.sql.includes('h.app_id IN'))
        expect(steps, r.sql).toContain('SEARCH a USING INDEX apps_workspace_name (workspace_id=?)')
    }
    const appSent = ran.filter((r) => r.sql.includes('INDEXED BY reply_waits_app_sent'))
    expect(appSent.length).toBeGreaterThan(0)
    for (const r of appSent)
      expect(plan(sqlite, r)).toEqual([
        'SEARCH w USING COVERING INDEX reply_waits_app_sent (app_id=? AND sent_at>? AND sent_at<?)',
      ])
    const sent = ran.filter((r) => r.sql.includes('INDEXED BY replies_sent'))
    expect(sent.length).toBeGreaterThan(0)
    const waits = ran.filter(
      (r) => r.sql.includes('FROM reply_waits w') && !r.sql.includes('sent_at'),
    )
    expect(waits.length).toBeGreaterThan(0)
    for (const r of waits)
      expect(plan(sqlite, r)).toEqual([
        expect.stringMatching(
          /^SEARCH w USING COVERING INDEX reply_waits_(app|workspace) \((app|workspace)_id=\? AND created_at>\? AND created_at<\?\)$/,
        ),
      ])
    for (const r of sent)
      expect(plan(sqlite, r)[0]).toMatch(
        /^SEARCH p USING INDEX replies_sent \(workspace_id=\? AND <expr>>\? AND <expr><\?\)$/,
      )
    // The only walk allowed: the partial index of reviews whose topics are not read yet (empty
    // once the topic pass has caught up), for the "figures are partial" note.
    for (const r of ran.filter((x) => /^\s*(select|with)\b/i.test(x.sql))) {
      const scans = plan(sqlite, r).filter(
        (s) =>
          s.startsWith('SCAN ') &&
          !/^SCAN (CONSTANT ROW|\(subquery-\d+\)|reviews USING INDEX reviews_topics_due)/.test(s),
      )
      expect(scans, r.sql).toEqual([])
    }
  })

  it('in a zone on whole hours, never counts reviews from the inbox index', async () => {
    t = await createTestCore({ clock: new ManualClock(Date.UTC(2026, 10, 4, 12, 7, 0)) })
    const { appId } = await seedApp(t, 'Notes', [
      { rating: 2, body: 'The app crashes on start', hoursAgo: 30 },
    ])
    const ran = recordStatements(t.core.db.$client)
    for (const scope of [{}, { appId }])
      for (const days of [7, 30, 90, 365])
        await t.run('dashboard.app', {
          workspaceId: t.workspaceId,
          days,
          timeZone: 'UTC',
          ...scope,
        })
    const byIndex = new Set<string>()
    for (const byApp of [true, false]) {
      const entries = `inbox_entries e INDEXED BY ${byApp ? 'inbox_entries_app_wide' : 'inbox_entries_wide'}`
      const where = byApp ? 'e.app_id = ? AND e.workspace_id = ?' : 'e.workspace_id = ?'
      for (const sql of [
        slotsSql(15 * 60 * 1000, entries, where),
        periodSql(entries, where),
        storesSql(entries, where),
        languagesSql(entries, where),
        versionCountrySql(byApp ? 'app_id' : 'workspace_id'),
        topicCountsSql(byApp ? 'app_id' : 'workspace_id'),
        replyWaitsFromIndexSql(entries, where),
        appRepliesSentFromIndexSql,
      ])
        byIndex.add(sql)
    }
    expect(ran.length).toBeGreaterThan(0)
    expect(ran.filter((r) => byIndex.has(r.sql)).map((r) => r.sql)).toEqual([])
  })
})
