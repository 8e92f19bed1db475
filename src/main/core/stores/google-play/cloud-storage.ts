/**
 * The Play Console's report bucket through the Cloud Storage JSON API, with the app's service
 * account (scope `devstorage.read_only`): list a package's monthly review reports
 * (`reviews/reviews_<package>_<YYYYMM>.csv`, paged) and download one (`alt=media`). A missing
 * grant gets a plain answer naming the Play Console permission to add.
 */
import { request } from 'undici'
import type { CoreContext } from '../../context'
import { CoreError } from '../../errors'
import { accessToken, STORAGE_READ_SCOPE, type TokenOwner } from './auth'
import { withRetries, Transient } from './retry'

const DEFAULT_STORAGE_URL = 'https://storage.googleapis.com'

/** `pubsite_prod_rev_…` (reviews and other reports) or `pubsite_prod_…`, as Play Console shows it. */
const BUCKET_PATTERN = /^pubsite_prod_(rev_)?[0-9a-z][0-9a-z_-]{4,60}$/

/** Accepts what people paste: the bucket id, `gs://bucket/…` or a console URL's bucket part. */
export function parseBucket(input: string): string | null {
  const trimmed =
    input
      .trim()
      .replace(/^gs:\/\//, '')
      .split('/')[0] ?? ''
  return BUCKET_PATTERN.test(trimmed) ? trimmed : null
}

export interface ReportObject {
  name: string
  /** `YYYYMM`. */
  month: string
  generation: string
  size: number
  updated: number
}

const base = (ctx: CoreContext) =>
  (ctx.endpoints.googleCloudStorageUrl ?? DEFAULT_STORAGE_URL).replace(/\/$/, '')

function failure(status: number, text: string, owner: TokenOwner, bucket: string): CoreError {
  let message = ''
  try {
    message = String((JSON.parse(text) as { error?: { message?: unknown } }).error?.message ?? '')
  } catch {
    // Not JSON: the status says enough.
  }
  const who = owner.account.client_email
  if (status === 403 && /scope/i.test(message))
    return new CoreError(
      'STORE_ERROR',
      'Cloud Storage refused the access token’s scope; this is a bug in Review Reply, please report it.',
    )
  if (status === 401 || status === 403)
    return new CoreError(
      'FORBIDDEN',
      `The service account ${who} may not read the report bucket ${bucket}. In Play Console → Users and permissions, open ${who}, and under Account permissions turn on "View app information and download bulk reports (read-only)", then save. Google can take up to a day to apply it. Also check the bucket id in Play Console → Download reports → Reviews ("Copy Cloud Storage URI").`,
      'bucket',
    )
  if (status === 404)
    return new CoreError(
      'NOT_FOUND',
      `There is no bucket ${bucket}. Copy the id from Play Console → Download reports → Reviews ("Copy Cloud Storage URI", the part after gs://).`,
      'bucket',
    )
  return new CoreError(
    'STORE_ERROR',
    `Cloud Storage answered ${status}${message ? `: ${message}` : ''}.`,
  )
}

/** Every monthly review report of the package in the bucket, oldest month first. */
export async function listReportObjects(
  ctx: CoreContext,
  owner: TokenOwner,
  bucket: string,
  packageName: string,
  signal?: AbortSignal,
): Promise<ReportObject[]> {
  const prefix = `reviews/reviews_${packageName}_`
  const found: ReportObject[] = []
  let pageToken: string | null = null
  do {
    const url = new URL(`${base(ctx)}/storage/v1/b/${encodeURIComponent(bucket)}/o`)
    url.searchParams.set('prefix', prefix)
    url.searchParams.set('fields', 'items(name,generation,size,updated),nextPageToken')
    if (pageToken) url.searchParams.set('pageToken', pageToken)
    const page = await withRetries(ctx, signal, async (send) => {
      const token = await accessToken(ctx, owner, signal, STORAGE_READ_SCOPE)
      const answer = await send({
        method: 'GET',
        url: url.href,
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      })
      if (answer.status >= 500) throw new Transient('server', answer.status)
      if (answer.status !== 200) throw failure(answer.status, answer.text, owner, bucket)
      try {
        return JSON.parse(answer.text) as {
          items?: { name?: unknown; generation?: unknown; size?: unknown; updated?: unknown }[]
          nextPageToken?: unknown
        }
      } catch {
        throw new Transient('malformed')
      }
    })
    for (const item of page.items ?? []) {
      const name = String(item.name ?? '')
      const month = /^reviews\/reviews_.+_(\d{6})\.csv$/.exec(name)?.[1]
      // The prefix also matches a longer package name (com.example.app vs com.example.app_pro).
      if (!month || name !== `${prefix}${month}.csv`) continue
      found.push({
        name,
        month,
        generation: String(item.generation ?? ''),
        size: Number(item.size ?? 0),
        updated: Date.parse(String(item.updated ?? '')) || 0,
      })
    }
    pageToken =
      typeof page.nextPageToken === 'string' && page.nextPageToken !== ''
        ? page.nextPageToken
        : null
  } while (pageToken)
  return found.sort((a, b) => a.month.localeCompare(b.month))
}

/** One object's bytes (at most `maxBytes`). */
export async function downloadObject(
  ctx: CoreContext,
  owner: TokenOwner,
  bucket: string,
  name: string,
  maxBytes: number,
  signal?: AbortSignal,
): Promise<Uint8Array> {
  const url = `${base(ctx)}/storage/v1/b/${encodeURIComponent(bucket)}/o/${encodeURIComponent(name)}?alt=media`
  return withRetries(ctx, signal, async () => {
    const token = await accessToken(ctx, owner, signal, STORAGE_READ_SCOPE)
    const res = await request(url, {
      method: 'GET',
      headers: { authorization: `Bearer ${token}` },
      ...(signal ? { signal } : {}),
    })
    if (res.statusCode !== 200) {
      const text = await res.body.text()
      if (res.statusCode >= 500) throw new Transient('server', res.statusCode)
      throw failure(res.statusCode, text, owner, bucket)
    }
    const chunks: Buffer[] = []
    let size = 0
    for await (const chunk of res.body as AsyncIterable<Buffer>) {
      size += chunk.length
      if (size > maxBytes) {
        res.body.destroy()
        throw new CoreError(
          'INVALID_INPUT',
          `${name} is larger than ${Math.round(maxBytes / 1024 / 1024)} MB; Review Reply does not import reports that large.`,
        )
      }
      chunks.push(chunk)
    }
    return Buffer.concat(chunks)
  })
}
