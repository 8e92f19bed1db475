import { EventEmitter } from 'node:events'
import type { Clock } from './clock'
import type { Db } from './db/open'
import type { IdSource } from './ids'
import type { Logger } from './log/logger'
import type { Vault } from './vault/vault'

/** Where the store APIs and token endpoint live; the simulators and tests point them at loopback. */
export interface StoreEndpoints {
  appStoreApiUrl: string
  googlePlayApiUrl: string
  /** Overrides the service account's `token_uri` when set. */
  googleTokenUrl?: string
}

export const REAL_STORE_ENDPOINTS: StoreEndpoints = {
  appStoreApiUrl: 'https://api.appstoreconnect.apple.com',
  googlePlayApiUrl: 'https://androidpublisher.googleapis.com/androidpublisher/v3',
}

export function storeEndpointsFromEnv(env: NodeJS.ProcessEnv = process.env): StoreEndpoints {
  const endpoints: StoreEndpoints = {
    appStoreApiUrl: env.REVIEW_REPLY_APP_STORE_API_URL ?? REAL_STORE_ENDPOINTS.appStoreApiUrl,
    googlePlayApiUrl: env.REVIEW_REPLY_GOOGLE_PLAY_API_URL ?? REAL_STORE_ENDPOINTS.googlePlayApiUrl,
  }
  if (env.REVIEW_REPLY_GOOGLE_TOKEN_URL) endpoints.googleTokenUrl = env.REVIEW_REPLY_GOOGLE_TOKEN_URL
  return endpoints
}

/** In-process signals: wake background workers right away instead of waiting for their tick. */
export interface CoreSignals extends EventEmitter {
  emit(event: 'outbox', workspaceId: string): boolean
  emit(event: 'changed', workspaceId: string, what: string): boolean
  /** A reply was approved: the publisher should look now. */
  emit(event: 'publish', reviewId: string): boolean
  on(event: 'outbox', listener: (workspaceId: string) => void): this
  on(event: 'changed', listener: (workspaceId: string, what: string) => void): this
  on(event: 'publish', listener: (reviewId: string) => void): this
}

/** Everything a core function needs, injected: no module reaches for globals. */
export interface CoreContext {
  db: Db
  vault: Vault
  clock: Clock
  ids: IdSource
  log: Logger
  endpoints: StoreEndpoints
  signals: CoreSignals
  /** The data folder, or null for an in-memory core (tests). */
  dataDir: string | null
  /** The installation owner, created on first run. */
  ownerUserId: string
  /**
   * How long an approved reply waits before the publisher sends it, so a person can undo an
   * approval (or a bulk approval) before anything reaches the store.
   */
  undoWindowMs: number
}

export const createSignals = (): CoreSignals => new EventEmitter() as CoreSignals
