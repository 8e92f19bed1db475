/**
 * Cloud Storage as the Play Console's report bucket shows it to a service account: the JSON API's
 * `objects.list` (prefix, `maxResults` up to 1,000, `nextPageToken`, `items` left out when there
 * are none) and media download (`?alt=media`), behind the same Google token endpoint as the
 * Android Publisher API. A token needs the `devstorage.read_only` scope (or a wider one) and the
 * account must be granted the bucket (in Play Console: "View app information and download bulk
 * reports"); otherwise the answers are Cloud Storage's own 401/403/404 bodies.
 */
import { createHash } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import { reportBytes, reportRowOf } from './report'
import type { SimReview } from './reviews'

const STORAGE_READ_SCOPE = 'https://www.googleapis.com/auth/devstorage.read_only'
const STORAGE_SCOPES = [
  STORAGE_READ_SCOPE,
  'https://www.googleapis.com/auth/devstorage.read_write',
  'https://www.googleapis.com/auth/devstorage.full_control',
  'https://www.googleapis.com/auth/cloud-platform',
  'https://www.googleapis.com/auth/cloud-platform.read-only',
]
const MAX_LIST = 1000

interface StoredObject {
  bytes: Buffer
  generation: string
  created: number
  updated: number
}

interface Bucket {
  objects: Map<string, StoredObject>
  /** Service-account emails that may read it. */
  readers: Set<string>
}

/** Who is asking, from the bearer token (resolved by the simulator that issued it). */
export type Caller =
  { kind: 'anonymous' } | { kind: 'invalid' } | { kind: 'account'; email: string; scopes: string[] }

const storageError = (
  code: number,
  message: string,
  reason: string,
  extra: Record<string, string> = {},
) => ({
  error: { code, message, errors: [{ message, domain: 'global', reason, ...extra }] },
})

const denied = (who: string, permission: string) =>
  `${who} does not have ${permission} access to the Google Cloud Storage ${permission === 'storage.objects.list' ? 'bucket' : 'object'}. Permission '${permission}' denied on resource (or it may not exist).`

export class CloudStorageSim {
  private buckets = new Map<string, Bucket>()
  private generation = 1_700_000_000_000_000
  /** Items per list page at most (Cloud Storage may return fewer than asked; tests page with it). */
  pageSize = MAX_LIST

  constructor(private readonly clock: { now(): number }) {}

  private bucket(name: string): Bucket {
    let b = this.buckets.get(name)
    if (!b) this.buckets.set(name, (b = { objects: new Map(), readers: new Set() }))
    return b
  }

  /** Lets this service account read the bucket (what the Play Console permission does). */
  grant(bucket: string, email: string): void {
    this.bucket(bucket).readers.add(email)
  }

  revoke(bucket: string, email: string): void {
    this.bucket(bucket).readers.delete(email)
  }

  /** Writes an object; a rewrite is a new generation, as in Cloud Storage. */
  put(bucket: string, name: string, bytes: Buffer): void {
    const b = this.bucket(bucket)
    const old = b.objects.get(name)
    const now = this.clock.now()
    this.generation += 1 + Math.floor(Math.random() * 1000)
    b.objects.set(name, {
      bytes,
      generation: String(this.generation),
      created: old?.created ?? now,
      updated: now,
    })
  }

  /**
   * Writes the package's monthly review reports from the reviews the Play simulator holds (with or
   * without text): one file per month of the reviews' last change, as the Play Console does.
   */
  publishReports(bucket: string, pkg: string, reviews: SimReview[]): string[] {
    const byMonth = new Map<string, SimReview[]>()
    for (const r of reviews) {
      const d = new Date(r.lastModified)
      const month = `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}`
      let list = byMonth.get(month)
      if (!list) byMonth.set(month, (list = []))
      list.push(r)
    }
    const names: string[] = []
    for (const [month, list] of [...byMonth].sort()) {
      const name = `reviews/reviews_${pkg}_${month}.csv`
      list.sort((a, b) => a.lastModified - b.lastModified)
      const bytes = reportBytes(
        pkg,
        list.map((r) => reportRowOf(r)),
      )
      const existing = this.buckets.get(bucket)?.objects.get(name)
      if (!existing || !existing.bytes.equals(bytes)) this.put(bucket, name, bytes)
      names.push(name)
    }
    return names
  }

  /** Answers a request under `/storage/v1/`; `rest` is the raw path after it. */
  handle(
    res: ServerResponse,
    send: (status: number, body: unknown) => void,
    caller: Caller,
    url: URL,
    rest: string,
  ): void {
    const match = /^b\/([^/]+)\/o(?:\/(.+))?$/.exec(rest)
    if (!match) return send(404, storageError(404, 'Not Found', 'notFound'))
    const bucketName = decodeURIComponent(match[1]!)
    const objectName = match[2] === undefined ? null : decodeURIComponent(match[2])
    const permission = objectName === null ? 'storage.objects.list' : 'storage.objects.get'
    if (caller.kind === 'anonymous')
      return send(
        401,
        storageError(401, denied('Anonymous caller', permission), 'required', {
          locationType: 'header',
          location: 'Authorization',
        }),
      )
    if (caller.kind === 'invalid')
      return send(
        401,
        storageError(401, 'Invalid Credentials', 'authError', {
          locationType: 'header',
          location: 'Authorization',
        }),
      )
    if (!caller.scopes.some((s) => STORAGE_SCOPES.includes(s)))
      return send(403, storageError(403, 'Provided scope(s) are not authorized', 'forbidden'))
    const bucket = this.buckets.get(bucketName)
    if (!bucket?.readers.has(caller.email))
      return send(403, storageError(403, denied(caller.email, permission), 'forbidden'))

    if (objectName === null) {
      const prefix = url.searchParams.get('prefix') ?? ''
      const max = Math.min(
        this.pageSize,
        Math.max(1, Number(url.searchParams.get('maxResults') ?? MAX_LIST) || MAX_LIST),
      )
      const token = url.searchParams.get('pageToken')
      let after = ''
      if (token !== null) {
        try {
          after = Buffer.from(token, 'base64url').toString('utf8')
        } catch {
          after = ''
        }
        if (!after.startsWith('after:'))
          return send(400, storageError(400, 'Invalid argument.', 'invalid'))
        after = after.slice('after:'.length)
      }
      const names = [...bucket.objects.keys()]
        .filter((n) => n.startsWith(prefix) && n > after)
        .sort()
      const page = names.slice(0, max)
      const body: Record<string, unknown> = { kind: 'storage#objects' }
      if (names.length > max)
        body.nextPageToken = Buffer.from(`after:${page.at(-1)}`).toString('base64url')
      if (page.length > 0)
        body.items = page.map((n) => this.resource(bucketName, n, bucket.objects.get(n)!))
      return send(200, body)
    }
    const object = bucket.objects.get(objectName)
    if (!object)
      return send(404, storageError(404, `No such object: ${bucketName}/${objectName}`, 'notFound'))
    if (url.searchParams.get('alt') !== 'media')
      return send(200, this.resource(bucketName, objectName, object))
    res.writeHead(200, {
      'content-type': 'text/csv',
      'content-length': object.bytes.length,
      'x-goog-generation': object.generation,
    })
    res.end(object.bytes)
  }

  private resource(bucket: string, name: string, o: StoredObject) {
    const base = `https://www.googleapis.com/storage/v1/b/${bucket}/o/${encodeURIComponent(name)}`
    return {
      kind: 'storage#object',
      id: `${bucket}/${name}/${o.generation}`,
      selfLink: base,
      mediaLink: `https://storage.googleapis.com/download/storage/v1/b/${bucket}/o/${encodeURIComponent(name)}?generation=${o.generation}&alt=media`,
      name,
      bucket,
      generation: o.generation,
      metageneration: '1',
      contentType: 'text/csv',
      storageClass: 'STANDARD',
      size: String(o.bytes.length),
      md5Hash: createHash('md5').update(o.bytes).digest('base64'),
      timeCreated: new Date(o.created).toISOString(),
      updated: new Date(o.updated).toISOString(),
    }
  }
}
