/**
 * The zod schema of each public review field, built from `shared/review-fields.ts` (its kind,
 * nullability, checks and description), so the OpenAPI document says what the serializer sends.
 */
import { z } from 'zod'
import { REVIEW_STORES } from '../../../../shared/dto/webhooks'
import {
  API_REVIEW_FIELD_NAMES,
  REVIEW_FIELDS,
  type ApiReviewFieldName,
  type ApiReviewFields,
  type ReviewFieldSpec,
} from '../../../../shared/review-fields'

type ReviewFieldShape = { [K in keyof ApiReviewFields]-?: z.ZodType<ApiReviewFields[K]> }

function fieldSchema(name: ApiReviewFieldName, dateTime: z.ZodType<string>): z.ZodType {
  const field: ReviewFieldSpec = REVIEW_FIELDS[name]
  let schema: z.ZodType
  switch (field.kind) {
    case 'string':
      schema = field.pattern ? z.string().regex(field.pattern) : z.string()
      break
    case 'integer':
      schema = field.range
        ? z.number().int().min(field.range[0]).max(field.range[1])
        : z.number().int()
      break
    case 'boolean':
      schema = z.boolean()
      break
    case 'time':
      schema = dateTime
      break
    case 'store':
      schema = z.enum(REVIEW_STORES)
      break
  }
  return (field.nullable ? schema.nullable() : schema).describe(field.description)
}

/** The public review fields' schemas under their API names, in the API's order. */
export function reviewFieldShape(dateTime: z.ZodType<string>): ReviewFieldShape {
  return Object.fromEntries(
    API_REVIEW_FIELD_NAMES.map((name) => [REVIEW_FIELDS[name].api, fieldSchema(name, dateTime)]),
  ) as ReviewFieldShape
}
