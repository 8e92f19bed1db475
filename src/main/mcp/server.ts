import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import {
  CallToolRequestSchema,
  ListToolsRequestSchema,
  type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js'
import type { Principal } from '../core/access/actor'
import { dispatch } from '../core/commands/dispatch'
import type { Core } from '../core/core'
import { registerResources } from './resources'
import { toToolResult } from './result'
import { toolInputSchema } from './schemas'
import { TOOLS } from './tools'

/** Named in the audit trail of every change the assistant makes ("via MCP assistant"). */
const MCP_VIA = 'MCP assistant'

export interface McpServerOptions {
  core: Core
  /** The installation's local user, acting with their role in `workspaceId`. */
  principal: Principal
  workspaceId: string
  /** Called after an approval went through, so this process can publish once the undo window ends. */
  onApproved?: () => void
}

const APPROVALS = new Set(['replies.approve', 'replies.publish'])

/**
 * The MCP server: tools call the command contract through `dispatch` (the contract validates the
 * arguments, so a bad argument gets the same words as in the app), resources read the same way.
 * Tools are served through the SDK's request handlers rather than `registerTool`, whose own
 * validation would answer in zod's words before the contract could.
 */
export function createReviewReplyMcpServer(options: McpServerOptions): McpServer {
  const principal: Principal = { ...options.principal, via: MCP_VIA }
  const { core, workspaceId } = options
  const mcp = new McpServer(
    { name: 'review-reply', version: '0.1.0' },
    {
      capabilities: { resources: {} },
      instructions:
        'Review Reply: app store reviews and their replies for one workspace. Drafts and edits never publish; approving or publishing needs an admin to allow assistants.',
    },
  )
  const tools = TOOLS.map((tool) => ({
    name: tool.name,
    description: tool.description,
    inputSchema: toolInputSchema(tool.command),
    annotations: { readOnlyHint: tool.readOnly === true, openWorldHint: false },
  }))
  mcp.server.registerCapabilities({ tools: {} })
  mcp.server.setRequestHandler(ListToolsRequestSchema, () => ({ tools }))
  mcp.server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const tool = TOOLS.find((t) => t.name === request.params.name)
    if (!tool) {
      return toToolResult({
        ok: false,
        error: { code: 'NOT_FOUND', message: `There is no tool called "${request.params.name}".` },
      })
    }
    // The workspace is the server's, whatever the arguments say.
    const input = { ...(request.params.arguments ?? {}), workspaceId }
    const result = await dispatch(core, principal, tool.command, input)
    if (result.ok && APPROVALS.has(tool.command)) options.onApproved?.()
    return toToolResult(result)
  })
  registerResources(mcp, core, principal, workspaceId)
  return mcp
}
