import type { DashboardSliceDto } from '../../../shared/dto/dashboard'
import type { StoreName } from '../../../shared/dto/apps'
import { prepared } from '../db/statements'
import { round } from './stats'
import { versionCountrySql, versionTotalsSql } from './queries'
import type { FigureScope } from './period-figures'
import { DAY_MS, splitRange } from './ranges'

/** Versions and countries shown; the rest is summed into one "Other" row so nothing is lost. */
const TOP_SLICES = 8

interface GroupRow {
  store: StoreName
  version: string | null
  territory: string | null
  n: number
  sum: number
  low: number
  latest: number
}

interface Acc {
  key: string | null
  reviews: number
  sum: number
  low: number
  latest: number
  byStore: Map<StoreName, { reviews: number; sum: number }>
}

function add(map: Map<string, Acc>, key: string | null, row: GroupRow) {
  const id = key ?? ''
  let acc = map.get(id)
  if (!acc) {
    acc = { key, reviews: 0, sum: 0, low: 0, latest: 0, byStore: new Map() }
    map.set(id, acc)
  }
  acc.reviews += row.n
  acc.sum += row.sum
  acc.low += row.low
  acc.latest = Math.max(acc.latest, row.latest)
  const s = acc.byStore.get(row.store) ?? { reviews: 0, sum: 0 }
  s.reviews += row.n
  s.sum += row.sum
  acc.byStore.set(row.store, s)
}

function toSlice(acc: Acc): DashboardSliceDto {
  return {
    key: acc.key,
    reviews: acc.reviews,
    averageRating: acc.reviews === 0 ? null : round(acc.sum / acc.reviews, 2),
    negativeShare: acc.reviews === 0 ? 0 : round(acc.low / acc.reviews, 4),
    stores: [...acc.byStore.entries()]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([store, s]) => ({
        store,
        reviews: s.reviews,
        averageRating: s.reviews === 0 ? null : round(s.sum / s.reviews, 2),
      })),
  }
}

/** Most reviews first (ties by key), unknown and the overflow folded into a trailing "Other". */
function top(map: Map<string, Acc>, order: (a: Acc, b: Acc) => number): DashboardSliceDto[] {
  const known = [...map.values()].filter((a) => a.key !== null).sort(order)
  const shown = known.slice(0, TOP_SLICES)
  const rest: Acc = { key: null, reviews: 0, sum: 0, low: 0, latest: 0, byStore: new Map() }
  for (const a of [...known.slice(TOP_SLICES), ...(map.has('') ? [map.get('') as Acc] : [])]) {
    rest.reviews += a.reviews
    rest.sum += a.sum
    rest.low += a.low
    for (const [store, s] of a.byStore) {
      const r = rest.byStore.get(store) ?? { reviews: 0, sum: 0 }
      r.reviews += s.reviews
      r.sum += s.sum
      rest.byStore.set(store, r)
    }
  }
  return rest.reviews > 0 ? [...shown.map(toSlice), toSlice(rest)] : shown.map(toSlice)
}

const byVolume = (a: Acc, b: Acc) =>
  b.reviews - a.reviews || ((a.key ?? '') < (b.key ?? '') ? -1 : 1)
/** The version people wrote about most recently first: usually the one in the stores now. */
const byRecency = (a: Acc, b: Acc) => b.latest - a.latest || byVolume(a, b)

/**
 * Rating and volume by app version and by country, each split by store: the whole days from the
 * running totals, the partial ones at the range's edges from one grouped range of the reviews'
 * breakdown index (ranges.ts; the group is small: stores × versions × countries).
 */
export function versionAndCountry(
  scope: FigureScope,
  start: number,
  end: number,
): { versions: DashboardSliceDto[]; countries: DashboardSliceDto[] } {
  const { whole, edges } = splitRange(start, end, DAY_MS, scope.source)
  const column = scope.appId ? 'app_id' : 'workspace_id'
  const rows = [
    ...(whole
      ? prepared(scope.sqlite, versionTotalsSql(Boolean(scope.appId))).all(
          scope.workspaceId,
          scope.appId ?? scope.workspaceId,
          ...whole,
        )
      : []),
    ...edges.flatMap(([a, b]) =>
      prepared(scope.sqlite, versionCountrySql(column)).all(scope.appId ?? scope.workspaceId, a, b),
    ),
  ] as GroupRow[]
  const versions = new Map<string, Acc>()
  const countries = new Map<string, Acc>()
  for (const row of rows) {
    add(versions, row.version, row)
    add(countries, row.territory, row)
  }
  return { versions: top(versions, byRecency), countries: top(countries, byVolume) }
}
