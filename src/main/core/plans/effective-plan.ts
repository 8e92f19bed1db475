import { eq } from 'drizzle-orm'
import type { PlanFeature, PlanName } from '../../../shared/dto/plans'
import type { CoreContext } from '../context'
import { licences, workspaces } from '../db/schema'
import { DAY_MS, UPGRADE_URL } from './constants'
import { installationTrial } from './installation-trial'
import { checkLicenceSync } from './licence-check'
import type { LicenceClaims } from './licence-claims'
import { licenceKeysFor } from './licence-keys'

export const FEATURES_BY_PLAN: Record<PlanName, readonly PlanFeature[]> = {
  trial: ['api', 'webhooks'],
  pro: ['api', 'webhooks'],
  free: [],
}

interface StoredLicence {
  id: string
  activatedAt: number
  claims: LicenceClaims
  expired: boolean
}

export interface EffectivePlan {
  workspaceId: string
  plan: PlanName
  trial: { startedAt: number; endsAt: number; active: boolean; daysLeft: number }
  /** The entered licence when it verifies (possibly expired). */
  licence: StoredLicence | null
  /** Why an entered licence does not count, in plain words; null when fine or none. */
  licenceProblem: string | null
}

const day = (ms: number): string => new Date(ms).toISOString().slice(0, 10)
export const daysLeft = (until: number, now: number): number =>
  Math.max(0, Math.ceil((until - now) / DAY_MS))

function readStoredLicence(
  ctx: CoreContext,
  workspaceId: string,
  now: number,
): { licence: StoredLicence | null; problem: string | null } {
  const row = ctx.db.select().from(licences).where(eq(licences.workspaceId, workspaceId)).get()
  if (!row) return { licence: null, problem: null }
  let token: string
  try {
    token = ctx.vault.open(row.tokenCiphertext, row.id)
  } catch {
    return {
      licence: null,
      problem: 'The saved licence key could not be read. Enter your licence key again.',
    }
  }
  const claims = checkLicenceSync(token, licenceKeysFor(ctx))
  if (!claims || (claims.workspaceId !== null && claims.workspaceId !== workspaceId)) {
    return {
      licence: null,
      problem:
        'The saved licence key is not valid for this version of Review Reply. Enter your licence key again, or contact Review Reply support.',
    }
  }
  const expired = now >= claims.expiresAt
  const licence = { id: row.id, activatedAt: row.activatedAt, claims, expired }
  if (expired) {
    return {
      licence,
      problem: `Your Pro licence expired on ${day(claims.expiresAt)}. Renew at ${UPGRADE_URL} and enter the new key.`,
    }
  }
  if (claims.notBefore !== null && now < claims.notBefore) {
    return { licence, problem: `Your Pro licence only becomes valid on ${day(claims.notBefore)}.` }
  }
  return { licence, problem: null }
}

/**
 * The workspace's plan right now: Pro while a verified, unexpired licence is entered; otherwise
 * the installation's one trial (10 days from its sealed start); otherwise Free. Derived on every
 * call from the clock, the sealed trial start and the signed licence, so nothing needs a timer
 * and editing the database grants nothing.
 * The `plan` column is refreshed when it differs, so workspace listings show the same plan.
 */
export function evaluatePlan(
  ctx: CoreContext,
  workspaceId: string,
  now: number = ctx.clock.now(),
): EffectivePlan | null {
  const ws = ctx.db
    .select({ plan: workspaces.plan })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
    .get()
  if (!ws) return null
  const { startedAt, endsAt, active: trialActive } = installationTrial(ctx, now)
  const { licence, problem } = readStoredLicence(ctx, workspaceId, now)
  const plan: PlanName = licence && problem === null ? 'pro' : trialActive ? 'trial' : 'free'
  if (ws.plan !== plan) {
    try {
      ctx.db.update(workspaces).set({ plan }).where(eq(workspaces.id, workspaceId)).run()
    } catch (error) {
      // Only the listing copy is stale (read-only or busy connection); the answer above stands.
      ctx.log.warn('could not record the evaluated plan', {
        workspaceId,
        plan,
        error: (error as Error).message,
      })
    }
  }
  return {
    workspaceId,
    plan,
    trial: {
      startedAt,
      endsAt,
      active: trialActive,
      daysLeft: trialActive ? daysLeft(endsAt, now) : 0,
    },
    licence,
    licenceProblem: problem,
  }
}
