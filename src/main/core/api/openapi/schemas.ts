/**
 * The zod schemas of the public API (docs/integrations/api.md). The request handlers parse queries with
 * them, and the OpenAPI document is generated from them, so the two cannot drift apart. The
 * response types are checked against `public/serialize.ts` at compile time below.
 */
import { z } from 'zod'
import { REPLY_STATUSES } from '../../db/schema'
import { REVIEW_TOPICS } from '../../../../shared/topics'
import { reviewFieldShape } from './review-fields'
import type {
  PublicApp,
  PublicRatingPoint,
  PublicReply,
  PublicReview,
} from '../../public/serialize'

/** Schemas that become `components.schemas` entries, named by `id`. */
export const apiRegistry = z.registry<{ id: string }>()

const dateTime = z.iso.datetime().describe('ISO 8601, UTC (e.g. 2026-11-02T09:00:00.000Z)')
const STORES = ['app_store', 'google_play'] as const

const replySchema = z
  .strictObject({
    status: z.enum(REPLY_STATUSES),
    body: z.string(),
    source: z
      .enum(['drafted', 'edited', 'external'])
      .describe(
        'drafted: written by the app; edited: a person changed the draft; external: found on the store',
      ),
    created_at: dateTime,
    updated_at: dateTime,
    published_at: dateTime.nullable(),
  })
  .describe('The current reply to a review.')
  .register(apiRegistry, { id: 'Reply' })

const ratingPointSchema = z
  .strictObject({
    rating: z.number().int().min(1).max(5),
    at: dateTime.describe(
      'When the reviewer gave this rating: the store’s time when it reports one (Google Play), else when Review Reply first saw it (an App Store edit). ISO 8601 UTC.',
    ),
  })
  .describe('One rating in a review’s history.')
  .register(apiRegistry, { id: 'RatingPoint' })

// The review's own fields come from `shared/review-fields.ts`; `object` follows `id`.
const { id: reviewId, ...reviewFields } = reviewFieldShape(dateTime)

export const reviewSchema = z
  .strictObject({
    id: reviewId,
    object: z.literal('review'),
    ...reviewFields,
    reply: replySchema.nullable(),
    rating_history: z
      .array(ratingPointSchema)
      .min(1)
      .describe(
        'The star ratings the review went through, oldest first; the last entry is the current rating, so there is always at least one. A change seen by a sync or a Google Play report import adds an entry; an edit that keeps the rating adds none.',
      ),
    topics: z
      .array(z.enum(REVIEW_TOPICS))
      .optional()
      .describe(
        'Topic tags (detected by Review Reply or set by a person), in a fixed order. Absent while the review has not been read for topics yet.',
      ),
  })
  .describe('A store review with its current reply embedded.')
  .register(apiRegistry, { id: 'Review' })

export const appSchema = z
  .strictObject({
    id: z.string().regex(/^app_[A-Za-z0-9]+$/),
    object: z.literal('app'),
    name: z.string(),
    publisher: z.string().nullable(),
    platforms: z.array(z.enum(['ios', 'android'])),
    rating: z
      .number()
      .min(1)
      .max(5)
      .nullable()
      .describe(
        'Mean star rating (1–5, 2 decimals) of the written reviews known to the app. Store dashboards also count ratings without text, so they differ.',
      ),
    review_total: z
      .number()
      .int()
      .min(0)
      .describe('Written reviews; ratings without text are not counted.'),
    ratings: z
      .strictObject({
        count: z.number().int().min(0),
        average: z.number().min(1).max(5).nullable(),
      })
      .describe(
        'Every star rating known to the app, with or without text (ratings without text come from Google Play’s monthly review reports), and their mean (2 decimals).',
      ),
  })
  .describe('An app of the key’s workspace.')
  .register(apiRegistry, { id: 'App' })

// Registered for the OpenAPI document only (`AppList`): nothing parses with it.
z.strictObject({ data: z.array(appSchema) })
  .describe('Every app of the key’s workspace, by name.')
  .register(apiRegistry, { id: 'AppList' })

// Registered for the OpenAPI document only (`ReviewList`): nothing parses with it.
z.strictObject({
  data: z.array(reviewSchema),
  next_cursor: z
    .string()
    .nullable()
    .describe('Pass as `cursor` (with the same filters) for the next page; null on the last page.'),
})
  .describe('One page of reviews, newest first by (created_at desc, id desc).')
  .register(apiRegistry, { id: 'ReviewList' })

const PROBLEM_CODES = [
  'bad_request',
  'invalid_parameter',
  'unknown_parameter',
  'invalid_cursor',
  'missing_key',
  'malformed_key',
  'invalid_key',
  'revoked_key',
  'plan_required',
  'not_found',
  'method_not_allowed',
  'misdirected_request',
  'rate_limited',
  'unavailable',
  'internal',
] as const
export type ProblemCode = (typeof PROBLEM_CODES)[number]

// Registered for the OpenAPI document only (`Problem`): nothing parses with it.
z.strictObject({
  type: z.string().describe('A URI naming the kind of problem: `urn:review-reply:problem:<code>`'),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().describe('What went wrong and what to do next, in plain words.'),
  code: z.enum(PROBLEM_CODES),
  param: z.string().optional().describe('The query parameter at fault, for 400 responses.'),
  request_id: z.string(),
})
  .describe('An RFC 9457 problem document (`application/problem+json`).')
  .register(apiRegistry, { id: 'Problem' })

// ── Query parameters ──────────────────────────────────────────────────────────────────────────

/** Accepts a plain decimal string ("50"), nothing looser ("5e1", "0x32", " 50"). */
const wholeNumber = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^[0-9]{1,9}$/.test(v) ? Number(v) : v),
    z.number().int().min(min).max(max),
  )

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/

/** Milliseconds of an ISO 8601 date (UTC midnight) or date-time with a zone; null if not one. */
export function parseInstant(raw: string): number | null {
  // An unencoded `+02:00` arrives as ` 02:00` (form decoding); a space is never valid there.
  const value = /^[^ ]+ \d{2}:\d{2}$/.test(raw) ? raw.replace(' ', '+') : raw
  if (!ISO_DATE.test(value) && !ISO_DATE_TIME.test(value)) return null
  const ms = Date.parse(ISO_DATE.test(value) ? `${value}T00:00:00Z` : value)
  if (Number.isNaN(ms)) return null
  // Date.parse rolls 2026-02-30 over to March; an impossible calendar date is an error instead.
  const [y, m, d] = value.slice(0, 10).split('-').map(Number)
  const day = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1))
  if (day.getUTCFullYear() !== y || day.getUTCMonth() + 1 !== m || day.getUTCDate() !== d)
    return null
  return ms
}

const APP_ID = /^app_[A-Za-z0-9]{1,40}$/
const CURSOR_SHAPE = /^[A-Za-z0-9_-]{1,512}$/

const REPLY_STATUS_FILTERS = [...REPLY_STATUSES, 'none'] as const

export const reviewsQuerySchema = z
  .strictObject({
    limit: wholeNumber(1, 200).default(50).describe('Page size, 1–200.'),
    app_id: z.string().regex(APP_ID).optional().describe('Only this app’s reviews.'),
    cursor: z
      .string()
      .regex(CURSOR_SHAPE)
      .optional()
      .describe('`next_cursor` of the previous page. Repeat the same filters with it.'),
    store: z.enum(STORES).optional().describe('Only reviews from this store.'),
    rating: wholeNumber(1, 5).optional().describe('Only reviews with this star rating.'),
    reply_status: z
      .enum(REPLY_STATUS_FILTERS)
      .optional()
      .describe('Only reviews whose reply has this status; `none` for reviews without a reply.'),
    since: z
      .string()
      .refine((v) => parseInstant(v) !== null)
      .optional()
      .describe(
        'Only reviews written at or after this instant: an ISO 8601 date (UTC midnight) or a date-time with a zone, e.g. 2026-01-31T09:00:00Z.',
      ),
  })
  .strict()

export type ReviewsQuery = z.output<typeof reviewsQuerySchema>

/** `GET /api/v1/apps` takes no parameters. */
export const appsQuerySchema = z.strictObject({})

/** What a 400 says about each parameter (zod's own messages are for developers of this app). */
export const PARAM_HELP: Record<keyof ReviewsQuery, string> = {
  limit: 'limit must be a whole number from 1 to 200 (default 50).',
  app_id: 'app_id must be an app id like app_…, as listed by GET /api/v1/apps.',
  cursor: 'cursor must be a next_cursor value returned by this API, unchanged.',
  store: `store must be one of ${STORES.join(', ')}.`,
  rating: 'rating must be a whole number from 1 to 5.',
  reply_status: `reply_status must be one of ${REPLY_STATUS_FILTERS.join(', ')}.`,
  since:
    'since must be an ISO 8601 date (2026-01-31) or date-time with a time zone (2026-01-31T09:00:00Z).',
}

// ── The schemas describe exactly what the serializers produce ─────────────────────────────────

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
type Assert<T extends true> = T
/** A type error here means a schema and its serializer disagree. */
type _SchemasMatchSerializers = Assert<
  Same<z.output<typeof reviewSchema>, PublicReview> extends true
    ? Same<z.output<typeof replySchema>, PublicReply> extends true
      ? Same<z.output<typeof ratingPointSchema>, PublicRatingPoint> extends true
        ? Same<z.output<typeof appSchema>, PublicApp>
        : false
      : false
    : false
>
