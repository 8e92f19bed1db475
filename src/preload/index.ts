import { contextBridge, ipcRenderer } from 'electron'
import { commandNames } from '../shared/contract/names'
import type { ChangeNotice, CommandMethods, DesktopBridge } from '../shared/bridge'
import { commandChannel, DESKTOP_CHANNELS } from '../shared/ipc'

/**
 * The renderer's only door to the app: one named method per command (no generic invoke), a
 * change feed, openExternal and the log folder. Nothing else of Node or Electron is exposed.
 * It runs sandboxed, where `require` knows only `electron`: import nothing that pulls in a
 * package (`npm run package:check` and test/preload/preload-sandbox.test.ts hold that line).
 */
const commands = Object.fromEntries(
  commandNames.map((name) => [name, (input: unknown) => ipcRenderer.invoke(commandChannel(name), input)]),
) as CommandMethods

const api = {
  commands,
  onChanged(listener: (notice: ChangeNotice) => void) {
    const wrapped = (_event: unknown, notice: ChangeNotice) => listener(notice)
    ipcRenderer.on(DESKTOP_CHANNELS.changed, wrapped)
    return () => {
      ipcRenderer.removeListener(DESKTOP_CHANNELS.changed, wrapped)
    }
  },
  openExternal: (url: string) => ipcRenderer.invoke(DESKTOP_CHANNELS.openExternal, url) as Promise<void>,
  logs: {
    folder: () => ipcRenderer.invoke(DESKTOP_CHANNELS.logsFolder),
    open: () => ipcRenderer.invoke(DESKTOP_CHANNELS.openLogsFolder),
  },
} satisfies DesktopBridge

contextBridge.exposeInMainWorld('api', api)
