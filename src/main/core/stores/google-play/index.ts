/** The Google Play connector: what the reply workflow, the scheduler and the commands call. */
export { connectGooglePlay, googlePlayStatus,  } from './connect'
export { disconnectGooglePlay } from './disconnect'
export { googlePlayConnectionTest } from './test-connection'
export { googlePlayPages, type GooglePlayPassEnd } from './sync'
export {
  publishGooglePlayReply,
  readGooglePlayReply,
  googlePlayReplyWindow,
  
} from './reply'
export {
  googlePlayQuota,
  GET_RULE as GOOGLE_PLAY_GET_RULE,
  POST_RULE as GOOGLE_PLAY_POST_RULE,
  quotaScope as googlePlayQuotaScope,
} from './quota'
export { GooglePlayError,  } from './errors'
export { configureGooglePlay,  } from './runtime'

export {
  
  googlePlayReplyText,
  googlePlayReplyLength,
} from '../../../../shared/contract/google-play'
