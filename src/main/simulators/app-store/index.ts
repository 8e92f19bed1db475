export { generateReviews } from './fixtures'

export { type SimApiKey } from './keys'
export { startAppStoreSimulator, type AppStoreSimulator } from './server'
