/**
 * The App Store connector (App Store Connect API): ES256 key auth, customer reviews, developer
 * responses and their PENDING_PUBLISH → PUBLISHED tracking, within Apple's hourly budget.
 */
export { type AppStoreOptions } from './client'
export {
  disconnectAppStore,
  testAppStoreConnection,
  
} from './connect'

export {
  checkAppStorePending,
  PENDING_GIVE_UP_MS,
  pendingSince,
  type PendingCheckResult,
} from './pending'
export { setAppStoreReplyLimit } from './reply-limit'
export { deleteAppStoreResponse } from './responses'
export { appStoreStatus } from './status'
export { appStorePages, type AppStorePassEnd } from './sync'
