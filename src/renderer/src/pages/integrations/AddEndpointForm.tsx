import { useState } from 'react'
import {
  NO_WEBHOOK_FILTERS,
  WEBHOOK_KINDS,
  type WebhookKind,
  type WebhookSecretDto,
} from '../../../../shared/dto/webhooks'
import { useMutation } from '../../hooks/useMutation'
import { InlineError } from '../../components/InlineError'
import { RoutingFieldsets, useEndpointRouting } from './EndpointRouting'
import { KIND_LABEL } from './labels'

export function AddEndpointForm({
  workspaceId,
  onCreated,
  onCancel,
}: {
  workspaceId: string
  onCreated(r: WebhookSecretDto): void
  onCancel(): void
}) {
  const webhooksCreate = useMutation('webhooks.create')

  const [url, setUrl] = useState('')
  const [description, setDescription] = useState('')
  const [kind, setKind] = useState<WebhookKind | ''>('')
  const routing = useEndpointRouting(workspaceId, { events: [], filters: NO_WEBHOOK_FILTERS })
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<{ message: string; field?: string } | null>(null)

  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    const problem = routing.problem()
    if (problem) return setError(problem)
    setBusy(true)
    setError(null)
    const result = await webhooksCreate({
      workspaceId,
      url,
      ...(kind ? { kind } : {}),
      description,
      ...routing.request(),
    })
    setBusy(false)
    if (!result.ok) return setError(result.error)
    onCreated(result.value)
  }

  return (
    <form className="card form" onSubmit={submit} aria-label="Add an endpoint">
      <h2>Add an endpoint or channel</h2>
      <div className="field">
        <label htmlFor="wh-url">URL</label>
        <input
          id="wh-url"
          required
          type="url"
          value={url}
          placeholder="https://hooks.example.com/review-reply"
          onChange={(e) => setUrl(e.target.value)}
          aria-describedby="wh-url-hint"
          aria-invalid={error?.field === 'url'}
        />
        <p className="hint" id="wh-url-hint">
          Your own HTTPS receiver (signed with Standard Webhooks), or a Slack, Discord or Teams
          incoming-webhook URL.
        </p>
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor="wh-kind">Kind</label>
          <select
            id="wh-kind"
            value={kind}
            onChange={(e) => setKind(e.target.value as WebhookKind | '')}
          >
            <option value="">Detect from the URL</option>
            {WEBHOOK_KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_LABEL[k]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="wh-description">Label (optional)</label>
          <input
            id="wh-description"
            value={description}
            maxLength={120}
            placeholder="e.g. Support team channel"
            onChange={(e) => setDescription(e.target.value)}
          />
        </div>
      </div>
      <RoutingFieldsets routing={routing} />
      <InlineError message={error?.message ?? null} />
      <div className="form-actions">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button primary" disabled={busy || !url.trim()}>
          {busy ? 'Adding…' : 'Add endpoint'}
        </button>
      </div>
    </form>
  )
}
