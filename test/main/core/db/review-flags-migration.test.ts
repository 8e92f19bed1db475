import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { migrate } from '../../../../src/main/core/db/migrate'
import { migrations } from '../../../../src/main/core/db/migrations'

const FLAGS = migrations.findIndex((m) => m.tag.endsWith('_review_flags'))

describe('migration review_flags on a database that already has replies', () => {
  it('keeps old "needs review" notes as reasons, flags open answer slots, and rebuilds the running counts', () => {
    expect(FLAGS).toBeGreaterThan(0)
    const sqlite = new Database(':memory:')
    sqlite.pragma('foreign_keys = OFF')
    migrate(sqlite, migrations.slice(0, FLAGS), 1)
    // Without foreign keys: only the rows the inbox reads are needed.
    const review =
      sqlite.prepare(`INSERT INTO reviews (id, workspace_id, app_id, listing_id, store, store_review_id,
      rating, body, created_at, updated_at, first_seen_at) VALUES (?, 'ws_1', 'app_1', 'lst_1', 'google_play', ?, ?, 'x', ?, ?, 0)`)
    const reply =
      sqlite.prepare(`INSERT INTO replies (id, workspace_id, review_id, status, body, source, note, created_at, updated_at)
      VALUES (?, 'ws_1', ?, ?, ?, 'drafted', ?, 0, 0)`)
    for (const [i, status, body, note] of [
      [1, 'draft', 'Thanks!', 'needs review: language not covered (cy)'],
      [2, 'draft', 'Yes! [answer: does it sync with Outlook?]', null],
      [3, 'published', 'Thanks again!', null],
      [4, null, null, null],
    ] as const) {
      review.run(`rev_${i}`, `gp-${i}`, i, i, i)
      if (status) reply.run(`rpl_${i}`, `rev_${i}`, status, body, note)
    }

    migrate(sqlite, migrations, 2)

    expect(
      sqlite.prepare('SELECT review_id, confidence, reasons FROM replies ORDER BY review_id').all(),
    ).toEqual([
      {
        review_id: 'rev_1',
        confidence: 'medium',
        reasons: '["needs review: language not covered (cy)"]',
      },
      { review_id: 'rev_2', confidence: null, reasons: null },
      { review_id: 'rev_3', confidence: null, reasons: null },
    ])
    expect(
      sqlite.prepare('SELECT review_id, flag FROM inbox_entries ORDER BY review_id').all(),
    ).toEqual([
      { review_id: 'rev_1', flag: null },
      { review_id: 'rev_2', flag: 'look' },
      { review_id: 'rev_3', flag: null },
      { review_id: 'rev_4', flag: null },
    ])
    expect(
      sqlite
        .prepare(
          'SELECT reply_status, flag, sum(n) AS n FROM inbox_counts GROUP BY 1, 2 ORDER BY 1, 2',
        )
        .all(),
    ).toEqual([
      { reply_status: 'draft', flag: '', n: 1 },
      { reply_status: 'draft', flag: 'look', n: 1 },
      { reply_status: 'none', flag: '', n: 1 },
      { reply_status: 'published', flag: '', n: 1 },
    ])

    // The new triggers keep both in step from here on: spam, and a slot filled in.
    sqlite.prepare(`UPDATE reviews SET spam_reason = 'An ad' WHERE id = 'rev_4'`).run()
    sqlite.prepare(`UPDATE replies SET body = 'Yes, in Settings.' WHERE id = 'rpl_2'`).run()
    expect(
      sqlite.prepare('SELECT flag, sum(n) AS n FROM inbox_counts GROUP BY 1 ORDER BY 1').all(),
    ).toEqual([
      { flag: '', n: 3 },
      { flag: 'spam', n: 1 },
    ])
    sqlite.close()
  })
})
