export { generateReviews } from './fixtures'

export { type AppStoreRole, type SimApiKey } from './keys'
export { startAppStoreSimulator, type AppStoreSimulator } from './server'
