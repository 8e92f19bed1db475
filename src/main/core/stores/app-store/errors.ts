import type { ErrorCode } from '../../../../shared/result'
import { CoreError } from '../../errors'

/** One entry of App Store Connect's JSON:API `errors` array (only the parts we rely on). */
export interface AppStoreApiError {
  status: string
  code: string
  title?: string
  detail?: string
}

/**
 * A failure talking to App Store Connect, in plain words with the next step. `storeCode` is
 * Apple's hierarchical code (NOT_AUTHORIZED, ENTITY_ERROR.ATTRIBUTE.INVALID, ...) or one of ours
 * for failures that never reached Apple (TIMEOUT, MALFORMED_RESPONSE, BUDGET_EXHAUSTED, ...).
 */
export class AppStoreError extends CoreError {
  constructor(
    code: ErrorCode,
    readonly storeCode: string,
    readonly problem: string,
    readonly nextStep: string,
    readonly details: {
      status?: number | null
      /** When a call may be tried again (rate limits), epoch ms. */
      retryAt?: number | null
      /** True for failures that may pass by themselves (timeouts, 5xx, malformed bodies). */
      transient?: boolean
    } = {},
  ) {
    super(code, `${problem} ${nextStep}`.trim())
    this.name = 'AppStoreError'
  }
  get status(): number | null {
    return this.details.status ?? null
  }
  get retryAt(): number | null {
    return this.details.retryAt ?? null
  }
  get transient(): boolean {
    return this.details.transient ?? false
  }
}

/** Codes are hierarchical and dot-separated; Apple documents prefix matching, never titles. */
const codeMatches = (code: string, prefix: string): boolean =>
  code === prefix || code.startsWith(`${prefix}.`)

export const REPLY_ROLES_SENTENCE =
  "the key's role must be Account Holder, Admin or Customer Support; App Manager, Marketing, Developer and Finance cannot reply"

const clockTime = (ms: number): string => `${new Date(ms).toISOString().slice(11, 16)} UTC`

export function rateLimitedError(retryAt: number, reason: 'store' | 'budget'): AppStoreError {
  const problem =
    reason === 'store'
      ? "The App Store's hourly request limit for this API key is used up (RATE_LIMIT_EXCEEDED)."
      : "This App Store API key's hourly request budget is used up, so Review Reply is holding further calls instead of getting them refused."
  return new AppStoreError(
    'QUOTA_EXCEEDED',
    reason === 'store' ? 'RATE_LIMIT_EXCEEDED' : 'BUDGET_EXHAUSTED',
    problem,
    `Review Reply continues after ${clockTime(retryAt)}; nothing was lost.`,
    { retryAt, status: reason === 'store' ? 429 : null },
  )
}

export function notConnectedError(): AppStoreError {
  return new AppStoreError(
    'STORE_ERROR',
    'NOT_CONNECTED',
    'No App Store Connect API key is connected to this workspace.',
    'Connect one under Apps → App Store, or run `review-reply stores connect --store app_store --issuer-id … --key-id … --private-key AuthKey_XXXXXXXXXX.p8`.',
  )
}

export function transientError(
  storeCode: string,
  problem: string,
  status: number | null = null,
): AppStoreError {
  return new AppStoreError(
    'UNAVAILABLE',
    storeCode,
    problem,
    'Review Reply will try again later; nothing was lost.',
    { status, transient: true },
  )
}

/**
 * Turns an error answer from App Store Connect into an action. `doing` says what we tried, in
 * words that fit "while …" (e.g. "reading reviews", "publishing the reply").
 */
export function errorFromResponse(
  status: number,
  errors: AppStoreApiError[],
  context: { doing: string; individual: boolean; now: number },
): AppStoreError {
  const first = errors[0]
  const code = first?.code ?? ''
  const detail = first?.detail ? ` Apple says: "${first.detail}"` : ''
  const storeCode = code || `HTTP_${status}`

  if (status === 401 || codeMatches(code, 'NOT_AUTHORIZED')) {
    const issuer = context.individual
      ? 'the key is not an individual key'
      : 'the issuer id is wrong'
    return new AppStoreError(
      'STORE_ERROR',
      storeCode,
      `The App Store did not accept the API key while ${context.doing} (NOT_AUTHORIZED): the key may have been revoked, ${issuer}, or this computer's clock is off by more than a few minutes.`,
      "Check the key under Users and Access → Integrations in App Store Connect and the computer's date and time, then connect the key again.",
      { status },
    )
  }
  if (status === 403 || codeMatches(code, 'FORBIDDEN_ERROR')) {
    return new AppStoreError(
      'STORE_ERROR',
      storeCode,
      `The App Store refused ${context.doing} (FORBIDDEN_ERROR): ${REPLY_ROLES_SENTENCE}.`,
      'Create a key with one of those roles in App Store Connect (Users and Access → Integrations) and connect it; drafts are kept.',
      { status },
    )
  }
  if (status === 404 || codeMatches(code, 'NOT_FOUND')) {
    return new AppStoreError(
      'NOT_FOUND',
      storeCode,
      `The App Store does not know what Review Reply asked for while ${context.doing} (NOT_FOUND).${detail}`,
      "Check the app's Apple ID (the number in its App Store address) and that this key's account owns the app.",
      { status },
    )
  }
  if (status === 409 || codeMatches(code, 'ENTITY_ERROR')) {
    return new AppStoreError(
      'STORE_ERROR',
      storeCode,
      `The App Store refused ${context.doing} (${storeCode}).${detail}`,
      'Edit the reply and publish it again; your text is kept.',
      { status },
    )
  }
  if (status === 429 || codeMatches(code, 'RATE_LIMIT_EXCEEDED')) {
    // Without a Retry-After or budget report, a rolling hour is the only safe wait.
    return rateLimitedError(context.now + 3_600_000, 'store')
  }
  if (status >= 500) {
    return transientError(
      storeCode,
      `The App Store had a problem while ${context.doing} (HTTP ${status}).`,
      status,
    )
  }
  return new AppStoreError(
    'STORE_ERROR',
    storeCode,
    `The App Store rejected the request while ${context.doing} (HTTP ${status}, ${storeCode}).${detail}`,
    'This is unexpected; update Review Reply, and report it if it keeps happening.',
    { status },
  )
}
