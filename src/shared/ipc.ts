import type { CommandName } from './contract'

/** One IPC channel per command, so the main process can register exactly the contract's names. */
export const commandChannel = (name: CommandName): string => `rr:cmd:${name}`
