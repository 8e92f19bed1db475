import { and, eq } from 'drizzle-orm'
import { draftFollowUpsWhenFixed } from './follow-up'
import {
  TRACKER_LABELS,
  type TrackerIssueDto,
  type TrackerKind,
} from '../../../shared/dto/trackers'
import type { Actor } from '../access/actor'
import { viaDetail } from '../assistants/settings'
import type { CoreContext } from '../context'
import { trackerIssues, trackerLinks, users } from '../db/schema'
import { prepared } from '../db/statements'
import { immediate } from '../db/transaction'
import { CoreError, invalid, notFound } from '../errors'
import { recordReplyEvent } from '../replies/audit'
import { issuePreview, reviewsFor } from './body'
import { withCall } from './call'
import { CLIENTS } from './clients'
import { connectionOf, failed, requireConnection, targetOf } from './connections'
import { ISSUE_LINKS } from './queries'
import { parseIssueRef } from './refs'
import { saveIssue, type IssueRow } from './store'
import type { RemoteIssue } from './types'

function nameOf(ctx: CoreContext, userId: string | null): string | null {
  if (!userId) return null
  return (
    ctx.db.select({ name: users.name }).from(users).where(eq(users.id, userId)).get()?.name ?? null
  )
}

function issueDto(ctx: CoreContext, row: IssueRow, reviewId?: string): TrackerIssueDto {
  const links = prepared(ctx.db.$client, ISSUE_LINKS).get(row.id, row.id) as {
    reviewCount: number
    linkedAt: number | null
    linkedBy: string | null
  }
  // For one review's list: that review's own link (who linked it there, and when).
  const own = reviewId
    ? ctx.db
        .select()
        .from(trackerLinks)
        .where(and(eq(trackerLinks.reviewId, reviewId), eq(trackerLinks.issueId, row.id)))
        .get()
    : undefined
  return {
    id: row.id,
    kind: row.kind,
    key: row.key,
    title: row.title,
    url: row.url,
    state: row.state,
    stateLabel: row.stateLabel,
    fixedIn: row.fixedIn,
    closedAt: row.closedAt,
    checkedAt: row.checkedAt,
    linkedBy: nameOf(ctx, own ? own.linkedByUserId : links.linkedBy),
    linkedAt: own?.linkedAt ?? links.linkedAt ?? row.createdAt,
    reviewCount: links.reviewCount,
  }
}

function issueById(ctx: CoreContext, workspaceId: string, issueId: string): IssueRow {
  const row = ctx.db
    .select()
    .from(trackerIssues)
    .where(and(eq(trackerIssues.id, issueId), eq(trackerIssues.workspaceId, workspaceId)))
    .get()
  if (!row) throw notFound('Issue')
  return row
}

/** Saves the issue and links it to each review not linked yet, each with its audit line. */
function saveAndLink(
  ctx: CoreContext,
  actor: Actor,
  kind: TrackerKind,
  remote: RemoteIssue,
  reviewIds: string[],
  detail: string,
): IssueRow {
  return immediate(ctx.db, () => {
    // Checked again inside the write: a review deleted meanwhile is "not found", nothing half-linked.
    reviewsFor(ctx, actor.workspaceId, reviewIds)
    const issue = saveIssue(ctx, actor.workspaceId, kind, remote)
    const now = ctx.clock.now()
    for (const reviewId of new Set(reviewIds)) {
      const added = ctx.db
        .insert(trackerLinks)
        .values({
          reviewId,
          issueId: issue.id,
          workspaceId: actor.workspaceId,
          linkedByUserId: actor.userId,
          linkedAt: now,
        })
        .onConflictDoNothing()
        .run().changes
      if (added === 0) continue
      recordReplyEvent(ctx, {
        workspaceId: actor.workspaceId,
        reviewId,
        actorUserId: actor.userId,
        action: 'tracker_linked',
        detail: [detail, viaDetail(actor)].filter(Boolean).join(' '),
      })
    }
    ctx.signals.emit('changed', actor.workspaceId, 'reviews')
    ctx.signals.emit('changed', actor.workspaceId, 'trackers')
    return issue
  })
}

export async function createTrackerIssue(
  ctx: CoreContext,
  actor: Actor,
  input: {
    kind: TrackerKind
    projectId: string
    reviewIds: string[]
    title?: string | undefined
    body?: string | undefined
  },
): Promise<TrackerIssueDto> {
  const row = requireConnection(ctx, actor.workspaceId, input.kind)
  const preview = issuePreview(ctx, actor.workspaceId, input.reviewIds)
  const title = input.title?.trim() || preview.title
  const body = input.body?.trim() ? input.body : preview.body
  const client = CLIENTS[input.kind]
  const projects = await withCall(ctx, targetOf(ctx, row), (call) => client.projects(call))
  if (!projects.ok) throw failed(projects)
  const project = projects.value.find((p) => p.id === input.projectId)
  if (!project)
    throw invalid(
      `${TRACKER_LABELS[input.kind]} has no project ${input.projectId} that this connection can create issues in.`,
      'projectId',
    )
  const created = await withCall(ctx, targetOf(ctx, row), (call) =>
    client.createIssue(call, { projectId: project.id, title, body }),
  )
  if (!created.ok) throw failed(created)
  const issue = saveAndLink(
    ctx,
    actor,
    input.kind,
    created.value,
    input.reviewIds,
    `created ${created.value.key} in ${project.name}`,
  )
  ctx.log.info('tracker issue created', {
    workspaceId: actor.workspaceId,
    kind: input.kind,
    key: created.value.key,
  })
  return issueDto(ctx, issue)
}

/** Links reviews to an issue pasted as a URL or a key; the tracker is asked for it first. */
export async function linkTrackerIssue(
  ctx: CoreContext,
  actor: Actor,
  input: { reviewIds: string[]; ref: string },
): Promise<TrackerIssueDto> {
  const ref = parseIssueRef(input.ref)
  if (!ref)
    throw invalid(
      'Paste an issue URL or key: https://github.com/owner/repo/issues/12 or owner/repo#12, ENG-12 (Linear), APP-7 (Jira).',
      'ref',
    )
  reviewsFor(ctx, actor.workspaceId, input.reviewIds)
  const connected = ref.kinds.filter((k) => connectionOf(ctx, actor.workspaceId, k) !== null)
  if (connected.length === 0)
    throw new CoreError(
      'CONFLICT',
      `Connect ${ref.kinds.map((k) => TRACKER_LABELS[k]).join(' or ')} first (Integrations → Issue trackers).`,
    )
  let lastFailure: Parameters<typeof failed>[0] | null = null
  for (const kind of connected) {
    const row = requireConnection(ctx, actor.workspaceId, kind)
    const found = await withCall(ctx, targetOf(ctx, row), (call) =>
      CLIENTS[kind].getIssue(call, ref.key),
    )
    if (found.ok && found.value !== 'not_modified') {
      const issue = saveAndLink(
        ctx,
        actor,
        kind,
        found.value,
        input.reviewIds,
        `linked ${found.value.key}`,
      )
      return issueDto(ctx, issue)
    }
    // "Not found" in one tracker says less than a refusal or a slow-down from the other.
    if (!found.ok && (lastFailure === null || lastFailure.code === 'not_found')) lastFailure = found
  }
  throw lastFailure ? failed(lastFailure) : notFound('Issue')
}

/** Removes one review's link; the issue stays while other reviews link to it. */
export function unlinkTrackerIssue(
  ctx: CoreContext,
  actor: Actor,
  reviewId: string,
  issueId: string,
): { ok: true } {
  immediate(ctx.db, () => {
    reviewsFor(ctx, actor.workspaceId, [reviewId])
    const issue = issueById(ctx, actor.workspaceId, issueId)
    const removed = ctx.db
      .delete(trackerLinks)
      .where(and(eq(trackerLinks.reviewId, reviewId), eq(trackerLinks.issueId, issueId)))
      .run().changes
    if (removed === 0) throw notFound('Link')
    recordReplyEvent(ctx, {
      workspaceId: actor.workspaceId,
      reviewId,
      actorUserId: actor.userId,
      action: 'tracker_unlinked',
      detail: [`unlinked ${issue.key}`, viaDetail(actor)].filter(Boolean).join(' '),
    })
  })
  ctx.signals.emit('changed', actor.workspaceId, 'reviews')
  return { ok: true }
}

export function issuesForReview(
  ctx: CoreContext,
  actor: Actor,
  reviewId: string,
): TrackerIssueDto[] {
  reviewsFor(ctx, actor.workspaceId, [reviewId])
  return ctx.db
    .select({ issue: trackerIssues, linkedAt: trackerLinks.linkedAt })
    .from(trackerLinks)
    .innerJoin(trackerIssues, eq(trackerIssues.id, trackerLinks.issueId))
    .where(eq(trackerLinks.reviewId, reviewId))
    .all()
    .sort((a, b) => b.linkedAt - a.linkedAt)
    .map((r) => issueDto(ctx, r.issue, reviewId))
}

/** A person types the version that fixes it (when the tracker has no milestone or fix version). */
export function setFixedIn(
  ctx: CoreContext,
  actor: Actor,
  issueId: string,
  fixedIn: string,
): TrackerIssueDto {
  const issue = issueById(ctx, actor.workspaceId, issueId)
  ctx.db
    .update(trackerIssues)
    .set({ fixedIn, fixedInByHand: true })
    .where(eq(trackerIssues.id, issue.id))
    .run()
  // A closed issue that only lacked its version: the follow-ups can be drafted now.
  if (issue.state === 'closed' && !issue.fixedIn) draftFollowUpsWhenFixed(ctx, actor.workspaceId, issue.id)
  ctx.signals.emit('changed', actor.workspaceId, 'reviews')
  return issueDto(ctx, issueById(ctx, actor.workspaceId, issueId))
}

export const previewTrackerIssue = (
  ctx: CoreContext,
  actor: Actor,
  input: { kind: TrackerKind; reviewIds: string[] },
) => {
  requireConnection(ctx, actor.workspaceId, input.kind)
  return issuePreview(ctx, actor.workspaceId, input.reviewIds)
}
