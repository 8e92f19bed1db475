import { appStoreInterval } from '../../sync/policy'
import type { StoreAdapter } from '../adapter'
import { appStoreBudgetText } from './budget-text'
import { checkAppStorePending } from './pending'
import { appStoreReplyLimit } from './reply-limit'
import { publishAppStoreReply, readAppStoreReply } from './responses'
import { appStorePages } from './sync'

/** The App Store as the rest of the app sees it (stores/adapter.ts). */
export const appStoreAdapter: StoreAdapter = {
  store: 'app_store',
  label: 'the App Store',
  limitSetBy: 'the App Store limit set for this app',
  cannotDeleteReply: null,
  replyNotes: [
    'The App Store can take up to 24 hours to show a new or edited response.',
    'The reviewer is notified and may update their review.',
    'Publishing again replaces the current response.',
  ],
  pages: (ctx, listing, settle) => appStorePages(ctx, listing, settle),
  checkPending: async (ctx, now, settle) => {
    await checkAppStorePending(ctx, now, settle)
  },
  publish: (ctx, listing, review, body) => publishAppStoreReply(ctx, listing, review, body),
  read: (ctx, listing, review) => readAppStoreReply(ctx, listing, review.storeReviewId),
  maxLength: (ctx, listing) => appStoreReplyLimit(ctx, listing.appId),
  cannotReplyReason: () => null,
  nextInterval: (_ctx, _listing, end) => appStoreInterval(end.rateLimit ?? null),
  afterPass: async () => {},
  budgetText: (ctx, listing) => appStoreBudgetText(ctx, listing),
}
