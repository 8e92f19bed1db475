import type { ReplyStatus } from './replies'
import type { ReviewFieldValues } from '../review-fields'
import type { ReviewTopic, TopicPolarity } from '../topics'
import type { ReviewTrackerIssueDto } from './trackers'

/**
 * Saved views of the inbox. "Needs reply": nobody has answered yet — no reply, a draft waiting
 * for approval, or a reply that failed to publish (approved, publishing, pending, published and
 * dismissed reviews need nothing more from a person, nor do reviews marked as spam).
 * "Assigned to me": the caller's reviews. "Needs a look": drafts with low confidence or an
 * `[answer: …]` slot to fill. "Looks like spam": reviews marked as spam (no draft). "Waiting over
 * 24 h" (`overdue`): reviews that need a reply and were written longer ago than the team's
 * target time to first reply (a workspace setting, 24 h unless changed). "Fixed, reviewer not
 * told" (`fixedNotTold`): a linked tracker issue is closed and no reply was published since.
 */
export const INBOX_VIEWS = [
  'all',
  'needs_reply',
  'low_stars',
  'drafts',
  'failed',
  'assigned_to_me',
  'needs_look',
  'spam',
  'overdue',
  'fixedNotTold',
] as const
export type InboxView = (typeof INBOX_VIEWS)[number]

/** Orders of the inbox list: newest first (the default), oldest first, lowest rating first (newest first within a rating). */
export const INBOX_SORTS = ['newest', 'oldest', 'lowest_rating'] as const
export type InboxSort = (typeof INBOX_SORTS)[number]

/** A reply status, or `none` for a review without any reply yet. */
export type InboxReplyStatus = ReplyStatus | 'none'

/** One row of the inbox list: enough to triage, not the whole review. */
export interface InboxItemDto extends Pick<
  ReviewFieldValues,
  | 'id'
  | 'appId'
  | 'store'
  | 'rating'
  | 'title'
  | 'author'
  | 'language'
  | 'territory'
  | 'createdAt'
  | 'edited'
> {
  appName: string
  /** The start of the body (at most 240 characters), for the list preview. */
  excerpt: string
  /** Nobody in the workspace has opened it yet. */
  unread: boolean
  /** Arrived in the last 24 hours. */
  isNew: boolean
  replyStatus: InboxReplyStatus
  /**
   * The draft's reasons in one line, or null (kept for the CLI's `--json` output; nothing
   * stores it). Show `confidence` and `needsAnswer` instead.
   */
  flag: string | null
  /** A draft the drafter is not sure of (medium or low), or null; for drafts and failed replies. */
  confidence: 'medium' | 'low' | null
  /** The most important reason for `confidence` (the chip's tooltip). */
  confidenceReason: string | null
  /** The draft still has an `[answer: …]` slot to fill in. */
  needsAnswer: boolean
  /** Marked "Looks like spam". */
  spam: boolean
  /** Its topic tags, detected or set by hand, in the list order of `REVIEW_TOPICS`. */
  topics: ReviewTopic[]
  /** What the review says of each of its topics (-1 a problem, 0 neutral or mixed, 1 praised). */
  topicPolarity: Partial<Record<ReviewTopic, TopicPolarity>>
  /** Who looks after it, or null. */
  assignee: AssigneeDto | null
  /** The most recently linked tracker issue, or null. */
  trackerIssue: ReviewTrackerIssueDto | null
  /** A linked issue is closed: the problem is fixed. */
  fixed: boolean
}

/** A workspace member a review is assigned to. */
export interface AssigneeDto {
  userId: string
  name: string
}

export interface InboxPageDto {
  items: InboxItemDto[]
  /** Pass back as `cursor` for the next page; null at the end. */
  nextCursor: string | null
  /**
   * Matching reviews in all pages; only computed for the first page (null otherwise), and left
   * null with `deferTotal` when it is costly (`reviews.total` answers it then).
   */
  total: number | null
}

export interface InboxTotalDto {
  total: number
}

interface InboxViewCountDto {
  view: InboxView
  total: number
  unread: number
}

interface InboxLanguageDto {
  /** Primary language subtag (`en`, `pt`), or null for reviews without a known language. */
  language: string | null
  reviews: number
}

export interface InboxCountsDto {
  views: InboxViewCountDto[]
  /** The team's target time to first reply, in hours: what "overdue" means. */
  replyTargetHours: number
  /** Languages present in the workspace (or app), most reviews first: the language filter's options. */
  languages: InboxLanguageDto[]
}

export interface MarkReadResultDto {
  /** Reviews whose read state changed. */
  changed: number
}
