import type {
  AnomalySettingsDto,
  DigestSettingsDto,
  NotificationSettingsDto,
  Weekday,
} from '../../../shared/dto/insights'
import type { CoreContext } from '../context'
import { lastCompleteWeek, nextRunAt } from './digest/period'
import {
  DEFAULT_ANOMALY_SETTINGS,
  effectiveTimeZone,
  readAnomalySettings,
  readDigestSettings,
  readNotificationSettings,
  writeAnomalySettings,
  writeDigestSettings,
  writeNotificationSettings,
  type AnomalySettings,
} from './settings'

export function getDigestSettings(
  ctx: CoreContext,
  workspaceId: string,
  now: number,
): DigestSettingsDto {
  const s = readDigestSettings(ctx, workspaceId)
  const schedule = { day: s.day, hour: s.hour, timeZone: effectiveTimeZone(s) }
  return {
    enabled: s.enabled,
    day: s.day,
    hour: s.hour,
    timeZone: schedule.timeZone,
    timeZoneSource: s.timeZone === null ? 'system' : 'workspace',
    nextRunAt: nextRunAt(now, schedule),
    lastCompleteWeek: lastCompleteWeek(now, schedule),
  }
}

export function setDigestSettings(
  ctx: CoreContext,
  workspaceId: string,
  patch: {
    enabled?: boolean | undefined
    day?: Weekday | undefined
    hour?: number | undefined
    timeZone?: string | null | undefined
  },
  now: number,
): DigestSettingsDto {
  const current = readDigestSettings(ctx, workspaceId)
  writeDigestSettings(ctx, workspaceId, {
    enabled: patch.enabled ?? current.enabled,
    day: patch.day ?? current.day,
    hour: patch.hour ?? current.hour,
    timeZone: patch.timeZone === undefined ? current.timeZone : patch.timeZone,
  })
  return getDigestSettings(ctx, workspaceId, now)
}

type Defined<T> = { [K in keyof T]?: Exclude<T[K], undefined> }
const defined = <T extends object>(o: T | undefined): Defined<T> =>
  Object.fromEntries(Object.entries(o ?? {}).filter(([, v]) => v !== undefined)) as Defined<T>

export function getAnomalySettings(ctx: CoreContext, workspaceId: string): AnomalySettingsDto {
  return readAnomalySettings(ctx, workspaceId)
}

export function setAnomalySettings(
  ctx: CoreContext,
  workspaceId: string,
  patch: {
    enabled?: boolean | undefined
    clearAfterHours?: number | undefined
    ratingDrop?: Partial<AnomalySettings['ratingDrop']> | undefined
    reviewSpike?: Partial<AnomalySettings['reviewSpike']> | undefined
    reset?: boolean | undefined
  },
): AnomalySettingsDto {
  const current = patch.reset ? DEFAULT_ANOMALY_SETTINGS : readAnomalySettings(ctx, workspaceId)
  const next: AnomalySettings = {
    enabled: patch.enabled ?? current.enabled,
    clearAfterHours: patch.clearAfterHours ?? current.clearAfterHours,
    ratingDrop: { ...current.ratingDrop, ...defined(patch.ratingDrop) },
    reviewSpike: { ...current.reviewSpike, ...defined(patch.reviewSpike) },
  }
  writeAnomalySettings(ctx, workspaceId, next)
  return readAnomalySettings(ctx, workspaceId)
}

export function getNotificationSettings(
  ctx: CoreContext,
  workspaceId: string,
): NotificationSettingsDto {
  return readNotificationSettings(ctx, workspaceId)
}

export function setNotificationSettings(
  ctx: CoreContext,
  workspaceId: string,
  patch: { [K in keyof NotificationSettingsDto]?: NotificationSettingsDto[K] | undefined },
): NotificationSettingsDto {
  writeNotificationSettings(ctx, workspaceId, {
    ...readNotificationSettings(ctx, workspaceId),
    ...defined(patch),
  })
  return readNotificationSettings(ctx, workspaceId)
}
