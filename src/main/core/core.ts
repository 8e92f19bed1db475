import { systemClock, type Clock } from './clock'
import { createSignals, storeEndpointsFromEnv, type CoreContext, type Runtime, type StoreEndpoints } from './context'
import { openDatabase } from './db/open'
import { randomIds, type IdSource } from './ids'
import { silentLogger, type Logger } from './log/logger'
import { databaseFile } from './paths'
import type { KeyProvider } from './vault/key-provider'
import { Vault } from './vault/vault'
import { createCoreState } from './state'
import { sealPlainWebhookUrls } from './webhooks/seal-urls'
import { sealInstallationTrial } from './plans/installation-trial'
import { ensureOwner } from './workspaces/workspaces'
import { DEFAULT_UNDO_WINDOW_MS } from './replies/undo'

export type { Runtime } from './context'

export interface Core extends CoreContext {
  close(): void
}

export interface CoreOptions {
  /** The data folder; null keeps everything in memory (tests). */
  dataDir: string | null
  keyProvider: KeyProvider
  clock?: Clock
  ids?: IdSource
  log?: Logger
  endpoints?: StoreEndpoints
  runtime?: Partial<Runtime>
  nativeBinding?: string
  /** Default: `DEFAULT_UNDO_WINDOW_MS`. */
  undoWindowMs?: number
}

/** Opens (and on first run, creates) an installation: database, vault, owner and workspace. */
export function createCore(options: CoreOptions): Core {
  const clock = options.clock ?? systemClock
  const ids = options.ids ?? randomIds
  const db = openDatabase({
    path: options.dataDir === null ? ':memory:' : databaseFile(options.dataDir),
    now: clock.now(),
    ...(options.nativeBinding ? { nativeBinding: options.nativeBinding } : {}),
  })
  let vault: Vault
  try {
    vault = Vault.open(db, options.keyProvider, clock.now())
  } catch (error) {
    db.$client.close()
    throw error
  }
  const ownerUserId = ensureOwner(db, clock, ids)
  const core: Core = {
    db,
    vault,
    clock,
    ids,
    log: options.log ?? silentLogger,
    endpoints: options.endpoints ?? storeEndpointsFromEnv(),
    signals: createSignals(),
    dataDir: options.dataDir,
    ownerUserId,
    undoWindowMs: options.undoWindowMs ?? DEFAULT_UNDO_WINDOW_MS,
    state: createCoreState(),
    runtime: {
      shell: 'cli',
      demo: false,
      apiBaseUrl: null,
      uiBaseUrl: null,
      loopbackOnly: true,
      ...(options.nativeBinding ? { nativeBinding: options.nativeBinding } : {}),
      ...options.runtime,
    },
    close() {
      core.signals.removeAllListeners()
      if (db.$client.open) {
        db.$client.pragma('wal_checkpoint(TRUNCATE)')
        db.$client.close()
      }
    },
  }
  // Upgrades that need the vault, which no SQL migration can reach.
  sealPlainWebhookUrls(core)
  sealInstallationTrial(core, vault.created)
  return core
}
