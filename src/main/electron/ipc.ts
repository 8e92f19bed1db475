import { ipcMain, type BrowserWindow, type IpcMainInvokeEvent } from 'electron'
import { commandNames } from '../../shared/contract'
import { commandChannel } from '../../shared/ipc'
import { fail, type Result } from '../../shared/result'
import type { Principal } from '../core/access/actor'
import { dispatch } from '../core/commands/dispatch'
import type { Core } from '../core/core'
import { openExternalSafely } from './security'

/**
 * Registers every command of the contract on its own channel. Each call is checked to come from
 * our window's main frame showing our own page (GHSA-mq8j-3h7h-p8g7), then validated and
 * dispatched like any other shell's call.
 */
export function registerIpc(
  core: Core,
  principal: Principal,
  window: () => BrowserWindow | null,
  isAppUrl: (url: string) => boolean,
  /** Where commands run: this computer's core by default, or a team server (../remote). */
  run: (name: string, input: unknown) => Promise<Result<unknown>> = (name, input) => dispatch(core, principal, name, input),
): void {
  const trusted = (event: IpcMainInvokeEvent): boolean => {
    const win = window()
    const frame = event.senderFrame
    return (
      win !== null &&
      frame !== null &&
      event.sender === win.webContents &&
      frame === win.webContents.mainFrame &&
      isAppUrl(frame.url)
    )
  }
  for (const name of commandNames) {
    ipcMain.handle(commandChannel(name), async (event, input: unknown) => {
      if (!trusted(event)) return fail('FORBIDDEN', 'This request did not come from the Review Reply window.')
      return run(name, input)
    })
  }
  ipcMain.handle('rr:open-external', (event, url: unknown) => {
    if (trusted(event) && typeof url === 'string') openExternalSafely(url)
  })
}
