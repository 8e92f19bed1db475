/**
 * Pins the plan of every inbox query shape (issue 31): each filter, alone, with a search and in
 * each order, is run through `reviews.list` and `reviews.total` as the app runs it, and every
 * statement they prepare is explained. No step may read the reviews or the inbox index row by row
 * without an index, and the page walks the index its filter is meant to walk, so a future index
 * or query change cannot slide the inbox back to a scan that only shows at a million reviews.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { createTestCore, type TestCore } from '../../../support/core'
import { DAY, seedApp } from './seed'
import { plan, recordStatements } from '../../../support/query-plans'

let t: TestCore
afterEach(() => t?.core.close())

/**
 * The only full reads allowed: a page's few rows (`t`, subqueries), the search tables' own
 * lookups (FTS5 reports them as scans), the running counts (a few hundred rows), and `d`, a
 * narrowing set SQLite materialises after reading it from its own index (the few fixed reviews
 * of "Fixed, reviewer not told", made distinct).
 */
const ALLOWED_SCAN =
  /^SCAN (t|d|\(subquery-\d+\)|CONSTANT ROW|inbox_counts|reviews_fts VIRTUAL TABLE|reviews_cjk VIRTUAL TABLE)(?= |$)/
const scansIn = (steps: string[]): string[] =>
  steps.filter((s) => s.startsWith('SCAN ') && !ALLOWED_SCAN.test(s))

const FILTERS: [string, Record<string, unknown>][] = [
  ['everything', {}],
  ['needs reply', { view: 'needs_reply' }],
  ['low stars', { view: 'low_stars' }],
  ['drafts', { view: 'drafts' }],
  ['failed', { view: 'failed' }],
  ['needs a look', { view: 'needs_look' }],
  ['spam', { view: 'spam' }],
  ['overdue', { view: 'overdue' }],
  ['assigned to me', { view: 'assigned_to_me' }],
  ['fixed, reviewer not told', { view: 'fixedNotTold' }],
  ['stars', { stars: [1, 2] }],
  ['one reply status', { replyStatus: ['none'] }],
  ['reply statuses', { replyStatus: ['published', 'pending_publish'] }],
  ['language', { language: 'de' }],
  ['unknown language', { language: 'unknown' }],
  ['store', { store: 'app_store' }],
  ['app', { appId: 'APP' }],
  ['app and view', { appId: 'APP', view: 'needs_reply' }],
  ['since', { since: -30 }],
  ['date range', { since: -300, until: -200 }],
  ['unread', { unread: true }],
  ['topic', { topic: 'crash' }],
  ['topic and view', { topic: 'pricing', view: 'needs_reply' }],
  ['topic and app', { topic: 'login', appId: 'APP' }],
]
const VARIANTS: [string, Record<string, unknown>][] = [
  ['newest', {}],
  ['oldest', { sort: 'oldest' }],
  ['lowest rating', { sort: 'lowest_rating' }],
  ['search', { q: 'crash' }],
  ['search, lowest rating', { q: 'crash', sort: 'lowest_rating' }],
  ['search in Japanese', { q: 'ログイン' }],
  ['excluding a word', { q: '-crash' }],
]

/** The index a page's walk must use: the filter's own, or the rating index for that order. */
function expectedIndex(filter: Record<string, unknown>, sort: unknown): string {
  if (filter.view === 'needs_look' || filter.view === 'spam') return 'inbox_entries_flag'
  if (sort === 'lowest_rating') return 'inbox_entries_rating'
  if (filter.appId) return 'inbox_entries_app_wide'
  if (filter.view === 'drafts' || filter.view === 'failed') return 'inbox_entries_status'
  if (Array.isArray(filter.replyStatus) && filter.replyStatus.length === 1)
    return 'inbox_entries_status'
  return 'inbox_entries_wide'
}

describe('inbox query plans', () => {
  it('would notice a filter read row by row', async () => {
    t = await createTestCore()
    const sqlite = t.core.db.$client
    const byLanguage = {
      sql: 'SELECT count(*) FROM inbox_entries e WHERE e.language = ?',
      args: ['de'],
    }
    expect(scansIn(plan(sqlite, byLanguage))).toHaveLength(1)
    const byTitle = { sql: 'SELECT id FROM reviews WHERE title = ?', args: ['x'] }
    expect(scansIn(plan(sqlite, byTitle))).toEqual(['SCAN reviews'])
  })

  it('reads every filter, search and order through an index, never a table scan', async () => {
    t = await createTestCore()
    const now = t.clock.now()
    const { appId } = await seedApp(t, 'Notes', [
      { rating: 1, body: 'The app crashes on start', hoursAgo: 1, language: 'en' },
      { rating: 2, body: 'ログインできません', hoursAgo: 2, language: 'ja' },
      { rating: 5, body: 'Zu teuer', hoursAgo: 3, language: 'de' },
    ])
    const sqlite = t.core.db.$client
    const ran = recordStatements(sqlite)
    let checked = 0
    for (const [name, raw] of FILTERS) {
      const filter = Object.fromEntries(
        Object.entries(raw).map(([k, v]) => [
          k,
          v === 'APP' ? appId : typeof v === 'number' && k !== 'stars' ? now + v * DAY : v,
        ]),
      )
      for (const [variant, extra] of VARIANTS) {
        const input: Record<string, unknown> = { workspaceId: t.workspaceId, ...filter, ...extra }
        ran.length = 0
        const page = await t.run('reviews.list', { ...input, limit: 1 })
        if (page.nextCursor)
          await t.run('reviews.list', { ...input, limit: 1, cursor: page.nextCursor })
        await t.run('reviews.list', { ...input, limit: 1, deferTotal: true })
        const { sort: _sort, ...totalInput } = input
        await t.run('reviews.total', totalInput)
        const inbox = ran.filter((r) =>
          /inbox_entries|inbox_counts|reviews_fts|reviews_cjk/.test(r.sql),
        )
        expect(inbox.length, `${name}, ${variant}: no inbox query ran`).toBeGreaterThan(0)
        for (const statement of inbox) {
          const steps = plan(sqlite, statement)
          const scans = scansIn(steps)
          expect(scans, `${name}, ${variant}: ${statement.sql}\n${steps.join('\n')}`).toEqual([])
          checked++
          // Counting a topic starts from its index: it never builds the topic's whole set again.
          if (/^SELECT count\(\*\) AS n FROM \(SELECT review_id FROM review_/.test(statement.sql))
            expect(steps.join('\n'), `${name}, ${variant}`).not.toContain('LIST SUBQUERY')
        }
        // The page's walk: the filter's index (a search with few hits reads just its hits).
        const walk = inbox.find((r) => r.sql.includes(' INDEXED BY inbox_entries_'))
        if (
          (filter.topic || filter.view === 'assigned_to_me' || filter.view === 'fixedNotTold') &&
          !extra.q
        ) {
          // A topic's or an assignee's few reviews: the page starts from their own index.
          const from = inbox.find((r) => r.sql.includes(' d CROSS JOIN inbox_entries e'))
          expect(from?.sql, `${name}, ${variant}`).toMatch(
            /INDEXED BY (review_topics_filter|review_assignments_user|tracker_issues_workspace_state)/,
          )
        } else if (!extra.q) {
          expect(walk?.sql, `${name}, ${variant}`).toContain(
            `INDEXED BY ${expectedIndex(filter, extra.sort)}`,
          )
          // In its order: SQLite never sorts part of the walk itself (the flagged few excepted).
          if (walk && expectedIndex(filter, extra.sort) !== 'inbox_entries_flag')
            expect(plan(sqlite, walk).join('\n'), `${name}, ${variant}`).not.toMatch(
              /TEMP B-TREE FOR (LAST|RIGHT PART)/,
            )
        }
      }
    }
    expect(checked).toBeGreaterThan(FILTERS.length * VARIANTS.length)
  })
})

describe('a search with many hits and a filter', () => {
  /**
   * 20,000 English reviews, one in six about widgets (3,334 hits: more than a search reads
   * whole), and three German ones that mention widgets too, written last.
   */
  async function seedWidgets(): Promise<string[]> {
    t = await createTestCore()
    const { appId } = await seedApp(t, 'Notes', [
      { rating: 3, body: 'Widgets would make this perfect', hoursAgo: 1, language: 'en' },
    ])
    const sqlite = t.core.db.$client
    const listing = sqlite
      .prepare(`SELECT id FROM store_listings WHERE app_id = ? AND store = 'google_play'`)
      .get(appId) as { id: string }
    const now = t.clock.now()
    // `every`: one review in that many has `body`, the others "Love the design".
    const insert = (count: number, prefix: string, language: string, body: string, every: number) =>
      sqlite
        .prepare(
          `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
           INSERT INTO reviews (id, workspace_id, app_id, listing_id, store, store_review_id, rating,
             body, language, created_at, updated_at, edited, first_seen_at)
           SELECT ? || i, ?, ?, ?, 'google_play', ? || i, 1 + i % 5,
             CASE WHEN i % ? = 0 THEN ? ELSE 'Love the design' END, ?,
             ? - i * 3600000, ? - i * 3600000, 0, ? FROM n`,
        )
        .run(
          count,
          prefix,
          t.workspaceId,
          appId,
          listing.id,
          prefix,
          every,
          body,
          language,
          now,
          now,
          now,
        )
    insert(20_000, 'rev_en', 'en', 'Widgets would make this perfect', 6)
    insert(3, 'rev_de', 'de', 'Widgets bitte', 1)
    // Newest first: written 1, 2 and 3 hours ago, rated 2, 3 and 4.
    return ['rev_de1', 'rev_de2', 'rev_de3']
  }

  it('reads the hits when few of them pass it, with the same pages in every order', async () => {
    const german = await seedWidgets()
    const sqlite = t.core.db.$client
    const ran = recordStatements(sqlite)
    const orders: [string | undefined, string[]][] = [
      [undefined, german],
      ['oldest', [...german].reverse()],
      ['lowest_rating', german],
    ]
    for (const [sort, expected] of orders) {
      const input = {
        workspaceId: t.workspaceId,
        language: 'de',
        q: 'widgets',
        ...(sort ? { sort } : {}),
      }
      ran.length = 0
      const first = await t.run('reviews.list', { ...input, limit: 2, deferTotal: true })
      const rest = await t.run('reviews.list', {
        ...input,
        limit: 2,
        cursor: first.nextCursor ?? undefined,
      })
      expect(
        [...first.items, ...rest.items].map((i) => i.id),
        `${sort}`,
      ).toEqual(expected)
      expect(rest.nextCursor).toBeNull()
      const pages = ran.filter((r) => r.sql.includes(' LIMIT ?) t'))
      expect(pages, `${sort}`).toHaveLength(2)
      for (const page of pages) {
        // Read from the hits: no walk of an index of every review.
        expect(page.sql).toContain('reviews_fts WHERE reviews_fts MATCH ?) h CROSS JOIN')
        expect(page.sql).not.toContain('INDEXED BY')
        expect(scansIn(plan(sqlite, page)), page.sql).toEqual([])
      }
    }
    const { total } = await t.run('reviews.total', {
      workspaceId: t.workspaceId,
      language: 'de',
      q: 'widgets',
    })
    expect(total).toBe(3)
  })

  it('walks the index, stopping after a page, when the hits pass it densely', async () => {
    await seedWidgets()
    const sqlite = t.core.db.$client
    const ran = recordStatements(sqlite)
    const page = await t.run('reviews.list', {
      workspaceId: t.workspaceId,
      language: 'en',
      q: 'widgets',
      limit: 50,
      deferTotal: true,
    })
    expect(page.items).toHaveLength(50)
    expect(page.items.every((i) => i.excerpt.startsWith('Widgets'))).toBe(true)
    const walk = ran.find((r) => r.sql.includes(' LIMIT ?) t'))
    expect(walk?.sql).toContain('INDEXED BY inbox_entries_wide')
    expect(plan(sqlite, walk!).join('\n')).not.toMatch(/TEMP B-TREE/)
  })
})
