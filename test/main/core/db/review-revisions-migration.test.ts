import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { migrate } from '../../../../src/main/core/db/migrate'
import { migrations } from '../../../../src/main/core/db/migrations'

const REVISIONS = migrations.findIndex((m) => m.tag.endsWith('_review_revisions'))

describe('migration review_revisions on a database that already has reviews', () => {
  it('gives every review its current version as revision 1, and nothing more', () => {
    expect(REVISIONS).toBeGreaterThan(0)
    const sqlite = new Database(':memory:')
    sqlite.pragma('foreign_keys = OFF')
    migrate(sqlite, migrations.slice(0, REVISIONS), 1)
    const review = sqlite.prepare(`INSERT INTO reviews (id, workspace_id, app_id, listing_id, store,
      store_review_id, rating, title, body, created_at, updated_at, edited, first_seen_at)
      VALUES (?, 'ws_1', ?, 'lst_1', ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    // A Google Play review seen as written; one edited (and seen again) after it was first seen;
    // an App Store review, whose store time is its created date.
    review.run('rev_1', 'app_1', 'google_play', 'gp-1', 2, null, 'Crashes', 100, 100, 0, 150)
    review.run('rev_2', 'app_1', 'google_play', 'gp-2', 5, 'Fixed', 'Works now', 200, 900, 1, 250)
    review.run('rev_3', 'app_2', 'app_store', 'as-3', 4, 'Nice', 'Good app', 300, 300, 0, 400)

    migrate(sqlite, migrations, 2)

    expect(
      sqlite
        .prepare(
          `SELECT review_id, seq, workspace_id, app_id, rating, title, body, at, store_modified_at,
          seen_at, source FROM review_revisions ORDER BY review_id`,
        )
        .all(),
    ).toEqual([
      {
        review_id: 'rev_1',
        seq: 1,
        workspace_id: 'ws_1',
        app_id: 'app_1',
        rating: 2,
        title: null,
        body: 'Crashes',
        at: 100,
        store_modified_at: 100,
        seen_at: 150,
        source: 'backfill',
      },
      {
        review_id: 'rev_2',
        seq: 1,
        workspace_id: 'ws_1',
        app_id: 'app_1',
        rating: 5,
        title: 'Fixed',
        body: 'Works now',
        at: 900,
        store_modified_at: 900,
        seen_at: 900,
        source: 'backfill',
      },
      {
        review_id: 'rev_3',
        seq: 1,
        workspace_id: 'ws_1',
        app_id: 'app_2',
        rating: 4,
        title: 'Nice',
        body: 'Good app',
        at: 300,
        store_modified_at: 300,
        seen_at: 400,
        source: 'backfill',
      },
    ])
    // The per-app index the Reply Effect figures will read.
    expect(
      (sqlite.prepare('PRAGMA index_info(review_revisions_app)').all() as { name: string }[]).map(
        (c) => c.name,
      ),
    ).toEqual(['app_id', 'at'])
    sqlite.close()
  })
})
