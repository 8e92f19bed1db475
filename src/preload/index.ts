import { contextBridge, ipcRenderer } from 'electron'
import { commandNames } from '../shared/contract/names'
import type { ChangeNotice, CommandMethods, DesktopBridge } from '../shared/bridge'
import { commandChannel } from '../shared/ipc'

/**
 * The renderer's only door to the app: one named method per command (no generic invoke), a
 * change feed and openExternal. Nothing else of Node or Electron is exposed.
 */
const commands = Object.fromEntries(
  commandNames.map((name) => [name, (input: unknown) => ipcRenderer.invoke(commandChannel(name), input)]),
) as CommandMethods

const api = {
  commands,
  onChanged(listener: (notice: ChangeNotice) => void) {
    const wrapped = (_event: unknown, notice: ChangeNotice) => listener(notice)
    ipcRenderer.on('rr:changed', wrapped)
    return () => {
      ipcRenderer.removeListener('rr:changed', wrapped)
    }
  },
  openExternal: (url: string) => ipcRenderer.invoke('rr:open-external', url) as Promise<void>,
} satisfies DesktopBridge

contextBridge.exposeInMainWorld('api', api)
