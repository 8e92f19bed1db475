import type { InboxItemDto } from '../../../src/shared/dto/inbox'

/**
 * An inbox row as `reviews.list` sends it: a read, unanswered 3★ Google Play review with nothing
 * flagged, changed by `more`. One place to add a field when the row grows.
 */
export const inboxItem = (more: Partial<InboxItemDto> = {}): InboxItemDto => ({
  id: 'rev_1',
  appId: 'app_1',
  appName: 'Notes',
  store: 'google_play',
  rating: 3,
  title: null,
  excerpt: '',
  author: null,
  language: null,
  territory: null,
  createdAt: 0,
  edited: false,
  unread: false,
  isNew: false,
  replyStatus: 'none',
  flag: null,
  confidence: null,
  confidenceReason: null,
  needsAnswer: false,
  spam: false,
  topics: [],
  topicPolarity: {},
  assignee: null,
  trackerIssue: null,
  fixed: false,
  ...more,
})
