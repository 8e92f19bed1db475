/**
 * How a card reads a time range: the whole hours (or days) inside it from the running totals
 * (scripts/sql/dashboard-aggregates.sql), the partial ones at its edges from the inbox index. A
 * dashboard range runs between local midnights, which fall on whole hours in every zone but a
 * few (India, Nepal, Newfoundland, …): there the edges are the part-hours, read row by row.
 */

export const HOUR_MS = 3_600_000
export const DAY_MS = 86_400_000

/** Where the cards read from: the running totals, or (the reference the tests compare with) only the index. */
export type DashboardSource = 'aggregates' | 'index'

export interface SplitRange {
  /** Whole units [first, end) as unit numbers (`created_at / unit`), or null when none. */
  whole: [number, number] | null
  /** Instants [from, to) the totals do not cover whole, read from the index. */
  edges: [number, number][]
}

/** [from, to) split into the whole `unit`s inside it and the partial ones at its edges. */
export function splitRange(
  from: number,
  to: number,
  unit: number,
  source: DashboardSource = 'aggregates',
): SplitRange {
  if (to <= from) return { whole: null, edges: [] }
  const first = Math.ceil(from / unit)
  const last = Math.floor(to / unit)
  if (source === 'index' || first >= last) return { whole: null, edges: [[from, to]] }
  const edges: [number, number][] = []
  if (from < first * unit) edges.push([from, first * unit])
  if (last * unit < to) edges.push([last * unit, to])
  return { whole: [first, last], edges }
}
