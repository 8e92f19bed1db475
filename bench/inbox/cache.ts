/**
 * A seeded bench database kept between runs: seeding a million reviews takes minutes, so the
 * first run at a size keeps a copy of its data directory, and later runs at the same size and
 * schema (the last migration's tag and hash) start from a fresh copy of it instead of seeding.
 * `REVIEW_REPLY_BENCH_RESEED=1` seeds again.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { migrations } from '../../src/main/core/db/migrations'

export interface CachedSeed {
  workspaceId: string
  appIds: string[]
  /** The clock when it was seeded: the bench's date filters are relative to it. */
  seededAt: number
}

const schemaVersion = (at = migrations.length - 1): string => {
  const last = migrations[at]
  return `${last?.tag ?? 'none'}-${(last?.hash ?? '').slice(0, 12)}`
}

const cacheDir = (size: number, at?: number): string =>
  join(
    process.env.REVIEW_REPLY_BENCH_CACHE ?? join(tmpdir(), 'rr-inbox-bench-cache'),
    `${size}-${schemaVersion(at)}`,
  )

/**
 * Copies a kept seed into `dataDir` and returns what it holds, or null when there is none. A
 * seed kept at an earlier schema of this journal is used too: opening it applies the newer
 * migrations (their backfills included), which takes seconds where seeding takes minutes.
 */
export function restoreSeed(size: number, dataDir: string): CachedSeed | null {
  if (process.env.REVIEW_REPLY_BENCH_RESEED === '1') return null
  for (let at = migrations.length - 1; at >= 0; at--) {
    const dir = cacheDir(size, at)
    const meta = join(dir, 'seed.json')
    if (!existsSync(meta)) continue
    cpSync(join(dir, 'data'), dataDir, { recursive: true })
    return JSON.parse(readFileSync(meta, 'utf8')) as CachedSeed
  }
  return null
}

/** Keeps a copy of a freshly seeded (and closed) data directory for the next run. */
export function keepSeed(size: number, dataDir: string, seed: CachedSeed): void {
  const dir = cacheDir(size)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  cpSync(dataDir, join(dir, 'data'), { recursive: true })
  // Written last: a copy cut short leaves no seed.json and is seeded again next time.
  writeFileSync(join(dir, 'seed.json'), JSON.stringify(seed))
}
