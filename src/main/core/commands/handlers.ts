import type { CommandName } from '../../../shared/contract'
import type { Handlers } from './types'
import { answerHandlers } from '../answers/commands'
import { appHandlers } from '../apps/commands'
import { assistantHandlers } from '../assistants/commands'
import { dashboardHandlers } from '../dashboard/commands'
import { draftingHandlers } from '../drafting/commands'
import { translationHandlers } from '../drafting/translate/commands'
import { voiceProposalHandlers } from '../drafting/voice/learn/commands'
import { emailHandlers } from '../email/commands'
import { historyHandlers } from '../history/commands'
import { outboundHandlers } from '../http/commands'
import { inboxHandlers } from '../inbox/commands'
import { insightsHandlers } from '../insights/commands'
import { keyHandlers } from '../keys/commands'
import { planHandlers } from '../plans/commands'
import { replyHandlers } from '../replies/commands'
import { appStoreHandlers } from '../stores/app-store/commands'
import { googlePlayHandlers } from '../stores/google-play/commands'
import { syncHandlers } from '../sync/commands'
import { teamServerHandlers } from '../team-server/commands'
import { templateHandlers } from '../templates/commands'
import { trackerHandlers } from '../trackers/commands'
import { triageHandlers } from '../triage/commands'
import { webhookHandlers } from '../webhooks/commands'
import { workspaceHandlers } from '../workspaces/commands'

/**
 * Every command's handler. Each feature keeps its handlers beside its code, in `<feature>/commands.ts`,
 * and adds one line here. Fails to compile when a command of the contract has no handler.
 */
export const handlers = {
  ...answerHandlers,
  ...appHandlers,
  ...assistantHandlers,
  ...dashboardHandlers,
  ...draftingHandlers,
  ...translationHandlers,
  ...voiceProposalHandlers,
  ...emailHandlers,
  ...historyHandlers,
  ...outboundHandlers,
  ...inboxHandlers,
  ...insightsHandlers,
  ...keyHandlers,
  ...planHandlers,
  ...replyHandlers,
  ...appStoreHandlers,
  ...googlePlayHandlers,
  ...syncHandlers,
  ...teamServerHandlers,
  ...templateHandlers,
  ...trackerHandlers,
  ...triageHandlers,
  ...webhookHandlers,
  ...workspaceHandlers,
} satisfies Handlers<CommandName>
