import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { migrate } from '../../../../src/main/core/db/migrate'
import { migrations } from '../../../../src/main/core/db/migrations'

const TEMPLATE = migrations.findIndex((m) => m.tag.endsWith('_reply_template'))

describe('migration reply_template on a database that already has replies', () => {
  it('keeps every reply and records no template for them (Reply Effect counts them under "No template")', () => {
    expect(TEMPLATE).toBeGreaterThan(0)
    const sqlite = new Database(':memory:')
    sqlite.pragma('foreign_keys = OFF')
    migrate(sqlite, migrations.slice(0, TEMPLATE), 1)
    sqlite
      .prepare(
        `INSERT INTO replies (id, workspace_id, review_id, status, body, source, drafter, created_at, updated_at)
         VALUES ('rpl_1', 'ws_1', 'rev_1', 'published', 'Thanks!', 'drafted', 'builtin', 1, 1)`,
      )
      .run()

    migrate(sqlite, migrations, 2)

    expect(
      sqlite.prepare('SELECT id, status, body, drafter, template_id FROM replies').all(),
    ).toEqual([
      { id: 'rpl_1', status: 'published', body: 'Thanks!', drafter: 'builtin', template_id: null },
    ])
  })
})
