import { z } from 'zod'
import {
  WEEKDAYS,
  type AlertDto,
  type AnomalySettingsDto,
  type DigestDto,
  type DigestExportDto,
  type DigestSettingsDto,
  type DigestSummaryDto,
  type NotificationSettingsDto,
} from '../dto/insights'
import type {
  ReplyEffectDto,
  ReplyEffectExportDto,
  ReplySpeedDto,
  ReplySpeedSettingsDto,
} from '../dto/reply-effect'
import { command, id, inWorkspace, validZone } from './define'

const int = (min: number, max: number, what: string) =>
  z
    .number()
    .int(`${what} must be a whole number`)
    .min(min, `${what} must be at least ${min}`)
    .max(max, `${what} must be at most ${max}`)
const num = (min: number, max: number, what: string) =>
  z.number().min(min, `${what} must be at least ${min}`).max(max, `${what} must be at most ${max}`)
const pValue = z
  .number()
  .gt(0, 'the p-value threshold must be above 0')
  .max(0.2, 'a p-value threshold above 0.2 would alert on noise')

/** The stored shapes; the core reads settings through these, field by field. */
export const digestSettingsShape = {
  enabled: z.boolean(),
  day: z.enum(WEEKDAYS),
  hour: int(0, 23, 'the hour'),
  timeZone: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .refine(validZone, 'use an IANA time zone such as Europe/Paris or America/New_York'),
}

export const ratingDropShape = {
  windowDays: int(1, 14, 'the window'),
  baselineDays: int(7, 90, 'the baseline'),
  minReviews: int(3, 100_000, 'the minimum number of reviews'),
  minDrop: num(0.1, 4, 'the minimum drop'),
  pValue,
}

export const reviewSpikeShape = {
  windowHours: int(1, 168, 'the window'),
  baselineDays: int(14, 91, 'the baseline'),
  minReviews: int(1, 1_000_000, 'the minimum number of reviews'),
  minRatio: num(1, 100, 'the minimum ratio'),
  pValue,
}

export const anomalySettingsShape = {
  enabled: z.boolean(),
  clearAfterHours: int(0, 168, 'the clear-after period'),
}

export const notificationSettingsShape = {
  lowStarReviews: z.boolean(),
  lowStarThreshold: int(1, 4, 'the low-star threshold'),
  anomalies: z.boolean(),
  publishFailures: z.boolean(),
}

/** The team's target time to first reply (insights/reply-speed/settings.ts). */
export const replySpeedSettingsShape = {
  targetHours: int(1, 720, 'the target (hours)'),
}

const appId = id('app')
const digestId = id('dig')
const epochMs = z.number().int().min(0).max(8_640_000_000_000_000)

/**
 * Which reviews Reply Effect and reply speed look at: one app (or all), one store (or both),
 * written in [since, until) (default: the 90 days before now).
 */
const periodScope = {
  appId: appId.optional(),
  store: z.enum(['app_store', 'google_play']).optional(),
  since: epochMs.optional(),
  until: epochMs.optional(),
}

export const insightsCommands = {
  'insights.digestSettings.get': command<DigestSettingsDto>()('viewer', inWorkspace({})),
  'insights.digestSettings.set': command<DigestSettingsDto>()(
    'admin',
    inWorkspace({
      enabled: digestSettingsShape.enabled.optional(),
      day: digestSettingsShape.day.optional(),
      hour: digestSettingsShape.hour.optional(),
      /** null goes back to this computer's time zone. */
      timeZone: digestSettingsShape.timeZone.nullable().optional(),
    }),
  ),
  'insights.digests.list': command<DigestSummaryDto[]>()(
    'viewer',
    inWorkspace({ appId: appId.optional(), limit: int(1, 200, 'limit').optional() }),
  ),
  'insights.digests.get': command<DigestDto>()('viewer', inWorkspace({ digestId })),
  'insights.digests.export': command<DigestExportDto>()(
    'viewer',
    inWorkspace({ digestId, format: z.enum(['markdown', 'csv']) }),
  ),
  'insights.digests.runNow': command<DigestSummaryDto[]>()(
    'editor',
    inWorkspace({ appId: appId.optional() }),
  ),
  'insights.alerts.list': command<AlertDto[]>()(
    'viewer',
    inWorkspace({
      appId: appId.optional(),
      kind: z.enum(['rating_drop', 'review_spike']).optional(),
      ongoing: z.boolean().optional(),
      limit: int(1, 200, 'limit').optional(),
    }),
  ),
  'insights.anomalySettings.get': command<AnomalySettingsDto>()('viewer', inWorkspace({})),
  'insights.anomalySettings.set': command<AnomalySettingsDto>()(
    'admin',
    inWorkspace({
      enabled: anomalySettingsShape.enabled.optional(),
      clearAfterHours: anomalySettingsShape.clearAfterHours.optional(),
      ratingDrop: z.object(ratingDropShape).partial().strict().optional(),
      reviewSpike: z.object(reviewSpikeShape).partial().strict().optional(),
      /** Back to the documented defaults (applied before any other field of this call). */
      reset: z.boolean().optional(),
    }),
  ),
  'insights.notificationSettings.get': command<NotificationSettingsDto>()(
    'viewer',
    inWorkspace({}),
  ),
  'insights.notificationSettings.set': command<NotificationSettingsDto>()(
    'admin',
    inWorkspace({
      lowStarReviews: notificationSettingsShape.lowStarReviews.optional(),
      lowStarThreshold: notificationSettingsShape.lowStarThreshold.optional(),
      anomalies: notificationSettingsShape.anomalies.optional(),
      publishFailures: notificationSettingsShape.publishFailures.optional(),
    }),
  ),
  'insights.replyEffect.get': command<ReplyEffectDto>()('viewer', inWorkspace(periodScope)),
  /** The same figures as a CSV file (the dashboard card's download, `--csv` in the CLI). */
  'insights.replyEffect.export': command<ReplyEffectExportDto>()(
    'viewer',
    inWorkspace(periodScope),
  ),
  'insights.replySpeed.get': command<ReplySpeedDto>()('viewer', inWorkspace(periodScope)),
  'insights.replySpeedSettings.get': command<ReplySpeedSettingsDto>()('viewer', inWorkspace({})),
  'insights.replySpeedSettings.set': command<ReplySpeedSettingsDto>()(
    'admin',
    inWorkspace({ targetHours: replySpeedSettingsShape.targetHours.optional() }),
  ),
}
