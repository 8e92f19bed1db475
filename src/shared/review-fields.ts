/**
 * A review's own fields, each described once. Derived from this list:
 * - the DTO type (`ReviewFieldValues`, which `ReviewDto` and `InboxItemDto` extend);
 * - the public REST API and webhook shape (`core/public/serialize.ts`) and its OpenAPI schema
 *   (`core/api/openapi/schemas.ts`), from the fields with an `api` name, in this order;
 * - the columns the API's page query reads (`core/reviews/fields.ts`: each field is the column of
 *   `reviews` with the same name, checked at compile time).
 * How to add one: docs/architecture.md, "Adding a review field".
 *
 * Times are epoch milliseconds in DTOs and ISO 8601 UTC strings in the API. A field's
 * `description` is the API's text (the OpenAPI document shows it).
 */
import type { ReviewStore } from './dto/webhooks'

export interface ReviewFieldSpec {
  kind: 'string' | 'integer' | 'boolean' | 'time' | 'store'
  nullable: boolean
  description: string
  /** Its name in the public API and webhooks, or null when only the app's own screens show it. */
  api: string | null
  /** The API's checks on the value (OpenAPI `pattern`, `minimum`/`maximum`). */
  pattern?: RegExp
  range?: readonly [number, number]
}

export const REVIEW_FIELDS = {
  id: {
    kind: 'string',
    nullable: false,
    api: 'id',
    pattern: /^rev_[A-Za-z0-9]+$/,
    description: 'The review’s id in Review Reply',
  },
  appId: {
    kind: 'string',
    nullable: false,
    api: 'app_id',
    pattern: /^app_[A-Za-z0-9]+$/,
    description: 'The app it was written for',
  },
  store: {
    kind: 'store',
    nullable: false,
    api: 'store',
    description: 'The store it was written in',
  },
  storeReviewId: {
    kind: 'string',
    nullable: false,
    api: 'store_review_id',
    description: 'The store’s own id for the review',
  },
  rating: {
    kind: 'integer',
    nullable: false,
    api: 'rating',
    range: [1, 5],
    description: 'The current star rating, 1 to 5',
  },
  title: {
    kind: 'string',
    nullable: true,
    api: 'title',
    description: 'The review’s title; null when it has none',
  },
  body: { kind: 'string', nullable: false, api: 'body', description: 'The review’s text' },
  author: {
    kind: 'string',
    nullable: true,
    api: 'author',
    description: 'The reviewer’s name as the store shows it, when known',
  },
  language: {
    kind: 'string',
    nullable: true,
    api: 'language',
    description: 'BCP-47 language tag, when known',
  },
  territory: {
    kind: 'string',
    nullable: true,
    api: 'territory',
    description:
      'The store country or region it was written in, when the store reports it (the App Store, as a three-letter code such as USA)',
  },
  appVersion: {
    kind: 'string',
    nullable: true,
    api: 'app_version',
    description: 'The app version the reviewer used, when the store reports it (Google Play)',
  },
  device: {
    kind: 'string',
    nullable: true,
    api: null,
    description: 'The reviewer’s device, when the store reports it (Google Play)',
  },
  osVersion: {
    kind: 'string',
    nullable: true,
    api: null,
    description: 'The device’s Android version, when the store reports it (Google Play)',
  },
  thumbsUp: {
    kind: 'integer',
    nullable: true,
    api: null,
    description: 'How many people found it helpful, when the store reports it (Google Play)',
  },
  createdAt: {
    kind: 'time',
    nullable: false,
    api: 'created_at',
    description: 'When the reviewer wrote it (store time), ISO 8601 UTC',
  },
  updatedAt: {
    kind: 'time',
    nullable: false,
    api: 'updated_at',
    description:
      'When the reviewer last changed it: store time, or when Review Reply saw the change where the store reports no edit time (App Store). ISO 8601 UTC',
  },
  edited: {
    kind: 'boolean',
    nullable: false,
    api: null,
    description: 'The reviewer changed its text after Review Reply first saw it',
  },
  firstSeenAt: {
    kind: 'time',
    nullable: false,
    api: null,
    description: 'When Review Reply first saw it (drives "new" markers and time to reply)',
  },
} as const satisfies Record<string, ReviewFieldSpec>

type Fields = typeof REVIEW_FIELDS
export type ReviewFieldName = keyof Fields

interface DtoValue {
  string: string
  integer: number
  boolean: boolean
  time: number
  store: ReviewStore
}
type ApiValue = Omit<DtoValue, 'time'> & { time: string }
type ValueOf<F extends ReviewFieldSpec, V extends Record<F['kind'], unknown>> =
  V[F['kind']] | (F['nullable'] extends true ? null : never)

/**
 * The values a field list describes, as DTOs carry them.
 * @internal Exported for tests.
 */
export type FieldValuesOf<F extends Record<string, ReviewFieldSpec>> = {
  -readonly [K in keyof F]: ValueOf<F[K], DtoValue>
}

/** A review's fields as the app's own DTOs carry them. */
export type ReviewFieldValues = FieldValuesOf<Fields>

/** The fields the public API and webhooks carry. */
export type ApiReviewFieldName = {
  [K in ReviewFieldName]: Fields[K]['api'] extends string ? K : never
}[ReviewFieldName]

/** The same fields under their API names, as the API and webhooks send them. */
export type ApiReviewFields = {
  -readonly [K in ApiReviewFieldName as Extract<Fields[K]['api'], string>]: ValueOf<
    Fields[K],
    ApiValue
  >
}

export const REVIEW_FIELD_NAMES = Object.keys(REVIEW_FIELDS) as ReviewFieldName[]

/** The public API's fields, in the order the API sends them. */
export const API_REVIEW_FIELD_NAMES = REVIEW_FIELD_NAMES.filter(
  (name): name is ApiReviewFieldName => REVIEW_FIELDS[name].api !== null,
)
