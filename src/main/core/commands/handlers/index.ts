import type { CommandName } from '../../../../shared/contract'
import type { Handlers } from '../types'
import { appHandlers } from './apps'
import { appStoreHandlers } from './app-store'
import { dashboardHandlers } from './dashboard'
import { draftingHandlers } from './drafting'
import { inboxHandlers } from './inbox'
import { googlePlayHandlers } from './google-play'
import { insightsHandlers } from './insights'
import { keyHandlers } from './keys'
import { planHandlers } from './plans'
import { replyHandlers } from './replies'
import { webhookHandlers } from './webhooks'
import { workspaceHandlers } from './workspaces'
import { teamServerHandlers } from './team-server'
import { translationHandlers } from './translation'
import { voiceProposalHandlers } from './voice-proposal'
import { emailHandlers } from './email'
import { triageHandlers } from './triage'
import { templateHandlers } from './templates'
import { outboundHandlers } from './outbound'
import { answerHandlers } from './answers'
import { historyHandlers } from './history'
import { assistantHandlers } from './assistants'
import { trackerHandlers } from './trackers'

/** Fails to compile when a command of the contract has no handler. */
export const handlers = {
  ...draftingHandlers,
  ...appStoreHandlers,
  ...insightsHandlers,
  ...workspaceHandlers,
  ...appHandlers,
  ...inboxHandlers,
  ...dashboardHandlers,
  ...googlePlayHandlers,
  ...keyHandlers,
  ...planHandlers,
  ...webhookHandlers,
  ...replyHandlers,
  ...teamServerHandlers,
  ...translationHandlers,
  ...voiceProposalHandlers,
  ...emailHandlers,
  ...triageHandlers,
  ...templateHandlers,
  ...outboundHandlers,
  ...answerHandlers,
  ...historyHandlers,
  ...assistantHandlers,
  ...trackerHandlers,
} satisfies Handlers<CommandName>
