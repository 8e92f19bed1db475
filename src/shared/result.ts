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
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: CommandError }

export const ok = <T>(value: T): Result<T> => ({ ok: true, value })
export const fail = (code: ErrorCode, message: string, field?: string): Result<never> => ({
  ok: false,
  error: field === undefined ? { code, message } : { code, message, field },
})
