/**
 * The aggregate queries of anomaly detection; all use `reviews_app_created` (app_id, created_at).
 * Also the lookup of a rule's open episode (episodes.ts).
 */
import type { CoreContext } from '../../context'
import { statement } from '../../db/statements'
import type { Slice } from './review-spike'

const COUNT =
  'select count(*) as n from reviews where app_id = ? and created_at > ? and created_at <= ?'
const RATINGS =
  'select count(*) as n, coalesce(sum(rating), 0) as sum, coalesce(sum(rating * rating), 0) as squares ' +
  'from reviews where app_id = ? and created_at > ? and created_at <= ?'
const FIRST = 'select min(created_at) as first from reviews where app_id = ?'

/** The open episode of a rule for an app (its id and data), if any. */
export const OPEN_EPISODE =
  'select id, data from anomaly_episodes where app_id = ? and kind = ? and ended_at is null ' +
  'order by started_at desc limit 1'

/** Reviews of an app written in (start, end]. */
export function countIn(ctx: CoreContext, appId: string, s: Slice): number {
  return (statement(ctx.db, COUNT).get(appId, s.start, s.end) as { n: number }).n
}

export interface RatingSums {
  n: number
  sum: number
  squares: number
}

export function ratingSums(ctx: CoreContext, appId: string, s: Slice): RatingSums {
  return statement(ctx.db, RATINGS).get(appId, s.start, s.end) as RatingSums
}

/** The oldest review we hold: before it, "no reviews" may only mean "not imported". */
export function historyStart(ctx: CoreContext, appId: string): number | null {
  return (statement(ctx.db, FIRST).get(appId) as { first: number | null }).first
}
