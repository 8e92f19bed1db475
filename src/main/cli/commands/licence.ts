import { readFileSync } from 'node:fs'
import { run } from '../../core/commands/dispatch'
import { CoreError } from '../../core/errors'
import type { PlanDto } from '../../../shared/dto/plans'
import { stringOption } from '../options'
import type { CliCommand, CliContext } from '../types'

const day = (ms: number): string => new Date(ms).toISOString().slice(0, 10)

function printPlan(ctx: CliContext, name: string, plan: PlanDto): void {
  ctx.print(`${name} (${plan.workspaceId}): ${plan.planName}`)
  ctx.print(`  ${plan.headline}`)
  const l = plan.licence
  if (l) {
    ctx.print(
      `  Licence${l.licenceId ? ` ${l.licenceId}` : ''}: ${l.customer} (${l.customerId}), ${l.seats} seat(s), ${l.seatsUsed} in use, ` +
        `${l.expired ? 'expired' : 'expires'} ${day(l.expiresAt)}${l.boundToWorkspace ? ', for this workspace only' : ''}`,
    )
  }
  ctx.print(`  ${plan.features.map((f) => `${f.name}: ${f.included ? 'on' : 'off'}`).join(' · ')}`)
  if (plan.heldDeliveries > 0)
    ctx.print(`  ${plan.heldDeliveries} webhook deliveries are waiting for Pro.`)
  if (plan.notice) ctx.print(`  Note: ${plan.notice}`)
  if (plan.plan !== 'pro') ctx.print(`  Upgrade: ${plan.upgradeUrl}`)
}

/** The key from the positional argument, or from --file (`-` reads standard input). */
function readToken(ctx: CliContext): string {
  const file = stringOption(ctx, 'file')
  const given = ctx.args.positionals[0]
  if (file && given)
    throw new CoreError('INVALID_INPUT', 'Give the licence key or --file, not both.')
  if (file) {
    try {
      return readFileSync(file === '-' ? 0 : file, 'utf8')
    } catch (error) {
      throw new CoreError(
        'INVALID_INPUT',
        `Could not read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}.`,
        'file',
      )
    }
  }
  if (!given) {
    throw new CoreError(
      'INVALID_INPUT',
      'Missing the licence key: `licence activate --workspace W KEY`, or `--file FILE` (use `--file -` to paste it on standard input).',
    )
  }
  return given
}

export const licenceCommandsCli: CliCommand[] = [
  {
    path: ['licence', 'activate'],
    usage: 'licence activate --workspace W (KEY | --file F)',
    summary: 'enter a Pro licence key (verified offline); --file - reads it from standard input',
    async run(ctx) {
      const workspaceId = await ctx.workspaceId()
      const plan = await run(ctx.core, ctx.principal, 'licence.activate', {
        workspaceId,
        token: readToken(ctx),
      })
      ctx.print('Licence activated.')
      printPlan(ctx, 'Workspace', plan)
      ctx.result(plan)
    },
  },
  {
    path: ['licence', 'status'],
    usage: 'licence status [--workspace W]',
    summary: 'show the plan, trial days left and licence of a workspace (default: all of yours)',
    async run(ctx) {
      const all = await run(ctx.core, ctx.principal, 'workspaces.list', {})
      const wanted = typeof ctx.args.options.workspace === 'string' ? await ctx.workspaceId() : null
      const plans: PlanDto[] = []
      for (const w of all.filter((w) => wanted === null || w.id === wanted)) {
        const plan = await run(ctx.core, ctx.principal, 'plan.get', { workspaceId: w.id })
        printPlan(ctx, w.name, plan)
        plans.push(plan)
      }
      ctx.result(wanted === null ? plans : plans[0])
    },
  },
  {
    path: ['licence', 'remove'],
    usage: 'licence remove --workspace W',
    summary: 'remove the workspace’s licence (back to the trial or Free)',
    async run(ctx) {
      const plan = await run(ctx.core, ctx.principal, 'licence.remove', {
        workspaceId: await ctx.workspaceId(),
      })
      ctx.print('Licence removed.')
      printPlan(ctx, 'Workspace', plan)
      ctx.result(plan)
    },
  },
]
