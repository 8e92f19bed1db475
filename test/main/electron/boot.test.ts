import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { DesktopBridge } from '../../../src/shared/bridge'
import type { ChangeNotice } from '../../../src/shared/changes'
import { workers } from '../../../src/main/core/background'
import { bootDesktop, type DesktopApp } from '../../../src/main/electron/boot'
import { NO_KEYRING_MESSAGE } from '../../../src/main/electron/key-provider'
import { appPages, appUrlCheck } from '../../../src/main/electron/window'
import { StandInFrame, type StandInBrowserWindow } from './electron-stand-in/browser-window'
import { rendererElectron } from './electron-stand-in/ipc'
import { standIn } from './electron-stand-in'
import { OUT_DIR } from '../../preload/support/build-preload'
import { loadSandboxedPreload } from '../../preload/support/sandboxed-preload'
import { tempDir } from '../../support/temp-dir'

// The real startup code (src/main/electron/boot.ts) runs under plain Node on the stand-in.
vi.mock('electron', async () => await import('./electron-stand-in'))

const RENDERER_URL = pathToFileURL(join(OUT_DIR, 'renderer', 'index.html')).href

async function boot(
  env: NodeJS.ProcessEnv = {},
): Promise<{ root: string; desktop: DesktopApp | null }> {
  const root = tempDir('rr-desktop-')
  standIn.reset(root)
  const booting = bootDesktop({ outDir: OUT_DIR, env: { REVIEW_REPLY_API_PORT: '0', ...env } })
  standIn.app.becomeReady()
  return { root, desktop: await booting }
}

/** The window's page: the built preload loaded in the given frame (the main frame by default). */
function pageIn(win: StandInBrowserWindow, frame = win.webContents.mainFrame): DesktopBridge {
  const mainWorld: Record<string, unknown> = {}
  loadSandboxedPreload(rendererElectron(standIn.ipcMain, win.webContents, frame, mainWorld))
  return mainWorld.api as DesktopBridge
}

const logLines = (desktop: DesktopApp) =>
  readFileSync(desktop.logFile.path, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>)

describe('the desktop app boots on an Electron stand-in', () => {
  let desktop: DesktopApp
  let win: StandInBrowserWindow
  let api: DesktopBridge
  const probe = { started: 0, stopped: 0, dbOpenAtStop: null as boolean | null }

  beforeAll(async () => {
    // A background worker that records when quit stops it, next to the product's own.
    workers.push({
      name: 'boot-test probe',
      start(core) {
        probe.started++
        return {
          stop: async () => {
            await Promise.resolve()
            probe.stopped++
            probe.dbOpenAtStop = core.db.$client.open
          },
        }
      },
    })
    const booted = await boot()
    if (!booted.desktop)
      throw new Error(`did not start: ${JSON.stringify(standIn.dialog.errorBoxes)}`)
    desktop = booted.desktop
    win = standIn.BrowserWindow.getAllWindows()[0]!
    api = pageIn(win)
  })

  afterAll(() => {
    workers.splice(
      workers.findIndex((w) => w.name === 'boot-test probe'),
      1,
    )
  })

  it('opens one sandboxed, isolated window on the built page with the built preload', () => {
    expect(standIn.BrowserWindow.getAllWindows()).toHaveLength(1)
    expect(win.options.webPreferences).toMatchObject({
      preload: join(OUT_DIR, 'preload', 'index.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    })
    expect(win.webContents.mainFrame.url).toBe(RENDERER_URL)
    expect(desktop.window()).toBe(win)
    expect(probe.started).toBe(1)
  })

  it('runs a command from the preload bridge through ipcMain and the dispatcher to the core, and back', async () => {
    const session = await api.commands['session.get']({})
    expect(session.ok).toBe(true)
    const created = await api.commands['workspaces.create']({ name: 'Acme' })
    if (!created.ok) throw new Error(created.error.message)
    const list = await api.commands['workspaces.list']({})
    expect(list.ok && list.value.map((w) => w.name)).toContain('Acme')
    // Validation happens on the way: bad input gets plain words, not an exception.
    const bad = await api.commands['workspaces.rename']({ workspaceId: 'nope', name: 'x' })
    expect(bad.ok).toBe(false)
    expect(!bad.ok && bad.error.code).toBe('INVALID_INPUT')
  })

  it('sends change notices to the window, typed by kind', async () => {
    const notices: ChangeNotice[] = []
    const stop = api.onChanged((n) => notices.push(n))
    const created = await api.commands['workspaces.create']({ name: 'Beta' })
    if (!created.ok) throw new Error(created.error.message)
    await api.commands['workspaces.rename']({ workspaceId: created.value.id, name: 'Beta Ltd' })
    stop()
    expect(notices).toEqual([
      { workspaceId: created.value.id, what: 'workspaces' },
      { workspaceId: created.value.id, what: 'workspaces' },
    ])
  })

  it('refuses and logs a call from a child frame, another page or another window', async () => {
    const child = new StandInFrame('https://ads.example/frame.html', win.webContents.mainFrame)
    const fromChild = await pageIn(win, child).commands['workspaces.list']({})
    expect(fromChild).toEqual({
      ok: false,
      error: {
        code: 'FORBIDDEN',
        message: 'This request did not come from the Review Reply window.',
      },
    })

    const other = new standIn.BrowserWindow({ webPreferences: {} })
    await other.loadURL(RENDERER_URL)
    const fromOtherWindow = await pageIn(other).commands['workspaces.list']({})
    expect(fromOtherWindow.ok).toBe(false)
    other.destroy()

    win.webContents.mainFrame.url = 'file:///tmp/copy/renderer/index.html'
    const fromOtherPage = await api.commands['workspaces.list']({})
    win.webContents.mainFrame.url = RENDERER_URL
    expect(fromOtherPage.ok).toBe(false)

    const refused = logLines(desktop).filter((l) => l.msg === 'refused an IPC call')
    expect(refused.map((l) => [l.channel, l.url, l.why])).toEqual([
      [
        'rr:cmd:workspaces.list',
        'https://ads.example/frame.html',
        'not the main frame of our window',
      ],
      ['rr:cmd:workspaces.list', RENDERER_URL, 'not the main frame of our window'],
      ['rr:cmd:workspaces.list', 'file:///tmp/copy/renderer/index.html', 'not our page'],
    ])
  })

  it('keeps navigation on the app’s own page', () => {
    const navigate = (url: string) => {
      const event = {
        defaultPrevented: false,
        preventDefault() {
          this.defaultPrevented = true
        },
      }
      win.webContents.emit('will-navigate', event, url)
      return !event.defaultPrevented
    }
    expect(navigate(`${RENDERER_URL}#/settings`)).toBe(true)
    expect(navigate('https://example.com/')).toBe(false)
    expect(navigate('file:///tmp/copy/renderer/index.html')).toBe(false)
  })

  it('shows the log folder in Settings and opens exactly that folder', async () => {
    expect(await api.logs.folder()).toEqual({ ok: true, value: desktop.logFile.folder })
    expect(desktop.logFile.folder).toBe(standIn.app.getPath('logs'))
    expect(await api.logs.open()).toEqual({ ok: true, value: null })
    expect(standIn.shell.opened).toEqual([{ kind: 'path', target: desktop.logFile.folder }])
    standIn.shell.openPathProblem = 'No application is registered'
    const failed = await api.logs.open()
    expect(!failed.ok && failed.error.message).toContain(desktop.logFile.folder)
  })

  it('writes JSON lines to the log file, secrets redacted', () => {
    desktop.log.info('store connected', {
      privateKeyPem: '-----BEGIN PRIVATE KEY-----abc-----END PRIVATE KEY-----',
    })
    const line = logLines(desktop).find((l) => l.msg === 'store connected')
    expect(line).toMatchObject({ level: 'info', privateKeyPem: '[redacted]' })
    expect(readFileSync(desktop.logFile.path, 'utf8')).not.toContain('BEGIN PRIVATE KEY')
  })

  it('on quit, stops the workers, then closes the database, then quits', async () => {
    const quit = new Promise<void>((resolve) => standIn.app.once('quit', () => resolve()))
    standIn.app.quit()
    await quit
    expect(probe).toEqual({ started: 1, stopped: 1, dbOpenAtStop: true })
    expect(desktop.core.db.$client.open).toBe(false)
    expect(standIn.BrowserWindow.getAllWindows()).toHaveLength(0)
    expect(logLines(desktop).at(-1)).toMatchObject({ msg: 'Review Reply stopped' })
  })
})

describe('isAppUrl', () => {
  const isAppUrl = appUrlCheck(appPages(OUT_DIR, {}))

  it('accepts the app’s own page, with any route', () => {
    expect(isAppUrl(RENDERER_URL)).toBe(true)
    expect(isAppUrl(`${RENDERER_URL}#/inbox/rev_1`)).toBe(true)
  })

  it('refuses another copy, a network share, a query, other schemes and junk', () => {
    for (const url of [
      'file:///tmp/elsewhere/renderer/index.html',
      RENDERER_URL.replace('file:///', 'file://fileserver/share/'),
      `${RENDERER_URL}?x=1`,
      RENDERER_URL.replace('index.html', 'other.html'),
      'https://example.com/renderer/index.html',
      'not a url',
    ]) {
      expect(isAppUrl(url), url).toBe(false)
    }
  })

  it('in development, accepts the dev server’s origin only', () => {
    const dev = appUrlCheck(appPages(OUT_DIR, { ELECTRON_RENDERER_URL: 'http://localhost:5173' }))
    expect(dev('http://localhost:5173/#/inbox')).toBe(true)
    expect(dev('http://localhost:5174/')).toBe(false)
    expect(dev(RENDERER_URL)).toBe(false)
  })
})

describe('the vault key on Linux', () => {
  const platform = process.platform
  beforeAll(() => Object.defineProperty(process, 'platform', { value: 'linux' }))
  afterAll(() => Object.defineProperty(process, 'platform', { value: platform }))

  it('refuses safeStorage’s basic_text backend with a plain message, saving nothing', async () => {
    const root = tempDir('rr-desktop-')
    standIn.reset(root)
    standIn.safeStorage.backend = 'basic_text'
    const booting = bootDesktop({ outDir: OUT_DIR, env: { REVIEW_REPLY_API_PORT: '0' } })
    standIn.app.becomeReady()
    expect(await booting).toBeNull()
    expect(standIn.dialog.errorBoxes).toEqual([
      { title: 'Review Reply needs a keyring', content: NO_KEYRING_MESSAGE },
    ])
    expect(standIn.app.exitCode).toBe(1)
    expect(standIn.BrowserWindow.getAllWindows()).toHaveLength(0)
    const dataDir = standIn.app.getPath('userData')
    expect(existsSync(join(dataDir, 'vault.key'))).toBe(false)
    expect(existsSync(join(dataDir, 'review-reply.db'))).toBe(false)
    const log = readFileSync(join(standIn.app.getPath('logs'), 'main.log'), 'utf8')
    expect(log).toContain('"msg":"start refused"')
  })

  it('starts with a passphrase instead, when the person set one', async () => {
    standIn.safeStorage.backend = 'basic_text'
    const { desktop } = await boot({
      REVIEW_REPLY_VAULT_PASSPHRASE: 'correct horse battery staple',
    })
    expect(desktop).not.toBeNull()
    expect(desktop!.core.vault.provider.id).toBe('passphrase')
    const quit = new Promise<void>((resolve) => standIn.app.once('quit', () => resolve()))
    standIn.app.quit()
    await quit
  })
})
