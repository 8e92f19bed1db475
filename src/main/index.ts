/**
 * The Electron shell: one window over the core. Everything product-specific lives in ./core;
 * this file only adapts it to Electron (paths, keychain, IPC, window, lifecycle).
 */
import { app, BrowserWindow, dialog, powerMonitor } from 'electron'
import type { Principal } from './core/access/actor'
import { startBackground } from './core/background'
import { createCore, type Core } from './core/core'
import { createLogger } from './core/log/logger'
import { keyFileProvider } from './core/vault/key-file-provider'
import { passphraseKeyProvider } from './core/vault/passphrase-provider'
import { vaultKeyFile } from './core/paths'
import { registerIpc } from './electron/ipc'
import { TeamServerMode } from './remote/team-server-mode'
import { electronNotifier } from './electron/notifications'
import { setNotifier } from './core/notify/notifier'
import { schedulerFor } from './core/sync/scheduler'
import { preferences } from './electron/preferences'
import { safeStorageProvider } from './electron/safe-storage-provider'
import { applySecurityPolicy } from './electron/security'
import { electronSqliteBinding } from './electron/sqlite-binding'
import { createMainWindow, isAppUrl } from './electron/window'
import { users } from './core/db/schema'
import { eq } from 'drizzle-orm'

let mainWindow: BrowserWindow | null = null
let core: Core | null = null
let stopAll: (() => Promise<void>) | null = null

if (!app.requestSingleInstanceLock()) {
  app.quit()
} else {
  app.on('second-instance', () => {
    if (!mainWindow) return
    if (mainWindow.isMinimized()) mainWindow.restore()
    mainWindow.focus()
  })
  app.whenReady().then(start).catch((error: unknown) => {
    dialog.showErrorBox('Review Reply could not start', (error as Error).message)
    app.exit(1)
  })
}

function keyProvider(dataDir: string) {
  const passphrase = process.env.REVIEW_REPLY_VAULT_PASSPHRASE
  if (passphrase) return passphraseKeyProvider(passphrase)
  return safeStorageProvider() ?? keyFileProvider(vaultKeyFile(dataDir))
}

/** The member chosen at start (preferences), else the installation owner. */
function actingPrincipal(c: Core): Principal {
  const chosen = preferences.get('actingUserId')
  if (chosen && c.db.select({ id: users.id }).from(users).where(eq(users.id, chosen)).get()) {
    return { userId: chosen }
  }
  return { userId: c.ownerUserId }
}

async function start(): Promise<void> {
  const dataDir = app.getPath('userData')
  const log = createLogger((line) => process.stderr.write(line + '\n'))
  const binding = electronSqliteBinding()
  core = createCore({
    dataDir,
    keyProvider: keyProvider(dataDir),
    log,
    runtime: { shell: 'electron' },
    ...(binding ? { nativeBinding: binding } : {}),
  })
  const c = core
  applySecurityPolicy(isAppUrl)
  const teamServer = new TeamServerMode(c, (notice) => mainWindow?.webContents.send('rr:changed', notice))
  c.runtime.teamServer = teamServer
  teamServer.restore()
  const principal = actingPrincipal(c)
  registerIpc(c, principal, () => mainWindow, isAppUrl, teamServer.dispatchAs(principal))

  const stops: (() => Promise<void> | void)[] = [() => teamServer.close()]
  const { startApiServer } = await import('./core/api/server')
  try {
    const api = await startApiServer(c, { port: Number(process.env.REVIEW_REPLY_API_PORT ?? 4747) })
    c.runtime.apiBaseUrl = `${api.url}/api/v1`
    stops.push(() => api.close())
  } catch (error) {
    // The inbox works without the public API; say why it is off instead of failing to start.
    log.warn('public API not started', { error: (error as Error).message })
  }
  setNotifier(c, electronNotifier(() => mainWindow))
  // No polling while the machine sleeps; catch up at once on wake.
  powerMonitor.on('suspend', () => schedulerFor(c).pause())
  powerMonitor.on('resume', () => schedulerFor(c).resume())
  const background = startBackground(c)
  stops.unshift(() => background.stop())
  stopAll = async () => {
    for (const s of stops) await s()
  }

  c.signals.on('changed', (workspaceId, what) => {
    mainWindow?.webContents.send('rr:changed', { workspaceId, what })
  })
  mainWindow = createMainWindow()
  mainWindow.on('closed', () => {
    mainWindow = null
  })
}

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit()
})

app.on('activate', () => {
  if (core && BrowserWindow.getAllWindows().length === 0) mainWindow = createMainWindow()
})

let quitting = false
app.on('before-quit', (event) => {
  if (quitting || !core) return
  event.preventDefault()
  quitting = true
  const c = core
  void (stopAll?.() ?? Promise.resolve()).finally(() => {
    c.close()
    app.quit()
  })
})
