import type { BrowserWindow } from 'electron'
import type { ChangeNotice } from '../../shared/changes'
import { DESKTOP_CHANNELS } from '../../shared/ipc'
import { actorFor, type Principal } from '../core/access/actor'
import type { Core } from '../core/core'

/** Sends the core's change notices to the window: only those of workspaces the member is in. */
export function forwardChanges(
  core: Core,
  principal: Principal,
  window: () => BrowserWindow | null,
): void {
  core.signals.on('changed', (workspaceId, what) => {
    const win = window()
    if (!win) return
    try {
      actorFor(core, principal, workspaceId)
    } catch {
      return
    }
    const notice: ChangeNotice = { workspaceId, what }
    win.webContents.send(DESKTOP_CHANNELS.changed, notice)
  })
}
