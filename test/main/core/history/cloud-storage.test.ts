/**
 * The report bucket through the Cloud Storage simulator: the same service account, its own scope,
 * paging through the bucket's objects, a plain answer when the account lacks the Play Console
 * permission, and a growing current month read again while an old month is not.
 */
import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { historyImports, reviews, storeRatings } from '../../../../src/main/core/db/schema'
import { reportBytes } from '../../../../src/main/simulators/google-play/report'
import type { CloudImportDto } from '../../../../src/shared/dto/history'
import type { Result } from '../../../../src/shared/result'
import { DAY, PKG, playFixture, type PlayFixture } from './support'

const BUCKET = 'pubsite_prod_rev_01234567890123456789'
let f: PlayFixture
afterEach(async () => {
  await f?.close()
})

const n = (table: typeof reviews | typeof storeRatings | typeof historyImports) =>
  f.t.core.db
    .select({ n: sql<number>`count(*)` })
    .from(table)
    .get()!.n

async function setup(): Promise<void> {
  f = await playFixture()
  f.t.core.endpoints = { ...f.t.core.endpoints, googleCloudStorageUrl: f.gp.storageUrl }
  expect(
    await f.t.run('history.setBucket', {
      workspaceId: f.workspaceId,
      appId: f.appId,
      bucket: `gs://${BUCKET}/reviews`,
    }),
  ).toEqual({ bucket: BUCKET })
}

/** A month's report: one written review and one rating without text, on the 1st. */
const rowsOf = (month: string) => {
  const at = Date.UTC(Number(month.slice(0, 4)), Number(month.slice(4)) - 1, 1, 12)
  return [
    { reviewId: `gp:AOqpTO${month}a`, rating: 4, text: `Good app, ${month}`, submittedAt: at },
    { reviewId: null, rating: 5, text: '', submittedAt: at + 1000 },
  ]
}

const importCloud = () =>
  f.t.dispatch('history.importCloud', { workspaceId: f.workspaceId, appId: f.appId }) as Promise<
    Result<CloudImportDto>
  >

describe('review reports from the Play Console bucket', () => {
  it('refuses a bucket id that is not a Play Console one', async () => {
    f = await playFixture()
    const result = await f.t.dispatch('history.setBucket', {
      workspaceId: f.workspaceId,
      appId: f.appId,
      bucket: 'my-bucket',
    })
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', field: 'bucket' } })
  })

  it('without the Play Console permission: says which grant to add where', async () => {
    await setup()
    const result = await importCloud()
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.error.code).toBe('FORBIDDEN')
    expect(result.error.message).toContain(f.gp.serviceAccount.client_email)
    expect(result.error.message).toContain('Play Console → Users and permissions')
    expect(result.error.message).toContain(
      '"View app information and download bulk reports (read-only)"',
    )
    // The token asked for Cloud Storage's read-only scope, not the Publisher API's.
    const token = f.gp.calls.filter((c) => c.endpoint === 'token').at(-1)
    expect(token?.assertion?.scope).toBe('https://www.googleapis.com/auth/devstorage.read_only')
    expect(f.gp.calls.filter((c) => c.endpoint === 'storage').at(-1)?.status).toBe(403)
  })

  it('imports every month once, pages through the listing, and reads the growing month again', async () => {
    await setup()
    f.gp.storage.grant(BUCKET, f.gp.serviceAccount.client_email)
    const now = f.t.clock.now()
    const thisMonth = new Date(now).toISOString().slice(0, 7).replace('-', '')
    // A year of months, plus other apps' reports and other report kinds that must be left alone;
    // pages of 5, so the listing takes three.
    f.gp.storage.pageSize = 5
    for (let i = 0; i < 20; i++)
      f.gp.storage.put(BUCKET, `stats/installs/installs_${PKG}_${i}.csv`, Buffer.from('x'))
    f.gp.storage.put(BUCKET, `reviews/reviews_${PKG}.pro_${thisMonth}.csv`, Buffer.from('x'))
    const months: string[] = []
    for (let i = 11; i >= 0; i--) {
      const d = new Date(now)
      d.setUTCDate(1)
      d.setUTCMonth(d.getUTCMonth() - i)
      const month = d.toISOString().slice(0, 7).replace('-', '')
      months.push(month)
      f.gp.storage.put(
        BUCKET,
        `reviews/reviews_${PKG}_${month}.csv`,
        reportBytes(PKG, rowsOf(month)),
      )
    }
    const first = await importCloud()
    expect(first.ok).toBe(true)
    if (!first.ok) return
    expect(first.value.months.map((m) => [m.month, m.status])).toEqual(
      months.map((m) => [m, 'imported']),
    )
    expect(n(reviews)).toBe(12)
    expect(n(storeRatings)).toBe(12)
    const listCalls = f.gp.calls.filter((c) => c.endpoint === 'storage' && !c.path.includes('/o/'))
    expect(listCalls.map((c) => Boolean(c.query.pageToken))).toEqual([false, true, true])

    // Nothing new: nothing is downloaded again.
    const downloads = () =>
      f.gp.calls.filter((c) => c.endpoint === 'storage' && c.path.includes('/o/')).length
    const before = downloads()
    const second = await importCloud()
    expect(second.ok && second.value.months.every((m) => m.status === 'unchanged')).toBe(true)
    expect(downloads()).toBe(before)

    // Play adds the day's reviews to this month's file; an old month is rewritten too.
    f.t.clock.advance(DAY / 2)
    f.gp.storage.put(
      BUCKET,
      `reviews/reviews_${PKG}_${thisMonth}.csv`,
      reportBytes(PKG, [
        ...rowsOf(thisMonth),
        {
          reviewId: 'gp:AOqpTOlate',
          rating: 1,
          text: 'Crashes since today',
          submittedAt: now + 1000,
        },
      ]),
    )
    f.gp.storage.put(BUCKET, `reviews/reviews_${PKG}_${months[0]}.csv`, reportBytes(PKG, []))
    const third = await importCloud()
    expect(third.ok).toBe(true)
    if (!third.ok) return
    expect(third.value.months.filter((m) => m.status !== 'unchanged')).toEqual([
      {
        month: thisMonth,
        name: `reviews/reviews_${PKG}_${thisMonth}.csv`,
        status: 'reimported',
        result: {
          rows: 3,
          reviewsAdded: 1,
          ratingsAdded: 0,
          changed: 0,
          unchanged: 2,
          repliesFound: 0,
        },
      },
    ])
    expect(n(reviews)).toBe(13)
    expect(n(historyImports)).toBe(13)
  })

  it('the polling pass reads the bucket every few hours, and a bucket it may not read never fails the poll', async () => {
    await setup()
    const thisMonth = new Date(f.t.clock.now()).toISOString().slice(0, 7).replace('-', '')
    f.gp.storage.put(
      BUCKET,
      `reviews/reviews_${PKG}_${thisMonth}.csv`,
      reportBytes(PKG, rowsOf(thisMonth)),
    )
    // No grant yet: the poll still succeeds, nothing is imported.
    await f.t.run('sync.now', { workspaceId: f.workspaceId })
    expect(n(historyImports)).toBe(0)
    const listing = (await f.t.run('apps.list', { workspaceId: f.workspaceId }))[0]!.listings[0]!
    expect(listing.lastError).toBeNull()

    f.gp.storage.grant(BUCKET, f.gp.serviceAccount.client_email)
    f.t.clock.advance(7 * 60 * 60_000)
    await f.t.run('sync.now', { workspaceId: f.workspaceId })
    expect(n(historyImports)).toBe(1)
    expect(n(storeRatings)).toBe(1)
    // Within the next hours the bucket is not listed again.
    const lists = () => f.gp.calls.filter((c) => c.endpoint === 'storage').length
    const before = lists()
    f.t.clock.advance(60 * 60_000)
    await f.t.run('sync.now', { workspaceId: f.workspaceId })
    expect(lists()).toBe(before)
  })
})
