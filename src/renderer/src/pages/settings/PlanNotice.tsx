import type { PlanFeature } from '../../../../shared/dto/plans'
import { useCommand } from '../../hooks/useCommand'
import { useRouter } from '../../store/router'
import { useSession } from '../../store/session'

/** Says so, and where to upgrade, when the plan does not include a feature this page offers. */
export function PlanNotice({ feature }: { feature: PlanFeature }) {
  const workspaceId = useSession((s) => s.workspaceId)
  const navigate = useRouter((s) => s.navigate)
  const plan = useCommand('plan.get', workspaceId ? { workspaceId } : null, { refreshOn: ['plan'] })
  const item = plan.data?.features.find((f) => f.feature === feature)
  if (!plan.data || !item || item.included) return null
  return (
    <div className="banner-inline warn" role="note">
      <strong>{item.name} needs the Pro plan.</strong> {item.description} You are on{' '}
      {plan.data.planName}.{' '}
      <button type="button" className="link-button" onClick={() => navigate('settings', 'plan')}>
        See plans
      </button>
    </div>
  )
}
