import { run } from '../../core/commands/dispatch'
import { CoreError } from '../../core/errors'
import type { AlertDto, DigestSettingsDto } from '../../../shared/dto/insights'
import { positional, stringOption } from '../options'
import type { CliCommand, CliContext } from '../types'

const when = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z')

function yesNo(ctx: CliContext, name: string): boolean | undefined {
  const v = stringOption(ctx, name)
  if (v === undefined) return undefined
  if (/^(yes|on|true)$/i.test(v)) return true
  if (/^(no|off|false)$/i.test(v)) return false
  throw new CoreError('INVALID_INPUT', `--${name} takes yes or no.`, name)
}

function numberOption(ctx: CliContext, name: string): number | undefined {
  const v = stringOption(ctx, name)
  if (v === undefined) return undefined
  const n = Number(v)
  if (!Number.isFinite(n)) throw new CoreError('INVALID_INPUT', `--${name} takes a number.`, name)
  return n
}

/** `--app` takes an app id or an app name. */
export async function appOption(ctx: CliContext, workspaceId: string): Promise<string | undefined> {
  const wanted = stringOption(ctx, 'app')
  if (wanted === undefined || /^app_/.test(wanted)) return wanted
  const apps = await run(ctx.core, ctx.principal, 'apps.list', { workspaceId })
  const found = apps.find((a) => a.name === wanted)
  if (!found)
    throw new CoreError('NOT_FOUND', `App "${wanted}" not found. See \`review-reply apps list\`.`)
  return found.id
}

function printSchedule(ctx: CliContext, s: DigestSettingsDto): void {
  const day = s.day[0]?.toUpperCase() + s.day.slice(1)
  ctx.print(
    `Weekly digest: ${s.enabled ? 'on' : 'off'}, weeks end ${day} ${String(s.hour).padStart(2, '0')}:00 ` +
      `${s.timeZone}${s.timeZoneSource === 'system' ? " (this computer's zone)" : ''}`,
  )
  if (s.enabled) ctx.print(`Next digest: ${when(s.nextRunAt)}`)
}

function alertLine(a: AlertDto): string {
  const state = a.ongoing ? 'ongoing' : `ended ${when(a.endedAt ?? 0)}`
  return `${a.id}  ${when(a.startedAt)}  ${a.appName}  ${a.kind}  ${state}\n    ${a.summary}`
}

export const insightsCommandsCli: CliCommand[] = [
  {
    path: ['digests', 'list'],
    usage: 'digests list [--workspace W] [--app A]',
    summary: 'list weekly digests, newest first',
    async run(ctx) {
      const workspaceId = await ctx.workspaceId()
      const list = await run(ctx.core, ctx.principal, 'insights.digests.list', {
        workspaceId,
        appId: await appOption(ctx, workspaceId),
      })
      if (list.length === 0)
        ctx.print('No digests yet. Make one now with `review-reply digests run`.')
      for (const d of list) {
        const rating = d.averageRating === null ? '–' : `${d.averageRating.toFixed(2)}★`
        ctx.print(
          `${d.id}  ${d.appName}  ${d.periodLabel}  ${d.reviews} reviews  ${rating}  ${d.repliesPublished} replies`,
        )
      }
      ctx.result(list)
    },
  },
  {
    path: ['digests', 'show'],
    usage: 'digests show DIGEST_ID [--format markdown|csv] [--workspace W]',
    summary: 'print a digest as Markdown (default) or CSV',
    async run(ctx) {
      const format = stringOption(ctx, 'format') ?? 'markdown'
      const file = await run(ctx.core, ctx.principal, 'insights.digests.export', {
        workspaceId: await ctx.workspaceId(),
        digestId: positional(ctx, 0, 'the digest id (see `review-reply digests list`)'),
        format,
      })
      if (!ctx.json) process.stdout.write(file.content)
      ctx.result(file)
    },
  },
  {
    path: ['digests', 'run'],
    usage: 'digests run [--workspace W] [--app A]',
    summary: 'make the digest of the last complete week now (sent once)',
    async run(ctx) {
      const workspaceId = await ctx.workspaceId()
      const list = await run(ctx.core, ctx.principal, 'insights.digests.runNow', {
        workspaceId,
        appId: await appOption(ctx, workspaceId),
      })
      if (list.length === 0) ctx.print('No apps in this workspace yet.')
      for (const d of list)
        ctx.print(`${d.id}  ${d.appName}  ${d.periodLabel}  ${d.reviews} reviews`)
      ctx.result(list)
    },
  },
  {
    path: ['digests', 'settings'],
    usage:
      'digests settings [--workspace W] [--day monday] [--hour 9] [--time-zone Europe/Paris|system] [--enabled yes|no]',
    summary: 'show or change when weekly digests are made',
    async run(ctx) {
      const workspaceId = await ctx.workspaceId()
      const zone = stringOption(ctx, 'time-zone')
      const patch = {
        enabled: yesNo(ctx, 'enabled'),
        day: stringOption(ctx, 'day')?.toLowerCase(),
        hour: numberOption(ctx, 'hour'),
        timeZone: zone === undefined ? undefined : zone === 'system' ? null : zone,
      }
      const changed = Object.values(patch).some((v) => v !== undefined)
      const s = changed
        ? await run(ctx.core, ctx.principal, 'insights.digestSettings.set', {
            workspaceId,
            ...patch,
          })
        : await run(ctx.core, ctx.principal, 'insights.digestSettings.get', { workspaceId })
      printSchedule(ctx, s)
      ctx.result(s)
    },
  },
  {
    path: ['alerts', 'list'],
    usage: 'alerts list [--workspace W] [--app A] [--status ongoing|ended]',
    summary: 'list rating-drop and review-spike alerts, newest first',
    async run(ctx) {
      const workspaceId = await ctx.workspaceId()
      const status = stringOption(ctx, 'status')
      if (status !== undefined && status !== 'ongoing' && status !== 'ended') {
        throw new CoreError('INVALID_INPUT', '--status takes ongoing or ended.', 'status')
      }
      const list = await run(ctx.core, ctx.principal, 'insights.alerts.list', {
        workspaceId,
        appId: await appOption(ctx, workspaceId),
        ongoing: status === undefined ? undefined : status === 'ongoing',
      })
      if (list.length === 0) ctx.print('No alerts.')
      for (const a of list) ctx.print(alertLine(a))
      ctx.result(list)
    },
  },
  {
    path: ['alerts', 'settings'],
    usage:
      'alerts settings [--workspace W] [--enabled yes|no] [--drop-min-reviews N] [--drop-min-drop STARS] [--drop-p P] ' +
      '[--spike-min-reviews N] [--spike-min-ratio X] [--spike-p P] [--reset yes]',
    summary: 'show or change the anomaly thresholds',
    async run(ctx) {
      const workspaceId = await ctx.workspaceId()
      const ratingDrop = {
        minReviews: numberOption(ctx, 'drop-min-reviews'),
        minDrop: numberOption(ctx, 'drop-min-drop'),
        pValue: numberOption(ctx, 'drop-p'),
      }
      const reviewSpike = {
        minReviews: numberOption(ctx, 'spike-min-reviews'),
        minRatio: numberOption(ctx, 'spike-min-ratio'),
        pValue: numberOption(ctx, 'spike-p'),
      }
      const patch = {
        enabled: yesNo(ctx, 'enabled'),
        reset: yesNo(ctx, 'reset'),
        ratingDrop,
        reviewSpike,
      }
      const changed = [
        patch.enabled,
        patch.reset,
        ...Object.values(ratingDrop),
        ...Object.values(reviewSpike),
      ].some((v) => v !== undefined)
      const s = changed
        ? await run(ctx.core, ctx.principal, 'insights.anomalySettings.set', {
            workspaceId,
            ...patch,
          })
        : await run(ctx.core, ctx.principal, 'insights.anomalySettings.get', { workspaceId })
      const d = s.ratingDrop
      const p = s.reviewSpike
      ctx.print(
        `Anomaly alerts: ${s.enabled ? 'on' : 'off'}; an episode ends after ${s.clearAfterHours} h clear`,
      )
      ctx.print(
        `Rating drop: last ${d.windowDays} d vs the ${d.baselineDays} d before; ≥ ${d.minReviews} reviews, ` +
          `≥ ${d.minDrop}★ lower, p < ${d.pValue}`,
      )
      ctx.print(
        `Review spike: last ${p.windowHours} h vs the same hours of ${Math.floor(p.baselineDays / 7)} weeks; ` +
          `≥ ${p.minReviews} reviews, ≥ ${p.minRatio}× usual, p < ${p.pValue}`,
      )
      ctx.result(s)
    },
  },
  {
    path: ['notifications', 'settings'],
    usage:
      'notifications settings [--workspace W] [--low-star yes|no] [--low-star-threshold 1-4] [--anomalies yes|no] [--publish-failures yes|no]',
    summary: 'show or change which desktop notifications are shown',
    async run(ctx) {
      const workspaceId = await ctx.workspaceId()
      const patch = {
        lowStarReviews: yesNo(ctx, 'low-star'),
        lowStarThreshold: numberOption(ctx, 'low-star-threshold'),
        anomalies: yesNo(ctx, 'anomalies'),
        publishFailures: yesNo(ctx, 'publish-failures'),
      }
      const changed = Object.values(patch).some((v) => v !== undefined)
      const s = changed
        ? await run(ctx.core, ctx.principal, 'insights.notificationSettings.set', {
            workspaceId,
            ...patch,
          })
        : await run(ctx.core, ctx.principal, 'insights.notificationSettings.get', { workspaceId })
      const onOff = (b: boolean) => (b ? 'on' : 'off')
      ctx.print(`New reviews at or below ${s.lowStarThreshold}★: ${onOff(s.lowStarReviews)}`)
      ctx.print(`Anomaly alerts: ${onOff(s.anomalies)}`)
      ctx.print(`Replies that failed to publish: ${onOff(s.publishFailures)}`)
      ctx.result(s)
    },
  },
]
