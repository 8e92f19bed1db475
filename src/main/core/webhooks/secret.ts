import { createHmac } from 'node:crypto'
import type { IdSource } from '../ids'

const PREFIX = 'whsec_'
const SECRET_BYTES = 32

/** `whsec_` + standard base64 of 32 random bytes (docs/integrations/webhooks.md). */
export function generateSecret(ids: IdSource): string {
  return PREFIX + ids.bytes(SECRET_BYTES).toString('base64')
}

/** The HMAC key is the decoded bytes, not the string. */
export function secretKey(secret: string): Buffer {
  if (!secret.startsWith(PREFIX)) throw new Error('not a webhook secret')
  const key = Buffer.from(secret.slice(PREFIX.length), 'base64')
  if (key.length === 0) throw new Error('empty webhook secret')
  return key
}

/**
 * The `webhook-signature` header value: `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`
 * per key, space-separated (during a rotation both the new and the old key sign).
 */
export function signatureHeader(
  keys: readonly Buffer[],
  id: string,
  timestampSeconds: number,
  body: string,
): string {
  const content = `${id}.${timestampSeconds}.${body}`
  return keys
    .map((key) => `v1,${createHmac('sha256', key).update(content).digest('base64')}`)
    .join(' ')
}
