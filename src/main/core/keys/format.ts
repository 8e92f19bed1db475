/**
 * The API key format of docs/integrations/api.md: `rr_live_` + 32 base62 characters + a 6-character
 * base62 CRC32 of everything before it. The checksum lets a typo (or a random string) fail
 * without touching the database, and lets secret scanners tell a real leak from noise.
 */
import { crc32 } from 'node:zlib'
import { randomBase62 } from '../ids'

const KEY_PREFIX = 'rr_live_'
const SECRET_LENGTH = 32
const CHECKSUM_LENGTH = 6
const KEY_LENGTH = KEY_PREFIX.length + SECRET_LENGTH + CHECKSUM_LENGTH

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
const KEY_SHAPE = /^rr_live_[0-9A-Za-z]{38}$/

/** Fixed-width base62 of an unsigned 32-bit number (62^6 > 2^32, so six digits always fit). */
function base62Fixed(value: number, width: number): string {
  let n = value
  let out = ''
  for (let i = 0; i < width; i++) {
    out = BASE62[n % 62] + out
    n = Math.floor(n / 62)
  }
  return out
}

/** @internal Exported for tests. */
export const keyChecksum = (body: string): string => base62Fixed(crc32(body) >>> 0, CHECKSUM_LENGTH)

export function generateApiKey(bytes: (n: number) => Buffer): string {
  const body = KEY_PREFIX + randomBase62(SECRET_LENGTH, bytes)
  return body + keyChecksum(body)
}

export type KeyCheck = 'ok' | 'malformed' | 'bad_checksum'

/** Shape and checksum only; says nothing about whether the key exists. */
export function checkApiKey(raw: string): KeyCheck {
  if (raw.length !== KEY_LENGTH || !KEY_SHAPE.test(raw)) return 'malformed'
  const body = raw.slice(0, KEY_LENGTH - CHECKSUM_LENGTH)
  return keyChecksum(body) === raw.slice(KEY_LENGTH - CHECKSUM_LENGTH) ? 'ok' : 'bad_checksum'
}

/** What the UI shows after creation: `rr_live_` + the first 4 characters of the secret. */
export const displayPrefix = (raw: string): string => raw.slice(0, KEY_PREFIX.length + 4)
