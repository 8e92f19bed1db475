import { join } from 'node:path'
import { BrowserWindow, screen } from 'electron'
import { preferences } from './preferences'

export const RENDERER_DEV_URL = process.env.ELECTRON_RENDERER_URL

export const rendererIndexFile = (): string => join(__dirname, '../renderer/index.html')

/** True for our own page only: the dev server in development, the bundled file otherwise. */
export function isAppUrl(url: string): boolean {
  try {
    const parsed = new URL(url)
    if (RENDERER_DEV_URL) return parsed.origin === new URL(RENDERER_DEV_URL).origin
    return parsed.protocol === 'file:' && decodeURIComponent(parsed.pathname).endsWith('/renderer/index.html')
  } catch {
    return false
  }
}

function restoredBounds(): { x?: number; y?: number; width: number; height: number } {
  const saved = preferences.get('windowBounds')
  if (!saved) return { width: 1280, height: 820 }
  const visible = screen.getAllDisplays().some((d) => {
    const a = d.workArea
    return saved.x !== undefined && saved.y !== undefined && saved.x < a.x + a.width && saved.y < a.y + a.height && saved.x + saved.width > a.x && saved.y + saved.height > a.y
  })
  return visible ? saved : { width: saved.width, height: saved.height }
}

export function createMainWindow(): BrowserWindow {
  const win = new BrowserWindow({
    ...restoredBounds(),
    minWidth: 900,
    minHeight: 600,
    show: false,
    title: 'Review Reply',
    backgroundColor: '#f7f7f5',
    webPreferences: {
      preload: join(__dirname, '../preload/index.cjs'),
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
  win.on('close', () => preferences.set('windowBounds', win.getBounds()))
  if (RENDERER_DEV_URL) void win.loadURL(RENDERER_DEV_URL)
  else void win.loadFile(rendererIndexFile())
  return win
}
