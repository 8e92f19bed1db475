import { useState } from 'react'
import { useMutation } from '../../hooks/useMutation'
import { InlineError, Loading } from '../../components/InlineError'
import { useCommand } from '../../hooks/useCommand'
import { useCan, useSession } from '../../store/session'
import { toast } from '../../store/toasts'

/**
 * AI assistants connected with `review-reply mcp`: how to add one, and the admin's switch for
 * whether they may approve and publish (off by default; a person approves unless it is on).
 */
export function AssistantsCard() {
  const assistantsSettingsSet = useMutation('assistants.settings.set')

  const workspaceId = useSession((s) => s.workspaceId) ?? ''
  const isAdmin = useCan('admin')
  const settings = useCommand(
    'assistants.settings.get',
    { workspaceId },
    { refreshOn: ['workspaces'] },
  )
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const save = async (mayApprove: boolean) => {
    // The box follows the click at once and goes back if the core refuses.
    settings.set({ mayApprove })
    setBusy(true)
    const result = await assistantsSettingsSet({ workspaceId, mayApprove })
    setBusy(false)
    if (!result.ok) {
      settings.set({ mayApprove: !mayApprove })
      return setError(result.error.message)
    }
    setError(null)
    settings.set(result.value)
    toast.success(
      mayApprove
        ? 'Assistants may now approve and publish replies.'
        : 'Assistants can no longer approve or publish.',
    )
  }

  return (
    <section className="card" aria-labelledby="assistants-title">
      <h2 id="assistants-title">AI assistants (MCP)</h2>
      <p className="muted">
        Your own AI assistant can list reviews, draft and edit replies, tag, add notes and read the
        digest through <code>review-reply mcp</code>, acting as you with your role in this
        workspace. Tools for issue trackers come with the tracker integration.
      </p>
      <InlineError message={settings.error ?? error} />
      {settings.data === null ? (
        !settings.error && <Loading />
      ) : (
        <>
          <label className="check">
            <input
              type="checkbox"
              checked={settings.data.mayApprove}
              disabled={!isAdmin || busy}
              onChange={(e) => void save(e.target.checked)}
            />
            Assistants may approve
          </label>
          <div className="banner-inline danger" role="note">
            <strong>Off by default.</strong> When it is on, an assistant&apos;s approval goes live
            on the store after the undo window, with the same checks and quotas as yours, without a
            person reading the reply first. Replies are public and the reviewer is notified. Each
            review&apos;s history says &quot;via MCP assistant&quot;.
          </div>
          <p className="muted small">
            {settings.data.mayApprove
              ? 'On: assistants may approve and publish replies in this workspace.'
              : 'Off: assistants write drafts, and a person approves them.'}
          </p>
          {!isAdmin && <p className="muted small">Only admins can change this.</p>}
        </>
      )}
    </section>
  )
}
