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

/**
 * Resources are named with one plural noun (`webhooks add`, like the `webhooks.*` commands). The
 * singular spellings the contract first published (`webhook add`, `reply approve`) keep working:
 * scripts call them.
 */
export const SINGULAR_ALIASES: Readonly<Record<string, string>> = {
  workspace: 'workspaces',
  app: 'apps',
  store: 'stores',
  key: 'keys',
  webhook: 'webhooks',
  reply: 'replies',
  answer: 'answers',
  template: 'templates',
  digest: 'digests',
  issue: 'issues',
}

/** The command words with a singular resource name spelled as the plural one. */
export function canonicalWords(words: string[]): string[] {
  const [first, ...rest] = words
  const plural = first === undefined ? undefined : SINGULAR_ALIASES[first]
  return plural ? [plural, ...rest] : words
}

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
