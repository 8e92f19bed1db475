import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { BrowserWindow, screen } from 'electron'
import { preferences } from './preferences'

/** Where the window's code lives: the built preload and page, or the dev server in development. */
export interface AppPages {
  preloadFile: string
  rendererFile: string
  /** electron-vite's dev server (`npm run dev`); unset in a built or packaged app. */
  devUrl: string | undefined
}

/** `outDir` is the build output folder holding main/, preload/ and renderer/. */
export function appPages(outDir: string, env: NodeJS.ProcessEnv = process.env): AppPages {
  return {
    preloadFile: join(outDir, 'preload', 'index.cjs'),
    rendererFile: join(outDir, 'renderer', 'index.html'),
    devUrl: env.ELECTRON_RENDERER_URL || undefined,
  }
}

const samePath = (a: string, b: string): boolean =>
  process.platform === 'win32' || process.platform === 'darwin'
    ? resolve(a).toLowerCase() === resolve(b).toLowerCase()
    : resolve(a) === resolve(b)

/**
 * True for our own page only: exactly the bundled index.html (any #route), or the dev server's
 * origin in development. Another folder's copy, a file on a network share (`file://host/…`) or
 * any other page is not ours, so it passes neither the navigation guard nor the IPC sender check.
 */
export function appUrlCheck(pages: AppPages): (url: string) => boolean {
  return (url) => {
    try {
      const parsed = new URL(url)
      if (pages.devUrl) return parsed.origin === new URL(pages.devUrl).origin
      if (parsed.protocol !== 'file:' || parsed.host !== '' || parsed.search !== '') return false
      return samePath(fileURLToPath(parsed), pages.rendererFile)
    } catch {
      return false
    }
  }
}

function restoredBounds(): { x?: number; y?: number; width: number; height: number } {
  const saved = preferences().get('windowBounds')
  if (!saved) return { width: 1280, height: 820 }
  const visible = screen.getAllDisplays().some((d) => {
    const a = d.workArea
    return saved.x !== undefined && saved.y !== undefined && saved.x < a.x + a.width && saved.y < a.y + a.height && saved.x + saved.width > a.x && saved.y + saved.height > a.y
  })
  return visible ? saved : { width: saved.width, height: saved.height }
}

export function createMainWindow(pages: AppPages): BrowserWindow {
  const win = new BrowserWindow({
    ...restoredBounds(),
    minWidth: 900,
    minHeight: 600,
    show: false,
    title: 'Review Reply',
    backgroundColor: '#f7f7f5',
    // Written out literally so the security scan (and a reviewer) sees every setting here.
    webPreferences: {
      preload: pages.preloadFile,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: true,
      // Middle-click would open links outside our window-open handler's reach.
      disableBlinkFeatures: 'Auxclick',
    },
  })
  win.once('ready-to-show', () => win.show())
  win.on('close', () => preferences().set('windowBounds', win.getBounds()))
  if (pages.devUrl) void win.loadURL(pages.devUrl)
  else void win.loadFile(pages.rendererFile)
  return win
}
