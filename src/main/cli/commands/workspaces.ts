import { run } from '../../core/commands/dispatch'
import { stringOption } from '../options'
import type { CliCommand } from '../types'

export const workspaceCommandsCli: CliCommand[] = [
  {
    path: ['workspaces', 'create'],
    usage: 'workspaces create --name N',
    summary: 'create a workspace (you become its admin)',
    async run(ctx) {
      const ws = await run(ctx.core, ctx.principal, 'workspaces.create', { name: stringOption(ctx, 'name', true) })
      ctx.print(`Created workspace ${ws.name} (${ws.id})`)
      ctx.result(ws)
    },
  },
  {
    path: ['workspaces', 'rename'],
    usage: 'workspaces rename --workspace W --name N',
    summary: 'rename a workspace (admins)',
    async run(ctx) {
      const ws = await run(ctx.core, ctx.principal, 'workspaces.rename', {
        workspaceId: await ctx.workspaceId(),
        name: stringOption(ctx, 'name', true),
      })
      ctx.print(`Renamed to ${ws.name} (${ws.id})`)
      ctx.result(ws)
    },
  },
  {
    path: ['workspaces', 'list'],
    usage: 'workspaces list',
    summary: 'list workspaces',
    async run(ctx) {
      const list = await run(ctx.core, ctx.principal, 'workspaces.list', {})
      for (const w of list) ctx.print(`${w.id}  ${w.name}  (${w.role}, ${w.plan})`)
      ctx.result(list)
    },
  },
]
