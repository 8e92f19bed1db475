import { run } from '../../core/commands/dispatch'
import { CoreError } from '../../core/errors'
import type { ApiKeyDto } from '../../../shared/dto/keys'
import { positional, stringOption } from '../options'
import type { CliCommand, CliContext } from '../types'

const when = (ms: number | null): string => (ms === null ? 'never' : new Date(ms).toISOString())

/** The workspaces to look in: the one named by --workspace, or every one the user administers. */
async function adminWorkspaces(ctx: CliContext): Promise<{ id: string; name: string }[]> {
  if (typeof ctx.args.options.workspace === 'string') {
    const id = await ctx.workspaceId()
    const all = await run(ctx.core, ctx.principal, 'workspaces.list', {})
    return all.filter((w) => w.id === id)
  }
  const all = await run(ctx.core, ctx.principal, 'workspaces.list', {})
  return all.filter((w) => w.role === 'admin')
}

export const keyCommandsCli: CliCommand[] = [
  {
    path: ['keys', 'create'],
    usage: 'keys create --workspace W [--name N]',
    summary: 'create an API key for the loopback API (printed once)',
    async run(ctx) {
      const created = await run(ctx.core, ctx.principal, 'keys.create', {
        workspaceId: await ctx.workspaceId(),
        name: stringOption(ctx, 'name'),
      })
      ctx.print(
        `Created API key "${created.name}" (${created.id}) for workspace ${created.workspaceId}.`,
      )
      ctx.print('')
      ctx.print(`  ${created.key}`)
      ctx.print('')
      ctx.print('Copy it now: it is shown only this once (only its prefix is kept for display).')
      ctx.print(
        `Try it${created.apiRunning ? '' : ` (while the app or \`review-reply serve\` runs on ${created.apiBaseUrl})`}:`,
      )
      ctx.print(`  ${created.curlExample}`)
      ctx.result(created)
    },
  },
  {
    path: ['keys', 'list'],
    usage: 'keys list [--workspace W]',
    summary: 'list API keys (prefix, status, last use) of the workspaces you administer',
    async run(ctx) {
      const keys: ApiKeyDto[] = []
      for (const w of await adminWorkspaces(ctx)) {
        keys.push(...(await run(ctx.core, ctx.principal, 'keys.list', { workspaceId: w.id })))
      }
      if (keys.length === 0)
        ctx.print('No API keys yet. Create one with `review-reply keys create --workspace W`.')
      for (const k of keys) {
        ctx.print(
          `${k.id}  ${k.prefix}…  ${k.name}  ${k.workspaceId}  ${k.status}${k.revokedAt === null ? '' : ` ${when(k.revokedAt)}`}  last used ${when(k.lastUsedAt)}`,
        )
      }
      ctx.result(keys)
    },
  },
  {
    path: ['keys', 'revoke'],
    usage: 'keys revoke ID [--workspace W]',
    summary: 'revoke an API key (its next request fails)',
    async run(ctx) {
      const keyId = positional(ctx, 0, 'the key id (see `review-reply keys list`)')
      for (const w of await adminWorkspaces(ctx)) {
        const keys = await run(ctx.core, ctx.principal, 'keys.list', { workspaceId: w.id })
        if (!keys.some((k) => k.id === keyId)) continue
        const revoked = await run(ctx.core, ctx.principal, 'keys.revoke', {
          workspaceId: w.id,
          keyId,
        })
        ctx.print(`Revoked ${revoked.prefix}… (${revoked.name}). Requests with it now get 401.`)
        ctx.result(revoked)
        return
      }
      throw new CoreError('NOT_FOUND', `API key ${keyId} not found. See \`review-reply keys list\`.`)
    },
  },
]
