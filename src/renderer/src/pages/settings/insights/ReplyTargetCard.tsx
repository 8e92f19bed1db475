import { useState } from 'react'
import { useMutation } from '../../../hooks/useMutation'
import { InlineError, Loading } from '../../../components/InlineError'
import { useCommand } from '../../../hooks/useCommand'
import { useCan, useSession } from '../../../store/session'
import { NumberField } from './NumberField'

/**
 * The team's target time to first reply: the dashboard's median turns red when it is missed, and
 * reviews waiting longer are "overdue" (the inbox view and the digest). Admins change it.
 */
export function ReplyTargetCard() {
  const insightsReplySpeedSettingsSet = useMutation('insights.replySpeedSettings.set')

  const workspaceId = useSession((s) => s.workspaceId) ?? ''
  const isAdmin = useCan('admin')
  const settings = useCommand('insights.replySpeedSettings.get', { workspaceId })
  const [error, setError] = useState<string | null>(null)
  const save = async (targetHours: number) => {
    const result = await insightsReplySpeedSettingsSet({ workspaceId, targetHours })
    if (!result.ok) return setError(result.error.message)
    setError(null)
    settings.set(result.value)
  }
  return (
    <section className="card form" aria-labelledby="reply-target">
      <h3 id="reply-target">Reply target</h3>
      <InlineError message={settings.error ?? error} />
      {!settings.data ? (
        !settings.error && <Loading />
      ) : (
        <fieldset disabled={!isAdmin} className="plain-fieldset">
          <NumberField
            id="reply-target-hours"
            label="Answer every review within (hours)"
            value={settings.data.targetHours}
            onSave={(v) => void save(v)}
            hint={
              isAdmin
                ? 'Reviews waiting longer are overdue: the inbox shows them under “Waiting over …”, the digest counts them, and the dashboard turns the median time to first reply red when it is over. 1 to 720 hours.'
                : 'Only admins change the reply target.'
            }
          />
        </fieldset>
      )}
    </section>
  )
}
