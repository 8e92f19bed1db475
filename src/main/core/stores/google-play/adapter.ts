import { GOOGLE_PLAY_REPLY_LIMIT } from '../../../../shared/contract/google-play'
import { readReportsIfDue } from '../../history/cloud-schedule'
import { googlePlayInterval } from '../../sync/policy'
import type { StoreAdapter } from '../adapter'
import { googlePlayBudgetText, googlePlayQuota } from './quota'
import { publishGooglePlayReply, readGooglePlayReply, googlePlayReplyWindow } from './reply'
import { googlePlayPages } from './sync'

/** Google Play as the rest of the app sees it (stores/adapter.ts). */
export const googlePlayAdapter: StoreAdapter = {
  store: 'google_play',
  label: 'Google Play',
  limitSetBy: 'Google Play',
  cannotDeleteReply:
    'Google Play has no way to delete a reply. Edit it instead: publishing a new reply replaces the old one.',
  replyNotes: [
    `Google Play replies are plain text, at most ${GOOGLE_PLAY_REPLY_LIMIT} characters; HTML tags are removed.`,
    'Publishing again edits your reply. Google Play has no way to delete a reply.',
    'The reviewer gets a notification and an e-mail with your reply.',
  ],
  pages: (ctx, listing) => googlePlayPages(ctx, listing),
  checkPending: async () => {},
  publish: (ctx, listing, review, body) => publishGooglePlayReply(ctx, listing, review, body),
  read: (ctx, listing, review) => readGooglePlayReply(ctx, listing, review.storeReviewId),
  maxLength: () => GOOGLE_PLAY_REPLY_LIMIT,
  cannotReplyReason: (ctx, listing, review) => googlePlayReplyWindow(ctx, listing, review).reason,
  nextInterval: (ctx, listing, end) =>
    googlePlayInterval(end.pages ?? 0, googlePlayQuota(ctx, listing.storeAppId).getUsed),
  // Older reviews, ratings without text, and this month's growing file.
  afterPass: (ctx, listing) => readReportsIfDue(ctx, listing),
  budgetText: (ctx, listing) => googlePlayBudgetText(ctx, listing.storeAppId),
}
