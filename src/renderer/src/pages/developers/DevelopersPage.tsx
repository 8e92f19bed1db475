import { useState } from 'react'
import type { ApiKeyDto, NewApiKeyDto } from '../../../../shared/dto/keys'
import { useMutation } from '../../hooks/useMutation'
import { AdminOnly } from '../../components/AdminOnly'
import { CopyButton } from '../../components/CopyButton'
import { ConfirmDialog } from '../../components/Dialog'
import { EmptyState } from '../../components/EmptyState'
import { InlineError, Loading } from '../../components/InlineError'
import { PageHeader } from '../../components/PageHeader'
import { formatDateTime, formatWhen } from '../../format'
import { useCommand } from '../../hooks/useCommand'
import { useSession } from '../../store/session'
import { toast } from '../../store/toasts'
import { PlanNotice } from '../settings/PlanNotice'

export function DevelopersPage() {
  return (
    <section className="page">
      <PageHeader
        title="Developers"
        subtitle="Read your apps and reviews from scripts and tools, on this computer."
      />
      <ApiBase />
      <AdminOnly what="API keys">
        <ApiKeys />
      </AdminOnly>
    </section>
  )
}

function ApiBase() {
  const apiBaseUrl = useSession((s) => s.session?.apiBaseUrl ?? null)
  return (
    <div className="card">
      <h2>API base URL</h2>
      {apiBaseUrl ? (
        <>
          <div className="copy-row">
            <code className="secret">{apiBaseUrl}</code>
            <CopyButton text={apiBaseUrl} what="API base URL" />
          </div>
          <p className="hint">
            Read-only and on this computer only (127.0.0.1). <code>GET /apps</code> and{' '}
            <code>GET /reviews</code>, newest first, each review with its reply. The OpenAPI
            description is at <code>{apiBaseUrl}/openapi.json</code>.
          </p>
        </>
      ) : (
        <p className="muted">
          The API is not running in this window. It starts with the desktop app and with
          review-reply serve.
        </p>
      )}
    </div>
  )
}

function ApiKeys() {
  const keysCreate = useMutation('keys.create')
  const keysRevoke = useMutation('keys.revoke')

  const workspaceId = useSession((s) => s.workspaceId) ?? ''
  const keys = useCommand('keys.list', { workspaceId })
  const [name, setName] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [created, setCreated] = useState<NewApiKeyDto | null>(null)
  const [revoking, setRevoking] = useState<ApiKeyDto | null>(null)

  const create = async (e: React.FormEvent) => {
    e.preventDefault()
    setBusy(true)
    setError(null)
    const result = await keysCreate({ workspaceId, name })
    setBusy(false)
    if (!result.ok) return setError(result.error.message)
    setCreated(result.value)
    setName('')
    void keys.reload()
  }

  const revoke = async (key: ApiKeyDto) => {
    const result = await keysRevoke({ workspaceId, keyId: key.id })
    setRevoking(null)
    if (!result.ok) return toast.error(result.error.message)
    toast.success(`Key “${key.name}” revoked. Requests with it now fail.`)
    if (created?.id === key.id) setCreated(null)
    void keys.reload()
  }

  const active = keys.data?.filter((k) => k.status === 'active') ?? []
  const revoked = keys.data?.filter((k) => k.status === 'revoked') ?? []
  return (
    <>
      <PlanNotice feature="api" />
      {created && (
        <div className="card reveal" role="region" aria-label="New API key">
          <h2>Your new key “{created.name}”</h2>
          <p>
            <strong>Copy it now: it is shown only once.</strong> Review Reply keeps only a
            fingerprint of it.
          </p>
          <div className="copy-row">
            <code className="secret" data-testid="new-api-key">
              {created.key}
            </code>
            <CopyButton text={created.key} what="API key" />
          </div>
          <h3>Try it</h3>
          <div className="copy-row">
            <code className="secret pre">{created.curlExample}</code>
            <CopyButton text={created.curlExample} what="curl example" />
          </div>
          {!created.apiRunning && (
            <p className="hint">
              The API is not running in this window; the example uses the default address.
            </p>
          )}
          <button type="button" className="button" onClick={() => setCreated(null)}>
            I have stored the key
          </button>
        </div>
      )}
      <form className="card form" onSubmit={create} aria-label="Create an API key">
        <h2>Create an API key</h2>
        <div className="field-row align-end">
          <div className="field">
            <label htmlFor="key-name">Name</label>
            <input
              id="key-name"
              value={name}
              maxLength={80}
              placeholder="e.g. Reporting script"
              onChange={(e) => setName(e.target.value)}
              aria-describedby="key-name-hint"
            />
            <p className="hint" id="key-name-hint">
              So you know later what uses it. Keys read this workspace only.
            </p>
          </div>
          <button type="submit" className="button primary" disabled={busy}>
            {busy ? 'Creating…' : 'Create key'}
          </button>
        </div>
        <InlineError message={error} />
      </form>
      <h2 className="section-title">Keys</h2>
      <InlineError message={keys.error} />
      {keys.data === null && !keys.error ? (
        <Loading />
      ) : active.length === 0 && revoked.length === 0 ? (
        <EmptyState title="No API keys yet">
          <p>
            Create one above to use the API from a script, a spreadsheet or another tool on this
            computer.
          </p>
        </EmptyState>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Key</th>
              <th scope="col">Created</th>
              <th scope="col">Last used</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {[...active, ...revoked].map((k) => (
              <tr key={k.id}>
                <td>{k.name}</td>
                <td>
                  <code>{k.prefix}…</code>
                </td>
                <td title={formatDateTime(k.createdAt)}>
                  {formatWhen(k.createdAt)}
                  {k.createdByName ? ` by ${k.createdByName}` : ''}
                </td>
                <td>
                  {k.lastUsedAt ? (
                    <span title={formatDateTime(k.lastUsedAt)}>{formatWhen(k.lastUsedAt)}</span>
                  ) : (
                    <span className="muted">never</span>
                  )}
                </td>
                <td>
                  {k.status === 'active' ? (
                    <button
                      type="button"
                      className="button small danger"
                      onClick={() => setRevoking(k)}
                      aria-label={`Revoke key ${k.name}`}
                    >
                      Revoke
                    </button>
                  ) : (
                    <span className="muted">
                      revoked {k.revokedAt ? formatWhen(k.revokedAt) : ''}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {revoking && (
        <ConfirmDialog
          title={`Revoke “${revoking.name}”?`}
          confirmLabel="Revoke key"
          danger
          onCancel={() => setRevoking(null)}
          onConfirm={() => void revoke(revoking)}
        >
          <p>
            Anything using <code>{revoking.prefix}…</code> stops working at its next request. This
            cannot be undone; you can create a new key.
          </p>
        </ConfirmDialog>
      )}
    </>
  )
}
