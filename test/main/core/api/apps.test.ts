import { afterEach, describe, expect, it } from 'vitest'
import { addApp, apiFixture, HOUR, ingest, storeReview, type ApiFixture } from './support'

let f: ApiFixture | undefined
afterEach(async () => {
  await f?.close()
  f = undefined
})

interface AppList {
  data: {
    id: string
    name: string
    platforms: string[]
    rating: number | null
    review_total: number
  }[]
}

describe('GET /api/v1/apps', () => {
  it('lists the workspace’s apps by name with platforms, mean rating and total, and keeps them current', async () => {
    f = await apiFixture()
    const zeta = await addApp(f.t, f.t.workspaceId, 'Zeta', {
      googlePlayPackage: 'com.example.zeta',
    })
    const alpha = await addApp(f.t, f.t.workspaceId, 'Alpha', {
      appStoreId: '123456789',
      googlePlayPackage: 'com.example.alpha',
    })
    const now = f.t.clock.now()
    ingest(f.core, alpha.id, [
      storeReview(now - HOUR, { rating: 5 }),
      storeReview(now - 2 * HOUR, { rating: 2 }),
      storeReview(now - 3 * HOUR, { rating: 2 }),
    ])

    const first = (await f.get('/api/v1/apps')).json() as AppList
    expect(first.data).toEqual([
      {
        id: alpha.id,
        object: 'app',
        name: 'Alpha',
        publisher: null,
        platforms: ['ios', 'android'],
        rating: 3,
        review_total: 3,
        ratings: { count: 3, average: 3 },
      },
      {
        id: zeta.id,
        object: 'app',
        name: 'Zeta',
        publisher: null,
        platforms: ['android'],
        rating: null,
        review_total: 0,
        ratings: { count: 0, average: null },
      },
    ])

    // New reviews show up on the next call (the aggregate is recomputed after any change).
    ingest(f.core, zeta.id, [storeReview(now - HOUR, { rating: 4 })])
    ingest(f.core, alpha.id, [storeReview(now - HOUR, { rating: 4 })])
    const second = (await f.get('/api/v1/apps')).json() as AppList
    expect(second.data.map((a) => [a.name, a.review_total, a.rating])).toEqual([
      ['Alpha', 4, 3.25],
      ['Zeta', 1, 4],
    ])
    await f.t.run('apps.remove', { workspaceId: f.t.workspaceId, appId: zeta.id })
    expect(((await f.get('/api/v1/apps')).json() as AppList).data.map((a) => a.name)).toEqual([
      'Alpha',
    ])
  })
})

describe('since', () => {
  it('accepts dates, UTC and offset date-times (an unencoded + included) with the same meaning', async () => {
    f = await apiFixture()
    const app = await addApp(f.t, f.t.workspaceId, 'Notes')
    ingest(f.core, app.id, [
      storeReview(Date.parse('2026-03-01T10:00:00Z')),
      storeReview(Date.parse('2026-03-01T07:59:59Z')),
      storeReview(Date.parse('2026-02-28T23:59:59Z')),
    ])
    const count = async (since: string) => {
      const r = await f!.get(`/api/v1/reviews?since=${since}`)
      expect(r.status, r.text).toBe(200)
      return (r.json() as { data: unknown[] }).data.length
    }
    expect(await count('2026-03-01')).toBe(2)
    expect(await count('2026-03-01T08:00:00Z')).toBe(1)
    expect(await count('2026-03-01T09:59:59%2B02:00')).toBe(2)
    expect(await count('2026-03-01T09:59:59+02:00')).toBe(2)
    expect(await count('2026-03-01T09:00-01:00')).toBe(1)
    expect(await count('2026-03-01T10:00:00.001Z')).toBe(0)
  })
})
