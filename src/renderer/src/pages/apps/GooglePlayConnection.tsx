import { useState } from 'react'
import type { GooglePlayTestResultDto } from '../../../../shared/dto/google-play'
import { call } from '../../api/client'
import { ConfirmDialog } from '../../components/Dialog'
import { InlineError, Loading } from '../../components/InlineError'
import { formatRelative } from '../../format'
import { useCommand } from '../../hooks/useCommand'
import { useCan } from '../../store/session'
import { toast } from '../../store/toasts'
import { ConnectionHealth } from './ConnectionHealth'
import { FileOrPaste } from './FileOrPaste'
import { TestResult } from './TestResult'

export function GooglePlayConnection({ workspaceId }: { workspaceId: string }) {
  const isAdmin = useCan('admin')
  const canTest = useCan('editor')
  const status = useCommand('googlePlay.status', { workspaceId }, { refreshOn: ['apps', 'sync'] })
  const [editing, setEditing] = useState(false)
  const [json, setJson] = useState('')
  const [busy, setBusy] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [test, setTest] = useState<GooglePlayTestResultDto | null>(null)
  const [confirm, setConfirm] = useState(false)
  const s = status.data

  const disconnect = async () => {
    setConfirm(false)
    const result = await call('googlePlay.disconnect', { workspaceId })
    if (!result.ok) return toast.error(result.error.message)
    toast.success('Google Play disconnected; its key was deleted from this computer.')
    setTest(null)
    void status.reload()
  }

  const connect = async (e: React.FormEvent) => {
    e.preventDefault()
    setBusy('connect')
    setError(null)
    const result = await call('googlePlay.connect', { workspaceId, serviceAccountJson: json })
    setBusy(null)
    if (!result.ok) return setError(result.error.message)
    setJson('')
    setEditing(false)
    toast.info(`Key for ${result.value.clientEmail} saved. Testing it with Google Play now…`)
    await status.reload()
    void runTest()
  }

  const runTest = async () => {
    setBusy('test')
    setTest(null)
    const result = await call('googlePlay.testConnection', { workspaceId })
    setBusy(null)
    if (!result.ok) return setError(result.error.message)
    setTest(result.value)
    // The test's outcome is stored per listing: the badge follows it.
    void status.reload()
  }

  return (
    <section className="card store-card" aria-labelledby="gp-heading">
      <div className="endpoint-head">
        <h3 id="gp-heading">Google Play</h3>
        {s && <ConnectionHealth connected={s.connected} listings={s.listings} />}
      </div>
      <InlineError message={status.error} />
      {!s ? (
        !status.error && <Loading />
      ) : (
        <>
          {s.connected ? (
            <p className="small">
              Service account <code>{s.clientEmail}</code> (project {s.projectId})
              {s.connectedAt ? `, connected ${formatRelative(s.connectedAt)}` : ''}.
            </p>
          ) : (
            <p className="muted small">
              Create a service account in Google Cloud, download its JSON key, and invite its e-mail
              in Play Console → Users and permissions with the “Reply to reviews” permission.
            </p>
          )}
          {s.listings.length > 0 && (
            <table className="table compact">
              <thead>
                <tr>
                  <th scope="col">App</th>
                  <th scope="col">Reads left this hour</th>
                  <th scope="col">Replies left today</th>
                  <th scope="col">Last sync</th>
                </tr>
              </thead>
              <tbody>
                {s.listings.map((l) => (
                  <tr key={l.listingId}>
                    <td>
                      {l.appName} <code className="muted">{l.packageName}</code>
                    </td>
                    <td>
                      {l.quota.getRemaining} of {l.quota.getLimit}
                    </td>
                    <td>
                      {l.quota.postRemaining} of {l.quota.postLimit}
                    </td>
                    <td>
                      {l.lastSyncAt ? formatRelative(l.lastSyncAt) : 'never'}
                      {l.lastError && <div className="status error small">{l.lastError}</div>}
                      {l.note && <div className="muted small">{l.note}</div>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <p className="hint">{s.replyRules.summary}</p>
          <div className="toolbar">
            {s.connected && canTest && (
              <button
                type="button"
                className="button small"
                disabled={busy !== null}
                onClick={() => void runTest()}
              >
                {busy === 'test' ? 'Testing…' : 'Test connection'}
              </button>
            )}
            {isAdmin && !editing && (
              <button
                type="button"
                className={s.connected ? 'button small' : 'button small primary'}
                onClick={() => setEditing(true)}
              >
                {s.connected ? 'Replace key…' : 'Connect Google Play'}
              </button>
            )}
            {isAdmin && s.connected && (
              <button
                type="button"
                className="button small danger"
                onClick={() => setConfirm(true)}
              >
                Disconnect…
              </button>
            )}
          </div>
          {test && (
            <TestResult
              ok={test.ok}
              message={test.message}
              nextStep={test.nextStep}
              details={[
                test.packageName ? `Read ${test.packageName}` : null,
                test.reviewsFound !== null
                  ? `${test.reviewsFound} reviews from the last week`
                  : null,
                test.quota
                  ? `${test.quota.getRemaining} reads left this hour, ${test.quota.postRemaining} replies left today`
                  : null,
              ]}
            />
          )}
          {editing && (
            <form className="form" onSubmit={connect} aria-label="Connect Google Play">
              <FileOrPaste
                label="Service-account key (JSON)"
                accept=".json,application/json"
                value={json}
                onChange={setJson}
                placeholder='{"type": "service_account", "client_email": "…", "private_key": "…"}'
                hint="Stored encrypted on this computer; never shown again. One key covers every app of your developer account."
              />
              <InlineError message={error} />
              <div className="form-actions">
                <button type="button" className="button" onClick={() => setEditing(false)}>
                  Cancel
                </button>
                <button
                  type="submit"
                  className="button primary"
                  disabled={busy !== null || !json.trim()}
                >
                  {busy === 'connect' ? 'Connecting…' : 'Connect'}
                </button>
              </div>
            </form>
          )}
          {!editing && <InlineError message={error} />}
        </>
      )}
      {confirm && (
        <ConfirmDialog
          title="Disconnect Google Play?"
          confirmLabel="Disconnect"
          danger
          onCancel={() => setConfirm(false)}
          onConfirm={() => void disconnect()}
        >
          <p>
            Review Reply stops reading Google Play reviews and cannot publish there until you
            connect a key again. Reviews and replies already here stay. Delete the key in Google
            Cloud too if nobody else uses it.
          </p>
        </ConfirmDialog>
      )}
    </section>
  )
}
