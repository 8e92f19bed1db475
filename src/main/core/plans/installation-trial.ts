import { eq } from 'drizzle-orm'
import type { CoreContext } from '../context'
import { appState } from '../db/schema'
import { DAY_MS, TRIAL_MS } from './constants'
import { prepared } from '../db/statements'
import { EARLIEST_RECORDED } from './queries'

const STATE_KEY = 'trial'
/** The AAD: a sealed value copied from another key or another installation does not open. */
const BOUND_TO = 'installation-trial'
/** Clocks drift and get corrected; beyond this, a clock before the trial's start is not believed. */
const CLOCK_SLACK_MS = DAY_MS

export interface InstallationTrial {
  startedAt: number
  endsAt: number
  active: boolean
}

/**
 * The earliest moment this database records, for an installation that had no sealed trial yet
 * (made by an older version): its trial started then, not now. Future times are ignored.
 */
function earliestRecorded(ctx: CoreContext, now: number): number {
  const row = prepared(ctx.db.$client, EARLIEST_RECORDED).get(now) as { t: number | null }
  return row.t ?? now
}

/**
 * One trial per installation, its start sealed by the vault at the first start: a new
 * installation starts it now, one upgraded from a version that kept the start per workspace
 * starts it at the earliest time the database records. Runs once; after that, nothing in the
 * database can move it (editing the sealed value ends the trial instead).
 */
export function sealInstallationTrial(ctx: CoreContext, newInstallation: boolean): void {
  const sealedAlready = ctx.db
    .select({ key: appState.key })
    .from(appState)
    .where(eq(appState.key, STATE_KEY))
    .get()
  if (sealedAlready) return
  const now = ctx.clock.now()
  const startedAt = newInstallation ? now : earliestRecorded(ctx, now)
  const sealed = ctx.vault.seal(JSON.stringify({ startedAt }), BOUND_TO).toString('base64')
  ctx.db
    .insert(appState)
    .values({ key: STATE_KEY, value: sealed, updatedAt: now })
    .onConflictDoNothing()
    .run()
}

/** The installation's trial at `now`. A missing, altered or future-dated record counts as over. */
export function installationTrial(ctx: CoreContext, now: number): InstallationTrial {
  const row = ctx.db
    .select({ value: appState.value })
    .from(appState)
    .where(eq(appState.key, STATE_KEY))
    .get()
  let startedAt: number | null = null
  try {
    const parsed = row
      ? (JSON.parse(ctx.vault.open(Buffer.from(row.value, 'base64'), BOUND_TO)) as {
          startedAt?: unknown
        })
      : null
    if (typeof parsed?.startedAt === 'number' && Number.isFinite(parsed.startedAt))
      startedAt = parsed.startedAt
  } catch {
    startedAt = null
  }
  if (startedAt === null) return { startedAt: 0, endsAt: 0, active: false }
  const endsAt = startedAt + TRIAL_MS
  return { startedAt, endsAt, active: now < endsAt && now >= startedAt - CLOCK_SLACK_MS }
}
