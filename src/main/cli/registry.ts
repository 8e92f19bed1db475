import { appCommandsCli } from './commands/apps'
import { appStoreCommandsCli } from './commands/app-store'
import { insightsCommandsCli } from './commands/insights'
import { keyCommandsCli } from './commands/keys'
import { reviewCommandsCli } from './commands/reviews'
import { serveCommands } from './commands/serve'
import { webhookCommandsCli } from './commands/webhooks'
import { workspaceCommandsCli } from './commands/workspaces'
import { licenceCommandsCli } from './commands/licence'
import { backupCommandsCli } from './commands/backup'
import { translateCommandsCli } from './commands/translate'
import { triageCommandsCli } from './commands/triage'
import { templateCommandsCli } from './commands/templates'
import { answerCommandsCli } from './commands/answers'
import { spamCommandsCli } from './commands/spam'
import { replyEffectCommandsCli } from './commands/reply-effect'
import { historyCommandsCli } from './commands/history'
import { mcpCommandsCli } from './commands/mcp'
import { trackerCommandsCli } from './commands/trackers'
import type { CliCommand } from './types'

/** Every CLI command. Each feature adds its own file under ./commands and one line here. */
export const cliCommands: CliCommand[] = [
  ...serveCommands,
  ...workspaceCommandsCli,
  ...appCommandsCli,
  ...appStoreCommandsCli,
  ...reviewCommandsCli,
  ...keyCommandsCli,
  ...webhookCommandsCli,
  ...licenceCommandsCli,
  ...insightsCommandsCli,
  ...backupCommandsCli,
  ...translateCommandsCli,
  ...triageCommandsCli,
  ...templateCommandsCli,
  ...answerCommandsCli,
  ...spamCommandsCli,
  ...replyEffectCommandsCli,
  ...historyCommandsCli,
  ...mcpCommandsCli,
  ...trackerCommandsCli,
]
