import Database from 'better-sqlite3'
import { undoDashboardAggregates } from '../../../support/downgrade'
import { afterEach, describe, expect, it } from 'vitest'
import { ManualClock } from '../../../../src/main/core/clock'
import { detectDueTopics } from '../../../../src/main/core/dashboard/topics/detect-pass'
import { randomIds } from '../../../../src/main/core/ids'
import { databaseFile } from '../../../../src/main/core/paths'
import { createTestCore, tempDir, type TestCore } from '../../../support/core'
import { seedApp } from '../inbox/seed'

let t: TestCore
afterEach(() => t?.core.close())

const NOW = Date.UTC(2026, 10, 4, 12)

/**
 * Turns the file back into what the version before migration topic_polarity left (and without
 * the migrations after it, which the next start applies again): no polarity
 * column, the dashboard's indexes on rating, every review read by the old keyword detector (which
 * tagged the battery complaint Praise, since it calls the app useful).
 */
function downgrade(file: string): void {
  const raw = new Database(file)
  undoDashboardAggregates(raw)
  raw.exec(`
    DELETE FROM __migrations WHERE idx >= (SELECT idx FROM __migrations WHERE tag LIKE '%_topic_polarity');
    DROP TABLE review_revisions;
    ALTER TABLE replies DROP COLUMN template_id;
    ALTER TABLE replies DROP COLUMN draft_tones;
    DROP TABLE history_imports;
    DROP TABLE store_ratings;
    DROP TABLE tracker_links;
    DROP TABLE tracker_issues;
    DROP TABLE tracker_connections;
    DROP INDEX review_topics_workspace;
    DROP INDEX review_topics_app;
    ALTER TABLE review_topics DROP COLUMN polarity;
    CREATE INDEX review_topics_workspace ON review_topics (workspace_id, created_at, topic, rating);
    CREATE INDEX review_topics_app ON review_topics (app_id, created_at, topic, rating);
    INSERT INTO review_topics (review_id, topic, workspace_id, app_id, created_at, rating)
      SELECT review_id, 'praise', workspace_id, app_id, created_at, rating FROM review_topics WHERE topic = 'performance';
  `)
  raw.close()
}

describe('migration topic_polarity on a database whose topics were read by the old detector', () => {
  it('keeps the old tags until the topic pass has read every review again from the reading', async () => {
    const dataDir = tempDir()
    const clock = new ManualClock(NOW)
    t = await createTestCore({ dataDir, clock, ids: randomIds })
    const { appId, reviewIds } = await seedApp(t, 'Notes', [
      { rating: 5, body: 'The sync just works, love it', hoursAgo: 1 },
      { rating: 3, body: 'Useful app but it drains my battery', hoursAgo: 2 },
    ])
    const [syncId, batteryId] = reviewIds as [string, string]
    detectDueTopics(t.core)
    t.core.close()
    downgrade(databaseFile(dataDir))

    t = await createTestCore({ dataDir, clock, ids: randomIds })
    const sqlite = t.core.db.$client
    // The column is there, the old rows neutral, and the covering indexes carry polarity.
    expect(
      sqlite
        .prepare('SELECT review_id AS id, topic, polarity FROM review_topics ORDER BY 1, 2')
        .all(),
    ).toEqual(
      expect.arrayContaining([
        { id: batteryId, topic: 'praise', polarity: 0 },
        { id: batteryId, topic: 'performance', polarity: 0 },
      ]),
    )
    for (const index of ['review_topics_workspace', 'review_topics_app'])
      expect(
        (sqlite.prepare(`PRAGMA index_info(${index})`).all() as { name: string }[]).map(
          (c) => c.name,
        ),
      ).toEqual([
        index.endsWith('app') ? 'app_id' : 'workspace_id',
        'created_at',
        'topic',
        'polarity',
      ])
    // Every review is due again; the inbox keeps its old tags meanwhile, and the dashboard says so.
    const dashboard = () =>
      t.run('dashboard.app', { workspaceId: t.workspaceId, appId, days: 7, timeZone: 'UTC' })
    expect((await dashboard()).topicsPending).toBe(2)
    const praise = () => t.run('reviews.list', { workspaceId: t.workspaceId, topic: 'praise' })
    expect((await praise()).items.map((i) => i.id).sort()).toEqual([syncId, batteryId].sort())

    // The work thread's pass reads them in its batches (here one review a batch).
    expect(detectDueTopics(t.core, 1)).toBe(1)
    expect(detectDueTopics(t.core, 1)).toBe(1)
    expect(detectDueTopics(t.core, 1)).toBe(0)
    expect((await praise()).items.map((i) => i.id)).toEqual([syncId])
    const d = await dashboard()
    expect(d.topicsPending).toBe(0)
    expect(d.topics.map((x) => [x.topic, x.reviews, x.negative, x.positive])).toEqual([
      ['performance', 1, 1, 0],
      ['praise', 1, 0, 1],
      ['sync', 1, 0, 1],
    ])
  })
})
