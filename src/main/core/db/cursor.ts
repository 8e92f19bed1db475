/**
 * Keyset cursors: the sort keys of the last row a page returned, handed out opaque (base64url)
 * so the next page starts strictly after that row and rows inserted meanwhile are neither
 * repeated nor skipped. Clients hold cursors between requests, so each format below must keep
 * decoding exactly what it issued before (test/main/core/db/cursor.test.ts pins the bytes).
 *
 * - `jsonCursor`: a JSON array of the keys, optionally led by a version. Unsigned: used where
 *   every query is scoped to the caller's own workspace anyway (the inbox, the delivery log).
 * - `signedCursor`: `(created_at, id)` in a compact binary form with an HMAC bound to the
 *   request's filters, for the REST API, whose clients must not forge or replay one.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export interface JsonCursor<P, B> {
  encode(position: P): string
  /** The position, or null for anything this codec did not issue (or issued for another `bound`). */
  decode(cursor: string, bound: B): P | null
}

export interface JsonCursorFormat<P, B> {
  /** The array's first element; omit for a format that was issued without one. */
  version?: number
  /** The position's keys, in array order. */
  write(position: P): unknown[]
  /** The position from the keys (the version already checked and removed), or null. */
  read(keys: unknown[], bound: B): P | null
}

export function jsonCursor<P, B = void>(format: JsonCursorFormat<P, B>): JsonCursor<P, B> {
  const { version } = format
  return {
    encode: (position) => {
      const keys = format.write(position)
      const array = version === undefined ? keys : [version, ...keys]
      return Buffer.from(JSON.stringify(array)).toString('base64url')
    },
    decode: (cursor, bound) => {
      let value: unknown
      try {
        value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
      } catch {
        return null
      }
      if (!Array.isArray(value)) return null
      if (version === undefined) return format.read(value, bound)
      return value[0] === version ? format.read(value.slice(1), bound) : null
    },
  }
}

/** Where a page of the API ended. */
export interface Position {
  createdAt: number
  id: string
}

export interface SignedCursorFormat<S> {
  version: number
  /** The HMAC key: one per installation, derived for this one purpose. */
  key: Buffer
  /** What the cursor is bound to (the page's filters), as text: replayed with others, it fails. */
  scope(scope: S): string
}

const MAC_BYTES = 16
const HEADER_BYTES = 1 + 6 + 1

/**
 * base64url of
 *
 *   version (1 byte) | created_at (6 bytes, signed big-endian ms) | id length (1) | id | mac (16)
 *
 * where mac = HMAC-SHA256(key, everything before it + '\n' + scope text), truncated. A cursor
 * that was altered, or replayed with another scope, fails the MAC.
 */
export interface SignedCursor<S> {
  encode(position: Position, scope: S): string
  /** The position, or null for anything this codec did not issue for this scope. */
  decode(cursor: string, scope: S): Position | null
}

export function signedCursor<S>(format: SignedCursorFormat<S>): SignedCursor<S> {
  const mac = (content: Buffer, scope: S): Buffer =>
    createHmac('sha256', format.key)
      .update(content)
      .update('\n')
      .update(format.scope(scope))
      .digest()
      .subarray(0, MAC_BYTES)
  return {
    encode(position: Position, scope: S): string {
      const id = Buffer.from(position.id, 'utf8')
      if (id.length > 255) throw new Error('review id too long for a cursor')
      const content = Buffer.alloc(HEADER_BYTES + id.length)
      content.writeUInt8(format.version, 0)
      content.writeIntBE(position.createdAt, 1, 6)
      content.writeUInt8(id.length, 7)
      id.copy(content, HEADER_BYTES)
      return Buffer.concat([content, mac(content, scope)]).toString('base64url')
    },
    decode(cursor: string, scope: S): Position | null {
      // Buffer.from(…, 'base64url') skips stray characters; only the exact alphabet is a cursor.
      if (cursor.length > 512 || !/^[A-Za-z0-9_-]+$/.test(cursor)) return null
      const raw = Buffer.from(cursor, 'base64url')
      if (raw.toString('base64url') !== cursor) return null
      if (raw.length < HEADER_BYTES + 1 + MAC_BYTES || raw.readUInt8(0) !== format.version)
        return null
      const idLength = raw.readUInt8(7)
      if (raw.length !== HEADER_BYTES + idLength + MAC_BYTES) return null
      const content = raw.subarray(0, HEADER_BYTES + idLength)
      if (!timingSafeEqual(raw.subarray(HEADER_BYTES + idLength), mac(content, scope))) return null
      return {
        createdAt: raw.readIntBE(1, 6),
        id: content.subarray(HEADER_BYTES).toString('utf8'),
      }
    },
  }
}
