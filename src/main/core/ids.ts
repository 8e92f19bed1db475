import { randomBytes, randomFillSync } from 'node:crypto'

/** Ids carry their type (`ws_`, `app_`, `rev_`, ...) so a misplaced id is obvious in logs and URLs. */
type IdPrefix =
  | 'usr'
  | 'ws'
  | 'mem'
  | 'lnk'
  | 'ses'
  | 'app'
  | 'lst'
  | 'cred'
  | 'rev'
  | 'rpl'
  | 'rpe'
  | 'key'
  | 'whe'
  | 'evt'
  | 'dlv'
  | 'att'
  | 'dig'
  | 'anm'
  | 'lic'
  | 'voice'
  | 'inv'
  | 'trn'
  | 'rvn'
  | 'tpl'
  | 'ans'
  | 'himp'
  | 'tri'
  | 'trc'

export interface IdSource {
  next(prefix: IdPrefix): string
  /** Cryptographically random bytes, for secrets and tokens. */
  bytes(length: number): Buffer
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

/** Uniform base62 without modulo bias (rejection sampling). */
export function randomBase62(length: number, bytes: (n: number) => Buffer = randomBytes): string {
  let out = ''
  while (out.length < length) {
    for (const b of bytes(length * 2)) {
      if (b < 248) out += BASE62[b % 62]
      if (out.length === length) break
    }
  }
  return out
}

// Ids are not secrets: they draw from a pool refilled 4 KiB at a time, since asking the CSPRNG
// for 40 bytes per id cost ~20 µs, twice per stored review (the review and its event).
const pool = Buffer.alloc(4096)
let poolAt = pool.length

function pooledBytes(n: number): Buffer {
  if (poolAt + n > pool.length) {
    randomFillSync(pool)
    poolAt = 0
  }
  poolAt += n
  return pool.subarray(poolAt - n, poolAt)
}

/**
 * Records written by the thousand (reviews, their events, replies and audit lines, deliveries):
 * their ids start with the time, so each insert lands at the end of its indexes instead of on a
 * random page. With random ids a 500-review transaction dirtied a page per review in each of five
 * indexes, and a first import spent most of its time writing those pages out.
 */
const TIME_ORDERED = new Set<IdPrefix>(['rev', 'evt', 'rpl', 'rpe', 'dlv', 'att'])

/** Milliseconds since 1970 in 8 base62 digits (enough until the year 8900): sorts as it counts. */
function timePrefix(now: number): string {
  let out = ''
  for (let i = 0; i < 8; i++) {
    out = BASE62[now % 62] + out
    now = Math.floor(now / 62)
  }
  return out
}

export const randomIds: IdSource = {
  // Every id has 20 characters after its prefix; a time-ordered one keeps 12 random (71 bits).
  next: (prefix) =>
    TIME_ORDERED.has(prefix)
      ? `${prefix}_${timePrefix(Date.now())}${randomBase62(12, pooledBytes)}`
      : `${prefix}_${randomBase62(20, pooledBytes)}`,
  bytes: (length) => randomBytes(length),
}

/** Predictable ids for tests: `rev_000001`, `rev_000002`, ... (bytes stay random). */
export function sequentialIds(): IdSource {
  const counters = new Map<string, number>()
  return {
    next(prefix) {
      const n = (counters.get(prefix) ?? 0) + 1
      counters.set(prefix, n)
      return `${prefix}_${String(n).padStart(6, '0')}`
    },
    bytes: (length) => randomBytes(length),
  }
}
