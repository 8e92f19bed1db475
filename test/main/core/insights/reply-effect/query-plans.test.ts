/**
 * Pins the plans of Reply Effect, reply speed and the backlog (issue 31): the kept sums are read
 * by primary-key ranges (one per app of the workspace), the facts of a period's partial days and
 * its changed reviews (a partial index) by key ranges, a long period's waits by a covering walk in wait order with
 * no sort, and the backlog from the dashboard's running totals: never a scan of a stored table.
 * The review-by-review reads (the tests' references) walk the reviews index and look the rest up
 * by key.
 */
import { afterEach, describe, expect, it } from 'vitest'
import {
  effectChangesSql,
  replyEffectFromReviewsSql,
  replyEffectSql,
} from '../../../../../src/main/core/insights/reply-effect/queries'
import {
  backlogSql,
  needsReplyEdgeSql,
  needsReplyHoursSql,
  periodWaitsSql,
  replySpeedFromReviewsSql,
  speedCountsSql,
  waitsInOrderSql,
  withinTargetSql,
} from '../../../../../src/main/core/insights/reply-speed/queries'
import { createTestCore, type TestCore } from '../../../../support/core'

let t: TestCore
afterEach(() => t?.core.close())

const params = {
  workspaceId: 'ws_1',
  appId: 'app_1',
  store: 'google_play',
  since: 0,
  until: 1,
  d0: 0,
  d1: 1,
  e1a: 0,
  e1b: 1,
  e2a: 0,
  e2b: 1,
  w0: 0,
  w1: 1,
  da: 0,
  db: 1,
  limit: 1,
  offset: 0,
  window: 1,
  day: 1,
  target: 1,
  now: 1,
}

function plan(sql: string, args: unknown = params): string[] {
  const rows = t.core.db.$client.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(args as never) as {
    detail: string
  }[]
  return rows.map((r) => r.detail)
}

/** Table scans of stored data; scans of the statement's own temporary results are fine. */
const tableScans = (lines: string[]) =>
  lines.filter((l) =>
    /^SCAN (reviews|review_revisions|replies|reply_events|inbox_entries|reply_facts|reply_\w+_(?:days|weeks)|dashboard_hours)\b|^SCAN [rvpefh]$/.test(
      l,
    ),
  )

const APPS = 'SEARCH a USING INDEX apps_workspace_name (workspace_id=?)'

describe('query plans', () => {
  it('read the kept sums and facts by key ranges, for one app and for all apps', async () => {
    t = await createTestCore()
    for (const byApp of [true, false]) {
      for (const byStore of [true, false]) {
        const effect = plan(replyEffectSql(byApp, byStore))
        // Whole weeks from the weekly sums, the days around them from the daily ones.
        expect(effect).toContain('SEARCH h USING PRIMARY KEY (app_id=? AND week>? AND week<?)')
        expect(
          effect.filter((l) => l === 'SEARCH h USING PRIMARY KEY (app_id=? AND day>? AND day<?)'),
        ).toHaveLength(2)
        expect(
          effect.filter(
            (l) => l === 'SEARCH f USING PRIMARY KEY (app_id=? AND created_at>? AND created_at<?)',
          ),
        ).toHaveLength(2)
        expect(plan(effectChangesSql(byApp, byStore))[0]).toBe(
          'SEARCH f USING INDEX reply_facts_changes (app_id=? AND created_at>? AND created_at<?)',
        )
        const counts = plan(speedCountsSql(byApp, byStore))
        expect(counts).toContain('SEARCH h USING PRIMARY KEY (app_id=? AND day>? AND day<?)')
        expect(counts).toContain(
          'SEARCH f USING PRIMARY KEY (app_id=? AND created_at>? AND created_at<?)',
        )
        expect(plan(periodWaitsSql(byApp, byStore))[0]).toBe(
          'SEARCH f USING PRIMARY KEY (app_id=? AND created_at>? AND created_at<?)',
        )
        const index = byApp
          ? 'reply_facts_app_wait (app_id'
          : 'reply_facts_workspace_wait (workspace_id'
        // In wait order straight from the index: no sort, no row looked up.
        expect(plan(waitsInOrderSql(byApp, byStore))).toEqual([
          `SEARCH f USING COVERING INDEX ${index}=? AND wait>?)`,
        ])
        expect(plan(withinTargetSql(byApp, byStore))).toEqual([
          `SEARCH f USING COVERING INDEX ${index}=? AND wait>? AND wait<?)`,
        ])
        const key = byApp ? ['ws_1', 'app_1'] : ['ws_1', 'ws_1']
        const store = byStore ? ['google_play'] : []
        expect(plan(needsReplyHoursSql(byApp, byStore), [...key, 0, 1, ...store])[0]).toBe(
          'SEARCH h USING PRIMARY KEY (workspace_id=? AND app_id=? AND hour>? AND hour<?)',
        )
        const edge = plan(needsReplyEdgeSql(byApp, byStore), [
          ...(byApp ? ['app_1', 'ws_1'] : ['ws_1']),
          0,
          1,
          ...store,
        ])
        expect(edge[0]).toMatch(
          /^SEARCH e USING (COVERING )?INDEX inbox_entries_(app_)?wide \((app|workspace)_id=\? AND created_at>\? AND created_at<\?\)$/,
        )
        for (const lines of [effect, counts]) {
          if (!byApp) expect(lines).toContain(APPS)
          expect(tableScans(lines)).toEqual([])
        }
      }
    }
  })

  it('the review-by-review references walk the period on the reviews index and look up the rest by key', async () => {
    t = await createTestCore()
    for (const [byApp, index] of [
      [true, 'reviews_app_created'],
      [false, 'reviews_workspace_created'],
    ] as const) {
      for (const sql of [
        replyEffectFromReviewsSql(byApp, true),
        replySpeedFromReviewsSql(byApp, true),
      ]) {
        const lines = plan(sql)
        expect(lines).toContainEqual(
          expect.stringMatching(new RegExp(`^SEARCH r USING INDEX ${index} \\(`)),
        )
        expect(lines).toContainEqual(
          expect.stringMatching(/^SEARCH ev USING INDEX reply_events_review/),
        )
        expect(tableScans(lines)).toEqual([])
      }
    }
    expect(plan(replyEffectFromReviewsSql(true, false))).toContainEqual(
      expect.stringMatching(
        /^SEARCH v USING (COVERING )?INDEX sqlite_autoindex_review_revisions_1 \(review_id=\? AND seq=\?\)/,
      ),
    )
    const backlog = plan(backlogSql(true, true))
    expect(backlog.every((l) => l.startsWith('SEARCH e USING'))).toBe(true)
  })
})
