import { request as httpRequest, type Agent, type IncomingHttpHeaders } from 'node:http'
import { eq } from 'drizzle-orm'
import { startApiServer, type ApiServer } from '../../../../src/main/core/api/server'
import type { RateLimitConfig } from '../../../../src/main/core/api/rate-limit'
import type { Core } from '../../../../src/main/core/core'
import { replies, storeListings } from '../../../../src/main/core/db/schema'
import { ingestReviews } from '../../../../src/main/core/reviews/ingest'
import type { NormalizedReview } from '../../../../src/main/core/stores/types'
import { createTestCore, type TestCore } from '../../../support/core'

export interface HttpResult {
  status: number
  headers: IncomingHttpHeaders
  text: string
  json(): unknown
}

/**
 * A raw loopback client: node:http with `setHost: false`, so a test sets (or omits) Host and
 * Origin exactly; paths go out as given.
 */
export function rawRequest(
  port: number,
  path: string,
  options: { method?: string; headers?: Record<string, string>; agent?: Agent } = {},
): Promise<HttpResult> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers: { host: `127.0.0.1:${port}`, ...options.headers },
        setHost: false,
        agent: options.agent ?? false,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text,
            json: () => JSON.parse(text),
          })
        })
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end()
  })
}

export interface ApiFixture {
  t: TestCore
  core: Core
  server: ApiServer
  key: string
  /** GET with the fixture's key unless `key` is given (null: no Authorization header). */
  get(path: string, key?: string | null, headers?: Record<string, string>): Promise<HttpResult>
  close(): Promise<void>
}

/** A generous limit so tests that are not about rate limiting never hit it. */
export const NO_LIMIT: RateLimitConfig = { ratePerSecond: 1_000_000, burst: 1_000_000 }

export async function apiFixture(
  options: { rateLimit?: RateLimitConfig; t?: TestCore } = {},
): Promise<ApiFixture> {
  const t = options.t ?? (await createTestCore())
  const server = await startApiServer(t.core, { port: 0, rateLimit: options.rateLimit ?? NO_LIMIT })
  const created = await t.run('keys.create', { workspaceId: t.workspaceId, name: 'tests' })
  const get = (
    path: string,
    key: string | null = created.key,
    headers: Record<string, string> = {},
  ) =>
    rawRequest(server.port, path, {
      headers: { ...(key === null ? {} : { authorization: `Bearer ${key}` }), ...headers },
    })
  return {
    t,
    core: t.core,
    server,
    key: created.key,
    get,
    async close() {
      await server.close()
      t.core.close()
    },
  }
}

export async function addApp(
  t: TestCore,
  workspaceId: string,
  name: string,
  ids: { appStoreId?: string; googlePlayPackage?: string } = {
    appStoreId: String(100000000 + Math.floor(Math.random() * 1e8)),
  },
) {
  return t.run('apps.add', { workspaceId, name, ...ids })
}

let storeReviewCounter = 0

/** A plausible store review written at `createdAt`. */
export function storeReview(
  createdAt: number,
  overrides: Partial<NormalizedReview> = {},
): NormalizedReview {
  storeReviewCounter++
  return {
    storeReviewId: `sr-${storeReviewCounter}`,
    rating: (storeReviewCounter % 5) + 1,
    title: storeReviewCounter % 3 === 0 ? null : `Title ${storeReviewCounter}`,
    body: `Review body ${storeReviewCounter}`,
    author: `Author ${storeReviewCounter}`,
    language: 'en',
    territory: 'US',
    appVersion: '1.2.3',
    createdAt,
    updatedAt: createdAt,
    storeReply: null,
    ...overrides,
  }
}

/** Stores reviews for one listing of the app through the real ingest path. */
export function ingest(core: Core, appId: string, batch: NormalizedReview[]): string[] {
  const listing = core.db.select().from(storeListings).where(eq(storeListings.appId, appId)).get()
  if (!listing) throw new Error(`no listing for ${appId}`)
  return ingestReviews(core, listing, batch).createdIds
}

/** Gives a review a reply in the given state, as the drafting/approval features would. */
export function setReply(
  core: Core,
  workspaceId: string,
  reviewId: string,
  status: (typeof replies.$inferSelect)['status'],
  body = `Thanks! (${status})`,
): void {
  const now = core.clock.now()
  core.db
    .insert(replies)
    .values({
      id: core.ids.next('rpl'),
      workspaceId,
      reviewId,
      status,
      body,
      source: 'drafted',
      publishedAt: status === 'published' ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .run()
}

export const HOUR = 3_600_000
