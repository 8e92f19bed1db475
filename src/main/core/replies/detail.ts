import { and, asc, eq } from 'drizzle-orm'
import type {
  AuditEntryDto,
  ReplyRulesDto,
  ReviewDetailDto,
  ReviewDto,
  ReviewRevisionDto,
  ReviewSpamDto,
} from '../../../shared/dto/replies'
import type { Actor } from '../access/actor'
import type { CoreContext } from '../context'
import { apps, replyEvents, users } from '../db/schema'
import { adapterFor } from '../stores/adapter'
import { loadReview, type ReviewRecord } from './records'
import { publishableAt } from './undo'
import { assigneesOf, topicDetail } from '../triage/topics'
import { notesOf } from '../triage/notes'
import { openSlots } from '../drafting/text/slots'
import { noteFromReasons, reasonsOf } from './assessment'
import { appInputsStamp } from './draft-queue/inputs'
import { HOW_TO_REPORT } from './spam-report'
import { reviewFieldsOf } from '../reviews/fields'
import { ratingHistoryOf, revisionsOf } from '../reviews/revisions'
import { firstReplyAt } from './first-reply'
import { draftTonesOf } from './tones'
import { trackerStateOf } from '../trackers/review-state'

function rules(ctx: CoreContext, record: ReviewRecord): ReplyRulesDto {
  const connector = adapterFor(record.listing.store)
  const cannotReplyReason = connector.cannotReplyReason(ctx, record.listing, record.review)
  const onStore =
    record.reply?.status === 'published' ||
    record.reply?.status === 'pending_publish' ||
    record.reply?.publishedAt != null
  return {
    store: record.listing.store,
    maxLength: connector.maxLength(ctx, record.listing),
    canDelete: connector.cannotDeleteReply === null && onStore,
    notes: [...connector.replyNotes],
    canReply: cannotReplyReason === null,
    cannotReplyReason,
  }
}

function audit(ctx: CoreContext, workspaceId: string, reviewId: string): AuditEntryDto[] {
  return ctx.db
    .select({
      id: replyEvents.id,
      at: replyEvents.at,
      actorName: users.name,
      action: replyEvents.action,
      fromStatus: replyEvents.fromStatus,
      toStatus: replyEvents.toStatus,
      detail: replyEvents.detail,
    })
    .from(replyEvents)
    .leftJoin(users, eq(users.id, replyEvents.actorUserId))
    .where(and(eq(replyEvents.reviewId, reviewId), eq(replyEvents.workspaceId, workspaceId)))
    .orderBy(asc(replyEvents.at), asc(replyEvents.id))
    .all()
}

const userName = (ctx: CoreContext, userId: string | null): string | null =>
  userId
    ? (ctx.db.select({ name: users.name }).from(users).where(eq(users.id, userId)).get()?.name ??
      null)
    : null

function spamOf(ctx: CoreContext, review: ReviewRecord['review']): ReviewSpamDto | null {
  if (review.spamReason === null) return null
  return {
    reason: review.spamReason,
    markedByName: userName(ctx, review.spamMarkedByUserId),
    markedAt: review.spamMarkedAt ?? review.firstSeenAt,
    howToReport: HOW_TO_REPORT[review.store],
  }
}

/** Stands in for the history of a review that has none on record (never after migration 0010). */
function currentVersion(review: ReviewRecord['review']): ReviewRevisionDto {
  return {
    seq: 1,
    rating: review.rating,
    title: review.title,
    body: review.body,
    at: review.updatedAt,
    storeModifiedAt: review.updatedAt,
    seenAt: review.firstSeenAt,
  }
}

/** The review's linked issue and "Fixed" mark, as the review DTO carries them. */
function trackerMarks(
  ctx: CoreContext,
  reviewId: string,
): { trackerIssue: ReviewDto['trackerIssue']; fixed: boolean } {
  const state = trackerStateOf(ctx, reviewId)
  return { trackerIssue: state.trackerIssue, fixed: state.fixed }
}

export function reviewDetail(
  ctx: CoreContext,
  actor: Pick<Actor, 'workspaceId'>,
  reviewId: string,
): ReviewDetailDto {
  const record = loadReview(ctx, actor, reviewId)
  const { review, reply } = record
  const appName =
    ctx.db.select({ name: apps.name }).from(apps).where(eq(apps.id, review.appId)).get()?.name ?? ''
  const approver = userName(ctx, reply?.approvedByUserId ?? null)
  const tags = topicDetail(ctx, review.id)
  const reasons = reply ? reasonsOf(reply) : []
  const revisions: ReviewRevisionDto[] = revisionsOf(ctx, review.id).map((r) => ({
    seq: r.seq,
    rating: r.rating,
    title: r.title,
    body: r.body,
    at: r.at,
    storeModifiedAt: r.storeModifiedAt,
    seenAt: r.seenAt,
  }))
  // The review's own fields, in the list's order (`shared/review-fields.ts`); appName follows appId.
  const { id, appId, ...fields } = reviewFieldsOf(review)
  return {
    review: {
      id,
      appId,
      appName,
      ...fields,
      readAt: review.readAt,
      spam: spamOf(ctx, review),
      ...trackerMarks(ctx, review.id),
    },
    reply: reply
      ? {
          status: reply.status,
          body: reply.body,
          source: reply.source,
          drafter: reply.drafter,
          tones: draftTonesOf(reply),
          language: reply.language,
          note: noteFromReasons(reasons),
          confidence: reply.confidence,
          reasons,
          openSlots: openSlots(reply.body),
          inputsChanged:
            reply.status === 'draft' && appInputsStamp(ctx, review.appId) > reply.draftedInputsAt,
          errorMessage: reply.errorMessage,
          createdAt: reply.createdAt,
          updatedAt: reply.updatedAt,
          publishedAt: reply.publishedAt,
          approvedByName: approver,
          approvedAt: reply.approvedAt,
          publishesAt:
            reply.status === 'approved' && reply.approvedAt !== null
              ? publishableAt(ctx, reply.approvedAt)
              : null,
        }
      : null,
    audit: audit(ctx, review.workspaceId, review.id),
    rules: rules(ctx, record),
    topics: tags.topics,
    removedTopics: tags.removed,
    notes: notesOf(ctx, review.workspaceId, review.id),
    assignee: assigneesOf(ctx, [review.id]).get(review.id) ?? null,
    revisions: revisions.length > 0 ? revisions : [currentVersion(review)],
    ratingHistory: ratingHistoryOf(ctx, review),
    firstReplyAt: firstReplyAt(ctx, review.id),
  }
}
