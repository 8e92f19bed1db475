/**
 * The column behind each review field of `shared/review-fields.ts`: the column of `reviews` with
 * the field's name. A field with no such column, or whose column holds another type, does not
 * compile (`COLUMNS_MATCH` below), so a row of `reviews` always carries every field.
 */
import type { GetColumnData } from 'drizzle-orm'
import {
  API_REVIEW_FIELD_NAMES,
  REVIEW_FIELD_NAMES,
  type ReviewFieldName,
  type ReviewFieldValues,
} from '../../../shared/review-fields'
import { reviews } from '../db/schema'

type Columns = (typeof reviews)['_']['columns']
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
/**
 * The fields of `V` with no column of `reviews` by their name, or whose column holds another type.
 * @internal Exported for tests.
 */
export type UnmappedFields<V> = {
  [K in keyof V]-?: K extends keyof Columns
    ? Same<GetColumnData<Columns[K]>, V[K]> extends true
      ? never
      : K
    : K
}[keyof V]
// A type error here names the field: give it a column (a migration), or fix its kind or nullable.
const COLUMNS_MATCH: [UnmappedFields<ReviewFieldValues>] extends [never]
  ? true
  : UnmappedFields<ReviewFieldValues> = true
void COLUMNS_MATCH

/** A review's fields, read from any row that has them (a `reviews` row has), in the list's order. */
export function reviewFieldsOf(row: ReviewFieldValues): ReviewFieldValues {
  const out: Partial<Record<ReviewFieldName, unknown>> = {}
  for (const name of REVIEW_FIELD_NAMES) out[name] = row[name]
  return out as ReviewFieldValues
}

/** The SQL column names of the public API's fields, in the API's order (its page query reads these). */
export const API_REVIEW_COLUMNS: readonly string[] = API_REVIEW_FIELD_NAMES.map(
  (name) => reviews[name].name,
)
