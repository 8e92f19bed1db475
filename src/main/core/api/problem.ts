/** RFC 9457 problem documents: the only shape an error of the public API takes. */
import type { ProblemCode } from './openapi/schemas'

export interface Problem {
  status: number
  code: ProblemCode
  detail: string
  param?: string
  /** Extra response headers (Allow, WWW-Authenticate, ...). */
  headers?: Record<string, string>
}

const TITLES: Record<number, string> = {
  400: 'Bad request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  421: 'Misdirected request',
  408: 'Request timeout',
  429: 'Too many requests',
  431: 'Request header fields too large',
  500: 'Internal error',
  503: 'Service unavailable',
}

const problemType = (code: ProblemCode): string => `urn:review-reply:problem:${code}`

export function problemBody(p: Problem, requestId: string): string {
  return JSON.stringify({
    type: problemType(p.code),
    title: TITLES[p.status] ?? 'Error',
    status: p.status,
    detail: p.detail,
    code: p.code,
    ...(p.param === undefined ? {} : { param: p.param }),
    request_id: requestId,
  })
}

export const badParam = (
  param: string,
  detail: string,
  code: ProblemCode = 'invalid_parameter',
): Problem => ({
  status: 400,
  code,
  detail,
  param,
})

/** A failure the handler detected; the router turns it into a problem response. */
export class ProblemError extends Error {
  constructor(readonly problem: Problem) {
    super(problem.detail)
    this.name = 'ProblemError'
  }
}
