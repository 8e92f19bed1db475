import type { Core } from '../core/core'
import { CoreError } from '../core/errors'
import { defaultDataDir } from '../core/paths'
import { run } from '../core/commands/dispatch'
import { openCoreForCli } from './open-core'
import { parseArgs } from './args'
import { EXIT_CODES } from './exit-codes'
import { GLOBAL_OPTIONS } from './global-options'
import { canonicalWords, cliCommands, SINGULAR_ALIASES, VERB_ALIASES } from './registry'
import type { CliCommand, CliContext } from './types'

function usage(): string {
  return [
    'Usage: review-reply <command> [options]',
    '',
    'Commands:',
    ...cliCommands.flatMap((c) => [`  ${c.usage}`, `      ${c.summary}`]),
    '',
    `Singular spellings work too: ${Object.keys(SINGULAR_ALIASES)
      .map((w) => `${w} …`)
      .join(', ')}.`,
    `Earlier verbs work too: ${Object.keys(VERB_ALIASES).join(', ')}.`,
    '',
    'Options for every command:',
    ...GLOBAL_OPTIONS.map((o) => `  ${o.flag.padEnd(15)} ${o.description}`),
  ].join('\n')
}

function findCommand(typed: string[]): { command: CliCommand; rest: string[] } | null {
  const words = canonicalWords(typed)
  let best: { command: CliCommand; rest: string[] } | null = null
  for (const command of cliCommands) {
    const matches = command.path.every((w, i) => words[i] === w)
    if (matches && (!best || command.path.length > best.command.path.length)) {
      best = { command, rest: words.slice(command.path.length) }
    }
  }
  return best
}

async function resolveWorkspace(core: Core, principal: { userId: string }, wanted: string | undefined): Promise<string> {
  const list = await run(core, principal, 'workspaces.list', {})
  if (!wanted) {
    const first = list[0]
    if (!first) throw new CoreError('NOT_FOUND', 'No workspace yet. Create one with `review-reply workspaces create --name NAME`.')
    return first.id
  }
  const found = list.find((w) => w.id === wanted) ?? list.filter((w) => w.name === wanted)[0]
  if (!found) throw new CoreError('NOT_FOUND', `Workspace "${wanted}" not found. See \`review-reply workspaces list\`.`)
  return found.id
}

export async function main(argv: string[]): Promise<number> {
  const args = parseArgs(argv)
  const json = args.options.json === true
  if (args.options.version === true) {
    process.stdout.write('review-reply 0.1.0\n')
    return 0
  }
  const found = findCommand(args.positionals)
  if (!found || args.options.help === true) {
    const stream = found || args.positionals.length === 0 ? process.stdout : process.stderr
    if (args.positionals.length > 0 && !found) stream.write(`Unknown command: ${args.positionals.join(' ')}\n\n`)
    stream.write(usage() + '\n')
    return found || args.positionals.length === 0 ? 0 : EXIT_CODES.USAGE
  }
  const dataDirOption = args.options['data-dir']
  const dataDir = typeof dataDirOption === 'string' ? dataDirOption : defaultDataDir()
  const dataDirChosen = typeof dataDirOption === 'string' || Boolean(process.env.REVIEW_REPLY_DATA_DIR)
  let core: Core | null = null
  try {
    if (!found.command.longRunning) core = openCoreForCli(dataDir, 'cli')
    const principal = { userId: core?.ownerUserId ?? '' }
    const results: unknown[] = []
    const ctx: CliContext = {
      get core() {
        if (!core) throw new Error('this command manages its own core')
        return core
      },
      principal,
      args: { positionals: found.rest, options: args.options },
      dataDir,
      dataDirChosen,
      json,
      print: (line) => {
        if (!json) process.stdout.write(line + '\n')
      },
      result: (value) => results.push(value),
      workspaceId: () => {
        const w = args.options.workspace
        if (!core) throw new Error('no core')
        return resolveWorkspace(core, principal, typeof w === 'string' ? w : undefined)
      },
    }
    await found.command.run(ctx)
    if (json && results.length > 0) {
      process.stdout.write(JSON.stringify(results.length === 1 ? results[0] : results, null, 2) + '\n')
    }
    return 0
  } catch (error) {
    const known = error instanceof CoreError
    const code = known ? error.code : 'INTERNAL'
    // Input errors name the option they are about, as a person typed it (`--app-store-id`).
    const option = known && error.code === 'INVALID_INPUT' && error.field ? ` (--${error.field.split('.').pop()?.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)})` : ''
    const message = known ? `${error.message}${option}` : `Unexpected error: ${(error as Error).message}`
    if (json) process.stderr.write(JSON.stringify({ error: { code, message } }) + '\n')
    else process.stderr.write(`Error: ${message}\n`)
    return EXIT_CODES[code]
  } finally {
    core?.close()
  }
}
