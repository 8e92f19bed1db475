/**
 * Reply Effect, reply speed and the backlog read the period's reviews through their indexes and
 * look each review's versions, reply and audit trail up by key: never a scan of a whole table.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { replyEffectSql } from '../../../../../src/main/core/insights/reply-effect/queries'
import {
  backlogSql,
  replySpeedSql,
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
  window: 1,
  day: 1,
  target: 1,
  now: 1,
}

function plan(sql: string): string[] {
  const rows = t.core.db.$client.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(params) as {
    detail: string
  }[]
  return rows.map((r) => r.detail)
}

/** Table scans of stored data; scans of the statement's own temporary results are fine. */
const tableScans = (lines: string[]) =>
  lines.filter((l) =>
    /^SCAN (reviews|review_revisions|replies|reply_events|inbox_entries)\b|^SCAN [rvpe]$/.test(l),
  )

describe('query plans', () => {
  it('walk the period on the reviews index and look up the rest by key', async () => {
    t = await createTestCore()
    for (const [byApp, index] of [
      [true, 'reviews_app_created'],
      [false, 'reviews_workspace_created'],
    ] as const) {
      for (const sql of [replyEffectSql(byApp, true), replySpeedSql(byApp, true)]) {
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
    expect(plan(replyEffectSql(true, false))).toContainEqual(
      expect.stringMatching(
        /^SEARCH v USING (COVERING )?INDEX sqlite_autoindex_review_revisions_1 \(review_id=\? AND seq=\?\)/,
      ),
    )
    const backlog = plan(backlogSql(true, true))
    expect(backlog.every((l) => l.startsWith('SEARCH e USING'))).toBe(true)
  })
})
