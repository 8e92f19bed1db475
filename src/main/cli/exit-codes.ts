import type { ErrorCode } from '../../shared/result'

/** Listed in docs/reference/cli.md (generated from this table); scripts may rely on them. */
export const EXIT_CODES: Record<ErrorCode | 'USAGE', number> = {
  INTERNAL: 1,
  USAGE: 2,
  INVALID_INPUT: 2,
  NOT_FOUND: 3,
  UNAUTHENTICATED: 4,
  FORBIDDEN: 4,
  PLAN_REQUIRED: 4,
  CONFLICT: 5,
  QUOTA_EXCEEDED: 6,
  STORE_ERROR: 6,
  UNAVAILABLE: 6,
}
