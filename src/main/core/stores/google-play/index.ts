/** The Google Play connector: what the reply workflow, the scheduler and the commands call. */
export { connectGooglePlay, googlePlayStatus, REPLY_RULES } from './connect'
export { disconnectGooglePlay } from './disconnect'
export { googlePlayConnectionTest } from './test-connection'
export { googlePlayPages, type GooglePlayPassEnd } from './sync'
export {
  publishGooglePlayReply,
  readGooglePlayReply,
  googlePlayReplyWindow,
  type ReplyWindow,
} from './reply'
export {
  googlePlayQuota,
  GET_RULE as GOOGLE_PLAY_GET_RULE,
  POST_RULE as GOOGLE_PLAY_POST_RULE,
  quotaScope as googlePlayQuotaScope,
} from './quota'
export { GooglePlayError, type GooglePlayFailure } from './errors'
export { configureGooglePlay, type GooglePlayRuntime } from './runtime'
export { parseServiceAccount, type ServiceAccount } from './service-account'
export {
  GOOGLE_PLAY_REPLY_LIMIT,
  googlePlayReplyText,
  googlePlayReplyLength,
} from '../../../../shared/contract/google-play'
