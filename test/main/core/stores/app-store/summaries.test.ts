/**
 * Apple's own review summaries (customerReviewSummarizations): read once a day with budget to
 * spare, shown on the app's dashboard beside the local topics, and never a reason for a sync to
 * fail. Driven through the simulator, which requires `filter[platform]` as Apple does.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { parseSummaries } from '../../../../../src/main/core/stores/app-store/summaries'
import { syncAppStoreListing } from '../../../../../src/main/core/sync/pass'
import { SimSummaries } from '../../../../../src/main/simulators/app-store/summaries'
import { APP_ID, HOUR, setupAppStore, type AppStoreHarness } from './setup'

const DAY = 24 * HOUR

let h: AppStoreHarness
afterEach(async () => h?.close())

const summaryCalls = () =>
  h.sim.calls.filter((c) => c.path === `/v1/apps/${APP_ID}/customerReviewSummarizations`)
const sync = () => syncAppStoreListing(h.t.core, h.listing())
const dashboard = () =>
  h.t.run('dashboard.app', { workspaceId: h.t.workspaceId, appId: h.app.id, days: 30 })

describe("Apple's review summaries", () => {
  it('are read on a sync and shown on the app’s dashboard with their territory and date', async () => {
    h = await setupAppStore()
    const written = h.clock.now() - 2 * DAY
    h.sim.setSummaries(APP_ID, [
      {
        text: 'People love the quick capture and the widget; some report slow sync on iPad.',
        locale: 'en-US',
        territory: 'USA',
        createdDate: written,
      },
    ])
    await sync()
    expect(summaryCalls()).toHaveLength(1)
    expect(summaryCalls()[0]?.query['filter[platform]']).toBe('IOS')
    expect(summaryCalls()[0]?.status).toBe(200)
    const d = await dashboard()
    expect(d.appleSummaries).toEqual([
      {
        text: 'People love the quick capture and the widget; some report slow sync on iPad.',
        locale: 'en-US',
        territory: 'USA',
        // Apple's dates are to the second.
        createdAt: Math.floor(written / 1000) * 1000,
      },
    ])
    // The all-apps dashboard shows no one app's summary.
    const all = await h.t.run('dashboard.app', { workspaceId: h.t.workspaceId, days: 30 })
    expect(all.appleSummaries).toEqual([])
  })

  it('are asked for once a day, and a rewritten summary replaces the old one', async () => {
    h = await setupAppStore()
    h.sim.setSummaries(APP_ID, [{ text: 'First summary.', createdDate: h.clock.now() }])
    await sync()
    h.sim.setSummaries(APP_ID, [{ text: 'Rewritten summary.', createdDate: h.clock.now() }])
    h.clock.advance(2 * HOUR)
    await sync()
    expect(summaryCalls()).toHaveLength(1)
    expect((await dashboard()).appleSummaries.map((s) => s.text)).toEqual(['First summary.'])
    h.clock.advance(DAY)
    await sync()
    expect(summaryCalls()).toHaveLength(2)
    expect((await dashboard()).appleSummaries.map((s) => s.text)).toEqual(['Rewritten summary.'])
  })

  it('an app without a summary shows none; a refused or failing call never fails the sync', async () => {
    h = await setupAppStore()
    await sync()
    expect(summaryCalls()[0]?.status).toBe(200)
    expect((await dashboard()).appleSummaries).toEqual([])

    // A key that may not read them: nothing shown, asked again a day later, the sync is fine.
    h.sim.setSummaries(APP_ID, [{ text: 'Hidden.', createdDate: h.clock.now() }])
    h.clock.advance(DAY + HOUR)
    h.sim.failNext(
      { kind: 'error', status: 403, code: 'FORBIDDEN_ERROR' },
      { path: `/v1/apps/${APP_ID}/customerReviewSummarizations` },
    )
    await sync()
    expect(h.listing().lastError).toBeNull()
    expect((await dashboard()).appleSummaries).toEqual([])

    // A server error: the sync still succeeds, and the summary is asked for again an hour later.
    h.clock.advance(DAY + HOUR)
    h.sim.failNext(
      { kind: 'error', status: 500, code: 'UNEXPECTED_ERROR' },
      { path: `/v1/apps/${APP_ID}/customerReviewSummarizations`, times: 10 },
    )
    await sync()
    expect(h.listing().lastError).toBeNull()
    const failedAt = summaryCalls().length
    h.clock.advance(30 * 60_000)
    await sync()
    expect(summaryCalls()).toHaveLength(failedAt)
    h.clock.advance(31 * 60_000)
    await sync()
    expect(summaryCalls().length).toBeGreaterThan(failedAt)
  })
})

describe('the simulated endpoint', () => {
  const summaries = new SimSummaries()
  summaries.set('1', [{ text: 'Fine.', territory: 'FRA', locale: 'fr-FR', createdDate: 0 }])
  const list = (query: string) => summaries.list('1', new URLSearchParams(query), 'http://sim')

  it('requires filter[platform] and refuses unknown parameters, as Apple does', () => {
    expect(list('')).toEqual({
      problem: { parameter: 'filter[platform]', detail: "'filter[platform]' is required" },
    })
    expect(list('filter[platform]=ANDROID')).toMatchObject({
      problem: { parameter: 'filter[platform]' },
    })
    expect(list('filter[platform]=IOS&sort=-createdDate')).toMatchObject({
      problem: { parameter: 'sort' },
    })
  })

  it('names the territory only when it is included', () => {
    const plain = list('filter[platform]=IOS') as { body: { data: { relationships: unknown }[] } }
    expect(plain.body.data[0]?.relationships).toEqual({ territory: { meta: {} } })
    const withTerritory = list('filter[platform]=IOS&include=territory') as {
      body: { data: unknown[] }
    }
    expect(parseSummaries(withTerritory.body)).toMatchObject([
      { text: 'Fine.', territory: 'FRA', locale: 'fr-FR' },
    ])
  })
})

describe('parsing summaries', () => {
  it('keeps readable ones, newest first, and skips odd entries', () => {
    const parsed = parseSummaries({
      data: [
        {
          type: 'customerReviewSummarizations',
          id: '1',
          attributes: { text: 'Older.', locale: 'en-GB', createdDate: '2026-01-02T10:00:00-08:00' },
          relationships: { territory: { data: { type: 'territories', id: 'GBR' } } },
        },
        { type: 'customerReviewSummarizations', id: '2', attributes: { text: '  ' } },
        { type: 'somethingElse', id: '3', attributes: { text: 'Not a summary.' } },
        {
          type: 'customerReviewSummarizations',
          id: '4',
          attributes: { text: 'Newer.', createdDate: '2026-03-02T10:00:00Z' },
        },
      ],
    })
    expect(parsed).toEqual([
      {
        text: 'Newer.',
        locale: null,
        territory: null,
        createdAt: Date.parse('2026-03-02T10:00:00Z'),
      },
      {
        text: 'Older.',
        locale: 'en-GB',
        territory: 'GBR',
        createdAt: Date.parse('2026-01-02T18:00:00Z'),
      },
    ])
    expect(parseSummaries({ errors: [] })).toEqual([])
  })
})
