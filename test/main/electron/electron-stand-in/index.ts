/**
 * A stand-in for the `electron` module under plain Node, faithful to the parts of Electron's
 * main-process API the app uses (the binary cannot be downloaded on these machines). Tests mock
 * `electron` with this module and drive it through `standIn`.
 */
import { EventEmitter } from 'node:events'
import { tmpdir } from 'node:os'
import { StandInApp } from './app'
import { StandInBrowserWindow, windowHooks } from './browser-window'
import { StandInIpcMain } from './ipc'
import {
  StandInDialog,
  StandInNotification,
  StandInSafeStorage,
  StandInSession,
  StandInShell,
  standInScreen,
} from './system'

const app = new StandInApp(tmpdir())
const ipcMain = new StandInIpcMain()
const safeStorage = new StandInSafeStorage()
const defaultSession = new StandInSession()
const session = { defaultSession }
const shell = new StandInShell()
const dialog = new StandInDialog()
const powerMonitor = new EventEmitter()

windowHooks.created = (win) => app.emit('web-contents-created', {}, win.webContents)
app.closeAllWindows = () => {
  for (const win of StandInBrowserWindow.getAllWindows()) win.close()
}

/** The test's handle on the stand-in's state. */
export const standIn = {
  app,
  ipcMain,
  safeStorage,
  session: defaultSession,
  shell,
  dialog,
  powerMonitor,
  BrowserWindow: StandInBrowserWindow,
  /** A new Electron process, as far as the app can tell: no windows, handlers or listeners. */
  reset(root: string): void {
    for (const win of StandInBrowserWindow.getAllWindows()) win.destroy()
    app.reset(root)
    ipcMain.handlers.clear()
    ipcMain.removeAllListeners()
    powerMonitor.removeAllListeners()
    safeStorage.available = true
    safeStorage.backend = 'gnome_libsecret'
    shell.opened.length = 0
    shell.openPathProblem = ''
    dialog.errorBoxes.length = 0
  },
}

export {
  app,
  ipcMain,
  safeStorage,
  session,
  shell,
  dialog,
  powerMonitor,
  StandInBrowserWindow as BrowserWindow,
  StandInNotification as Notification,
  standInScreen as screen,
}

export default {
  app,
  ipcMain,
  safeStorage,
  session,
  shell,
  dialog,
  powerMonitor,
  BrowserWindow: StandInBrowserWindow,
  Notification: StandInNotification,
  screen: standInScreen,
}
