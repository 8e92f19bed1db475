import { run } from '../../core/commands/dispatch'
import { stringOption } from '../options'
import type { CliCommand } from '../types'

export const appCommandsCli: CliCommand[] = [
  {
    path: ['apps', 'add'],
    usage: 'apps add --workspace W --name N [--publisher P] [--app-store-id ID] [--google-play-package PKG]',
    summary: 'add an app with its store listings',
    async run(ctx) {
      const app = await run(ctx.core, ctx.principal, 'apps.add', {
        workspaceId: await ctx.workspaceId(),
        name: stringOption(ctx, 'name', true),
        publisher: stringOption(ctx, 'publisher'),
        appStoreId: stringOption(ctx, 'app-store-id'),
        googlePlayPackage: stringOption(ctx, 'google-play-package'),
      })
      ctx.print(`Added ${app.name} (${app.id}): ${app.listings.map((l) => `${l.store} ${l.storeAppId}`).join(', ')}`)
      ctx.result(app)
    },
  },
  {
    path: ['apps', 'list'],
    usage: 'apps list [--workspace W]',
    summary: 'list apps',
    async run(ctx) {
      const apps = await run(ctx.core, ctx.principal, 'apps.list', { workspaceId: await ctx.workspaceId() })
      for (const a of apps) {
        ctx.print(`${a.id}  ${a.name}  ${a.listings.map((l) => `${l.store}:${l.storeAppId}${l.connected ? '' : ' (not connected)'}`).join('  ')}`)
      }
      ctx.result(apps)
    },
  },
]
