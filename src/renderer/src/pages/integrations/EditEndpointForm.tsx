import { useState } from 'react'
import { type WebhookEndpointDto } from '../../../../shared/dto/webhooks'
import { useMutation } from '../../hooks/useMutation'
import { InlineError } from '../../components/InlineError'
import { RoutingFieldsets, useEndpointRouting } from './EndpointRouting'
import { KIND_LABEL } from './labels'
import { MessagePreview } from './MessagePreview'

/**
 * Edits an endpoint in place: the signing secret, the id and the delivery log stay. The URL is
 * sealed and never comes back to the page, so the field starts empty and empty keeps it.
 */
export function EditEndpointForm({
  workspaceId,
  endpoint,
  onSaved,
  onCancel,
}: {
  workspaceId: string
  endpoint: WebhookEndpointDto
  onSaved(e: WebhookEndpointDto): void
  onCancel(): void
}) {
  const webhooksUpdate = useMutation('webhooks.update')

  const routing = useEndpointRouting(workspaceId, endpoint)
  const [url, setUrl] = useState('')
  const [description, setDescription] = useState(endpoint.description ?? '')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<{ message: string; field?: string } | null>(null)
  const id = endpoint.id

  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    const problem = routing.problem()
    if (problem) return setError(problem)
    setBusy(true)
    setError(null)
    const result = await webhooksUpdate({
      workspaceId,
      endpointId: id,
      ...(url.trim() ? { url } : {}),
      description,
      ...routing.request(),
    })
    setBusy(false)
    if (!result.ok) return setError(result.error)
    onSaved(result.value)
  }

  return (
    <form className="card form edit-endpoint" onSubmit={submit} aria-label="Edit endpoint">
      <h2>Edit {KIND_LABEL[endpoint.kind]}</h2>
      <p className="hint">
        Changes apply to events from now on. The signing secret and the delivery log stay as they
        are.
      </p>
      <div className="field">
        <label htmlFor={`${id}-url`}>New URL (optional)</label>
        <input
          id={`${id}-url`}
          type="url"
          value={url}
          placeholder={endpoint.url}
          onChange={(e) => setUrl(e.target.value)}
          aria-describedby={`${id}-url-hint`}
          aria-invalid={error?.field === 'url'}
        />
        <p className="hint" id={`${id}-url-hint`}>
          Leave empty to keep the current address (stored sealed, shown shortened).
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-description`}>Label</label>
        <input
          id={`${id}-description`}
          value={description}
          maxLength={120}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      <RoutingFieldsets routing={routing} />
      <MessagePreview workspaceId={workspaceId} kind={endpoint.kind} filters={routing.filters} />
      <InlineError message={error?.message ?? null} />
      <div className="form-actions">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button primary" disabled={busy}>
          {busy ? 'Saving…' : 'Save changes'}
        </button>
      </div>
    </form>
  )
}
