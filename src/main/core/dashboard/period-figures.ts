/**
 * The dashboard's review counts over a range: the whole hours (days for languages) from the
 * running totals, the partial ones at the edges from the inbox index (ranges.ts). Both give the
 * same numbers; `source: 'index'` reads everything from the index (the tests' reference).
 */
import type Database from 'better-sqlite3'
import type { StoreName } from '../../../shared/dto/apps'
import { prepared } from '../db/statements'
import { bucketIndex } from './buckets'
import {
  hoursSql,
  languagesSql,
  languageTotalsSql,
  periodSql,
  periodTotalsSql,
  slotsSql,
  storesSql,
  storeTotalsSql,
} from './queries'
import { DAY_MS, HOUR_MS, splitRange, type DashboardSource } from './ranges'

/** Slots of the index's per-slot counts: a quarter-hour, the finest offset any zone has. */
const SLOT_MS = 15 * 60 * 1000

export interface FigureScope {
  sqlite: Database.Database
  workspaceId: string
  appId?: string | undefined
  source: DashboardSource
}

export interface BucketCounts {
  reviews: number
  sum: number
  stars: [number, number, number, number, number]
  answered: number
  /** Reviews of the bucket the inbox's "Needs reply" holds now. */
  needsReply: number
}

interface CountRow {
  n: number
  sum: number
  s1: number
  s2: number
  s3: number
  s4: number
  s5: number
  answered: number
  needs: number
}

function index(scope: FigureScope) {
  const byApp = Boolean(scope.appId)
  return {
    entries: `inbox_entries e INDEXED BY ${byApp ? 'inbox_entries_app_wide' : 'inbox_entries_wide'}`,
    where: byApp ? 'e.app_id = ? AND e.workspace_id = ?' : 'e.workspace_id = ?',
    args: byApp ? [scope.appId, scope.workspaceId] : [scope.workspaceId],
  }
}

const totalsArgs = (scope: FigureScope): unknown[] =>
  scope.appId ? [scope.workspaceId, scope.appId] : [scope.workspaceId, scope.workspaceId]

function add(target: BucketCounts | undefined, row: CountRow): void {
  if (!target) return
  target.reviews += row.n
  target.sum += row.sum
  target.answered += row.answered
  target.needsReply += row.needs
  target.stars[0] += row.s1
  target.stars[1] += row.s2
  target.stars[2] += row.s3
  target.stars[3] += row.s4
  target.stars[4] += row.s5
}

/**
 * Reviews, stars, answered reviews and those needing a reply of each bucket [boundaries[i], boundaries[i + 1]). An hour
 * that a boundary cuts (a zone a quarter or half hour off UTC) is read from the index instead.
 */
export function bucketCounts(scope: FigureScope, boundaries: number[]): BucketCounts[] {
  const buckets = boundaries.slice(0, -1).map(() => ({
    reviews: 0,
    sum: 0,
    stars: [0, 0, 0, 0, 0] as BucketCounts['stars'],
    answered: 0,
    needsReply: 0,
  }))
  const from = boundaries[0] ?? 0
  const to = boundaries[boundaries.length - 1] ?? 0
  const { whole, edges } = splitRange(from, to, HOUR_MS, scope.source)
  const cut = new Set<number>()
  if (whole) {
    for (const b of boundaries.slice(1, -1)) {
      const hour = Math.floor(b / HOUR_MS)
      if (b % HOUR_MS !== 0 && hour >= whole[0] && hour < whole[1]) cut.add(hour)
    }
    const rows = prepared(scope.sqlite, hoursSql(Boolean(scope.appId))).all(
      ...totalsArgs(scope),
      ...whole,
    ) as (CountRow & { hour: number })[]
    for (const row of rows)
      if (!cut.has(row.hour)) add(buckets[bucketIndex(boundaries, row.hour * HOUR_MS)], row)
  }
  const { entries, where, args } = index(scope)
  const raw = [...edges, ...[...cut].map((h): [number, number] => [h * HOUR_MS, (h + 1) * HOUR_MS])]
  for (const [a, b] of raw) {
    const rows = prepared(scope.sqlite, slotsSql(SLOT_MS, entries, where)).all(
      ...args,
      a,
      b,
    ) as (CountRow & {
      slot: number
    })[]
    for (const row of rows) add(buckets[bucketIndex(boundaries, row.slot * SLOT_MS)], row)
  }
  return buckets
}

export interface PeriodTotals {
  reviews: number
  sum: number
  /** Reviews of 1 or 2 stars. */
  low: number
  /** Reviews the inbox's "Needs reply" holds now. */
  needsReply: number
}

/** Reviews, their stars' sum, the low ones and those needing a reply, written in [from, to). */
export function periodTotals(scope: FigureScope, from: number, to: number): PeriodTotals {
  const totals: PeriodTotals = { reviews: 0, sum: 0, low: 0, needsReply: 0 }
  const { whole, edges } = splitRange(from, to, HOUR_MS, scope.source)
  const rows: { n: number; sum: number; low: number; needs: number }[] = []
  if (whole)
    rows.push(
      prepared(scope.sqlite, periodTotalsSql(Boolean(scope.appId))).get(
        ...totalsArgs(scope),
        ...whole,
      ) as (typeof rows)[number],
    )
  const { entries, where, args } = index(scope)
  for (const [a, b] of edges)
    rows.push(
      prepared(scope.sqlite, periodSql(entries, where)).get(...args, a, b) as (typeof rows)[number],
    )
  for (const r of rows) {
    totals.reviews += r.n
    totals.sum += r.sum
    totals.low += r.low
    totals.needsReply += r.needs
  }
  return totals
}

/** Reviews and their stars' sum per store, stores in name order. */
export function storeTotals(
  scope: FigureScope,
  from: number,
  to: number,
): { store: StoreName; reviews: number; sum: number }[] {
  const byStore = new Map<StoreName, { reviews: number; sum: number }>()
  const { whole, edges } = splitRange(from, to, HOUR_MS, scope.source)
  const { entries, where, args } = index(scope)
  const rows = [
    ...(whole
      ? prepared(scope.sqlite, storeTotalsSql(Boolean(scope.appId))).all(
          ...totalsArgs(scope),
          ...whole,
        )
      : []),
    ...edges.flatMap(([a, b]) =>
      prepared(scope.sqlite, storesSql(entries, where)).all(...args, a, b),
    ),
  ] as { store: StoreName; n: number; sum: number }[]
  for (const r of rows) {
    const s = byStore.get(r.store) ?? { reviews: 0, sum: 0 }
    s.reviews += r.n
    s.sum += r.sum
    byStore.set(r.store, s)
  }
  return [...byStore.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([store, s]) => ({ store, ...s }))
}

/** Reviews per primary language (null: unknown), most first, ties by language. */
export function languageTotals(
  scope: FigureScope,
  from: number,
  to: number,
): { lang: string | null; n: number }[] {
  const byLanguage = new Map<string | null, number>()
  const { whole, edges } = splitRange(from, to, DAY_MS, scope.source)
  const { entries, where, args } = index(scope)
  const rows = [
    ...(whole
      ? prepared(scope.sqlite, languageTotalsSql(Boolean(scope.appId))).all(
          ...totalsArgs(scope),
          ...whole,
        )
      : []),
    ...edges.flatMap(([a, b]) =>
      prepared(scope.sqlite, languagesSql(entries, where)).all(...args, a, b),
    ),
  ] as { lang: string | null; n: number }[]
  for (const r of rows) byLanguage.set(r.lang, (byLanguage.get(r.lang) ?? 0) + r.n)
  // As the index's ORDER BY n DESC, language: SQLite sorts null first, then by code.
  return [...byLanguage.entries()]
    .map(([lang, n]) => ({ lang, n }))
    .sort(
      (a, b) =>
        b.n - a.n ||
        (a.lang === b.lang
          ? 0
          : a.lang === null
            ? -1
            : b.lang === null
              ? 1
              : a.lang < b.lang
                ? -1
                : 1),
    )
}
