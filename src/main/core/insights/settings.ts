/**
 * The insights settings live in `workspaces.settings` under three keys this feature owns:
 * `digest`, `anomalies`, `notifications`. Stored values are read field by field, so one bad or
 * missing field falls back to its default without losing the others. Writes touch only our key
 * (SQLite json_set), never the keys other features keep in the same document.
 */
import { eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import {
  anomalySettingsShape,
  digestSettingsShape,
  notificationSettingsShape,
  ratingDropShape,
  reviewSpikeShape,
} from '../../../shared/contract/insights'
import type {
  AnomalySettingsDto,
  NotificationSettingsDto,
  Weekday,
} from '../../../shared/dto/insights'
import type { CoreContext } from '../context'
import { workspaces } from '../db/schema'
import { SETTINGS_DOCUMENT } from './queries'
import { statement } from '../db/statements'
import { systemTimeZone } from './time/zoned'

export interface DigestSettings {
  enabled: boolean
  day: Weekday
  hour: number
  /** null: use this computer's zone. */
  timeZone: string | null
}

export type AnomalySettings = AnomalySettingsDto
export type NotificationSettings = NotificationSettingsDto

const DEFAULT_DIGEST_SETTINGS: DigestSettings = {
  enabled: true,
  day: 'monday',
  hour: 9,
  timeZone: null,
}

export const DEFAULT_ANOMALY_SETTINGS: AnomalySettings = {
  enabled: true,
  ratingDrop: { windowDays: 3, baselineDays: 28, minReviews: 10, minDrop: 0.5, pValue: 0.001 },
  reviewSpike: { windowHours: 24, baselineDays: 28, minReviews: 20, minRatio: 3, pValue: 0.001 },
  clearAfterHours: 12,
}

const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  lowStarReviews: true,
  lowStarThreshold: 2,
  anomalies: true,
  publishFailures: true,
}

type Shape = Record<string, z.ZodType>

/** Each field of `shape` from `stored` when valid, else from `defaults`. */
export function readFields<T extends object>(shape: Shape, stored: unknown, defaults: T): T {
  const source =
    stored !== null && typeof stored === 'object' ? (stored as Record<string, unknown>) : {}
  const out: Record<string, unknown> = { ...(defaults as Record<string, unknown>) }
  for (const [key, schema] of Object.entries(shape)) {
    const parsed = schema.safeParse(source[key])
    if (parsed.success) out[key] = parsed.data
  }
  return out as T
}

export function readDocument(ctx: CoreContext, workspaceId: string): Record<string, unknown> {
  const row = statement(ctx.db, SETTINGS_DOCUMENT).get(workspaceId) as
    { settings: string } | undefined
  if (!row) return {}
  try {
    const parsed: unknown = JSON.parse(row.settings)
    return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

export function writeKey(ctx: CoreContext, workspaceId: string, key: string, value: unknown): void {
  const current = sql`case when json_valid(${workspaces.settings}) then ${workspaces.settings} else '{}' end`
  ctx.db
    .update(workspaces)
    .set({ settings: sql`json_set(${current}, ${`$.${key}`}, json(${JSON.stringify(value)}))` })
    .where(eq(workspaces.id, workspaceId))
    .run()
}

export function readDigestSettings(ctx: CoreContext, workspaceId: string): DigestSettings {
  const stored = readDocument(ctx, workspaceId).digest
  const { timeZone: _zone, ...rest } = digestSettingsShape
  const settings = readFields(rest, stored, DEFAULT_DIGEST_SETTINGS)
  const zone = digestSettingsShape.timeZone.safeParse(
    (stored as { timeZone?: unknown } | undefined)?.timeZone,
  )
  return { ...settings, timeZone: zone.success ? zone.data : null }
}

/** The zone the schedule is read in: the workspace's choice, else this computer's. */
export function effectiveTimeZone(settings: DigestSettings): string {
  return settings.timeZone ?? systemTimeZone()
}

export function writeDigestSettings(
  ctx: CoreContext,
  workspaceId: string,
  settings: DigestSettings,
): void {
  writeKey(ctx, workspaceId, 'digest', settings)
}

export function readAnomalySettings(ctx: CoreContext, workspaceId: string): AnomalySettings {
  const stored = readDocument(ctx, workspaceId).anomalies as Record<string, unknown> | undefined
  const top = readFields(anomalySettingsShape, stored, {
    enabled: DEFAULT_ANOMALY_SETTINGS.enabled,
    clearAfterHours: DEFAULT_ANOMALY_SETTINGS.clearAfterHours,
  })
  return {
    ...top,
    ratingDrop: readFields(
      ratingDropShape,
      stored?.ratingDrop,
      DEFAULT_ANOMALY_SETTINGS.ratingDrop,
    ),
    reviewSpike: readFields(
      reviewSpikeShape,
      stored?.reviewSpike,
      DEFAULT_ANOMALY_SETTINGS.reviewSpike,
    ),
  }
}

export function writeAnomalySettings(
  ctx: CoreContext,
  workspaceId: string,
  settings: AnomalySettings,
): void {
  writeKey(ctx, workspaceId, 'anomalies', settings)
}

export function readNotificationSettings(
  ctx: CoreContext,
  workspaceId: string,
): NotificationSettings {
  return readFields(
    notificationSettingsShape,
    readDocument(ctx, workspaceId).notifications,
    DEFAULT_NOTIFICATION_SETTINGS,
  )
}

export function writeNotificationSettings(
  ctx: CoreContext,
  workspaceId: string,
  settings: NotificationSettings,
): void {
  writeKey(ctx, workspaceId, 'notifications', settings)
}
