/** What crosses every process boundary: a value, or an error the UI can turn into plain words. */
export type ErrorCode =
  | 'INVALID_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'QUOTA_EXCEEDED'
  | 'STORE_ERROR'
  | 'UNAVAILABLE'
  | 'PLAN_REQUIRED'
  | 'INTERNAL'

export interface CommandError {
  code: ErrorCode
  message: string
  /** Optional field path for INVALID_INPUT, so a form can point at the field. */
  field?: string
  /** INVALID_INPUT: every problem at once, each at its field (a path such as `ratingDrop.minDrop`). */
  fields?: FieldError[]
}

export interface FieldError {
  field: string
  message: string
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: CommandError }

export const ok = <T>(value: T): Result<T> => ({ ok: true, value })
export const fail = (code: ErrorCode, message: string, field?: string, fields?: FieldError[]): Result<never> => ({
  ok: false,
  error: {
    code,
    message,
    ...(field === undefined ? {} : { field }),
    ...(fields === undefined || fields.length === 0 ? {} : { fields }),
  },
})
