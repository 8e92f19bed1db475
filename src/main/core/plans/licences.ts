import { eq } from 'drizzle-orm'
import type { PlanDto } from '../../../shared/dto/plans'
import { requireRole, type Actor } from '../access/actor'
import type { CoreContext } from '../context'
import { licences } from '../db/schema'
import { CoreError } from '../errors'
import { releaseHeldDeliveries } from '../webhooks/fanout'
import { evaluatePlan } from './effective-plan'
import { verifyLicence, normalizeLicenceToken } from './licence'
import { licenceKeysFor } from './licence-keys'
import { planView } from './plan-view'
import { immediate } from '../db/transaction'

/**
 * Enters a Pro licence in the actor's workspace (replacing any earlier one). The key is verified
 * offline, then kept sealed by the vault. Webhook deliveries held while the workspace was on Free
 * are released at once.
 */
export async function activateLicence(
  ctx: CoreContext,
  actor: Actor,
  rawToken: string,
): Promise<PlanDto> {
  requireRole(actor, 'admin', 'enter a licence')
  const token = normalizeLicenceToken(rawToken)
  const claims = await verifyLicence(token, licenceKeysFor(ctx), ctx.clock.now(), actor.workspaceId)
  const now = ctx.clock.now()
  const id = ctx.ids.next('lic')
  immediate(ctx.db, () => {
    ctx.db.delete(licences).where(eq(licences.workspaceId, actor.workspaceId)).run()
    ctx.db
      .insert(licences)
      .values({
        id,
        workspaceId: actor.workspaceId,
        tokenCiphertext: ctx.vault.seal(token, id),
        activatedByUserId: actor.userId,
        activatedAt: now,
      })
      .run()
  })
  const plan = evaluatePlan(ctx, actor.workspaceId, now)
  if (plan?.plan !== 'pro') {
    // Verified a moment ago; only a clock jump between the two reads lands here.
    throw new CoreError(
      'CONFLICT',
      plan?.licenceProblem ?? 'The licence was saved but is not active yet. Check the Plan page.',
    )
  }
  const released = releaseHeldDeliveries(ctx, actor.workspaceId)
  ctx.log.info('licence activated', {
    workspaceId: actor.workspaceId,
    licenceId: claims.licenceId,
    customerId: claims.subject,
    seats: claims.seats,
    expiresAt: new Date(claims.expiresAt).toISOString(),
    releasedDeliveries: released,
  })
  ctx.signals.emit('changed', actor.workspaceId, 'plan')
  return planView(ctx, actor)
}

/** Removes the workspace's licence: back to the trial if it is still running, otherwise Free. */
export function removeLicence(ctx: CoreContext, actor: Actor): PlanDto {
  requireRole(actor, 'admin', 'remove the licence')
  const removed = ctx.db
    .delete(licences)
    .where(eq(licences.workspaceId, actor.workspaceId))
    .run().changes
  if (removed === 0)
    throw new CoreError(
      'NOT_FOUND',
      'No licence is entered in this workspace, so there is nothing to remove.',
    )
  evaluatePlan(ctx, actor.workspaceId)
  ctx.log.info('licence removed', { workspaceId: actor.workspaceId })
  ctx.signals.emit('changed', actor.workspaceId, 'plan')
  return planView(ctx, actor)
}
