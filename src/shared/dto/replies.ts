import type { StoreName } from './apps'
import type { ReviewFieldValues } from '../review-fields'
import type { AssigneeDto } from './inbox'
import type { ReviewTopic, TopicPolarity } from '../topics'
import type { RatingPoint } from '../rating-history'
import type { ToneAdjustment } from './drafting'
import type { ReviewTrackerIssueDto } from './trackers'

/** The reply lifecycle's states (docs/architecture.md); the database column and every filter use this list. */
export const REPLY_STATUSES = [
  'draft',
  'approved',
  'publishing',
  'pending_publish',
  'published',
  'failed',
  'dismissed',
] as const
export type ReplyStatus = (typeof REPLY_STATUSES)[number]

/** How sure the drafter is that a draft can go out as it is. */
type Confidence = 'high' | 'medium' | 'low'

/** A review marked "Looks like spam": it gets no draft and is not in "Needs reply". */
export interface ReviewSpamDto {
  /** Why, in plain words ("an ad for another app"). */
  reason: string
  /** Who marked it; null when the drafter did. */
  markedByName: string | null
  markedAt: number
  /** Where to report it in the store's own console (Review Reply cannot report it for you). */
  howToReport: string
}

/** The review's own fields come from `../review-fields.ts`; `appName` follows `appId`. */
export interface ReviewDto extends ReviewFieldValues {
  appName: string
  readAt: number | null
  spam: ReviewSpamDto | null
  /** The most recently linked tracker issue, or null. */
  trackerIssue: ReviewTrackerIssueDto | null
  /** A linked issue is closed: the problem is fixed. */
  fixed: boolean
}

interface ReplyDto {
  status: ReplyStatus
  body: string
  source: 'drafted' | 'edited' | 'external'
  drafter: 'builtin' | 'model' | null
  /** The tones stacked on the draft (Shorter, Friendlier, More formal); none once a person edits it. */
  tones: ToneAdjustment[]
  language: string | null
  /**
   * `reasons` joined in one line, or null (kept for the CLI's `--json` output; nothing stores
   * it). Show `confidence` and `reasons` instead.
   */
  note: string | null
  /** How sure the drafter was; null for text a person wrote or edited. */
  confidence: Confidence | null
  /** Why the drafter is not sure, most important first. */
  reasons: string[]
  /** `[answer: …]` slots still to fill in; approving refuses while any is left. */
  openSlots: string[]
  /** A draft written before the brand voice last changed: redraft it, or check it by hand. */
  inputsChanged: boolean
  /** For `failed`: the store's reason in plain words, and what to do. */
  errorMessage: string | null
  createdAt: number
  updatedAt: number
  publishedAt: number | null
  approvedByName: string | null
  approvedAt: number | null
  /** For `approved`: when the undo window ends and the publisher may send it. */
  publishesAt: number | null
}

export interface AuditEntryDto {
  id: string
  at: number
  /** null = Review Reply itself (sync, auto-publish, store updates). */
  actorName: string | null
  action: string
  fromStatus: string | null
  toStatus: string | null
  detail: string | null
}

export interface ReplyRulesDto {
  store: StoreName
  /** Maximum reply length, counted in UTF-16 code units after stripping HTML. */
  maxLength: number
  /** App Store only: a published response can be deleted. Google Play has no delete. */
  canDelete: boolean
  /** Plain-words store rules to show next to the editor. */
  notes: string[]
  /** Google Play: false once the review is outside the one-week reply window. */
  canReply: boolean
  cannotReplyReason: string | null
}

export interface ReviewTopicDto {
  topic: ReviewTopic
  /** What the review says of it: -1 a problem, 0 neutral or mixed, 1 praised. */
  polarity: TopicPolarity
  /** Added by a person (the topic pass keeps it even when it does not detect it). */
  byHand: boolean
}

/** An internal note: the team's only, never sent to a store, webhooks or the API. */
export interface ReviewNoteDto {
  id: string
  body: string
  /** null when the author's account is gone. */
  authorName: string | null
  createdAt: number
}

/** One version of a review as the reviewer wrote it (reviews/revisions.ts). */
export interface ReviewRevisionDto {
  /** 1 for the first sighting, then one more per change seen. */
  seq: number
  rating: number
  title: string | null
  body: string
  /** When the reviewer made it: the store's time when it gives one, else `seenAt`. */
  at: number
  /** The store's last-modified time; null where the store reports none (an App Store edit). */
  storeModifiedAt: number | null
  /** When Review Reply first saw it. */
  seenAt: number
}

export interface ReviewDetailDto {
  review: ReviewDto
  reply: ReplyDto | null
  audit: AuditEntryDto[]
  rules: ReplyRulesDto
  /** Topic tags, in the list order of `REVIEW_TOPICS`. */
  topics: ReviewTopicDto[]
  /** Topics a person removed by hand (the topic pass will not bring them back). */
  removedTopics: ReviewTopic[]
  /** Oldest first. */
  notes: ReviewNoteDto[]
  assignee: AssigneeDto | null
  /** Every version of the review seen so far, oldest first; the last is the current one. */
  revisions: ReviewRevisionDto[]
  /** The ratings it went through, oldest first, never empty (the API's `rating_history`). */
  ratingHistory: RatingPoint[]
  /** When a reply first reached the store; null while none has. */
  firstReplyAt: number | null
}

export interface BulkResultDto {
  done: string[]
  /** Why each was left alone; `field` as in a CoreError (`includeLowConfidence`: low confidence). */
  skipped: { reviewId: string; reason: string; field?: string }[]
  /** Bulk approve: how many of `skipped` were low-confidence drafts it left for a person. */
  lowConfidence?: number
  /** Approvals: how long the done replies wait before the publisher sends them (the undo window). */
  undoWindowMs?: number
}

export interface ListingSyncStatusDto {
  listingId: string
  appId: string
  appName: string
  store: StoreName
  storeAppId: string
  connected: boolean
  syncing: boolean
  lastSyncAt: number | null
  nextSyncAt: number | null
  /** Plain words, e.g. "Google Play refused the key: invite the service account…". */
  lastError: string | null
  /** "142 of 200 reads left this hour" — per store budget. */
  quotaText: string | null
}

/**
 * The background work (store polling, storing reviews, drafting) of the installation: running,
 * or stopped unexpectedly and about to restart. Review Reply restarts it by itself, after 1 s,
 * 2 s, 4 s … up to a minute when it keeps stopping.
 */
export interface BackgroundWorkDto {
  state: 'running' | 'restarting'
  stoppedAt: number | null
  /** Why it stopped in plain words (the error's message or the exit code), without secrets. */
  reason: string | null
  /** When the restart is due; once past, the restart is under way. */
  restartAt: number | null
  /** How many times in a row it stopped without running well in between. */
  failures: number
}

/** Automatic drafting in a workspace: what waits, and the last thing that went wrong. */
export interface DraftQueueDto {
  /** Reviews of the last 30 days with no reply that Review Reply will draft (including retries). */
  waiting: number
  /** Of those, how many failed before and wait for their next try. */
  retrying: number
  /** Reviews Review Reply stopped trying to draft; draft them by hand. */
  gaveUp: number
  /** The latest failure's reason in plain words, while a review it concerns still has no draft. */
  lastError: string | null
  lastErrorAt: number | null
}

export interface AutoPublishRulesDto {
  minRating: number
  /** Empty = any language. */
  languages: string[]
  drafter: 'any' | 'builtin' | 'model'
  dailyCap: number
}

export interface AutoPublishDto {
  appId: string
  enabled: boolean
  rules: AutoPublishRulesDto
  publishedToday: number
  updatedByName: string | null
  updatedAt: number | null
}
