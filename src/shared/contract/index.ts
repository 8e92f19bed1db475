/**
 * The one command contract. Each feature lists its commands in its own file; this table joins
 * them. Main registers a handler for every entry (checked at compile time), the preload exposes
 * one named method per entry, the `serve` bridge and the CLI call the same table.
 */
import type { z } from 'zod'
import { appCommands } from './apps'
import { appStoreCommands } from './app-store'
import { dashboardCommands } from './dashboard'
import { inboxCommands } from './inbox'
import { googlePlayCommands } from './google-play'
import { keyCommands } from './keys'
import type { CommandSpec } from './define'
import { draftingCommands } from './drafting'
import { insightsCommands } from './insights'
import { planCommands } from './plans'
import { replyCommands } from './replies'
import { syncCommands } from './sync'
import { webhookCommands } from './webhooks'
import { workspaceCommands } from './workspaces'
import { teamServerCommands } from './team-server'
import { translationCommands } from './translation'
import { voiceProposalCommands } from './voice-proposal'
import { emailCommands } from './email'
import { triageCommands } from './triage'
import { templateCommands } from './templates'
import { outboundCommands } from './outbound'
import { answerCommands } from './answers'
import { historyCommands } from './history'
import { assistantCommands } from './assistants'
import { trackerCommands } from './trackers'

export const contract = {
  ...draftingCommands,
  ...appStoreCommands,
  ...insightsCommands,
  ...workspaceCommands,
  ...appCommands,
  ...inboxCommands,
  ...dashboardCommands,
  ...googlePlayCommands,
  ...keyCommands,
  ...planCommands,
  ...webhookCommands,
  ...replyCommands,
  ...syncCommands,
  ...teamServerCommands,
  ...translationCommands,
  ...voiceProposalCommands,
  ...emailCommands,
  ...triageCommands,
  ...templateCommands,
  ...outboundCommands,
  ...answerCommands,
  ...historyCommands,
  ...assistantCommands,
  ...trackerCommands,
}

export type Contract = typeof contract
export type CommandName = keyof Contract
export type InputOf<N extends CommandName> = z.input<Contract[N]['input']>
export type ParsedInputOf<N extends CommandName> = z.output<Contract[N]['input']>
export type OutputOf<N extends CommandName> =
  Contract[N] extends CommandSpec<infer _A, infer _I, infer O> ? O : never
export type AccessOf<N extends CommandName> = Contract[N]['access']

/**
 * The names alone live in ./names (zod-free, for the sandboxed preload).
 * @internal Exported for tests.
 */
export { commandNames } from './names'

export function isCommandName(name: string): name is CommandName {
  return Object.prototype.hasOwnProperty.call(contract, name)
}
