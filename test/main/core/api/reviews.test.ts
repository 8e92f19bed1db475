import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { apiCursor, loadCursorKey } from '../../../../src/main/core/api/cursor'
import { reviewsPageSql } from '../../../../src/main/core/api/queries'
import { createCore } from '../../../../src/main/core/core'
import { replies, reviews } from '../../../../src/main/core/db/schema'
import { toPublicReview } from '../../../../src/main/core/public/serialize'
import { ratingHistoryOf } from '../../../../src/main/core/reviews/revisions'
import { sequentialIds } from '../../../../src/main/core/ids'
import { ManualClock } from '../../../../src/main/core/clock'
import { tempDir, testKeyProvider } from '../../../support/core'
import { addApp, apiFixture, HOUR, ingest, setReply, storeReview, type ApiFixture } from './support'

let f: ApiFixture | undefined
afterEach(async () => {
  await f?.close()
  f = undefined
})

interface Review {
  id: string
  app_id: string
  store: string
  rating: number
  created_at: string
  reply: null | { status: string; body: string; source: string }
}
interface Page {
  data: Review[]
  next_cursor: string | null
}
interface Problem {
  status: number
  code: string
  param?: string
  detail: string
}

async function page(path: string, key?: string): Promise<Page> {
  const r = await f!.get(path, key)
  expect(r.status, r.text).toBe(200)
  return r.json() as Page
}

/** Follows next_cursor to the end; returns every id in order. */
async function walk(query: string, limit: number, between?: () => void): Promise<string[]> {
  const ids: string[] = []
  let cursor: string | null = null
  do {
    const sep = query ? '&' : ''
    const p: Page = await page(
      `/api/v1/reviews?${query}${sep}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
    )
    ids.push(...p.data.map((r) => r.id))
    cursor = p.next_cursor
    between?.()
  } while (cursor)
  return ids
}

/** Reviews of the workspace in the contract's order, straight from the table. */
function expectedOrder(filter: (r: typeof reviews.$inferSelect) => boolean = () => true): string[] {
  return f!.core.db
    .select()
    .from(reviews)
    .all()
    .filter(filter)
    .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
    .map((r) => r.id)
}

describe('GET /api/v1/reviews', () => {
  it('returns the newest first with the reply embedded and the contract fields only', async () => {
    f = await apiFixture()
    const app = await addApp(f.t, f.t.workspaceId, 'Notes', { appStoreId: '123456789' })
    const now = f.t.clock.now()
    const [older, newer] = ingest(f.core, app.id, [
      storeReview(now - 2 * HOUR, {
        storeReply: {
          body: 'We fixed it',
          storeReplyId: 'resp-1',
          state: 'published',
          updatedAt: now - HOUR,
        },
      }),
      storeReview(now - HOUR, { title: 'Great', rating: 5 }),
    ])
    const p = await page('/api/v1/reviews')
    expect(p.data.map((r) => r.id)).toEqual([newer, older])
    expect(p.next_cursor).toBeNull()
    expect(p.data[0]).toEqual({
      id: newer,
      object: 'review',
      app_id: app.id,
      store: 'app_store',
      store_review_id: expect.any(String),
      rating: 5,
      title: 'Great',
      body: expect.any(String),
      author: expect.any(String),
      language: 'en',
      territory: 'US',
      app_version: '1.2.3',
      created_at: new Date(now - HOUR).toISOString(),
      updated_at: new Date(now - HOUR).toISOString(),
      reply: null,
      rating_history: [{ rating: 5, at: new Date(now - HOUR).toISOString() }],
    })
    expect(p.data[1]?.reply).toMatchObject({
      status: 'published',
      body: 'We fixed it',
      source: 'external',
    })
  })

  it('serializes each review exactly as the shared serializer does from the full rows', async () => {
    f = await apiFixture()
    const app = await addApp(f.t, f.t.workspaceId, 'Notes', { appStoreId: '123456789' })
    const now = f.t.clock.now()
    const ids = ingest(f.core, app.id, [
      storeReview(now - HOUR, {
        title: null,
        author: null,
        language: null,
        territory: null,
        appVersion: null,
      }),
      storeReview(now - 2 * HOUR, {
        device: 'Pixel 9',
        osVersion: '15',
        thumbsUp: 3,
        appVersionCode: 42,
      }),
      storeReview(now - 3 * HOUR, {
        storeReply: { body: 'Hello', storeReplyId: 'x', state: 'published', updatedAt: now - HOUR },
      }),
      storeReview(now - 4 * HOUR),
    ])
    setReply(f.core, f.t.workspaceId, ids[3] as string, 'failed')
    const expected = expectedOrder().map((id) => {
      const review = f!.core.db.select().from(reviews).where(eq(reviews.id, id)).get()
      const reply = f!.core.db.select().from(replies).where(eq(replies.reviewId, id)).get()
      if (!review) throw new Error('missing review')
      return toPublicReview(review, reply ?? null, ratingHistoryOf(f!.core, review))
    })
    expect((await page('/api/v1/reviews')).data).toEqual(expected)
  })

  it('breaks created_at ties by id, descending, across page boundaries', async () => {
    f = await apiFixture()
    const app = await addApp(f.t, f.t.workspaceId, 'Notes')
    const at = f.t.clock.now() - HOUR
    ingest(
      f.core,
      app.id,
      Array.from({ length: 7 }, () => storeReview(at)),
    )
    expect(await walk('', 2)).toEqual(expectedOrder())
  })

  it('pages the whole history with limits from 1 to 200 and never repeats or skips', async () => {
    f = await apiFixture()
    const app = await addApp(f.t, f.t.workspaceId, 'Notes')
    const now = f.t.clock.now()
    ingest(
      f.core,
      app.id,
      Array.from({ length: 230 }, (_, i) => storeReview(now - Math.floor(i / 3) * 60_000)),
    )
    const all = expectedOrder()
    expect(await walk('', 1)).toEqual(all)
    expect(await walk('', 7)).toEqual(all)
    expect(await walk('', 200)).toEqual(all)
    expect((await page('/api/v1/reviews')).data).toHaveLength(50)
  })

  it('never duplicates or skips while reviews arrive during paging', async () => {
    f = await apiFixture()
    const app = await addApp(f.t, f.t.workspaceId, 'Notes', {
      googlePlayPackage: 'com.example.notes',
    })
    const now = f.t.clock.now()
    ingest(
      f.core,
      app.id,
      Array.from({ length: 120 }, (_, i) => storeReview(now - i * 10 * 60_000)),
    )
    const before = new Set(expectedOrder())
    let arrivals = 0
    const seen = await walk('', 10, () => {
      // Between pages: newer reviews, same-second ties and back-dated ones (a slow store) arrive.
      const t0 = now - (arrivals % 12) * 97 * 60_000
      ingest(f!.core, app.id, [
        storeReview(now + arrivals * 1000),
        storeReview(t0),
        storeReview(t0 - 1),
      ])
      arrivals++
    })
    expect(new Set(seen).size).toBe(seen.length)
    for (const id of before) expect(seen).toContain(id)
    // The order stays keyset order: each id sorts strictly after the previous one.
    const position = new Map(expectedOrder().map((id, i) => [id, i]))
    const positions = seen.map((id) => position.get(id) ?? -1)
    expect(positions.every((p, i) => i === 0 || p > (positions[i - 1] ?? -1))).toBe(true)
  })

  it('filters by app, store, rating, reply status and since, keeping keyset order', async () => {
    f = await apiFixture()
    const a = await addApp(f.t, f.t.workspaceId, 'A', {
      appStoreId: '111111111',
      googlePlayPackage: 'com.example.a',
    })
    const b = await addApp(f.t, f.t.workspaceId, 'B', { appStoreId: '222222222' })
    const now = f.t.clock.now()
    const ids = [
      ...ingest(
        f.core,
        a.id,
        Array.from({ length: 30 }, (_, i) => storeReview(now - i * HOUR)),
      ),
      ...ingest(
        f.core,
        b.id,
        Array.from({ length: 30 }, (_, i) => storeReview(now - i * HOUR - 1)),
      ),
    ]
    ids.forEach((id, i) => {
      if (i % 4 === 1) setReply(f!.core, f!.t.workspaceId, id, 'draft')
      if (i % 4 === 2) setReply(f!.core, f!.t.workspaceId, id, 'published')
    })
    const replyStatus = new Map(
      ids.map((id, i) => [id, i % 4 === 1 ? 'draft' : i % 4 === 2 ? 'published' : 'none']),
    )
    const since = now - 10 * HOUR

    expect(await walk(`app_id=${b.id}`, 4)).toEqual(expectedOrder((r) => r.appId === b.id))
    expect(await walk('store=app_store', 9)).toEqual(expectedOrder((r) => r.store === 'app_store'))
    expect(await walk('rating=3', 2)).toEqual(expectedOrder((r) => r.rating === 3))
    expect(await walk('reply_status=draft', 3)).toEqual(
      expectedOrder((r) => replyStatus.get(r.id) === 'draft'),
    )
    expect(await walk('reply_status=none', 5)).toEqual(
      expectedOrder((r) => replyStatus.get(r.id) === 'none'),
    )
    expect(await walk(`since=${new Date(since).toISOString()}`, 4)).toEqual(
      expectedOrder((r) => r.createdAt >= since),
    )
    expect(await walk(`app_id=${a.id}&rating=2&reply_status=none&since=2000-01-01`, 1)).toEqual(
      expectedOrder((r) => r.appId === a.id && r.rating === 2 && replyStatus.get(r.id) === 'none'),
    )
    const published = await page('/api/v1/reviews?reply_status=published&limit=200')
    expect(published.data.every((r) => r.reply?.status === 'published')).toBe(true)
  })

  it.each([
    ['limit=0', 'limit'],
    ['limit=201', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=5e1', 'limit'],
    ['limit=-1', 'limit'],
    ['limit=', 'limit'],
    ['limit=10&limit=20', 'limit'],
    ['rating=6', 'rating'],
    ['rating=2.5', 'rating'],
    ['store=itunes', 'store'],
    ['reply_status=sent', 'reply_status'],
    ['since=yesterday', 'since'],
    ['since=2026-02-30', 'since'],
    ['since=2026-01-31T09:00:00', 'since'],
    ['app_id=not-an-app', 'app_id'],
    ['cursor=', 'cursor'],
    ['cursor=%%%', 'cursor'],
    ['page=2', 'page'],
    ['offset=100', 'offset'],
    ['__proto__=1', '__proto__'],
    ['constructor=1', 'constructor'],
  ])('answers 400 naming the parameter for %s', async (query, param) => {
    f = await apiFixture()
    const r = await f.get(`/api/v1/reviews?${query}`)
    expect(r.status).toBe(400)
    const p = r.json() as Problem
    expect(p).toMatchObject({ status: 400, param, title: 'Bad request' })
    expect(p.code).toMatch(/^(invalid_parameter|unknown_parameter|invalid_cursor)$/)
    expect(p.detail).toContain(param)
  })

  it('answers 400 for parameters on /apps, which takes none', async () => {
    f = await apiFixture()
    const r = await f.get('/api/v1/apps?limit=5')
    expect(r.status).toBe(400)
    expect(r.json()).toMatchObject({ code: 'unknown_parameter', param: 'limit' })
  })
})

describe('cursors', () => {
  async function withReviews(count = 20) {
    f = await apiFixture()
    const app = await addApp(f.t, f.t.workspaceId, 'Notes', { appStoreId: '123456789' })
    const now = f.t.clock.now()
    ingest(
      f.core,
      app.id,
      Array.from({ length: count }, (_, i) => storeReview(now - i * HOUR)),
    )
    return app
  }

  it('refuses every altered cursor with 400 invalid_cursor', async () => {
    await withReviews()
    const { next_cursor } = await page('/api/v1/reviews?limit=3')
    expect(next_cursor).toMatch(/^[A-Za-z0-9_-]+$/)
    const cursor = next_cursor as string
    const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    for (let i = 0; i < cursor.length; i++) {
      const ch = cursor[i] as string
      const flipped = cursor.slice(0, i) + B64[(B64.indexOf(ch) + 1) % 64] + cursor.slice(i + 1)
      const r = await f!.get(`/api/v1/reviews?limit=3&cursor=${flipped}`)
      expect(r.status, `position ${i}`).toBe(400)
      expect(r.json()).toMatchObject({ code: 'invalid_cursor', param: 'cursor' })
    }
    for (const bad of [
      cursor.slice(0, -2),
      cursor + 'AA',
      'AQ',
      Buffer.from('hello').toString('base64url'),
    ]) {
      expect((await f!.get(`/api/v1/reviews?cursor=${bad}`)).status).toBe(400)
    }
  })

  it('refuses a cursor replayed with other filters, but accepts another limit', async () => {
    const app = await withReviews()
    const { next_cursor } = await page(`/api/v1/reviews?limit=3&app_id=${app.id}&rating=1`)
    const c = next_cursor ?? ''
    expect((await f!.get(`/api/v1/reviews?limit=3&cursor=${c}`)).status).toBe(400)
    expect((await f!.get(`/api/v1/reviews?limit=3&cursor=${c}&app_id=${app.id}`)).status).toBe(400)
    expect(
      (await f!.get(`/api/v1/reviews?limit=3&cursor=${c}&app_id=${app.id}&rating=2`)).status,
    ).toBe(400)
    expect(
      (
        await f!.get(
          `/api/v1/reviews?limit=3&cursor=${c}&app_id=${app.id}&rating=1&store=app_store`,
        )
      ).status,
    ).toBe(400)
    expect(
      (await f!.get(`/api/v1/reviews?limit=9&cursor=${c}&rating=1&app_id=${app.id}`)).status,
    ).toBe(200)
  })

  it('stays valid across restarts of the installation (the secret is sealed in the vault)', async () => {
    const dir = tempDir()
    const open = () =>
      createCore({
        dataDir: dir,
        keyProvider: testKeyProvider(),
        ids: sequentialIds(),
        clock: new ManualClock(),
      })
    const first = open()
    const key1 = loadCursorKey(first)
    const cursor = apiCursor(key1).encode(
      { createdAt: 1_700_000_000_000, id: 'rev_000001' },
      {
        workspaceId: 'ws_1',
        appId: null,
        store: null,
        rating: null,
        replyStatus: null,
        since: null,
      },
    )
    first.close()
    const second = open()
    try {
      const key2 = loadCursorKey(second)
      expect(key2.equals(key1)).toBe(true)
      const scope = {
        workspaceId: 'ws_1',
        appId: null,
        store: null,
        rating: null,
        replyStatus: null,
        since: null,
      }
      expect(apiCursor(key2).decode(cursor, scope)).toEqual({
        createdAt: 1_700_000_000_000,
        id: 'rev_000001',
      })
      expect(apiCursor(key2).decode(cursor, { ...scope, workspaceId: 'ws_2' })).toBeNull()
    } finally {
      second.close()
    }
  })
})

describe('query plan', () => {
  it('walks the created_at indexes in order, with no sort and no table scan, for every filter', async () => {
    f = await apiFixture()
    const sqlite = f.core.db.$client
    const base = {
      workspaceId: 'ws_1',
      appId: null,
      store: null,
      rating: null,
      replyStatus: null,
      since: null,
    }
    const variants = [
      base,
      { ...base, appId: 'app_1' },
      { ...base, store: 'app_store', rating: 3 },
      { ...base, replyStatus: 'draft', since: 1 },
      { ...base, appId: 'app_1', replyStatus: 'none' },
    ]
    for (const v of variants) {
      for (const withCursor of [false, true]) {
        const sql = reviewsPageSql(v, withCursor)
        const params: Record<string, unknown> = { workspaceId: 'ws_1', limit: 51 }
        if (v.appId) params.appId = v.appId
        if (withCursor) Object.assign(params, { afterCreatedAt: 1, afterId: 'rev_1' })
        if (v.since !== null) params.since = v.since
        if (v.store) params.store = v.store
        if (v.rating !== null) params.rating = v.rating
        if (v.replyStatus && v.replyStatus !== 'none') params.replyStatus = v.replyStatus
        const plan = (
          sqlite.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(params) as { detail: string }[]
        )
          .map((r) => r.detail)
          .join(' | ')
        const index = v.appId ? 'reviews_app_created' : 'reviews_workspace_created'
        expect(plan).toContain(`SEARCH r USING INDEX ${index} (`)
        if (withCursor) expect(plan).toContain('(created_at,id)<(?,?)')
        expect(plan).not.toMatch(/TEMP B-TREE|SCAN r\b/)
        expect(plan).toContain('SEARCH rp USING INDEX replies_review_id_unique')
      }
    }
  })

  it('keeps the indexed plan after ANALYZE has statistics', async () => {
    f = await apiFixture()
    const app = await addApp(f.t, f.t.workspaceId, 'Notes')
    const ids = ingest(
      f.core,
      app.id,
      Array.from({ length: 300 }, (_, i) => storeReview(f!.t.clock.now() - i * 1000)),
    )
    ids.slice(0, 250).forEach((id) => setReply(f!.core, f!.t.workspaceId, id, 'draft'))
    f.core.db.$client.exec('ANALYZE')
    const sql = reviewsPageSql(
      {
        workspaceId: 'x',
        appId: null,
        store: null,
        rating: null,
        replyStatus: 'draft',
        since: null,
      },
      true,
    )
    const plan = (
      f.core.db.$client.prepare(`EXPLAIN QUERY PLAN ${sql}`).all({
        workspaceId: 'x',
        afterCreatedAt: 1,
        afterId: 'r',
        replyStatus: 'draft',
        limit: 51,
      }) as { detail: string }[]
    )
      .map((r) => r.detail)
      .join(' | ')
    expect(plan).toMatch(/^SEARCH r USING INDEX reviews_workspace_created/)
    expect(plan).not.toContain('TEMP B-TREE')
    // And the review rows stay readable through the same path.
    expect(f.core.db.select().from(reviews).where(eq(reviews.appId, app.id)).all()).toHaveLength(
      300,
    )
  })
})
