/**
 * Google Play failures as actions. Every failure names what happened (`summary`) and what to do
 * (`nextStep`); the CoreError message is both, so every shell shows something actionable.
 * Classification uses the HTTP status and Google's `reason` / `status` fields, never messages.
 */
import type { ErrorCode } from '../../../../shared/result'
import { CoreError } from '../../errors'

export type GooglePlayFailure =
  | 'not_connected'
  | 'token_rejected'
  | 'credentials_missing'
  | 'permission_denied'
  | 'project_not_linked'
  | 'api_disabled'
  | 'not_found'
  | 'quota'
  | 'reply_window'
  | 'reply_too_long'
  | 'reply_empty'
  | 'reply_rejected'
  | 'bad_request'
  | 'timeout'
  | 'malformed'
  | 'server'
  | 'aborted'

export class GooglePlayError extends CoreError {
  constructor(
    code: ErrorCode,
    readonly failure: GooglePlayFailure,
    readonly summary: string,
    readonly nextStep: string | null = null,
    /** When trying again makes sense (quota), epoch ms. */
    readonly retryAt: number | null = null,
  ) {
    super(code, nextStep ? `${summary} ${nextStep}` : summary)
    this.name = 'GooglePlayError'
  }
}

/** "14:05 UTC on 2026-11-02": unambiguous in any shell, no locale needed in the core. */
export function plainTime(ms: number): string {
  const iso = new Date(ms).toISOString()
  return `${iso.slice(11, 16)} UTC on ${iso.slice(0, 10)}`
}

/** What a Google error body says, with every part optional (androidpublisher varies). */
export interface GoogleErrorInfo {
  status: string | null
  reasons: string[]
  message: string | null
  retryDelayMs: number | null
}

export function parseGoogleError(text: string): GoogleErrorInfo {
  const info: GoogleErrorInfo = { status: null, reasons: [], message: null, retryDelayMs: null }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return info
  }
  const error = (body as { error?: unknown } | null)?.error
  if (!error || typeof error !== 'object') return info
  const e = error as Record<string, unknown>
  if (typeof e.status === 'string') info.status = e.status
  if (typeof e.message === 'string') info.message = e.message
  for (const item of Array.isArray(e.errors) ? e.errors : []) {
    const reason = (item as { reason?: unknown } | null)?.reason
    if (typeof reason === 'string') info.reasons.push(reason)
  }
  for (const item of Array.isArray(e.details) ? e.details : []) {
    const d = (item ?? {}) as Record<string, unknown>
    if (typeof d.reason === 'string') info.reasons.push(d.reason)
    // google.rpc.RetryInfo: "retryDelay": "37s"
    if (typeof d.retryDelay === 'string') {
      const seconds = Number.parseFloat(d.retryDelay)
      if (Number.isFinite(seconds) && seconds >= 0) info.retryDelayMs = Math.ceil(seconds * 1000)
    }
  }
  return info
}

export interface FailureContext {
  clientEmail: string
  projectId: string
  packageName: string
}

const INVITE = (email: string) =>
  `In Play Console → Users and permissions, invite ${email} and give it the “Reply to reviews” permission for this app. A new invite can take 24–48 hours to take effect, so if you just sent it, try again later.`

export const failures = {
  notConnected: () =>
    new GooglePlayError(
      'CONFLICT',
      'not_connected',
      'Google Play is not connected for this workspace.',
      'Connect a service-account JSON key under Apps → Google Play (or run `review-reply stores connect --store google_play --service-account FILE`).',
    ),
  credentialsMissing: () =>
    new GooglePlayError(
      'STORE_ERROR',
      'credentials_missing',
      'Google Play answered that the request carried no access token (CREDENTIALS_MISSING).',
      'This is a bug in Review Reply (a signed key was sent where an access token belongs); please report it. Reviews and drafts are kept.',
    ),
  permissionDenied: (c: FailureContext) =>
    new GooglePlayError(
      'STORE_ERROR',
      'permission_denied',
      `Google Play refused access: the service account ${c.clientEmail} may not read or reply to reviews of ${c.packageName}.`,
      INVITE(c.clientEmail),
    ),
  projectNotLinked: (c: FailureContext) =>
    new GooglePlayError(
      'STORE_ERROR',
      'project_not_linked',
      `Google Play says the Cloud project ${c.projectId} is not linked to your developer account.`,
      `Linking is optional now, so check the invite instead. ${INVITE(c.clientEmail)}`,
    ),
  apiDisabled: (c: FailureContext) =>
    new GooglePlayError(
      'STORE_ERROR',
      'api_disabled',
      `The Google Play Android Developer API is not enabled in the Cloud project ${c.projectId}.`,
      'Enable it in Google Cloud Console → APIs & Services → Library, wait a few minutes, then test the connection again.',
    ),
  tokenRejected: (detail: string | null) =>
    new GooglePlayError(
      'STORE_ERROR',
      'token_rejected',
      `Google refused the service-account key${detail ? ` (${detail})` : ''}.`,
      "Check that this computer's clock is correct and that the key still exists in Google Cloud Console → IAM → Service accounts → Keys; if it was deleted or disabled, connect a new key.",
    ),
  packageNotFound: (c: FailureContext) =>
    new GooglePlayError(
      'NOT_FOUND',
      'not_found',
      `Google Play does not know the package ${c.packageName}, or ${c.clientEmail} cannot see it.`,
      `Check the package name of this app, and that ${c.clientEmail} is invited for it in Play Console.`,
    ),
  reviewNotFound: (reviewId: string) =>
    new GooglePlayError(
      'NOT_FOUND',
      'not_found',
      `Google Play no longer returns the review ${reviewId}: it was deleted, or it is older than Google Play keeps reviews in its API.`,
      'Nothing was changed; the review stays in your history here.',
    ),
  quota: (c: FailureContext, what: 'read' | 'reply', until: number) =>
    new GooglePlayError(
      'QUOTA_EXCEEDED',
      'quota',
      what === 'read'
        ? `Google Play's read budget for ${c.packageName} is used up (200 reads per rolling hour).`
        : `Google Play's reply budget for ${c.packageName} is used up (2,000 replies per rolling day).`,
      Number.isFinite(until)
        ? `Wait until ${plainTime(until)}; Review Reply makes no such call for this app before then. Drafts are kept.`
        : 'Ask Google for a higher quota (Play Console support form); drafts are kept.',
      Number.isFinite(until) ? until : null,
    ),
  replyWindow: () =>
    new GooglePlayError(
      'CONFLICT',
      'reply_window',
      "This review is outside Google Play's one-week reply window.",
      'Google Play only takes replies to reviews written or edited in the last 7 days, as returned by the latest sync. Sync again if the review is recent; otherwise reply in Play Console. Your draft is kept.',
    ),
  replyTooLong: (length: number, limit: number) =>
    new GooglePlayError(
      'INVALID_INPUT',
      'reply_too_long',
      `This reply is ${length} characters once HTML is removed; Google Play accepts at most ${limit}.`,
      `Shorten it by ${length - limit} characters (emoji count as 2). Nothing was sent.`,
    ),
  replyEmpty: () =>
    new GooglePlayError(
      'INVALID_INPUT',
      'reply_empty',
      'This reply is empty once HTML is removed.',
      'Google Play takes plain text only; write the reply as text. Nothing was sent.',
    ),
  replyRejected: () =>
    new GooglePlayError(
      'STORE_ERROR',
      'reply_rejected',
      'Google Play failed to save the reply (a server error, twice).',
      "This usually means the review is outside Google Play's one-week reply window or was deleted. Your draft is kept: sync to check the review, and reply in Play Console if needed.",
    ),
  badRequest: (message: string | null) =>
    new GooglePlayError(
      'STORE_ERROR',
      'bad_request',
      `Google Play rejected the request${message ? `: ${message.slice(0, 300)}` : '.'}`,
      'Nothing was changed. If this keeps happening, please report it.',
    ),
  timeout: (tries: number, seconds: number) =>
    new GooglePlayError(
      'UNAVAILABLE',
      'timeout',
      `Google Play did not answer within ${seconds} seconds (${tries} tries).`,
      'Check the internet connection; the next sync tries again. Nothing was lost.',
    ),
  network: (tries: number, detail: string) =>
    new GooglePlayError(
      'UNAVAILABLE',
      'timeout',
      `Google Play could not be reached (${detail}; ${tries} tries).`,
      'Check the internet connection; the next sync tries again. Nothing was lost.',
    ),
  malformed: (tries: number) =>
    new GooglePlayError(
      'UNAVAILABLE',
      'malformed',
      `Google Play sent an answer Review Reply could not read (${tries} tries).`,
      'This is usually temporary; the next sync tries again. Nothing was lost.',
    ),
  server: (status: number, tries: number) =>
    new GooglePlayError(
      'UNAVAILABLE',
      'server',
      `Google Play had a server error (HTTP ${status}, ${tries} tries).`,
      'This is usually temporary; the next sync tries again. Nothing was lost.',
    ),
  aborted: () =>
    new GooglePlayError('UNAVAILABLE', 'aborted', 'The Google Play sync was stopped.', null),
}
