/** @internal Exported for tests. */
export { generateReviews } from './fixtures'

/** @internal Exported for tests. */
export { type SimApiKey } from './keys'
export { startAppStoreSimulator } from './server'
/** @internal Exported for tests. */
export { type AppStoreSimulator } from './server'
