import { ipcMain, type BrowserWindow, type IpcMainInvokeEvent } from 'electron'
import { commandNames } from '../../shared/contract/names'
import type { CommandName } from '../../shared/contract'
import { commandChannel, DESKTOP_CHANNELS } from '../../shared/ipc'
import { fail, type Result } from '../../shared/result'
import type { Logger } from '../core/log/logger'
import { openExternalSafely } from './security'

/** Where a command goes: the local core today; a team server's API is a drop-in replacement. */
type CommandTarget = (name: CommandName, input: unknown) => Promise<Result<unknown>>

export interface IpcOptions {
  run: CommandTarget
  window: () => BrowserWindow | null
  isAppUrl: (url: string) => boolean
  log: Logger
  /** The desktop log folder, shown in Settings and opened on request. */
  logsFolder: string
  openFolder: (path: string) => Promise<string>
}

const NOT_OUR_WINDOW = 'This request did not come from the Review Reply window.'

/**
 * Registers every command of the contract on its own channel, plus the few desktop-only calls.
 * Each call must come from our window's main frame showing our own page (GHSA-mq8j-3h7h-p8g7);
 * anything else is refused and logged. Input validation happens in the command target.
 */
export function registerIpc(options: IpcOptions): void {
  const { window, isAppUrl, log } = options
  const trusted = (event: IpcMainInvokeEvent, channel: string): boolean => {
    const win = window()
    const frame = event.senderFrame
    const ok =
      win !== null &&
      frame !== null &&
      event.sender === win.webContents &&
      frame === win.webContents.mainFrame &&
      isAppUrl(frame.url)
    if (!ok) {
      const why = frame === null ? 'no frame' : frame !== win?.webContents.mainFrame ? 'not the main frame of our window' : 'not our page'
      log.warn('refused an IPC call', { channel, url: frame?.url ?? null, why })
    }
    return ok
  }
  for (const name of commandNames) {
    const channel = commandChannel(name)
    ipcMain.handle(channel, async (event, input: unknown) => {
      if (!trusted(event, channel)) return fail('FORBIDDEN', NOT_OUR_WINDOW)
      return options.run(name, input)
    })
  }
  ipcMain.handle(DESKTOP_CHANNELS.openExternal, (event, url: unknown) => {
    if (trusted(event, DESKTOP_CHANNELS.openExternal) && typeof url === 'string') openExternalSafely(url)
  })
  ipcMain.handle(DESKTOP_CHANNELS.logsFolder, (event): Result<string> => {
    if (!trusted(event, DESKTOP_CHANNELS.logsFolder)) return fail('FORBIDDEN', NOT_OUR_WINDOW)
    return { ok: true, value: options.logsFolder }
  })
  ipcMain.handle(DESKTOP_CHANNELS.openLogsFolder, async (event): Promise<Result<null>> => {
    if (!trusted(event, DESKTOP_CHANNELS.openLogsFolder)) return fail('FORBIDDEN', NOT_OUR_WINDOW)
    // Only ever this one folder: the renderer names no path.
    const problem = await options.openFolder(options.logsFolder)
    return problem
      ? fail('UNAVAILABLE', `The logs folder could not be opened: ${problem}. It is ${options.logsFolder}.`)
      : { ok: true, value: null }
  })
}
