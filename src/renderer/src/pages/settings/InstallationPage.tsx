import { useEffect, useState } from 'react'
import { useCommand } from '../../hooks/useCommand'
import { useMutation } from '../../hooks/useMutation'
import { toast } from '../../store/toasts'

/** Installation-wide rules only the owner sets: who creates workspaces, which private hosts are reachable. */
export function InstallationPage() {
  const installationUpdate = useMutation('installation.update')

  const { data: view, set: setView } = useCommand('installation.get', {})
  const [allowlist, setAllowlist] = useState('')
  // The text area starts from what the core holds, and again after each save.
  useEffect(() => {
    if (view) setAllowlist(view.outboundAllowlist.join('\n'))
  }, [view])

  if (!view) return null
  if (!view.isOwner) {
    return (
      <div className="settings-section">
        <h2>Installation</h2>
        <p className="muted">
          Only the installation owner, signed in with the start-up link or the desktop app, changes
          these settings.
        </p>
      </div>
    )
  }

  const save = async (patch: {
    adminsMayCreateWorkspaces?: boolean
    outboundAllowlist?: string[]
  }) => {
    const result = await installationUpdate(patch)
    if (!result.ok) return toast.error(result.error.message)
    setView(result.value)
    toast.success('Installation settings saved.')
  }

  return (
    <div className="settings-section">
      <h2>Installation</h2>
      <label className="check">
        <input
          type="checkbox"
          checked={view.adminsMayCreateWorkspaces}
          onChange={(e) => void save({ adminsMayCreateWorkspaces: e.target.checked })}
        />
        Let workspace admins create new workspaces (otherwise only you can)
      </label>

      <form
        className="card form"
        aria-label="Private hosts"
        onSubmit={(e) => {
          e.preventDefault()
          void save({ outboundAllowlist: allowlist.split(/\s+/).filter(Boolean) })
        }}
      >
        <h3>Private hosts webhooks, the model and the mail server may reach</h3>
        <p className="muted">
          {view.loopbackOnly
            ? 'Only you can reach this instance, so webhooks, the drafting model and the mail server may use local and private addresses.'
            : 'Others can reach this instance: webhooks, the drafting model and the mail server only connect to public addresses, except the hosts listed here and those named with serve --allow-outbound.'}{' '}
          One per line: a host name, an IP address, or a range such as 10.0.0.0/24.
        </p>
        <div className="field">
          <label htmlFor="outbound-allowlist">Allowed private hosts</label>
          <textarea
            id="outbound-allowlist"
            rows={4}
            value={allowlist}
            onChange={(e) => setAllowlist(e.target.value)}
          />
        </div>
        <div className="form-actions">
          <button type="submit" className="button primary">
            Save hosts
          </button>
        </div>
      </form>
    </div>
  )
}
