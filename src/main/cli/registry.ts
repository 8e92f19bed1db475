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
 * Resources are named with one plural noun, the same as the commands they run (`webhooks create`
 * runs `webhooks.create`, `replies approve` runs `replies.approve`). The singular spellings the
 * contract first published (`webhook add`, `reply approve`) keep working: scripts call them.
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

/** Verbs renamed to the command's own (`webhooks add` is now `webhooks create`); the old ones keep working. */
export const VERB_ALIASES: Readonly<Record<string, string>> = {
  'webhooks add': 'webhooks create',
  'templates add': 'templates create',
  'answers add': 'answers create',
}

const own = (
  table: Readonly<Record<string, string>>,
  key: string | undefined,
): string | undefined => (key !== undefined && Object.hasOwn(table, key) ? table[key] : undefined)

/** The command words as the registry spells them: plural resource, the command's verb. */
export function canonicalWords(words: string[]): string[] {
  const [first, verb, ...rest] = words
  const resource = own(SINGULAR_ALIASES, first) ?? first
  if (resource === undefined) return words
  const renamed = verb === undefined ? undefined : own(VERB_ALIASES, `${resource} ${verb}`)
  if (renamed) return [...renamed.split(' '), ...rest]
  return verb === undefined ? [resource] : [resource, verb, ...rest]
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
