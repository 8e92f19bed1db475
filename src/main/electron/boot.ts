/**
 * The desktop app's start and stop: one window over the core. Everything product-specific lives
 * in ../core; this file only adapts it to Electron (paths, keychain, IPC, window, lifecycle).
 * `src/main/index.ts` calls it; test/main/electron/boot.test.ts boots it on an Electron stand-in.
 */
import { eq } from 'drizzle-orm'
import { app, BrowserWindow, dialog, powerMonitor, shell } from 'electron'
import type { Principal } from '../core/access/actor'
import { startBackground } from '../core/background'
import { createCore, type Core } from '../core/core'
import { users } from '../core/db/schema'
import { createLogger, type Logger } from '../core/log/logger'
import { openRotatingFile, type RotatingFile } from '../core/log/rotating-file'
import { forPerson, setNotifier } from '../core/notify/notifier'
import { schedulerFor } from '../core/sync/scheduler'
import { forwardChanges } from './change-feed'
import { registerIpc } from './ipc'
import { TeamServerMode } from '../remote/team-server-mode'
import { DESKTOP_CHANNELS } from '../../shared/ipc'
import { desktopKeyProvider, StartRefused } from './key-provider'
import { holdQuitUntil, runStops, type Stop } from './lifecycle'
import { electronNotifier } from './notifications'
import { preferences } from './preferences'
import { applySecurityPolicy } from './security'
import { electronSqliteBinding } from './sqlite-binding'
import { appPages, appUrlCheck, createMainWindow } from './window'

export interface BootOptions {
  /** The build output folder holding main/, preload/ and renderer/. */
  outDir: string
  env?: NodeJS.ProcessEnv
}

/** The running desktop app, for the shell's lifecycle and for tests. */
export interface DesktopApp {
  core: Core
  log: Logger
  logFile: RotatingFile
  window(): BrowserWindow | null
}

/** The member chosen at start (preferences), else the installation owner. */
function actingPrincipal(core: Core): Principal {
  const chosen = preferences().get('actingUserId')
  if (chosen && core.db.select({ id: users.id }).from(users).where(eq(users.id, chosen)).get()) {
    return { userId: chosen }
  }
  return { userId: core.ownerUserId }
}

/**
 * Starts the app once Electron is ready. Resolves to the running app, or to null when this is a
 * second instance or start-up failed (the person saw a dialog saying why, and it is logged).
 */
export function bootDesktop(options: BootOptions): Promise<DesktopApp | null> {
  const env = options.env ?? process.env
  // Same override as the CLI and `serve` (core/paths.ts), so all three can share one folder.
  // Set before the lock: Electron keys the single-instance lock on the userData folder.
  if (env.REVIEW_REPLY_DATA_DIR) app.setPath('userData', env.REVIEW_REPLY_DATA_DIR)
  if (!app.requestSingleInstanceLock()) {
    app.quit()
    return Promise.resolve(null)
  }
  let running: DesktopApp | null = null
  app.on('second-instance', () => {
    const win = running?.window()
    if (!win) return
    if (win.isMinimized()) win.restore()
    win.focus()
  })
  return app.whenReady().then(() => {
    const logFile = openRotatingFile(app.getPath('logs'))
    const log = createLogger((line) => {
      process.stderr.write(line + '\n')
      logFile.write(line)
    })
    return start(options.outDir, env, log, logFile).then(
      (desktop) => (running = desktop),
      (error: unknown) => {
        const refused = error instanceof StartRefused
        const message = error instanceof Error ? error.message : String(error)
        log.error(refused ? 'start refused' : 'start failed', { error: message })
        logFile.close()
        dialog.showErrorBox(refused ? error.title : 'Review Reply could not start', message)
        app.exit(1)
        return null
      },
    )
  })
}

async function start(
  outDir: string,
  env: NodeJS.ProcessEnv,
  log: Logger,
  logFile: RotatingFile,
): Promise<DesktopApp> {
  const binding = electronSqliteBinding()
  const core = createCore({
    dataDir: app.getPath('userData'),
    keyProvider: desktopKeyProvider(env),
    log,
    runtime: { shell: 'electron' },
    ...(binding ? { nativeBinding: binding } : {}),
  })
  const stops: Stop[] = []
  try {
    return await startShell(core, stops, outDir, env, log, logFile)
  } catch (error) {
    await runStops(stops, log)
    core.close()
    throw error
  }
}

async function startShell(
  core: Core,
  stops: Stop[],
  outDir: string,
  env: NodeJS.ProcessEnv,
  log: Logger,
  logFile: RotatingFile,
): Promise<DesktopApp> {
  const pages = appPages(outDir, env)
  const isAppUrl = appUrlCheck(pages)
  let mainWindow: BrowserWindow | null = null
  const openWindow = () => {
    const win = createMainWindow(pages)
    win.webContents.on('preload-error', (_event, path, error) =>
      log.error('the preload failed; the window has no bridge', { path, error: error.message }),
    )
    win.webContents.on('render-process-gone', (_event, details) =>
      log.error('the window crashed', { reason: details.reason }),
    )
    win.on('closed', () => {
      if (mainWindow === win) mainWindow = null
    })
    mainWindow = win
  }

  applySecurityPolicy(isAppUrl)
  const principal = actingPrincipal(core)
  // Local by default; once connected to a team server, commands go there as that member.
  const teamServer = new TeamServerMode(core, (notice) =>
    mainWindow?.webContents.send(DESKTOP_CHANNELS.changed, notice),
  )
  core.runtime.teamServer = teamServer
  teamServer.restore()
  stops.push(() => teamServer.close())
  registerIpc({
    run: teamServer.dispatchAs(principal),
    window: () => mainWindow,
    isAppUrl,
    log,
    logsFolder: logFile.folder,
    openFolder: (path) => shell.openPath(path),
  })

  const { startApiServer } = await import('../core/api/server')
  try {
    const api = await startApiServer(core, { port: Number(env.REVIEW_REPLY_API_PORT ?? 4747) })
    core.runtime.apiBaseUrl = `${api.url}/api/v1`
    stops.push(() => api.close())
  } catch (error) {
    // The inbox works without the public API; say why it is off instead of failing to start.
    log.warn('public API not started', { error: (error as Error).message })
  }
  // Assignments and mentions are shown only to the person this window is signed in as.
  setNotifier(
    core,
    forPerson(
      principal.userId,
      electronNotifier(() => mainWindow),
    ),
  )
  // No polling while the machine sleeps; catch up at once on wake.
  powerMonitor.on('suspend', () => schedulerFor(core).pause())
  powerMonitor.on('resume', () => schedulerFor(core).resume())
  const background = startBackground(core)
  stops.unshift(() => background.stop())
  forwardChanges(core, principal, () => mainWindow)

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit()
  })
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) openWindow()
  })
  holdQuitUntil(async () => {
    await runStops(stops, log)
    core.close()
    log.info('Review Reply stopped')
    logFile.close()
  })

  openWindow()
  log.info('Review Reply started', { dataDir: core.dataDir, logs: logFile.folder })
  return { core, log, logFile, window: () => mainWindow }
}
