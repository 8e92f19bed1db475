import { and, eq } from 'drizzle-orm'
import type { TrackerKind } from '../../../shared/dto/trackers'
import type { CoreContext } from '../context'
import { trackerIssues } from '../db/schema'
import type { RemoteIssue } from './types'

export type IssueRow = typeof trackerIssues.$inferSelect

/** Saves what the tracker said of an issue; a person's fixed-in value is kept over the tracker's none. */
export function saveIssue(
  ctx: CoreContext,
  workspaceId: string,
  kind: TrackerKind,
  remote: RemoteIssue,
): IssueRow {
  const now = ctx.clock.now()
  const existing = ctx.db
    .select()
    .from(trackerIssues)
    .where(
      and(
        eq(trackerIssues.workspaceId, workspaceId),
        eq(trackerIssues.kind, kind),
        eq(trackerIssues.key, remote.key),
      ),
    )
    .get()
  const fromTracker = {
    externalId: remote.externalId,
    url: remote.url,
    title: remote.title,
    state: remote.state,
    stateLabel: remote.stateLabel,
    closedAt: remote.state === 'closed' ? (remote.closedAt ?? existing?.closedAt ?? now) : null,
    checkedAt: now,
    etag: remote.etag,
    remoteUpdatedAt: remote.updatedAt,
  }
  if (existing) {
    const byHand = existing.fixedInByHand && remote.fixedIn === null
    const next = {
      ...fromTracker,
      fixedIn: byHand ? existing.fixedIn : remote.fixedIn,
      fixedInByHand: byHand,
    }
    ctx.db.update(trackerIssues).set(next).where(eq(trackerIssues.id, existing.id)).run()
    return { ...existing, ...next }
  }
  const row: IssueRow = {
    id: ctx.ids.next('tri'),
    workspaceId,
    kind,
    key: remote.key,
    ...fromTracker,
    fixedIn: remote.fixedIn,
    fixedInByHand: false,
    createdAt: now,
  }
  ctx.db.insert(trackerIssues).values(row).run()
  return row
}

/** Marks an issue as checked without a change (a 304, or absent from an updated-since answer). */
export function markChecked(ctx: CoreContext, issueId: string): void {
  ctx.db
    .update(trackerIssues)
    .set({ checkedAt: ctx.clock.now() })
    .where(eq(trackerIssues.id, issueId))
    .run()
}
