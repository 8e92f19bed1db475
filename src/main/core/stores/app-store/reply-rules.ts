import type { StoreReplyRules } from '../reply-rules'
import { appStoreReplyLimit, DEFAULT_APP_STORE_REPLY_LIMIT } from './reply-limit'

/**
 * Apple publishes no limit; 5,970 is the community-reported figure, and each app can set its
 * own cap. Only Apple refunds App Store purchases.
 */
export const APP_STORE_REPLY_RULES: StoreReplyRules = {
  defaultLimit: DEFAULT_APP_STORE_REPLY_LIMIT,
  appCap: appStoreReplyLimit,
  builtinTarget: 600,
  modelMargin: 0,
  limitNote: null,
  refundRule:
    'Only Apple can refund App Store purchases: point a refund request to reportaproblem.apple.com.',
}
