/**
 * The committed OpenAPI document is the generated one, and real responses and event payloads
 * validate against it. After changing the API's schemas, regenerate it with
 * `UPDATE_OPENAPI=1 npx vitest run test/main/core/api/openapi.test.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import Ajv2020 from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import { format, resolveConfig } from 'prettier'
import { afterEach, describe, expect, it } from 'vitest'
import { buildOpenApiDocument } from '../../../../src/main/core/api/openapi/document'
import { webhookEventSchema } from '../../../../src/main/core/api/openapi/webhook-schemas'
import { outboxEvents } from '../../../../src/main/core/db/schema'
import { EVENT_TYPES } from '../../../../src/main/core/events/outbox'
import {
  addApp,
  apiFixture,
  HOUR,
  ingest,
  rawRequest,
  setReply,
  storeReview,
  type ApiFixture,
  type HttpResult,
} from './support'

const DOC_PATH = join(__dirname, '../../../../docs/openapi.json')
const ROOT = 'https://review-reply.local/openapi.json'

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

function validatorFor(doc: Json) {
  const ajv = new Ajv2020({ strict: true, allErrors: true })
  addFormats(ajv)
  // The components live under an OpenAPI keyword; declare it so strict mode lets refs reach them.
  ajv.addKeyword('components')
  ajv.addSchema({ $id: ROOT, components: doc.components })
  return (schemaRef: string, value: unknown): string[] => {
    const validate = ajv.getSchema(`${ROOT}${schemaRef}`)
    if (!validate) throw new Error(`no schema ${schemaRef}`)
    return validate(value)
      ? []
      : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`)
  }
}

let f: ApiFixture | undefined
afterEach(async () => {
  await f?.close()
  f = undefined
})

describe('OpenAPI document', () => {
  it('is committed exactly as generated from the handlers’ schemas', async () => {
    const generated = buildOpenApiDocument()
    if (process.env.UPDATE_OPENAPI === '1') {
      const options = (await resolveConfig(DOC_PATH)) ?? {}
      writeFileSync(
        DOC_PATH,
        await format(JSON.stringify(generated), { ...options, parser: 'json' }),
      )
    }
    const committed = JSON.parse(readFileSync(DOC_PATH, 'utf8')) as unknown
    expect(committed).toStrictEqual(JSON.parse(JSON.stringify(generated)))
  })

  it('is OpenAPI 3.1 with the bearer scheme, problem schema, rate-limit headers and every webhook event', () => {
    const doc = buildOpenApiDocument() as Json
    expect(doc.openapi).toBe('3.1.0')
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' })
    expect(Object.keys(doc.components.headers)).toEqual(
      expect.arrayContaining([
        'RateLimit-Limit',
        'RateLimit-Remaining',
        'RateLimit-Reset',
        'RateLimit-Policy',
        'RateLimit',
        'Retry-After',
      ]),
    )
    expect(doc.components.schemas.Problem.required).toEqual([
      'type',
      'title',
      'status',
      'detail',
      'code',
      'request_id',
    ])
    expect(Object.keys(doc.webhooks)).toEqual([...EVENT_TYPES])
    expect(Object.keys(doc.paths)).toEqual([
      '/api/v1/apps',
      '/api/v1/reviews',
      '/api/v1/openapi.json',
    ])
    // Every component schema compiles under strict JSON Schema 2020-12.
    const check = validatorFor(doc)
    for (const name of Object.keys(doc.components.schemas))
      expect(() => check(`#/components/schemas/${name}`, {})).not.toThrow()
  })
})

describe('real responses validate against the committed document', () => {
  const doc = JSON.parse(readFileSync(DOC_PATH, 'utf8')) as Json
  const check = validatorFor(doc)

  /** Resolves the documented response for a status (through `$ref`s) and checks body and headers. */
  function expectDocumented(path: string, r: HttpResult) {
    const op = doc.paths[path].get
    let response = op.responses[String(r.status)]
    expect(response, `${path} documents ${r.status}`).toBeDefined()
    if (response.$ref) response = doc.components.responses[response.$ref.split('/').pop()]
    const [mediaType, media] =
      Object.entries(response.content as Record<string, { schema: Json }>)[0] ?? []
    expect(r.headers['content-type']).toBe(mediaType)
    if (media?.schema.$ref) expect(check(media.schema.$ref, r.json()), r.text).toEqual([])
    for (const header of Object.keys(response.headers ?? {})) {
      expect(r.headers[header.toLowerCase()], `${r.status} ${header}`).toBeDefined()
    }
  }

  it('for every status of /apps and /reviews', async () => {
    f = await apiFixture({ rateLimit: { ratePerSecond: 0.001, burst: 12 } })
    const app = await addApp(f.t, f.t.workspaceId, 'Notes', {
      appStoreId: '123456789',
      googlePlayPackage: 'com.example.notes',
    })
    await addApp(f.t, f.t.workspaceId, 'Empty', { appStoreId: '987654321' })
    const now = f.t.clock.now()
    const ids = ingest(f.core, app.id, [
      storeReview(now - HOUR, {
        storeReply: { body: 'Hi', storeReplyId: 'r1', state: 'published', updatedAt: now },
      }),
      storeReview(now - 2 * HOUR, {
        title: null,
        author: null,
        language: null,
        territory: null,
        appVersion: null,
      }),
      ...Array.from({ length: 6 }, (_, i) => storeReview(now - (3 + i) * HOUR)),
    ])
    for (const [i, status] of (
      ['draft', 'approved', 'failed', 'dismissed', 'pending_publish'] as const
    ).entries()) {
      setReply(f.core, f.t.workspaceId, ids[i + 2] as string, status)
    }
    const port = f.server.port
    const auth = { authorization: `Bearer ${f.key}` }
    const cases: [string, HttpResult][] = [
      ['/api/v1/apps', await f.get('/api/v1/apps')],
      ['/api/v1/reviews', await f.get('/api/v1/reviews?limit=200')],
      ['/api/v1/reviews', await f.get('/api/v1/reviews?limit=3')],
      ['/api/v1/reviews', await f.get('/api/v1/reviews?limit=x')],
      ['/api/v1/reviews', await f.get('/api/v1/reviews', 'rr_live_x')],
      ['/api/v1/reviews', await f.get('/api/v1/reviews?app_id=app_zzz')],
      [
        '/api/v1/reviews',
        await rawRequest(port, '/api/v1/reviews', { method: 'POST', headers: auth }),
      ],
      ['/api/v1/reviews', await f.get('/api/v1/reviews', f.key, { origin: 'http://x' })],
      ['/api/v1/apps', await f.get('/api/v1/apps?x=1')],
      ['/api/v1/openapi.json', await f.get('/api/v1/openapi.json', null)],
    ]
    while ((await f.get('/api/v1/apps')).status !== 429) {
      /* spend the burst */
    }
    cases.push(['/api/v1/apps', await f.get('/api/v1/apps')])
    f.t.clock.advance(30 * 24 * HOUR) // trial over, no licence: Free plan
    cases.push(['/api/v1/reviews', await f.get('/api/v1/reviews')])
    const statuses = cases.map(([, r]) => r.status)
    expect(statuses).toEqual([200, 200, 200, 400, 401, 404, 405, 421, 400, 200, 429, 403])
    for (const [path, r] of cases) expectDocumented(path, r)
    const page = cases[1]?.[1].json() as { data: { reply: { status: string } | null }[] }
    expect(new Set(page.data.map((r) => r.reply?.status ?? 'none'))).toEqual(
      new Set(['published', 'none', 'draft', 'approved', 'failed', 'dismissed', 'pending_publish']),
    )
  })

  it('for the webhook events the core emits', async () => {
    f = await apiFixture()
    const app = await addApp(f.t, f.t.workspaceId, 'Notes', { appStoreId: '123456789' })
    const now = f.t.clock.now()
    const pending = storeReview(now - 2 * HOUR, {
      storeReply: { body: 'Thanks', storeReplyId: 'r', state: 'pending_publish', updatedAt: now },
    })
    ingest(f.core, app.id, [storeReview(now - HOUR), pending])
    // The store makes the pending reply public; the next sync sees it: reply.published.
    f.t.clock.advance(HOUR)
    ingest(f.core, app.id, [
      { ...pending, storeReply: { ...pending.storeReply!, state: 'published' } },
    ])
    const events = f.core.db.select().from(outboxEvents).all()
    expect(events.map((e) => e.type).sort()).toEqual([
      'reply.published',
      'review.created',
      'review.created',
    ])
    for (const e of events) {
      const payload = JSON.parse(e.payload) as { type: string }
      const ref = doc.webhooks[payload.type].post.requestBody.content['application/json'].schema
        .$ref as string
      expect(check(ref, payload), e.payload).toEqual([])
      expect(webhookEventSchema.safeParse(payload).success).toBe(true)
    }
  })

  it('for one example of every event type, and rejects a payload with an unknown field', () => {
    const app = {
      id: 'app_1',
      object: 'app',
      name: 'Notes',
      publisher: null,
      platforms: ['ios'],
      rating: 4.25,
      review_total: 12,
      ratings: { count: 40, average: 4.4 },
    }
    const review = {
      id: 'rev_1',
      object: 'review',
      app_id: 'app_1',
      store: 'app_store',
      store_review_id: '1',
      rating: 5,
      title: null,
      body: 'Nice',
      author: null,
      language: 'en',
      territory: null,
      app_version: null,
      created_at: '2026-11-02T09:00:00.000Z',
      updated_at: '2026-11-02T09:00:00.000Z',
      reply: {
        status: 'draft',
        body: 'Thanks',
        source: 'drafted',
        created_at: '2026-11-02T09:00:00.000Z',
        updated_at: '2026-11-02T09:00:00.000Z',
        published_at: null,
      },
      rating_history: [{ rating: 5, at: '2026-11-02T09:00:00.000Z' }],
    }
    const period = { start: '2026-10-26T00:00:00.000Z', end: '2026-11-02T00:00:00.000Z' }
    const timestamp = '2026-11-02T09:00:00.000Z'
    const examples: Json[] = [
      { type: 'review.created', timestamp, data: { review: { ...review, reply: null } } },
      { type: 'draft.created', timestamp, data: { review } },
      {
        type: 'reply.published',
        timestamp,
        data: {
          review: {
            ...review,
            reply: { ...review.reply, status: 'published', published_at: timestamp },
          },
        },
      },
      {
        type: 'digest.weekly',
        timestamp,
        data: {
          app,
          summary: '12 reviews, average 4.25 stars, 75% answered.',
          period: { ...period, time_zone: 'Europe/Berlin', label: '26 Oct – 2 Nov 2026' },
          reviews: 12,
          average_rating: 4.25,
          histogram: { '1': 1, '2': 0, '3': 1, '4': 4, '5': 6 },
          previous_week: { reviews: 10, average_rating: 4.1 },
          baseline: { weeks: 4, reviews_per_week: 9.5, average_rating: null },
          change: {
            reviews_vs_previous_week_pct: 20,
            average_rating_vs_previous_week: 0.15,
            reviews_vs_baseline_pct: null,
            average_rating_vs_baseline: null,
          },
          replies_published: 9,
          replied_share: 0.75,
          median_reply_time_hours: 1.5,
          top_languages: [
            { language: 'en', name: 'English', reviews: 10, share: 0.83 },
            { language: null, name: 'Unknown', reviews: 2, share: 0.17 },
          ],
          unanswered_negative: [{ ...review, rating: 1, reply: null }],
        },
      },
      {
        type: 'anomaly.detected',
        timestamp,
        data: {
          app,
          kind: 'rating_drop',
          episode_id: 'anm_1',
          summary: 'Average rating fell from 4.4 to 2.1 in the last 24 hours.',
          window: period,
          baseline: 4.4,
          observed: 2.1,
          unit: 'stars',
          details: { baseline: { reviews: 120 }, observed: { reviews: 14 }, test: { p: 0.001 } },
          reviews: [{ ...review, rating: 1 }],
        },
      },
      {
        type: 'test',
        timestamp,
        data: { message: 'This is a test event from Review Reply.', endpoint_id: 'whe_1' },
      },
      {
        type: 'review.updated',
        timestamp,
        data: {
          review: {
            ...review,
            rating_history: [
              { rating: 2, at: '2026-10-30T09:00:00.000Z' },
              { rating: 5, at: '2026-11-02T09:00:00.000Z' },
            ],
          },
          previous: { rating: 2, body: 'Crashes', at: '2026-10-30T09:00:00.000Z' },
        },
      },
      {
        type: 'review.assigned',
        timestamp,
        data: {
          review,
          assignee: { id: 'usr_2', name: 'Ana Lopez' },
          by: { id: 'usr_1', name: 'Owner' },
        },
      },
      {
        type: 'note.created',
        timestamp,
        data: {
          review,
          note: { id: 'rvn_1', created_at: timestamp },
          by: { id: 'usr_1', name: 'Owner' },
          mentions: ['usr_2'],
        },
      },
    ]
    expect(examples.map((e) => e.type)).toEqual([...EVENT_TYPES])
    for (const e of examples) {
      const ref = doc.webhooks[e.type].post.requestBody.content['application/json'].schema
        .$ref as string
      expect(check(ref, e), e.type).toEqual([])
      expect(webhookEventSchema.safeParse(e).success, e.type).toBe(true)
      expect(check(ref, { ...e, data: { ...e.data, internal_note: 'x' } }), e.type).not.toEqual([])
      expect(
        webhookEventSchema.safeParse({ ...e, data: { ...e.data, internal_note: 'x' } }).success,
      ).toBe(false)
    }
  })
})
