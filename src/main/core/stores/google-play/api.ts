/**
 * The three methods of the `reviews` resource (list, get, reply). Each call first takes its slot
 * in the quota ledger, so the client never sends a call the budget does not allow; each failure
 * becomes a GooglePlayError that says what to do.
 */
import type { z } from 'zod'
import type { CoreContext } from '../../context'
import { blockQuota, reserveQuota } from '../quota'
import { accessToken, forgetToken, type TokenOwner } from './auth'
import { failures, parseGoogleError, type FailureContext } from './errors'
import { GET_RULE, POST_RULE, quotaScope } from './quota'
import { Transient, withRetries } from './retry'
import {
  listSchema,
  replySchema,
  reviewSchema,
  type WireList,
  type WireReplyResult,
  type WireReview,
} from './wire'

export interface GooglePlaySession extends TokenOwner {
  workspaceId: string
  packageName: string
}

type Op = 'list' | 'get' | 'reply'

/** Google's quota answers: 429, RESOURCE_EXHAUSTED, or a legacy usageLimits reason on a 403. */
const QUOTA_REASONS = new Set([
  'rateLimitExceeded',
  'userRateLimitExceeded',
  'quotaExceeded',
  'dailyLimitExceeded',
  'RATE_LIMIT_EXCEEDED',
])

/** Without a RetryInfo hint, wait at most an hour before probing again. */
const DEFAULT_BLOCK_MS = 60 * 60_000

const failureContext = (s: GooglePlaySession): FailureContext => ({
  clientEmail: s.account.client_email,
  projectId: s.account.project_id,
  packageName: s.packageName,
})

async function apiCall<T>(
  ctx: CoreContext,
  s: GooglePlaySession,
  op: Op,
  request: { path: string; query?: Record<string, string>; body?: unknown; reviewId?: string },
  schema: z.ZodType<T>,
  signal?: AbortSignal,
): Promise<T> {
  const rule = op === 'reply' ? POST_RULE : GET_RULE
  const scope = quotaScope(s.packageName)
  const fc = failureContext(s)
  const what = op === 'reply' ? 'reply' : 'read'
  const base = ctx.endpoints.googlePlayApiUrl.replace(/\/+$/, '')
  const query = request.query ? `?${new URLSearchParams(request.query).toString()}` : ''
  const url = `${base}/applications/${encodeURIComponent(s.packageName)}${request.path}${query}`
  let authRetried = false
  let replyServerErrors = 0

  return withRetries(ctx, signal, async (send) => {
    const token = await accessToken(ctx, s, signal)
    const slot = reserveQuota(ctx, scope, rule)
    if (!slot.allowed) throw failures.quota(fc, what, slot.nextFreeAt)

    const answer = await send({
      method: op === 'reply' ? 'POST' : 'GET',
      url,
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        ...(request.body === undefined
          ? {}
          : { 'content-type': 'application/json; charset=utf-8' }),
      },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    })

    if (answer.status === 200) {
      let json: unknown
      try {
        json = JSON.parse(answer.text)
      } catch {
        throw new Transient('malformed')
      }
      const parsed = schema.safeParse(json)
      if (!parsed.success) throw new Transient('malformed')
      return parsed.data
    }

    const info = parseGoogleError(answer.text)
    const has = (reason: string) => info.reasons.includes(reason)
    const isQuota =
      answer.status === 429 ||
      info.status === 'RESOURCE_EXHAUSTED' ||
      info.reasons.some((r) => QUOTA_REASONS.has(r))

    if (isQuota) {
      const until = ctx.clock.now() + (info.retryDelayMs ?? DEFAULT_BLOCK_MS)
      blockQuota(ctx, scope, rule, until)
      throw failures.quota(fc, what, until)
    }
    if (answer.status === 401) {
      if (has('CREDENTIALS_MISSING')) throw failures.credentialsMissing()
      if (has('permissionDenied')) throw failures.permissionDenied(fc)
      // An expired or revoked access token: get a new one, once.
      forgetToken(ctx, s.credentialId)
      if (!authRetried) {
        authRetried = true
        throw new Transient('auth')
      }
      throw failures.tokenRejected('the access token was not accepted')
    }
    if (answer.status === 403) {
      if (has('projectNotLinked')) throw failures.projectNotLinked(fc)
      if (has('accessNotConfigured') || has('SERVICE_DISABLED')) throw failures.apiDisabled(fc)
      throw failures.permissionDenied(fc)
    }
    if (answer.status === 404) {
      throw op === 'list'
        ? failures.packageNotFound(fc)
        : failures.reviewNotFound(request.reviewId ?? '')
    }
    if (answer.status >= 500) {
      if (op === 'reply') {
        // A reply is an upsert, so one retry cannot double-post; more would only burn budget.
        replyServerErrors++
        if (replyServerErrors >= 2) {
          throw answer.text.trim() === ''
            ? failures.replyRejected()
            : failures.server(answer.status, 2)
        }
      }
      throw new Transient('server', answer.status)
    }
    throw failures.badRequest(info.message ?? `HTTP ${answer.status}`)
  })
}

const PAGE_SIZE = 100

export function listReviews(
  ctx: CoreContext,
  s: GooglePlaySession,
  pageToken: string | null,
  signal?: AbortSignal,
): Promise<WireList> {
  const query: Record<string, string> = { maxResults: String(PAGE_SIZE) }
  if (pageToken) query.token = pageToken
  return apiCall(ctx, s, 'list', { path: '/reviews', query }, listSchema, signal)
}

export function getReview(
  ctx: CoreContext,
  s: GooglePlaySession,
  reviewId: string,
  signal?: AbortSignal,
): Promise<WireReview> {
  return apiCall(
    ctx,
    s,
    'get',
    { path: `/reviews/${encodeURIComponent(reviewId)}`, reviewId },
    reviewSchema,
    signal,
  )
}

export function replyToReview(
  ctx: CoreContext,
  s: GooglePlaySession,
  reviewId: string,
  replyText: string,
  signal?: AbortSignal,
): Promise<WireReplyResult> {
  return apiCall(
    ctx,
    s,
    'reply',
    { path: `/reviews/${encodeURIComponent(reviewId)}:reply`, body: { replyText }, reviewId },
    replySchema,
    signal,
  )
}
