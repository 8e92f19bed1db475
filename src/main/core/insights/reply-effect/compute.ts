/**
 * Reply Effect of a period: the aggregate rows of `replyEffectSql` shaped into figures, with
 * plain-word labels for the breakdown keys. Nothing here reads reviews one by one.
 */
import {
  EFFECT_DIMENSIONS,
  REPLY_EFFECT_WINDOW_DAYS,
  type EffectDimension,
  type EffectFiguresDto,
  type EffectRowDto,
  type ReplyEffectDto,
} from '../../../../shared/dto/reply-effect'
import type { StoreName } from '../../../../shared/dto/apps'
import type { CoreContext } from '../../context'
import { prepared } from '../../db/statements'
import { splitRange } from '../../dashboard/ranges'
import { effectLabel, type Names } from './labels'
import {
  MEMBER_NAMES,
  TEMPLATE_NAMES,
  effectChangesSql,
  replyEffectFromReviewsSql,
  replyEffectSql,
} from './queries'

const DAY = 24 * 60 * 60_000

export interface EffectScope {
  workspaceId: string
  appId?: string | undefined
  store?: StoreName | undefined
  since: number
  until: number
}

interface Row {
  dimension: 'all' | EffectDimension
  key: string
  grp: 'replied' | 'baseline'
  reviews: number
  changed: number
  raised: number
  lowered: number
  average_change: number | null
  median_ms: number | null
}

const EMPTY: EffectFiguresDto = {
  reviews: 0,
  changed: 0,
  raised: 0,
  lowered: 0,
  unchanged: 0,
  averageChange: null,
  medianTimeToChangeMs: null,
}

const round = (n: number | null, places: number): number | null =>
  n === null ? null : Math.round(n * 10 ** places) / 10 ** places

function figures(row: Row | undefined): EffectFiguresDto {
  if (!row) return { ...EMPTY }
  return {
    reviews: row.reviews,
    changed: row.changed,
    raised: row.raised,
    lowered: row.lowered,
    unchanged: row.reviews - row.changed,
    averageChange: round(row.average_change, 2),
    medianTimeToChangeMs: row.median_ms === null ? null : Math.round(row.median_ms),
  }
}

function namesFor(ctx: CoreContext, workspaceId: string, rows: Row[]): Names {
  const sqlite = ctx.db.$client
  const ids = (dimension: EffectDimension) =>
    JSON.stringify(rows.filter((r) => r.dimension === dimension).map((r) => r.key))
  const read = (sql: string, ...args: string[]) =>
    new Map(
      (prepared(sqlite, sql).all(...args) as { id: string; name: string }[]).map((r) => [
        r.id,
        r.name,
      ]),
    )
  return {
    templates: read(TEMPLATE_NAMES, workspaceId, ids('template')),
    members: read(MEMBER_NAMES, ids('approver')),
  }
}

interface ChangeRow {
  grp: Row['grp']
  start_rating: number
  drafter_key: string
  template_key: string
  approver_key: string
  language_key: string
  change_ms: number
}

const starsKey = (rating: number) => (rating <= 2 ? '1-2' : rating === 3 ? '3' : '4-5')

/**
 * The median time to change of each row, from the period's changed reviews sorted here (as the
 * review-by-review read ranks them: the middle one, or the mean of the middle two). `rows` come
 * with the replied reviews' start ratings as '~rating' rows, which the 'all' rows keep to.
 */
function withMedians(
  ctx: CoreContext,
  scope: EffectScope,
  params: Record<string, string | number>,
  rows: Row[],
): Row[] {
  const repliedRatings = new Set(
    rows.filter((r) => r.dimension === ('~rating' as string)).map((r) => Number(r.key)),
  )
  const changes = prepared(
    ctx.db.$client,
    effectChangesSql(Boolean(scope.appId), Boolean(scope.store)),
  ).all(params) as ChangeRow[]
  const times = new Map<string, number[]>()
  const add = (dimension: string, key: string, grp: string, ms: number) => {
    const id = `${dimension}\u0000${key}\u0000${grp}`
    const list = times.get(id)
    if (list) list.push(ms)
    else times.set(id, [ms])
  }
  for (const c of changes) {
    if (c.grp === 'replied' || repliedRatings.has(c.start_rating))
      add('all', '', c.grp, c.change_ms)
    if (c.grp === 'replied') {
      add('drafter', c.drafter_key, c.grp, c.change_ms)
      add('template', c.template_key, c.grp, c.change_ms)
      add('approver', c.approver_key, c.grp, c.change_ms)
      add('language', c.language_key, c.grp, c.change_ms)
    }
    add('stars', starsKey(c.start_rating), c.grp, c.change_ms)
  }
  return rows
    .filter((r) => r.dimension !== ('~rating' as string))
    .map((r) => {
      const list = times.get(`${r.dimension}\u0000${r.key}\u0000${r.grp}`)
      if (!list) return r
      const sorted = Float64Array.from(list).sort()
      const n = sorted.length
      const lo = sorted[Math.floor((n + 1) / 2) - 1] ?? 0
      const hi = sorted[Math.floor((n + 2) / 2) - 1] ?? 0
      return { ...r, median_ms: (lo + hi) / 2 }
    })
}

/**
 * The whole UTC days [d0, d1) of [since, until) the kept sums give, and the partial ones at its
 * edges ([e1a, e1b), [e2a, e2b); an edge not needed is empty) read from the facts.
 */
export function dayParams(since: number, until: number): Record<string, number> {
  const { whole, edges } = splitRange(since, until, DAY)
  const [e1, e2] = whole
    ? [edges.find(([a]) => a === since), edges.find(([, b]) => b === until)]
    : edges
  return {
    d0: whole?.[0] ?? 0,
    d1: whole?.[1] ?? 0,
    e1a: e1?.[0] ?? 0,
    e1b: e1?.[1] ?? 0,
    e2a: e2?.[0] ?? 0,
    e2b: e2?.[1] ?? 0,
  }
}

/** Days in a week of `reply_effect_weeks` (week = UTC day / 7). */
const WEEK_DAYS = 7

/**
 * `dayParams` with the whole weeks [w0, w1) of its whole days [d0, d1) and the days around them,
 * [d0, da) and [db, d1) (both empty-safe: with no whole week, all days are in [d0, da)).
 */
function weekParams(since: number, until: number): Record<string, number> {
  const days = dayParams(since, until)
  const { whole } = splitRange(days.d0 ?? 0, days.d1 ?? 0, WEEK_DAYS)
  if (!whole) return { ...days, w0: 0, w1: 0, da: days.d1 ?? 0, db: days.d1 ?? 0 }
  const [w0, w1] = whole
  return { ...days, w0, w1, da: w0 * WEEK_DAYS, db: w1 * WEEK_DAYS }
}

/**
 * Where the per-review figures come from: the facts kept per review (`reply_facts`), or (the
 * tests' reference) every review's reply and versions read again.
 */
export type EffectSource = 'facts' | 'reviews'

export function replyEffect(
  ctx: CoreContext,
  scope: EffectScope,
  source: EffectSource = 'facts',
): ReplyEffectDto {
  const params: Record<string, string | number> = {
    workspaceId: scope.workspaceId,
    since: scope.since,
    until: scope.until,
  }
  const sql =
    source === 'facts'
      ? replyEffectSql(Boolean(scope.appId), Boolean(scope.store))
      : replyEffectFromReviewsSql(Boolean(scope.appId), Boolean(scope.store))
  // The kept facts hold the window as scripts/sql/reply-facts.sql states it (90 days).
  if (source === 'reviews') params.window = REPLY_EFFECT_WINDOW_DAYS * DAY
  else Object.assign(params, weekParams(scope.since, scope.until))
  if (scope.appId) params.appId = scope.appId
  if (scope.store) params.store = scope.store
  let rows = prepared(ctx.db.$client, sql).all(params) as Row[]
  if (source === 'facts') rows = withMedians(ctx, scope, params, rows)
  const names = namesFor(ctx, scope.workspaceId, rows)
  const of = (dimension: EffectDimension, grp: Row['grp']): EffectRowDto[] =>
    rows
      .filter((r) => r.dimension === dimension && r.grp === grp)
      .map((r) => ({ key: r.key, label: effectLabel(dimension, r.key, names), ...figures(r) }))
  const breakdowns = Object.fromEntries(
    EFFECT_DIMENSIONS.map((d) => [d, of(d, 'replied')]),
  ) as Record<EffectDimension, EffectRowDto[]>
  return {
    appId: scope.appId ?? null,
    store: scope.store ?? null,
    since: scope.since,
    until: scope.until,
    windowDays: REPLY_EFFECT_WINDOW_DAYS,
    replied: figures(rows.find((r) => r.dimension === 'all' && r.grp === 'replied')),
    baseline: figures(rows.find((r) => r.dimension === 'all' && r.grp === 'baseline')),
    breakdowns,
    baselineByStars: of('stars', 'baseline'),
  }
}
