/** The Google Play connector: what the reply workflow, the scheduler and the commands call. */
export { googlePlayStatus } from './connect'
export { disconnectGooglePlay } from './disconnect'
export { googlePlayConnectionTest } from './test-connection'
export { googlePlayPages, type GooglePlayPassEnd } from './sync'
