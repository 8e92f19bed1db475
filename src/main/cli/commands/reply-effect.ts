/**
 * `insights reply-effect`, `insights reply-speed` and `insights reply-target`: the Reply Effect
 * and reply speed figures of the dashboard, from a terminal (`--json` for scripts, `--csv` for
 * a spreadsheet).
 */
import { run } from '../../core/commands/dispatch'
import { CoreError } from '../../core/errors'
import type { StoreName } from '../../../shared/dto/apps'
import { isReviewStore } from '../../../shared/stores'
import type {
  EffectFiguresDto,
  EffectRowDto,
  ReplyEffectDto,
  ReplySpeedDto,
} from '../../../shared/dto/reply-effect'
import { stringOption } from '../options'
import type { CliCommand, CliContext } from '../types'
import { appOption } from './insights'

const HOUR = 60 * 60_000
const DAY = 24 * HOUR

/** `--since 2026-01-31` (a UTC day) or a full ISO 8601 time. */
function dateOption(ctx: CliContext, name: string): number | undefined {
  const v = stringOption(ctx, name)
  if (v === undefined) return undefined
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(v) ? Date.parse(`${v}T00:00:00Z`) : Date.parse(v)
  if (!Number.isFinite(ms) || ms < 0)
    throw new CoreError('INVALID_INPUT', `--${name} takes a date such as 2026-01-31.`, name)
  return ms
}

function storeOption(ctx: CliContext): StoreName | undefined {
  const v = stringOption(ctx, 'store')
  if (v === undefined || isReviewStore(v)) return v
  throw new CoreError('INVALID_INPUT', '--store takes app_store or google_play.', 'store')
}

async function scope(ctx: CliContext) {
  const workspaceId = await ctx.workspaceId()
  return {
    workspaceId,
    appId: await appOption(ctx, workspaceId),
    store: storeOption(ctx),
    since: dateOption(ctx, 'since'),
    until: dateOption(ctx, 'until'),
  }
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const stars = (n: number | null) => (n === null ? '–' : `${n > 0 ? '+' : ''}${n.toFixed(2)}★`)
const days = (ms: number | null) => (ms === null ? '–' : `${(ms / DAY).toFixed(1)} d`)
const hours = (ms: number | null) => (ms === null ? '–' : `${(ms / HOUR).toFixed(1)} h`)
const pct = (share: number | null) => (share === null ? '–' : `${Math.round(share * 100)} %`)

const figures = (f: EffectFiguresDto) =>
  `${f.reviews} reviews, ${f.changed} changed (raised ${f.raised}, lowered ${f.lowered}, unchanged ${f.unchanged}), ` +
  `average change ${stars(f.averageChange)}, median time to change ${days(f.medianTimeToChangeMs)}`

function printRows(ctx: CliContext, title: string, rows: EffectRowDto[]): void {
  if (rows.length === 0) return
  ctx.print(`${title}:`)
  for (const r of rows) ctx.print(`  ${r.label}: ${figures(r)}`)
}

function printEffect(ctx: CliContext, e: ReplyEffectDto): void {
  ctx.print(
    `Reply Effect of reviews written ${day(e.since)} to ${day(e.until)} (rating changes within ${e.windowDays} days)`,
  )
  ctx.print(`Replied (from the first reply): ${figures(e.replied)}`)
  ctx.print(`Not replied, same ratings (from first seen): ${figures(e.baseline)}`)
  printRows(ctx, 'By drafter', e.breakdowns.drafter)
  printRows(ctx, 'By template', e.breakdowns.template)
  printRows(ctx, 'By approver', e.breakdowns.approver)
  printRows(ctx, 'By language', e.breakdowns.language)
  printRows(ctx, 'By stars', e.breakdowns.stars)
  printRows(ctx, 'Not replied, by stars', e.baselineByStars)
}

function printSpeed(ctx: CliContext, s: ReplySpeedDto): void {
  ctx.print(`Reply speed of reviews written ${day(s.since)} to ${day(s.until)}`)
  ctx.print(
    `Time to first reply: median ${hours(s.medianMs)}${s.targetMissed ? ` (over the ${hours(s.targetMs)} target)` : ''}, ` +
      `90th percentile ${hours(s.p90Ms)}; ${s.replied} of ${s.reviews} replied, ${pct(s.within24hShare)} within 24 h`,
  )
  const b = s.backlog
  ctx.print(
    `Waiting now: ${b.under_1d} under 1 d, ${b['1_3d']} 1–3 d, ${b['3_7d']} 3–7 d, ${b.over_7d} over 7 d; ` +
      `${s.overdue} over the ${hours(s.targetMs)} target`,
  )
}

export const replyEffectCommandsCli: CliCommand[] = [
  {
    path: ['insights', 'reply-effect'],
    usage:
      'insights reply-effect [--workspace W] [--app A] [--store app_store|google_play] [--since DATE] [--until DATE] [--csv]',
    summary:
      'how ratings changed after replies, against unreplied reviews (--csv for a spreadsheet)',
    async run(ctx) {
      const input = await scope(ctx)
      if (ctx.args.options.csv === true) {
        const file = await run(ctx.core, ctx.principal, 'insights.replyEffect.export', input)
        if (!ctx.json) process.stdout.write(file.content)
        ctx.result(file)
        return
      }
      const e = await run(ctx.core, ctx.principal, 'insights.replyEffect.get', input)
      printEffect(ctx, e)
      ctx.result(e)
    },
  },
  {
    path: ['insights', 'reply-speed'],
    usage:
      'insights reply-speed [--workspace W] [--app A] [--store app_store|google_play] [--since DATE] [--until DATE]',
    summary: 'time to first reply (median, p90, share within 24 h) and the reviews waiting now',
    async run(ctx) {
      const s = await run(ctx.core, ctx.principal, 'insights.replySpeed.get', await scope(ctx))
      printSpeed(ctx, s)
      ctx.result(s)
    },
  },
  {
    path: ['insights', 'reply-target'],
    usage: 'insights reply-target [--workspace W] [--hours N]',
    summary: 'show or set the team’s target time to first reply (what "overdue" means)',
    async run(ctx) {
      const workspaceId = await ctx.workspaceId()
      const h = stringOption(ctx, 'hours')
      const targetHours = h === undefined ? undefined : Number(h)
      if (targetHours !== undefined && !Number.isFinite(targetHours))
        throw new CoreError('INVALID_INPUT', '--hours takes a number.', 'hours')
      const s =
        targetHours === undefined
          ? await run(ctx.core, ctx.principal, 'insights.replySpeedSettings.get', { workspaceId })
          : await run(ctx.core, ctx.principal, 'insights.replySpeedSettings.set', {
              workspaceId,
              targetHours,
            })
      ctx.print(`Target time to first reply: ${s.targetHours} h`)
      ctx.result(s)
    },
  },
]
