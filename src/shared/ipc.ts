import type { CommandName } from './contract'

/** One IPC channel per command, so the main process can register exactly the contract's names. */
export const commandChannel = (name: CommandName): string => `rr:cmd:${name}`

/** The desktop-only calls besides commands, and the change feed main sends to the window. */
export const DESKTOP_CHANNELS = {
  changed: 'rr:changed',
  openExternal: 'rr:open-external',
  logsFolder: 'rr:logs-folder',
  openLogsFolder: 'rr:open-logs-folder',
} as const
