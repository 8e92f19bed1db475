import { useState } from 'react'
import type { AppStoreTestResultDto } from '../../../../shared/dto/app-store'
import { call } from '../../api/client'
import { ConfirmDialog } from '../../components/Dialog'
import { InlineError, Loading } from '../../components/InlineError'
import { formatRelative } from '../../format'
import { useCommand } from '../../hooks/useCommand'
import { useCan } from '../../store/session'
import { toast } from '../../store/toasts'
import { appStoreKeyIdFromFileName } from '../../../../shared/store-ids'
import { ConnectionHealth } from './ConnectionHealth'
import { FileOrPaste } from './FileOrPaste'
import { TestResult } from './TestResult'

export function AppStoreConnection({ workspaceId }: { workspaceId: string }) {
  const isAdmin = useCan('admin')
  const canTest = useCan('editor')
  const status = useCommand(
    'appStore.status',
    { workspaceId },
    { refreshOn: ['apps', 'sync', 'replies'] },
  )
  const [editing, setEditing] = useState(false)
  const [issuerId, setIssuerId] = useState('')
  const [keyId, setKeyId] = useState('')
  const [pem, setPem] = useState('')
  const [individual, setIndividual] = useState(false)
  const [busy, setBusy] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [test, setTest] = useState<AppStoreTestResultDto | null>(null)
  const [confirm, setConfirm] = useState(false)
  const s = status.data

  const connect = async (e: React.FormEvent) => {
    e.preventDefault()
    setBusy('connect')
    setError(null)
    const result = await call('appStore.connect', {
      workspaceId,
      keyId,
      privateKeyPem: pem,
      individual,
      ...(individual ? {} : { issuerId }),
    })
    setBusy(null)
    if (!result.ok) return setError(result.error.message)
    setPem('')
    setEditing(false)
    toast.info(`Key ${result.value.keyId} saved. Testing it with the App Store now…`)
    await status.reload()
    void runTest()
  }

  const runTest = async () => {
    setBusy('test')
    setTest(null)
    const result = await call('appStore.testConnection', { workspaceId })
    setBusy(null)
    if (!result.ok) return setError(result.error.message)
    setTest(result.value)
    // The test's outcome is stored per listing: the badge follows it.
    void status.reload()
  }

  const disconnect = async () => {
    setConfirm(false)
    const result = await call('appStore.disconnect', { workspaceId })
    if (!result.ok) return toast.error(result.error.message)
    toast.success('App Store disconnected; its key was deleted from this computer.')
    setTest(null)
    void status.reload()
  }

  const budget = s?.budget
  return (
    <section className="card store-card" aria-labelledby="as-heading">
      <div className="endpoint-head">
        <h3 id="as-heading">App Store</h3>
        {s && <ConnectionHealth connected={s.connected} listings={s.listings} />}
      </div>
      <InlineError message={status.error} />
      {!s ? (
        !status.error && <Loading />
      ) : (
        <>
          {s.key ? (
            <p className="small">
              API key <code>{s.key.keyId}</code>
              {s.key.issuerId ? (
                <>
                  {' '}
                  (issuer <code>{s.key.issuerId}</code>)
                </>
              ) : (
                ' (individual key)'
              )}
              , connected {formatRelative(s.key.connectedAt)}.
              {budget && budget.limit !== null && (
                <span className="muted">
                  {' '}
                  {budget.remaining ?? '?'} of {budget.limit} requests left this hour.
                </span>
              )}
            </p>
          ) : (
            <p className="muted small">
              In App Store Connect → Users and Access → Integrations, create an API key with the
              Customer Support (or Admin) role, and download its .p8 file (Apple lets you download
              it once).
            </p>
          )}
          {s.listings.length > 0 && (
            <table className="table compact">
              <thead>
                <tr>
                  <th scope="col">App</th>
                  <th scope="col">Waiting for Apple</th>
                  <th scope="col">Reply limit</th>
                  <th scope="col">Last sync</th>
                </tr>
              </thead>
              <tbody>
                {s.listings.map((l) => (
                  <tr key={l.listingId}>
                    <td>
                      {l.appName} <code className="muted">{l.storeAppId}</code>
                    </td>
                    <td>
                      {l.pendingReplies === 0 ? 'none' : `${l.pendingReplies} replies (up to 24 h)`}
                    </td>
                    <td>
                      <ReplyLimit
                        workspaceId={workspaceId}
                        appId={l.appId}
                        appName={l.appName}
                        limit={l.replyLimit}
                        onSaved={() => void status.reload()}
                      />
                    </td>
                    <td>
                      {l.lastSyncAt ? formatRelative(l.lastSyncAt) : 'never'}
                      {l.lastError && <div className="status error small">{l.lastError}</div>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
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
                {s.connected ? 'Replace key…' : 'Connect the App Store'}
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
                test.rateLimit.limit !== null
                  ? `${test.rateLimit.remaining ?? '?'} of ${test.rateLimit.limit} requests left this hour`
                  : null,
              ]}
            />
          )}
          {editing && (
            <form className="form" onSubmit={connect} aria-label="Connect the App Store">
              <label className="check">
                <input
                  type="checkbox"
                  checked={individual}
                  onChange={(e) => setIndividual(e.target.checked)}
                />{' '}
                This is an individual key (no issuer id)
              </label>
              <div className="field-row">
                {!individual && (
                  <div className="field">
                    <label htmlFor="as-issuer">Issuer id</label>
                    <input
                      id="as-issuer"
                      value={issuerId}
                      placeholder="57246542-96fe-1a63-e053-0824d011072a"
                      onChange={(e) => setIssuerId(e.target.value)}
                    />
                  </div>
                )}
                <div className="field">
                  <label htmlFor="as-key">Key id</label>
                  <input
                    id="as-key"
                    value={keyId}
                    placeholder="2X9R4HXF34"
                    onChange={(e) => setKeyId(e.target.value)}
                    aria-describedby="as-key-hint"
                  />
                  <p className="hint" id="as-key-hint">
                    Filled in from the file name when you choose the AuthKey_….p8 file.
                  </p>
                </div>
              </div>
              <FileOrPaste
                label="Private key (.p8)"
                accept=".p8,text/plain"
                value={pem}
                onChange={(text, fileName) => {
                  setPem(text)
                  // App Store Connect names the download AuthKey_<key id>.p8.
                  const fromName = fileName ? appStoreKeyIdFromFileName(fileName) : null
                  if (fromName && !keyId.trim()) setKeyId(fromName)
                }}
                placeholder="-----BEGIN PRIVATE KEY-----"
                hint="Stored encrypted on this computer; never shown again."
              />
              <InlineError message={error} />
              <div className="form-actions">
                <button type="button" className="button" onClick={() => setEditing(false)}>
                  Cancel
                </button>
                <button
                  type="submit"
                  className="button primary"
                  disabled={busy !== null || !keyId.trim() || !pem.trim()}
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
          title="Disconnect the App Store?"
          confirmLabel="Disconnect"
          danger
          onCancel={() => setConfirm(false)}
          onConfirm={() => void disconnect()}
        >
          <p>
            Review Reply stops reading App Store reviews and cannot publish there until you connect
            a key again. Reviews and replies already here stay.
          </p>
        </ConfirmDialog>
      )}
    </section>
  )
}

function ReplyLimit({
  workspaceId,
  appId,
  appName,
  limit,
  onSaved,
}: {
  workspaceId: string
  appId: string
  appName: string
  limit: number
  onSaved(): void
}) {
  const isAdmin = useCan('admin')
  const [value, setValue] = useState(String(limit))
  if (!isAdmin) return <>{limit} characters</>
  const save = async () => {
    const n = value.trim() === '' ? null : Number(value)
    if (n === limit) return
    const result = await call('appStore.setReplyLimit', { workspaceId, appId, limit: n })
    if (!result.ok) {
      setValue(String(limit))
      return toast.error(result.error.message)
    }
    toast.success(`Replies for ${appName} are now capped at ${result.value.replyLimit} characters.`)
    onSaved()
  }
  return (
    <label className="inline-field small">
      <input
        type="number"
        className="narrow"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onBlur={() => void save()}
        aria-label={`Reply limit for ${appName} in characters`}
      />
      <span>characters</span>
    </label>
  )
}
