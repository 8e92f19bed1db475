import { and, eq, sql } from 'drizzle-orm'
import type { LicenceSummaryDto, PlanDto } from '../../../shared/dto/plans'
import { roleAtLeast } from '../../../shared/roles'
import type { Actor } from '../access/actor'
import type { CoreContext } from '../context'
import { members, webhookDeliveries } from '../db/schema'
import { notFound } from '../errors'
import { ALWAYS_INCLUDED, PRO_FEATURES, UPGRADE_URL } from './constants'
import { daysLeft, evaluatePlan, FEATURES_BY_PLAN, type EffectivePlan } from './effective-plan'

const PLAN_NAMES = { trial: 'Free trial', free: 'Free', pro: 'Pro' } as const
const EXPIRY_WARNING_DAYS = 14

const day = (ms: number): string => new Date(ms).toISOString().slice(0, 10)
const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`

function headline(p: EffectivePlan): string {
  if (p.plan === 'pro' && p.licence) {
    return `Pro, licensed to ${p.licence.claims.customer} until ${day(p.licence.claims.expiresAt)}. The public API and webhooks are on.`
  }
  if (p.plan === 'trial') {
    return `Free trial: ${plural(p.trial.daysLeft, 'day')} left. Everything is included and no card is needed; afterwards the workspace moves to Free unless you enter a Pro licence.`
  }
  return 'Free plan. The inbox, drafting and approval keep working; the public API and webhooks need Pro. Webhook events are kept and delivered once Pro is active.'
}

function notice(p: EffectivePlan, licence: LicenceSummaryDto | null): string | null {
  if (p.licenceProblem) return p.licenceProblem
  if (!licence) return null
  if (licence.daysLeft <= EXPIRY_WARNING_DAYS) {
    return `Your Pro licence expires in ${plural(licence.daysLeft, 'day')} (${day(licence.expiresAt)}). Renew at ${UPGRADE_URL} and enter the new key to keep the API and webhooks on.`
  }
  if (licence.seatsUsed > licence.seats) {
    return `This workspace has ${plural(licence.seatsUsed, 'member')} but the licence covers ${plural(licence.seats, 'seat')}. Nobody is locked out; add seats at ${UPGRADE_URL}.`
  }
  return null
}

/** The Plan page in one DTO: plan, trial days left, licence summary and what Pro unlocks. */
export function planView(ctx: CoreContext, actor: Actor): PlanDto {
  const now = ctx.clock.now()
  const p = evaluatePlan(ctx, actor.workspaceId, now)
  if (!p) throw notFound('Workspace')
  const memberCount =
    ctx.db
      .select({ n: sql<number>`count(*)` })
      .from(members)
      .where(eq(members.workspaceId, p.workspaceId))
      .get()?.n ?? 0
  const heldDeliveries =
    ctx.db
      .select({ n: sql<number>`count(*)` })
      .from(webhookDeliveries)
      .where(
        and(eq(webhookDeliveries.workspaceId, p.workspaceId), eq(webhookDeliveries.status, 'held')),
      )
      .get()?.n ?? 0
  const licence: LicenceSummaryDto | null = p.licence
    ? {
        licenceId: p.licence.claims.licenceId,
        customer: p.licence.claims.customer,
        customerId: p.licence.claims.subject,
        seats: p.licence.claims.seats,
        seatsUsed: memberCount,
        expiresAt: p.licence.claims.expiresAt,
        expired: p.licence.expired,
        daysLeft: daysLeft(p.licence.claims.expiresAt, now),
        boundToWorkspace: p.licence.claims.workspaceId !== null,
        activatedAt: p.licence.activatedAt,
      }
    : null
  const included = FEATURES_BY_PLAN[p.plan]
  return {
    workspaceId: p.workspaceId,
    plan: p.plan,
    planName: PLAN_NAMES[p.plan],
    headline: headline(p),
    trial: p.trial,
    licence,
    notice: notice(p, licence),
    features: PRO_FEATURES.map((f) => ({ ...f, included: included.includes(f.feature) })),
    alwaysIncluded: [...ALWAYS_INCLUDED],
    heldDeliveries,
    upgradeUrl: UPGRADE_URL,
    canManageLicence: roleAtLeast(actor.role, 'admin'),
  }
}
