import type Database from 'better-sqlite3'

/**
 * Hand downgrades for migration tests: each undoes one trigger-kept migration on a raw
 * connection (its triggers, tables and indexes, and its row in `__migrations`), so the next
 * start applies it again to data written before it. Later migrations are undone first.
 */

function dropTriggers(raw: Database.Database, ...prefixes: string[]): void {
  const where = prefixes.map(() => 'name LIKE ?').join(' OR ')
  const names = raw
    .prepare(`SELECT name FROM sqlite_master WHERE type = 'trigger' AND (${where})`)
    .pluck()
    .all(...prefixes.map((prefix) => `${prefix}%`)) as string[]
  for (const name of names) raw.exec(`DROP TRIGGER ${name}`)
}

/** Migration reply_facts: per-review reply facts and their day and week sums. */
export function undoReplyFacts(raw: Database.Database): void {
  dropTriggers(raw, 'reply_facts_')
  raw.exec(`
    DROP TABLE reply_facts; DROP TABLE reply_facts_due; DROP TABLE reply_speed_days;
    DROP TABLE reply_effect_days; DROP TABLE reply_effect_weeks;
    DROP INDEX reply_waits_workspace_wait; DROP INDEX reply_waits_app_wait;
    DELETE FROM __migrations WHERE tag LIKE '%_reply_facts';
  `)
}

/** Migration dashboard_aggregates: the dashboard's running totals (undoes reply_facts first). */
export function undoDashboardAggregates(raw: Database.Database): void {
  undoReplyFacts(raw)
  dropTriggers(raw, 'dashboard_', 'reply_waits_')
  raw.exec(`
    DROP TABLE dashboard_hours; DROP TABLE dashboard_language_days; DROP TABLE dashboard_topic_days;
    DROP TABLE dashboard_version_days; DROP TABLE reply_waits; DROP INDEX replies_sent;
    DELETE FROM __migrations WHERE tag LIKE '%_dashboard_aggregates';
  `)
}
