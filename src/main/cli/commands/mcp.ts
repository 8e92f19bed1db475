import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'
import { run } from '../../core/commands/dispatch'
import { CoreError } from '../../core/errors'
import type { WorkspaceDto } from '../../../shared/dto/workspaces'
import { publisherWorker } from '../../core/replies/publisher-worker'
import { createReviewReplyMcpServer } from '../../mcp/server'
import { stringOption } from '../options'
import type { CliCommand, CliContext } from '../types'

/** `--workspace` (id or name), or the only workspace: an assistant must not guess between several. */
async function chooseWorkspace(ctx: CliContext): Promise<WorkspaceDto> {
  const wanted = stringOption(ctx, 'workspace')
  const list = await run(ctx.core, ctx.principal, 'workspaces.list', {})
  if (wanted) {
    const found = list.find((w) => w.id === wanted) ?? list.find((w) => w.name === wanted)
    if (!found)
      throw new CoreError(
        'NOT_FOUND',
        `Workspace "${wanted}" not found. See \`review-reply workspaces list\`.`,
        'workspace',
      )
    return found
  }
  const [only, ...more] = list
  if (!only)
    throw new CoreError(
      'NOT_FOUND',
      'No workspace yet. Create one with `review-reply workspaces create --name NAME`.',
    )
  if (more.length > 0) {
    throw new CoreError(
      'INVALID_INPUT',
      `This installation has ${list.length} workspaces (${list.map((w) => w.name).join(', ')}): choose one with --workspace.`,
      'workspace',
    )
  }
  return only
}

export const mcpCommandsCli: CliCommand[] = [
  {
    path: ['mcp'],
    usage: 'mcp [--workspace W]',
    summary:
      'a Model Context Protocol server over stdio for your own AI assistant, acting as you with your role in the workspace',
    async run(ctx) {
      const workspace = await chooseWorkspace(ctx)
      const core = ctx.core
      // stdout belongs to the protocol: everything for people goes to stderr.
      const say = (line: string) => process.stderr.write(`${line}\n`)
      let publisher: ReturnType<typeof publisherWorker.start> | null = null
      const server = createReviewReplyMcpServer({
        core,
        principal: ctx.principal,
        workspaceId: workspace.id,
        // An approval waits out the undo window; while this server runs it publishes them, as the
        // desktop app or `serve` on the same data folder would.
        onApproved: () => {
          publisher ??= publisherWorker.start(core)
        },
      })
      const closed = new Promise<void>((resolve) => {
        server.server.onclose = () => resolve()
      })
      await server.connect(new StdioServerTransport())
      say(
        `Review Reply MCP server for workspace "${workspace.name}", acting as the local user (${workspace.role}).`,
      )
      const close = () => void server.close()
      process.stdin.once('end', close)
      process.once('SIGINT', close)
      process.once('SIGTERM', close)
      await closed
      await (publisher as ReturnType<typeof publisherWorker.start> | null)?.stop()
    },
  },
]
