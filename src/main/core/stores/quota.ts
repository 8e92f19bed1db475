/**
 * The persistent rolling-window quota ledger: one `quota_ledger` row per store call, so a budget
 * survives restarts and is shared by every core that opens the same database file.
 *
 * A `scope` names whose budget it is (`google_play:<package>`, `app_store:<key id>`); a rule names
 * one budget inside it (`kind`) with its limit and window. A call made at `at` counts while
 * `now < at + windowMs`. Use each (scope, kind) with one window only: old rows are pruned by it.
 * `quota_reports.blocked_until` (row `<scope>#<kind>`) records a store's own "no more calls until".
 */
import type { CoreContext } from '../context'
import { statement } from '../db/statements'
import { immediate } from '../db/transaction'
import {
  BLOCK_SCOPE,
  BLOCKED_UNTIL,
  LEDGER_INSERT,
  LEDGER_NTH,
  LEDGER_PRUNE,
  LEDGER_USED,
} from './queries'

export interface QuotaRule {
  kind: string
  limit: number
  windowMs: number
}

export interface QuotaCheck {
  /** Whether `count` more calls fit right now. */
  allowed: boolean
  used: number
  limit: number
  remaining: number
  /** When `count` calls fit: now when allowed, otherwise the first moment they do. */
  nextFreeAt: number
  /** Set while the store itself told us to stop (e.g. after a 429). */
  blockedUntil: number | null
}

const blockKey = (scope: string, rule: QuotaRule): string => `${scope}#${rule.kind}`

/**
 * Every store call passes through here, so the statements come from the shared statement cache
 * instead of the query builder (which would re-prepare each time).
 */
const sqlFor = (ctx: CoreContext) => ({
  used: statement<[string, string, number], { n: number }>(ctx.db, LEDGER_USED),
  nth: statement<[string, string, number, number], { at: number }>(ctx.db, LEDGER_NTH),
  blocked: statement<[string], { blocked_until: number | null }>(ctx.db, BLOCKED_UNTIL),
  prune: statement<[string, string, number]>(ctx.db, LEDGER_PRUNE),
  insert: statement<[string, string, number]>(ctx.db, LEDGER_INSERT),
  block: statement<[string, number, number]>(ctx.db, BLOCK_SCOPE),
})

function inspect(ctx: CoreContext, scope: string, rule: QuotaRule, wanted: number): QuotaCheck {
  const q = sqlFor(ctx)
  const now = ctx.clock.now()
  const since = now - rule.windowMs
  // Plain rows, not `pluck()`: the cached statements are shared with every other caller.
  const used = q.used.get(scope, rule.kind, since)?.n ?? 0
  const until = q.blocked.get(blockKey(scope, rule))?.blocked_until
  const blocked = until != null && until > now ? until : null
  const overBy = used + wanted - rule.limit
  let nextFreeAt = now
  if (wanted > rule.limit) {
    nextFreeAt = Number.POSITIVE_INFINITY
  } else if (overBy > 0) {
    // The call that has to leave the window before `wanted` more fit is the overBy-th oldest.
    const at = q.nth.get(scope, rule.kind, since, overBy - 1)?.at
    nextFreeAt = at === undefined ? now : at + rule.windowMs
  }
  if (blocked !== null) nextFreeAt = Math.max(nextFreeAt, blocked)
  return {
    allowed: blocked === null && overBy <= 0,
    used,
    limit: rule.limit,
    remaining: blocked === null ? Math.max(0, rule.limit - used) : 0,
    nextFreeAt,
    blockedUntil: blocked,
  }
}

/** Whether `count` calls fit now, without recording anything. */
export function checkQuota(
  ctx: CoreContext,
  scope: string,
  rule: QuotaRule,
  count = 1,
): QuotaCheck {
  return inspect(ctx, scope, rule, count)
}

/**
 * Records `count` calls if they fit, atomically (an IMMEDIATE transaction, so two cores on the
 * same file cannot both take the last slot). Returns the state before recording; nothing is
 * recorded when `allowed` is false. Call it before sending: a call that then fails still counts,
 * because the store may well have counted it.
 */
export function reserveQuota(
  ctx: CoreContext,
  scope: string,
  rule: QuotaRule,
  count = 1,
): QuotaCheck {
  const q = sqlFor(ctx)
  return immediate(ctx.db, () => {
    const state = inspect(ctx, scope, rule, count)
    if (!state.allowed || count < 1) return state
    const now = ctx.clock.now()
    q.prune.run(scope, rule.kind, now - rule.windowMs)
    for (let i = 0; i < count; i++) q.insert.run(scope, rule.kind, now)
    return state
  })
}

/** The store said "no more" (429): make no call of this kind before `until`, whatever we counted. */
export function blockQuota(ctx: CoreContext, scope: string, rule: QuotaRule, until: number): void {
  sqlFor(ctx).block.run(blockKey(scope, rule), ctx.clock.now(), until)
}
