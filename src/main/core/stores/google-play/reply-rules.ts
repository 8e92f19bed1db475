import { GOOGLE_PLAY_REPLY_LIMIT } from '../../../../shared/contract/google-play'
import type { StoreReplyRules } from '../reply-rules'

/**
 * Google Play rejects replies over 350 characters (a hard ceiling, no per-app cap). Within 48
 * hours the buyer can ask Google for a refund; after that the developer can refund the order.
 */
export const GOOGLE_PLAY_REPLY_RULES: StoreReplyRules = {
  defaultLimit: GOOGLE_PLAY_REPLY_LIMIT,
  appCap: null,
  builtinTarget: GOOGLE_PLAY_REPLY_LIMIT,
  modelMargin: 30,
  limitNote: 'Google Play rejects longer replies',
  refundRule:
    'On Google Play, within 48 hours of buying the reviewer can ask for a refund from the order history at play.google.com/store/account/orderhistory; otherwise invite them to send the order number to the support contact so the team can look at the order. Never promise a refund.',
}
