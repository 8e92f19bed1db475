import type { PlanFeature } from '../../../shared/dto/plans'
import type { CoreContext } from '../context'
import { evaluatePlan, FEATURES_BY_PLAN } from './effective-plan'

export type { PlanFeature }

/**
 * Whether the workspace's plan includes a Pro feature right now: yes during the 10-day trial and
 * on Pro, no on Free (and for an unknown workspace). The public API answers 403 and webhook
 * deliveries are held (not dropped) while this is false. Nothing else is ever gated: reading,
 * drafting and approving reviews work on every plan.
 */
export function planAllows(ctx: CoreContext, workspaceId: string, feature: PlanFeature): boolean {
  const plan = evaluatePlan(ctx, workspaceId)
  return plan !== null && FEATURES_BY_PLAN[plan.plan].includes(feature)
}
