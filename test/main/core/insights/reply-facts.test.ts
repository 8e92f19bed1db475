/**
 * Reply Speed and Reply Effect read from the facts kept per review (scripts/sql/reply-facts.sql,
 * issue 31) equal the same figures worked out review by review, over varied data: edited
 * reviews (versions before and after the reply, past the 90-day window, on the same instant),
 * replies of every source, drafter, template and approver, audit trails with discoveries and
 * failures (some left after their reply went), spam, and every period (months in time zones
 * east and west of UTC, whole kept weeks with and without days around them), scope and store. The
 * facts stay equal to a count from scratch as reviews, replies, audit entries and versions are
 * added, changed and deleted, down to a removed app.
 */
import Database from 'better-sqlite3'
import { undoReplyFacts } from '../../../support/downgrade'
import { afterEach, describe, expect, it } from 'vitest'
import { ManualClock } from '../../../../src/main/core/clock'
import { randomIds } from '../../../../src/main/core/ids'
import { databaseFile } from '../../../../src/main/core/paths'
import { replyEffect } from '../../../../src/main/core/insights/reply-effect/compute'
import { replySpeed } from '../../../../src/main/core/insights/reply-speed/compute'
import { createTestCore, tempDir, type TestCore } from '../../../support/core'
import { replyFactsAndScratch } from '../dashboard/totals'
import { DAY, HOUR, seedApp } from '../inbox/seed'

let t: TestCore | undefined
afterEach(() => {
  t?.core.close()
  t = undefined
})

const NOW = Date.UTC(2026, 2, 20, 9, 37, 11)
const WEEK = 7 * DAY

/** A deterministic pseudo-random source. */
function random(seed: number) {
  let x = seed
  const next = () => {
    x = (x * 1103515245 + 12345) % 2147483648
    return x / 2147483648
  }
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  }
}

interface App {
  appId: string
  store: 'google_play' | 'app_store'
  listingId: string
}

const LANGUAGES = ['en-US', 'en', 'DE', 'de-AT', '', null, 'pt_BR', 'ja']
const STATUSES = ['draft', 'approved', 'published', 'pending_publish', 'failed', 'dismissed']
const ACTIONS = ['published', 'approved', 'found_on_store', 'publish_failed', 'edited']
const TO_STATUSES = ['published', 'pending_publish', 'approved', 'failed', null]

function seedReviews(t: TestCore, apps: App[], count: number, seed: number, prefix: string) {
  const sqlite = t.core.db.$client
  const r = random(seed)
  const insertReview = sqlite.prepare(
    `INSERT INTO reviews (id, workspace_id, app_id, listing_id, store, store_review_id, rating, body, language,
       created_at, updated_at, first_seen_at, spam_reason) VALUES (?, ?, ?, ?, ?, ?, ?, 'Review', ?, ?, ?, ?, ?)`,
  )
  const insertVersion = sqlite.prepare(
    `INSERT INTO review_revisions (review_id, seq, workspace_id, app_id, rating, body, at, seen_at, source)
       VALUES (?, ?, ?, ?, ?, 'Review', ?, ?, 'sync')`,
  )
  const insertReply = sqlite.prepare(
    `INSERT INTO replies (id, workspace_id, review_id, status, body, source, drafter, template_id,
       approved_by_user_id, published_at, created_at, updated_at) VALUES (?, ?, ?, ?, 'Thanks', ?, ?, ?, ?, ?, ?, ?)`,
  )
  const insertEvent = sqlite.prepare(
    `INSERT INTO reply_events (id, workspace_id, review_id, action, from_status, to_status, at)
       VALUES (?, ?, ?, ?, 'approved', ?, ?)`,
  )
  const ws = t.workspaceId
  sqlite.transaction(() => {
    for (let i = 0; i < count; i++) {
      const app = r.pick(apps)
      const id = `rev_${prefix}${i}`
      // Over 400 days, to the millisecond, so periods cut between reviews anywhere.
      const written = NOW - r.int(400 * DAY)
      const seen = r.next() < 0.3 ? written + r.int(3 * DAY) : written
      const ratings = [1 + r.int(5)]
      const times = [written]
      if (r.next() < 0.4)
        for (let v = 0, n = 1 + r.int(3); v < n; v++) {
          ratings.push(r.next() < 0.2 ? (ratings.at(-1) ?? 3) : 1 + r.int(5))
          // Some on the same instant as the one before, some past the window.
          times.push(r.next() < 0.1 ? (times.at(-1) ?? written) : written + r.int(120 * DAY))
        }
      insertReview.run(
        id,
        ws,
        app.appId,
        app.listingId,
        app.store,
        `${prefix}${i}`,
        ratings.at(-1),
        r.pick(LANGUAGES),
        written,
        written,
        seen,
        r.next() < 0.1 ? 'links' : null,
      )
      ratings.forEach((rating, v) => {
        insertVersion.run(id, v + 1, ws, app.appId, rating, times[v], times[v])
      })
      const replied = r.next() < 0.6
      if (replied) {
        const status = r.pick(STATUSES)
        const shown =
          status === 'published' || r.next() < 0.1 ? written + r.int(10 * DAY) - HOUR : null
        insertReply.run(
          `rpl_${prefix}${i}`,
          ws,
          id,
          status,
          r.pick(['drafted', 'edited', 'external']),
          r.pick(['builtin', 'model', null]),
          r.pick([null, 'tpl_a', 'tpl_b']),
          r.pick([null, t.core.ownerUserId]),
          shown,
          written,
          written + r.int(DAY),
        )
      }
      // Audit entries, also for reviews whose reply has gone.
      if (r.next() < (replied ? 0.7 : 0.15))
        for (let e = 0, n = 1 + r.int(3); e < n; e++)
          insertEvent.run(
            `rev_${prefix}${i}_${e}`,
            ws,
            id,
            r.pick(ACTIONS),
            r.pick(TO_STATUSES),
            written + r.int(12 * DAY) - 2 * HOUR,
          )
    }
  })()
}

/** Every scope and period: both reads give the same figures. */
function expectSameFigures(t: TestCore, apps: App[]): void {
  const now = t.clock.now()
  const week = Math.floor(now / WEEK)
  const periods: [number, number][] = [
    [now - 7 * DAY, now],
    [now - 30 * DAY + 12_345, now - 1_000],
    [now - 90 * DAY, now + 1],
    [now - 365 * DAY, now],
    [0, now + DAY],
    [now - 200 * DAY - 7, now - 100 * DAY + 7],
    // Calendar months as a viewer east and west of UTC sees them (midnight at +05:30, -08:00).
    [Date.UTC(2025, 9, 1) - 5.5 * HOUR, Date.UTC(2026, 1, 1) - 5.5 * HOUR],
    [Date.UTC(2025, 10, 1) + 8 * HOUR, Date.UTC(2026, 0, 1) + 8 * HOUR],
    // Whole kept weeks (UTC day / 7) alone, one with whole days either side, and a short
    // period across a week's edge with none.
    [(week - 20) * WEEK, (week - 3) * WEEK],
    [(week - 10) * WEEK - DAY - 1, (week - 9) * WEEK + DAY + 1],
    [(week - 5) * WEEK - 3 * HOUR, (week - 5) * WEEK + 2 * DAY + 3 * HOUR],
  ]
  let compared = 0
  for (const appId of [undefined, ...apps.map((a) => a.appId)])
    for (const store of [undefined, 'google_play', 'app_store'] as const)
      for (const [since, until] of periods) {
        const scope = { workspaceId: t.workspaceId, appId, store, since, until }
        const effect = replyEffect(t.core, scope)
        expect(effect).toEqual(replyEffect(t.core, scope, 'reviews'))
        const speed = replySpeed(t.core, scope, 'reviews')
        expect(replySpeed(t.core, scope)).toEqual(speed)
        // A long period's waits are walked in order instead of sorted: forced here (threshold 0).
        expect(replySpeed(t.core, scope, 'facts', 0)).toEqual(speed)
        if (effect.replied.reviews > 0 && effect.replied.changed > 0) compared++
      }
  // The data holds changed ratings after replies in most of the scopes compared.
  expect(compared).toBeGreaterThan(20)
}

function expectFactsExact(t: TestCore): void {
  const kept = replyFactsAndScratch(t.core.db.$client)
  expect(kept.facts.length).toBeGreaterThan(0)
  expect(kept.facts).toEqual(kept.factsFromScratch)
  expect(kept.speedDays).toEqual(kept.speedDaysFromScratch)
  expect(kept.effectDays).toEqual(kept.effectDaysFromScratch)
  expect(kept.effectWeeks).toEqual(kept.effectWeeksFromScratch)
}

async function addApps(t: TestCore): Promise<App[]> {
  const apps: App[] = []
  for (const [name, store] of [
    ['Notes', 'google_play'],
    ['Photos', 'app_store'],
    ['Budget', 'google_play'],
  ] as const) {
    const { appId } = await seedApp(t, name, [], { store })
    const listing = t.core.db.$client
      .prepare('SELECT id FROM store_listings WHERE app_id = ? AND store = ?')
      .get(appId, store) as { id: string }
    apps.push({ appId, store, listingId: listing.id })
  }
  return apps
}

/** Turns the file back into what the version before migration reply_facts left. */
function downgrade(file: string): void {
  const raw = new Database(file)
  undoReplyFacts(raw)
  raw.close()
}

describe('migration reply_facts', () => {
  it('works out the facts of the reviews already stored, then keeps them', async () => {
    const dataDir = tempDir()
    const clock = new ManualClock(NOW)
    t = await createTestCore({ dataDir, clock, ids: randomIds })
    const apps = await addApps(t)
    seedReviews(t, apps, 400, 17, 'a')
    t.core.close()
    downgrade(databaseFile(dataDir))

    t = await createTestCore({ dataDir, clock, ids: randomIds })
    expectFactsExact(t)
    expectSameFigures(t, apps)
    seedReviews(t, apps, 50, 19, 'b')
    expectFactsExact(t)
  })
})

describe('reply facts kept per review', () => {
  it('give the figures of the review-by-review reads, and stay exact through every change', async () => {
    t = await createTestCore({ clock: new ManualClock(NOW) })
    const sqlite = t.core.db.$client
    const apps = await addApps(t)
    seedReviews(t, apps, 900, 7, 'a')
    expectFactsExact(t)
    expectSameFigures(t, apps)

    const r = random(11)
    const ids = (
      sqlite.prepare('SELECT id FROM reviews ORDER BY id').all() as { id: string }[]
    ).map((x) => x.id)
    const some = (share: number) => ids.filter(() => r.next() < share)
    // Reviews change: a new version with another rating, language, dates, spam on and off.
    for (const id of some(0.1)) {
      const rating = 1 + r.int(5)
      const seq = (
        sqlite
          .prepare('SELECT max(seq) AS n FROM review_revisions WHERE review_id = ?')
          .get(id) as { n: number }
      ).n
      sqlite
        .prepare(
          `INSERT INTO review_revisions (review_id, seq, workspace_id, app_id, rating, body, at, seen_at, source)
             SELECT id, ?, workspace_id, app_id, ?, 'Edited', ?, ?, 'sync' FROM reviews WHERE id = ?`,
        )
        .run(seq + 1, rating, NOW - r.int(30 * DAY), NOW, id)
      sqlite.prepare('UPDATE reviews SET rating = ? WHERE id = ?').run(rating, id)
    }
    for (const id of some(0.05))
      sqlite.prepare('UPDATE reviews SET language = ? WHERE id = ?').run(r.pick(LANGUAGES), id)
    for (const id of some(0.05))
      sqlite
        .prepare('UPDATE reviews SET first_seen_at = first_seen_at + ? WHERE id = ?')
        .run(r.int(5 * DAY), id)
    for (const id of some(0.05))
      sqlite
        .prepare('UPDATE reviews SET created_at = created_at - ? WHERE id = ?')
        .run(r.int(40 * DAY), id)
    for (const id of some(0.08))
      sqlite
        .prepare(
          'UPDATE reviews SET spam_reason = CASE WHEN spam_reason IS NULL THEN ? END WHERE id = ?',
        )
        .run('ad', id)
    expectFactsExact(t)
    expectSameFigures(t, apps)

    // Replies move: published, unpublished, rewritten by a person, approved, deleted, added.
    const replyRows = sqlite.prepare('SELECT id, review_id FROM replies').all() as {
      id: string
      review_id: string
    }[]
    for (const p of replyRows.filter(() => r.next() < 0.1))
      sqlite
        .prepare(`UPDATE replies SET status = 'published', published_at = ? WHERE id = ?`)
        .run(NOW - r.int(200 * DAY), p.id)
    for (const p of replyRows.filter(() => r.next() < 0.05))
      sqlite
        .prepare(`UPDATE replies SET status = 'failed', published_at = NULL WHERE id = ?`)
        .run(p.id)
    for (const p of replyRows.filter(() => r.next() < 0.05))
      sqlite
        .prepare(
          `UPDATE replies SET source = ?, drafter = ?, template_id = ?, approved_by_user_id = ? WHERE id = ?`,
        )
        .run(
          r.pick(['drafted', 'edited', 'external']),
          r.pick(['builtin', 'model', null]),
          r.pick([null, 'tpl_c']),
          r.pick([null, t.core.ownerUserId]),
          p.id,
        )
    for (const p of replyRows.filter(() => r.next() < 0.05))
      sqlite.prepare('DELETE FROM replies WHERE id = ?').run(p.id)
    seedReviews(t, apps, 150, 13, 'b')
    // Audit entries added, moved and deleted; versions changed and deleted.
    const events = sqlite.prepare('SELECT id, review_id FROM reply_events').all() as {
      id: string
      review_id: string
    }[]
    for (const e of events.filter(() => r.next() < 0.05))
      sqlite.prepare('DELETE FROM reply_events WHERE id = ?').run(e.id)
    for (const e of events.filter(() => r.next() < 0.05))
      sqlite
        .prepare('UPDATE reply_events SET at = at - ?, to_status = ? WHERE id = ?')
        .run(r.int(3 * DAY), r.pick(TO_STATUSES), e.id)
    for (const id of some(0.05))
      sqlite
        .prepare(
          `INSERT INTO reply_events (id, workspace_id, review_id, action, from_status, to_status, at)
             SELECT ?, workspace_id, id, 'published', 'publishing', 'published', ? FROM reviews WHERE id = ?`,
        )
        .run(`rev_new_${id}`, NOW - r.int(100 * DAY), id)
    const versions = sqlite
      .prepare('SELECT review_id, seq FROM review_revisions WHERE seq > 1')
      .all() as { review_id: string; seq: number }[]
    for (const v of versions.filter(() => r.next() < 0.1))
      sqlite
        .prepare('DELETE FROM review_revisions WHERE review_id = ? AND seq = ?')
        .run(v.review_id, v.seq)
    for (const v of versions.filter(() => r.next() < 0.1))
      sqlite
        .prepare(
          'UPDATE review_revisions SET rating = ?, at = at + ? WHERE review_id = ? AND seq = ?',
        )
        .run(1 + r.int(5), r.int(20 * DAY) - 10 * DAY, v.review_id, v.seq)
    expectFactsExact(t)
    expectSameFigures(t, apps)

    // Reviews deleted (their replies, audit entries and versions go with them), then an app.
    for (const id of some(0.05)) sqlite.prepare('DELETE FROM reviews WHERE id = ?').run(id)
    expectFactsExact(t)
    await t.run('apps.remove', { workspaceId: t.workspaceId, appId: apps[2]?.appId })
    expect(
      sqlite.prepare('SELECT count(*) AS n FROM reply_facts WHERE app_id = ?').get(apps[2]?.appId),
    ).toEqual({ n: 0 })
    expectFactsExact(t)
    expectSameFigures(t, apps.slice(0, 2))
  })
})
