import type { CommandName } from '../../../../shared/contract'
import type { Handlers } from '../types'
import { appHandlers } from './apps'
import { workspaceHandlers } from './workspaces'

/** Fails to compile when a command of the contract has no handler. */
export const handlers = {
  ...workspaceHandlers,
  ...appHandlers,
} satisfies Handlers<CommandName>
