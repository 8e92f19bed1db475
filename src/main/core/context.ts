import { EventEmitter } from 'node:events'
import type { ChangeKind } from '../../shared/changes'
import type { Clock } from './clock'
import type { Db } from './db/open'
import type { IdSource } from './ids'
import type { Logger } from './log/logger'
import type { CoreState } from './state'
import type { TeamServerPort } from './team-server/port'
import type { Vault } from './vault/vault'

/** Where the store APIs and token endpoint live; the simulators and tests point them at loopback. */
export interface StoreEndpoints {
  appStoreApiUrl: string
  googlePlayApiUrl: string
  /** Overrides the service account's `token_uri` when set. */
  googleTokenUrl?: string
  /** Cloud Storage's JSON API (the Play report bucket); default https://storage.googleapis.com. */
  googleCloudStorageUrl?: string
}

const REAL_STORE_ENDPOINTS: StoreEndpoints = {
  appStoreApiUrl: 'https://api.appstoreconnect.apple.com',
  googlePlayApiUrl: 'https://androidpublisher.googleapis.com/androidpublisher/v3',
}

export function storeEndpointsFromEnv(env: NodeJS.ProcessEnv = process.env): StoreEndpoints {
  const endpoints: StoreEndpoints = {
    appStoreApiUrl: env.REVIEW_REPLY_APP_STORE_API_URL ?? REAL_STORE_ENDPOINTS.appStoreApiUrl,
    googlePlayApiUrl: env.REVIEW_REPLY_GOOGLE_PLAY_API_URL ?? REAL_STORE_ENDPOINTS.googlePlayApiUrl,
  }
  if (env.REVIEW_REPLY_GOOGLE_TOKEN_URL)
    endpoints.googleTokenUrl = env.REVIEW_REPLY_GOOGLE_TOKEN_URL
  if (env.REVIEW_REPLY_GOOGLE_CLOUD_STORAGE_URL)
    endpoints.googleCloudStorageUrl = env.REVIEW_REPLY_GOOGLE_CLOUD_STORAGE_URL
  return endpoints
}

/** In-process signals: wake background workers right away instead of waiting for their tick. */
export interface CoreSignals extends EventEmitter {
  emit(event: 'outbox', workspaceId: string): boolean
  emit(event: 'changed', workspaceId: string, what: ChangeKind): boolean
  /** A reply was approved: the publisher should look now. */
  emit(event: 'publish', reviewId: string): boolean
  /** Sessions or sign-in links of this person were revoked or narrowed: re-check open streams. */
  emit(event: 'access', userId: string): boolean
  on(event: 'access', listener: (userId: string) => void): this
  /** New reviews were stored: the drafting queue should look now. */
  emit(event: 'draftsWaiting', workspaceId: string): boolean
  on(event: 'outbox', listener: (workspaceId: string) => void): this
  on(event: 'changed', listener: (workspaceId: string, what: ChangeKind) => void): this
  on(event: 'publish', listener: (reviewId: string) => void): this
  on(event: 'draftsWaiting', listener: (workspaceId: string) => void): this
  /** Apps or store keys changed (a key connected): polling should see what is due now. */
  emit(event: 'pollSoon', workspaceId: string): boolean
  on(event: 'pollSoon', listener: (workspaceId: string) => void): this
}

export interface Runtime {
  shell: 'electron' | 'serve' | 'cli'
  demo: boolean
  apiBaseUrl: string | null
  /** Where the inbox UI is reachable (serve), for links in team-tool messages. */
  uiBaseUrl: string | null
  /**
   * Whether only the owner, on this computer, can reach this instance (one person's machine):
   * only then (and while nobody else is a member) may outbound calls reach private addresses.
   * `serve` clears it for TLS, `--public-url`, `--trust-proxy` or any bind but the default
   * loopback one; the desktop and the CLI are local.
   */
  loopbackOnly: boolean
  /** Why others can reach this instance, in plain words (set by `serve` with `loopbackOnly`). */
  exposure?: string | null
  /** `serve --allow-outbound`: hosts, addresses or ranges the outbound gate lets through. */
  allowOutbound?: string[]
  /** The Electron build of better-sqlite3, which the work thread needs as well. */
  nativeBinding?: string
  /** The desktop shell's link to a team server; absent in `serve` and the CLI. */
  teamServer?: TeamServerPort
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
  /** Facts about the shell running this core; `serve` fills in its addresses when listening. */
  runtime: Runtime
  /**
   * How long an approved reply waits before the publisher sends it, so a person can undo an
   * approval (or a bulk approval) before anything reaches the store.
   */
  undoWindowMs: number
  /** What this core keeps in memory between calls (state.ts). */
  state: CoreState
}

export const createSignals = (): CoreSignals => new EventEmitter() as CoreSignals
