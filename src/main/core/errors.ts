import type { ErrorCode } from '../../shared/result'

/** A failure the user can act on. Anything else that escapes a handler is reported as INTERNAL. */
export class CoreError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message)
    this.name = 'CoreError'
  }
}

export const notFound = (what: string): CoreError => new CoreError('NOT_FOUND', `${what} not found.`)
export const forbidden = (message: string): CoreError => new CoreError('FORBIDDEN', message)
export const invalid = (message: string, field?: string): CoreError =>
  new CoreError('INVALID_INPUT', message, field)
