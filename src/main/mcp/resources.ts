import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import type { Principal } from '../core/access/actor'
import { run } from '../core/commands/dispatch'
import type { Core } from '../core/core'
import { redactSecrets } from '../core/log/logger'

const json = (uri: string, value: unknown) => ({
  contents: [{ uri, mimeType: 'application/json', text: redactSecrets(JSON.stringify(value)) }],
})

/** The app list and the latest digest of each app, read through the contract like the tools. */
export function registerResources(
  mcp: McpServer,
  core: Core,
  principal: Principal,
  workspaceId: string,
): void {
  mcp.registerResource(
    'apps',
    'review-reply://apps',
    {
      title: 'Apps',
      description: 'The apps of this workspace with their store listings.',
      mimeType: 'application/json',
    },
    async (uri) => json(uri.href, await run(core, principal, 'apps.list', { workspaceId })),
  )
  mcp.registerResource(
    'latest-digest',
    'review-reply://digests/latest',
    {
      title: 'Latest weekly digest',
      description: 'The newest weekly digest of each app (empty until the first one is made).',
      mimeType: 'application/json',
    },
    async (uri) => {
      const summaries = await run(core, principal, 'insights.digests.list', {
        workspaceId,
        limit: 200,
      })
      const newest = new Map<string, string>()
      for (const s of summaries) if (!newest.has(s.appId)) newest.set(s.appId, s.id)
      const digests = []
      for (const digestId of newest.values()) {
        digests.push(await run(core, principal, 'insights.digests.get', { workspaceId, digestId }))
      }
      return json(uri.href, digests)
    },
  )
}
