import { useState } from 'react'
import { openExternal } from '../../api/client'
import { useMutation } from '../../hooks/useMutation'
import { ConfirmDialog } from '../../components/Dialog'
import { InlineError, Loading } from '../../components/InlineError'
import { formatDate, plural } from '../../format'
import { useCommand } from '../../hooks/useCommand'
import { useSession } from '../../store/session'
import { toast } from '../../store/toasts'

/** The plan, the trial's days left, what Pro unlocks, upgrading and the licence. */
export function PlanPage() {
  const activateLicence = useMutation('licence.activate')
  const removeLicence = useMutation('licence.remove')

  const workspaceId = useSession((s) => s.workspaceId) ?? ''
  const plan = useCommand('plan.get', { workspaceId }, { refreshOn: ['plan'] })
  const [token, setToken] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [confirmRemove, setConfirmRemove] = useState(false)
  const p = plan.data

  const activate = async (e: React.FormEvent) => {
    e.preventDefault()
    setBusy(true)
    setError(null)
    const result = await activateLicence({ workspaceId, token })
    setBusy(false)
    if (!result.ok) return setError(result.error.message)
    plan.set(result.value)
    setToken('')
    toast.success(`Licence activated: you are on ${result.value.planName}.`)
  }

  const remove = async () => {
    setConfirmRemove(false)
    const result = await removeLicence({ workspaceId })
    if (!result.ok) return toast.error(result.error.message)
    plan.set(result.value)
    toast.success('Licence removed from this workspace.')
  }

  return (
    <div className="settings-section">
      <h2>Plan</h2>
      <InlineError message={plan.error} />
      {!p ? (
        !plan.error && <Loading />
      ) : (
        <>
          <div className="card plan-card">
            <div className="endpoint-head">
              <h3>{p.planName}</h3>
              {p.plan === 'trial' && p.trial.active && (
                <span className="tag">{plural(p.trial.daysLeft, 'day')} left</span>
              )}
            </div>
            <p>{p.headline}</p>
            {p.notice && (
              <p className="banner-inline warn" role="note">
                {p.notice}
              </p>
            )}
            <ul className="features">
              {p.features.map((f) => (
                <li key={f.feature} className={f.included ? 'included' : 'excluded'}>
                  <span aria-hidden="true">{f.included ? '✓' : '○'}</span> <strong>{f.name}</strong>
                  <span className="visually-hidden">
                    {f.included ? ' (included)' : ' (needs Pro)'}
                  </span>{' '}
                  — {f.description}
                </li>
              ))}
            </ul>
            <p className="muted small">Always included: {p.alwaysIncluded.join(', ')}.</p>
            {p.heldDeliveries > 0 && (
              <p className="note">
                {plural(p.heldDeliveries, 'webhook delivery', 'webhook deliveries')} are kept and
                will go out once Pro is active.
              </p>
            )}
            {p.plan !== 'pro' && (
              <button
                type="button"
                className="button primary"
                onClick={() => openExternal(p.upgradeUrl)}
              >
                Upgrade to Pro
              </button>
            )}
            <p className="hint">
              Checkout opens in your browser. Payment is handled by our merchant of record; Review
              Reply never sees card details.
            </p>
          </div>
          {p.licence && (
            <div className="card">
              <h3>Licence</h3>
              <dl className="facts">
                <div>
                  <dt>Licensed to</dt>
                  <dd>{p.licence.customer}</dd>
                </div>
                <div>
                  <dt>Seats</dt>
                  <dd>
                    {p.licence.seatsUsed} of {p.licence.seats} in use
                  </dd>
                </div>
                <div>
                  <dt>{p.licence.expired ? 'Expired' : 'Valid until'}</dt>
                  <dd>
                    {formatDate(p.licence.expiresAt)}
                    {!p.licence.expired && ` (${plural(p.licence.daysLeft, 'day')} left)`}
                  </dd>
                </div>
                {p.licence.licenceId && (
                  <div>
                    <dt>Licence id</dt>
                    <dd>
                      <code>{p.licence.licenceId}</code>
                    </dd>
                  </div>
                )}
              </dl>
              {p.canManageLicence && (
                <button
                  type="button"
                  className="button danger small"
                  onClick={() => setConfirmRemove(true)}
                >
                  Remove licence…
                </button>
              )}
            </div>
          )}
          {p.canManageLicence ? (
            <form className="card form" onSubmit={activate} aria-label="Enter a licence key">
              <h3>{p.licence ? 'Replace the licence' : 'Enter a licence key'}</h3>
              <div className="field">
                <label htmlFor="licence">Licence key</label>
                <textarea
                  id="licence"
                  rows={3}
                  value={token}
                  onChange={(e) => setToken(e.target.value)}
                  aria-describedby="licence-hint"
                />
                <p className="hint" id="licence-hint">
                  From your purchase e-mail. It is checked on this computer; nothing is sent
                  anywhere.
                </p>
              </div>
              <InlineError message={error} />
              <div className="form-actions">
                <button type="submit" className="button primary" disabled={busy || !token.trim()}>
                  {busy ? 'Checking…' : 'Activate'}
                </button>
              </div>
            </form>
          ) : (
            <p className="muted small">Only admins enter or remove a licence.</p>
          )}
        </>
      )}
      {confirmRemove && (
        <ConfirmDialog
          title="Remove the licence?"
          confirmLabel="Remove licence"
          danger
          onCancel={() => setConfirmRemove(false)}
          onConfirm={() => void remove()}
        >
          <p>
            This workspace falls back to the Free plan: the API answers 403 and webhooks are held
            until Pro is active again.
          </p>
        </ConfirmDialog>
      )}
    </div>
  )
}
