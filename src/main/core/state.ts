/**
 * What one core keeps in memory besides the database, in one place: built by `createCore`,
 * read as `ctx.state` by the module that owns each part. Two cores in one process (tests, the
 * work thread next to the main one) never share any of it. Caches keyed by a connection (the
 * statement cache, drizzle's prepared review query) or by a licence key object stay with their
 * modules: they belong to what they are keyed by, not to a core.
 */
import type { LicencePublicKey } from './plans/licence-keys'
import { noopNotifier, type Notifier } from './notify/notifier'
import type { AppStoreOptions } from './stores/app-store/client'
import type { TokenCache } from './stores/app-store/token'
import { defaultGooglePlayRuntime, type GooglePlayRuntime } from './stores/google-play/runtime'
import type { Polling, SyncScheduler } from './sync/scheduler'
import { systemResolver, type Resolver } from './http/gate'
import type { ReportImporter } from './history/import-file'
import type { InsightReader } from './insights/offload'
import type { WorkHealth } from './work/supervisor'
import { defaultTrackerRuntime, type TrackerRuntime } from './trackers/runtime'

export interface CoreState {
  /** Google Play client settings (tests and `serve --demo` change them) and access tokens. */
  googlePlay: GooglePlayRuntime
  appStore: {
    /** Client defaults set by `configureAppStore` (tests, demo mode). */
    options: AppStoreOptions
    /** Signing keys and bearer tokens (token.ts). */
    tokens: TokenCache
    /** Calls in the air per rate scope (rate-limit.ts). */
    inFlight: Map<string, number>
    /** When each pending reply was last asked about (pending.ts). */
    pendingChecked: Map<string, number>
  }
  polling: {
    /** The scheduler polling in this thread, created on first use. */
    local: SyncScheduler | null
    /** The work thread's polling, when it runs there. */
    remote: Polling | null
  }
  /** How desktop notifications are shown; the Electron shell sets one. */
  notifier: Notifier
  /** Publish attempts running in this process (replies/publisher.ts). */
  publishing: Set<string>
  /** Licence keys injected by tests; null: the built-in keys. */
  licenceKeys: readonly LicencePublicKey[] | null
  /** How the outbound gate resolves names (tests inject answers). */
  outbound: { resolve: Resolver }
  /** The work thread's report importer, when it runs (history/import-file.ts). */
  reportImporter: ReportImporter | null
  /** The work thread's reader of long insight queries, when it runs (insights/offload.ts). */
  insightReader: InsightReader | null
  /** When each listing's report bucket was last read in the background (history/cloud-schedule.ts). */
  reportChecks: Map<string, number>
  /** The work thread's health as its supervisor last saw it (work/health.ts). */
  workHealth: WorkHealth
  /** Tracker clients' waits and limits (trackers/runtime.ts); tests inject a sleeper. */
  trackers: TrackerRuntime
}

export const createCoreState = (): CoreState => ({
  googlePlay: defaultGooglePlayRuntime(),
  appStore: {
    options: {},
    tokens: { keys: new Map(), tokens: new Map() },
    inFlight: new Map(),
    pendingChecked: new Map(),
  },
  polling: { local: null, remote: null },
  notifier: noopNotifier,
  publishing: new Set(),
  licenceKeys: null,
  outbound: { resolve: systemResolver },
  reportImporter: null,
  insightReader: null,
  reportChecks: new Map(),
  workHealth: { state: 'running' },
  trackers: defaultTrackerRuntime(),
})
