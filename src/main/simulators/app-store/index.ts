export { generateReviews } from './fixtures'
export { appleDate, type ResponseState, type SeedReview } from './data'
export { APP_STORE_ROLES, REPLY_ROLES, type AppStoreRole, type SimApiKey } from './keys'
export {
  startAppStoreSimulator,
  type AppStoreSimulator,
  type AppStoreSimulatorOptions,
  type FailureMatch,
  type SimCall,
  type SimFailure,
} from './server'
