import { afterEach, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { apps, reviews } from '../../../../src/main/core/db/schema'
import { parseSearch } from '../../../../src/main/core/inbox/search'
import { createTestCore, type TestCore } from '../../../support/core'
import { seedApp } from './seed'

let t: TestCore
afterEach(() => t?.core.close())

const search = async (q: string, extra: Record<string, unknown> = {}) =>
  (await t.run('reviews.list', { workspaceId: t.workspaceId, q, ...extra })).items.map(
    (i) => i.excerpt,
  )

async function seed() {
  return seedApp(t, 'Notes', [
    { rating: 1, body: 'The app crashes when I log in', hoursAgo: 1, author: 'Maria' },
    {
      rating: 2,
      body: 'Notifications never arrive on my phone',
      hoursAgo: 2,
      title: 'Broken notifications',
    },
    { rating: 5, body: 'Great café finder, très pratique', hoursAgo: 3 },
    { rating: 4, body: 'Login works but sync is slow', hoursAgo: 4 },
    { rating: 3, body: 'Wi-Fi sync fails every time', hoursAgo: 5 },
    { rating: 1, body: 'アプリがすぐに落ちます。ログインできない', hoursAgo: 6, language: 'ja' },
    { rating: 5, body: '这个应用很好用', hoursAgo: 7, language: 'zh' },
  ])
}

describe('inbox search (FTS5)', () => {
  it('finds words in body, title and author, all words required, newest first', async () => {
    t = await createTestCore()
    await seed()
    expect(await search('sync')).toEqual([
      'Login works but sync is slow',
      'Wi-Fi sync fails every time',
    ])
    expect(await search('login sync ')).toEqual(['Login works but sync is slow'])
    expect(await search('broken')).toEqual(['Notifications never arrive on my phone'])
    expect(await search('maria')).toEqual(['The app crashes when I log in'])
  })

  it('treats the last word as a prefix while typing, phrases in order, and -word as exclusion', async () => {
    t = await createTestCore()
    await seed()
    expect(await search('notif')).toEqual(['Notifications never arrive on my phone'])
    expect(await search('notif ')).toEqual([])
    expect(await search('"sync is slow"')).toEqual(['Login works but sync is slow'])
    expect(await search('"slow sync"')).toEqual([])
    expect(await search('sync -slow')).toEqual(['Wi-Fi sync fails every time'])
    expect(await search('-sync')).toHaveLength(5)
    expect(await search('wi-fi')).toEqual(['Wi-Fi sync fails every time'])
  })

  it('ignores accents and case', async () => {
    t = await createTestCore()
    await seed()
    expect(await search('CAFE TRES')).toEqual(['Great café finder, très pratique'])
  })

  it('finds Chinese and Japanese text by substring', async () => {
    t = await createTestCore()
    await seed()
    expect(await search('好用')).toEqual(['这个应用很好用'])
    expect(await search('ログイン')).toEqual(['アプリがすぐに落ちます。ログインできない'])
  })

  it('never lets typed FTS syntax break or widen the query', async () => {
    t = await createTestCore()
    await seed()
    for (const q of [
      '"',
      '*',
      'AND',
      'sync OR',
      '(crash',
      'NEAR(a b)',
      'col:sync',
      '^sync',
      '%',
      '_',
      "'",
      '""""',
      '-',
      '---',
    ]) {
      const res = await t.dispatch('reviews.list', { workspaceId: t.workspaceId, q })
      expect(res.ok, q).toBe(true)
    }
    expect(await search('sync OR')).toEqual([])
    expect(await search('col:sync')).toEqual([])
    expect(await search('%')).toHaveLength(7)
  })

  it('combines with filters and counts the matches', async () => {
    t = await createTestCore()
    await seed()
    const page = await t.run('reviews.list', {
      workspaceId: t.workspaceId,
      q: 'sync',
      stars: [3],
      limit: 1,
    })
    expect(page.total).toBe(1)
    expect(page.items[0]?.excerpt).toBe('Wi-Fi sync fails every time')
    const both = await t.run('reviews.list', { workspaceId: t.workspaceId, q: 'sync', limit: 1 })
    expect(both.total).toBe(2)
    const next = await t.run('reviews.list', {
      workspaceId: t.workspaceId,
      q: 'sync',
      limit: 1,
      cursor: both.nextCursor,
    })
    expect(next.items[0]?.excerpt).toBe('Wi-Fi sync fails every time')
  })

  it('follows edits and removals of reviews', async () => {
    t = await createTestCore()
    const { appId, reviewIds } = await seed()
    t.core.db
      .update(reviews)
      .set({ body: 'Now it stutters' })
      .where(eq(reviews.id, reviewIds[3] ?? ''))
      .run()
    expect(await search('stutters')).toEqual(['Now it stutters'])
    expect(await search('slow')).toEqual([])
    t.core.db.delete(apps).where(eq(apps.id, appId)).run()
    expect(await search('stutters')).toEqual([])
    const leftovers = t.core.db.$client.prepare('SELECT count(*) AS n FROM reviews_fts').get() as {
      n: number
    }
    expect(leftovers.n).toBe(0)
  })

  it('pages through thousands of hits without repeats or gaps', async () => {
    t = await createTestCore()
    const { reviewIds } = await seedApp(
      t,
      'Notes',
      Array.from({ length: 3300 }, (_, i) => ({
        rating: (i % 5) + 1,
        body: i % 10 === 9 ? `other ${i}` : `sync issue ${i}`,
        hoursAgo: Math.round((i * 60) / 7) / 60,
      })),
    )
    const expected = reviewIds.filter((_, i) => i % 10 !== 9)
    const seen: string[] = []
    let cursor: string | null | undefined
    let total: number | null = null
    do {
      const page = await t.run('reviews.list', {
        workspaceId: t.workspaceId,
        q: 'sync',
        limit: 200,
        ...(cursor ? { cursor } : {}),
      })
      total ??= page.total
      seen.push(...page.items.map((i) => i.id))
      cursor = page.nextCursor
    } while (cursor)
    expect(total).toBe(expected.length)
    expect(seen).toEqual(expected)
  })

  it('keeps search to the workspace', async () => {
    t = await createTestCore()
    // A first workspace in use (named): creating another keeps it (an unused one is replaced).
    await t.run('workspaces.rename', { workspaceId: t.workspaceId, name: 'Ours' })
    const other = await t.run('workspaces.create', { name: 'Other' })
    await seedApp(t, 'Theirs', [{ rating: 1, body: 'secret sync issue', hoursAgo: 1 }], {
      workspaceId: other.id,
    })
    await seed()
    expect(await search('secret')).toEqual([])
  })
})

describe('parseSearch', () => {
  it('quotes every word so nothing typed is FTS syntax', () => {
    expect(parseSearch('crash login')).toEqual({
      match: '"crash" AND "login"*',
      exclude: null,
      substrings: [],
      excludedSubstrings: [],
    })
    expect(parseSearch('a"b OR c ').match).toBe('"a b" AND "OR" AND "c"')
    expect(parseSearch('-x').exclude).toBe('"x"')
  })
})
