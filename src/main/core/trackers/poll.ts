import { and, eq, inArray, lte } from 'drizzle-orm'
import { draftFollowUpsWhenFixed } from './follow-up'
import type { TrackerRefreshResultDto } from '../../../shared/dto/trackers'
import type { Actor } from '../access/actor'
import type { CoreContext } from '../context'
import { trackerConnections, trackerIssues, trackerLinks } from '../db/schema'
import { immediate } from '../db/transaction'
import { withCall } from './call'
import { CLIENTS } from './clients'
import { targetOf, type ConnectionRow } from './connections'
import { markChecked, saveIssue, type IssueRow } from './store'
import type { RemoteIssue, TrackerCall, TrackerFailure } from './types'

/** At most one poll of a connection's issues per this long (each service's limits allow far more). */
const POLL_EVERY_MS = 15 * 60_000
/** After failures: 15 min, 30, 60 … up to 6 hours. */
const MAX_BACKOFF_MS = 6 * 3_600_000

const backoffMs = (failures: number): number =>
  Math.min(MAX_BACKOFF_MS, POLL_EVERY_MS * 2 ** Math.max(0, failures - 1))

/** The issues of a connection that reviews link to (an unlinked issue is nobody's concern). */
function linkedIssues(ctx: CoreContext, row: ConnectionRow): IssueRow[] {
  const linked = ctx.db
    .selectDistinct({ id: trackerLinks.issueId })
    .from(trackerLinks)
    .where(eq(trackerLinks.workspaceId, row.workspaceId))
    .all()
    .map((l) => l.id)
  if (linked.length === 0) return []
  return ctx.db
    .select()
    .from(trackerIssues)
    .where(
      and(
        eq(trackerIssues.workspaceId, row.workspaceId),
        eq(trackerIssues.kind, row.kind),
        inArray(trackerIssues.id, linked),
      ),
    )
    .all()
}

interface PollOutcome {
  checked: number
  changed: number
  failure: TrackerFailure | null
}

/** Asks the tracker about each issue: GitHub one by one with its ETag, the others in one query. */
async function ask(
  ctx: CoreContext,
  row: ConnectionRow,
  issues: IssueRow[],
  call: TrackerCall,
): Promise<PollOutcome> {
  const client = CLIENTS[row.kind]
  let checked = 0
  let changed = 0
  const apply = (issue: IssueRow, remote: RemoteIssue) => {
    const before = issue.state
    const saved = immediate(ctx.db, () => saveIssue(ctx, row.workspaceId, row.kind, remote))
    if (before !== saved.state || issue.title !== saved.title || issue.fixedIn !== saved.fixedIn)
      changed++
    if (saved.state === 'closed' && saved.fixedIn && (before !== 'closed' || !issue.fixedIn))
      draftFollowUpsWhenFixed(ctx, row.workspaceId, saved.id)
  }
  if (client.changedSince) {
    const since = Math.min(...issues.map((i) => i.checkedAt ?? 0))
    const res = await client.changedSince(
      call,
      issues.map((i) => ({ key: i.key, externalId: i.externalId })),
      since,
    )
    if (!res.ok) return { checked, changed, failure: res }
    const byKey = new Map(res.value.map((r) => [r.key, r]))
    for (const issue of issues) {
      const remote = byKey.get(issue.key)
      if (remote) apply(issue, remote)
      else markChecked(ctx, issue.id)
      checked++
    }
    return { checked, changed, failure: null }
  }
  for (const issue of issues) {
    const res = await client.getIssue(call, issue.key, issue.etag)
    if (!res.ok) {
      // A deleted or hidden issue stays linked as it was last seen; anything else stops the pass.
      if (res.code === 'not_found') {
        markChecked(ctx, issue.id)
        checked++
        continue
      }
      return { checked, changed, failure: res }
    }
    if (res.value === 'not_modified') markChecked(ctx, issue.id)
    else apply(issue, res.value)
    checked++
  }
  return { checked, changed, failure: null }
}

/** One polite poll of a connection; schedules the next one (later after a 429, 5xx or refusal). */
async function pollConnection(ctx: CoreContext, row: ConnectionRow): Promise<PollOutcome> {
  const issues = linkedIssues(ctx, row)
  let outcome: PollOutcome = { checked: 0, changed: 0, failure: null }
  if (issues.length > 0) {
    let target: Omit<TrackerCall, 'http'> | null = null
    try {
      target = targetOf(ctx, row)
    } catch (error) {
      outcome.failure = { ok: false, code: 'auth', message: (error as Error).message }
    }
    if (target) outcome = await withCall(ctx, target, (call) => ask(ctx, row, issues, call))
  }
  const now = ctx.clock.now()
  const failure = outcome.failure
  const failures = failure ? row.pollFailures + 1 : 0
  const wait = failure ? Math.max(failure.retryAfterMs ?? 0, backoffMs(failures)) : POLL_EVERY_MS
  ctx.db
    .update(trackerConnections)
    .set({
      nextPollAt: now + wait,
      pollFailures: failures,
      ...(failure
        ? { healthOk: false, healthMessage: failure.message, healthCheckedAt: now }
        : issues.length > 0 && !row.healthOk
          ? {
              healthOk: true,
              healthMessage: 'Connected: issue states are up to date.',
              healthCheckedAt: now,
            }
          : {}),
    })
    .where(eq(trackerConnections.id, row.id))
    .run()
  if (failure)
    ctx.log.warn('tracker poll failed', {
      workspaceId: row.workspaceId,
      kind: row.kind,
      reason: failure.code,
    })
  if (outcome.changed > 0) {
    ctx.signals.emit('changed', row.workspaceId, 'reviews')
    ctx.signals.emit('changed', row.workspaceId, 'trackers')
  }
  return outcome
}

/**
 * "Refresh" from a person: polls each connection now, unless the service asked us to wait (a
 * 429's Retry-After, or backoff after failures), which a click does not override.
 */
export async function refreshTrackerIssues(
  ctx: CoreContext,
  actor: Actor,
): Promise<TrackerRefreshResultDto> {
  const rows = ctx.db
    .select()
    .from(trackerConnections)
    .where(eq(trackerConnections.workspaceId, actor.workspaceId))
    .all()
  let checked = 0
  let changed = 0
  const now = ctx.clock.now()
  for (const row of rows) {
    if (row.pollFailures > 0 && row.nextPollAt > now) continue
    const outcome = await pollConnection(ctx, row)
    checked += outcome.checked
    changed += outcome.changed
  }
  return { checked, changed }
}

/** The background pass: every connection whose next poll is due. Returns when to look again. */
export async function pollDueTrackers(
  ctx: CoreContext,
  stopped: () => boolean = () => false,
): Promise<number> {
  const now = ctx.clock.now()
  const due = ctx.db
    .select()
    .from(trackerConnections)
    .where(lte(trackerConnections.nextPollAt, now))
    .all()
  for (const row of due) {
    if (stopped()) break
    await pollConnection(ctx, row)
  }
  return 60_000
}
