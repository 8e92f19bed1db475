import type { CoreContext } from '../../context'
import { appsOfWorkspace, type AppRow } from '../app-info'
import { effectiveTimeZone, readDigestSettings } from '../settings'
import { DAY } from '../time/zoned'
import { lastCompleteWeek, type WeeklySchedule } from './period'
import { ensureDigest, overlappingDigests } from './store'

function scheduleOf(ctx: CoreContext, workspaceId: string): WeeklySchedule & { enabled: boolean } {
  const settings = readDigestSettings(ctx, workspaceId)
  return {
    enabled: settings.enabled,
    day: settings.day,
    hour: settings.hour,
    timeZone: effectiveTimeZone(settings),
  }
}

/**
 * Whether the scheduler owes `app` the digest of `period`. Only the latest complete week is ever
 * considered, so days or weeks with the app closed are caught up with one digest, not one per
 * missed week. Weeks that ended before the app was added are not owed. A week that mostly
 * repeats one already sent (the schedule or the computer's time zone changed) is skipped.
 */
function owed(ctx: CoreContext, app: AppRow, period: { start: number; end: number }): boolean {
  if (period.end <= app.createdAt) return false
  return !overlappingDigests(ctx, app.id, period).some((d) => d.overlap > 3.5 * DAY)
}

/** Makes every digest due at `now` in one workspace; returns how many were created. */
export function runDueDigests(ctx: CoreContext, workspaceId: string, now: number): number {
  const schedule = scheduleOf(ctx, workspaceId)
  if (!schedule.enabled) return 0
  const period = lastCompleteWeek(now, schedule)
  let created = 0
  for (const app of appsOfWorkspace(ctx, workspaceId)) {
    if (!owed(ctx, app, period)) continue
    if (ensureDigest(ctx, app, period, schedule).created) created++
  }
  return created
}

/** "Run now": the last complete week for one app or all, whatever the schedule says. */
export function runDigestsNow(ctx: CoreContext, workspaceId: string, now: number, appId?: string) {
  const schedule = scheduleOf(ctx, workspaceId)
  const period = lastCompleteWeek(now, schedule)
  return appsOfWorkspace(ctx, workspaceId)
    .filter((a) => appId === undefined || a.id === appId)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((app) => ensureDigest(ctx, app, period, schedule).row)
}
