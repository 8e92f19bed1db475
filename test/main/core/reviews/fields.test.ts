/**
 * The review field list (`src/shared/review-fields.ts`) is the one place a review's fields are
 * written: the columns, the DTO, the API page query, the serializer the API and webhooks share,
 * and the OpenAPI document all follow it.
 */
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest'
import {
  API_REVIEW_FIELD_NAMES,
  REVIEW_FIELDS,
  REVIEW_FIELD_NAMES,
  type FieldValuesOf,
  type ReviewFieldValues,
} from '../../../../src/shared/review-fields'
import type { UnmappedFields } from '../../../../src/main/core/reviews/fields'
import { buildOpenApiDocument } from '../../../../src/main/core/api/openapi/document'
import { reviewsPageSql } from '../../../../src/main/core/api/queries'
import { outboxEvents, reviews } from '../../../../src/main/core/db/schema'
import { addApp, apiFixture, HOUR, ingest, storeReview, type ApiFixture } from '../api/support'

const API_NAMES = API_REVIEW_FIELD_NAMES.map((name) => REVIEW_FIELDS[name].api)

describe('the review field list', () => {
  it('is matched by a column of the same type for every field, and a field without one does not compile', () => {
    expectTypeOf<UnmappedFields<ReviewFieldValues>>().toEqualTypeOf<never>()

    // A field added to the list with no column in `reviews`.
    type WithMood = FieldValuesOf<
      typeof REVIEW_FIELDS & {
        mood: { kind: 'string'; nullable: false; api: 'mood'; description: 'How they felt' }
      }
    >
    expectTypeOf<UnmappedFields<WithMood>>().toEqualTypeOf<'mood'>()

    // A field whose column holds another type: title is nullable, rating is a number.
    type TitleNotNull = FieldValuesOf<
      Omit<typeof REVIEW_FIELDS, 'title' | 'rating'> & {
        title: { kind: 'string'; nullable: false; api: 'title'; description: '' }
        rating: { kind: 'string'; nullable: false; api: 'rating'; description: '' }
      }
    >
    expectTypeOf<UnmappedFields<TitleNotNull>>().toEqualTypeOf<'title' | 'rating'>()
  })

  it('gives every field a description, and public fields distinct snake_case API names', () => {
    for (const name of REVIEW_FIELD_NAMES) expect(REVIEW_FIELDS[name].description).not.toBe('')
    expect(new Set(API_NAMES).size).toBe(API_NAMES.length)
    for (const api of API_NAMES) expect(api).toMatch(/^[a-z]+(_[a-z]+)*$/)
  })

  it('is what the OpenAPI document publishes for a review, in order and with its descriptions', () => {
    const doc = buildOpenApiDocument() as {
      components: { schemas: { Review: { properties: Record<string, { description?: string }> } } }
    }
    const review = doc.components.schemas.Review
    expect(Object.keys(review.properties)).toEqual([
      'id',
      'object',
      ...API_NAMES.slice(1),
      'reply',
      'rating_history',
      'topics',
    ])
    for (const name of API_REVIEW_FIELD_NAMES) {
      const api = REVIEW_FIELDS[name].api
      expect(review.properties[api]?.description, api).toBe(REVIEW_FIELDS[name].description)
    }
  })

  it('is what the API page query reads from the reviews table', () => {
    const sql = reviewsPageSql(
      {
        workspaceId: 'w',
        appId: null,
        store: null,
        rating: null,
        replyStatus: null,
        since: null,
      },
      false,
    )
    const columns = [...sql.matchAll(/\br\."([a-z_]+)"/g)].map((m) => m[1])
    expect(columns).toEqual(API_REVIEW_FIELD_NAMES.map((name) => reviews[name].name))
  })
})

describe('a review with every field set', () => {
  let f: ApiFixture | undefined
  afterEach(async () => {
    await f?.close()
    f = undefined
  })

  async function oneReview() {
    f = await apiFixture()
    const app = await addApp(f.t, f.t.workspaceId, 'Notes', {
      googlePlayPackage: 'com.example.notes',
    })
    const now = f.t.clock.now()
    const [id] = ingest(f.core, app.id, [
      storeReview(now - HOUR, {
        title: 'Lost my notes',
        author: 'Sam',
        language: 'en-GB',
        territory: 'GBR',
        appVersion: '4.1.2',
        device: 'Pixel 9',
        osVersion: 'Android 15',
        thumbsUp: 3,
      }),
    ])
    const row = f.core.db
      .select()
      .from(reviews)
      .where(eq(reviews.id, id as string))
      .get()
    if (!row) throw new Error('no review')
    return row
  }

  it('reaches the app’s DTO with every field of the list, as stored', async () => {
    const row = await oneReview()
    const detail = await f!.t.run('reviews.get', {
      workspaceId: f!.t.workspaceId,
      reviewId: row.id,
    })
    const dto = detail.review as unknown as Record<string, unknown>
    for (const name of REVIEW_FIELD_NAMES) expect(dto[name], name).toEqual(row[name])
    // The list's fields keep their order, with appName after appId.
    expect(Object.keys(dto).filter((k) => k in REVIEW_FIELDS)).toEqual(REVIEW_FIELD_NAMES)
    expect(Object.keys(dto).slice(0, 3)).toEqual(['id', 'appId', 'appName'])
  })

  it('reaches the API and the review.created webhook with exactly the public fields, in order', async () => {
    const row = await oneReview()
    const res = await f!.get('/api/v1/reviews')
    const fromApi = (res.json() as { data: Record<string, unknown>[] }).data[0]!
    const event = f!.core.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.type, 'review.created'))
      .get()
    const fromWebhook = (
      JSON.parse(event!.payload) as { data: { review: Record<string, unknown> } }
    ).data.review

    for (const sent of [fromApi, fromWebhook]) {
      expect(Object.keys(sent).slice(0, API_NAMES.length + 1)).toEqual([
        'id',
        'object',
        ...API_NAMES.slice(1),
      ])
      expect(Object.keys(sent)).not.toContain('device')
      expect(Object.keys(sent)).not.toContain('first_seen_at')
      for (const name of API_REVIEW_FIELD_NAMES) {
        const value = row[name]
        const expected =
          REVIEW_FIELDS[name].kind === 'time' ? new Date(value as number).toISOString() : value
        expect(sent[REVIEW_FIELDS[name].api], name).toEqual(expected)
      }
    }
  })
})
