import { useState } from 'react'
import {
  WEBHOOK_EVENT_TYPES,
  type WebhookEndpointDto,
  type WebhookEventType,
  type WebhookFiltersDto,
} from '../../../../shared/dto/webhooks'
import { call } from '../../api/client'
import { InlineError } from '../../components/InlineError'
import { useCommand } from '../../hooks/useCommand'
import { FiltersFieldset } from './FiltersFieldset'
import { EVENT_LABEL, KIND_LABEL } from './labels'
import { MessagePreview } from './MessagePreview'

const SUBSCRIBABLE = WEBHOOK_EVENT_TYPES.filter((e) => e !== 'test')

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
  const apps = useCommand('apps.list', { workspaceId })
  const [url, setUrl] = useState('')
  const [description, setDescription] = useState(endpoint.description ?? '')
  const [events, setEvents] = useState<WebhookEventType[]>(
    endpoint.events.length === 0 ? [...SUBSCRIBABLE] : endpoint.events.filter((e) => e !== 'test'),
  )
  const [filters, setFilters] = useState<WebhookFiltersDto>(endpoint.filters)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<{ message: string; field?: string } | null>(null)
  const id = endpoint.id

  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    if (events.length === 0)
      return setError({ message: 'Pick at least one event to send.', field: 'events' })
    setBusy(true)
    setError(null)
    const result = await call('webhooks.update', {
      workspaceId,
      endpointId: id,
      ...(url.trim() ? { url } : {}),
      events: events.length === SUBSCRIBABLE.length ? [] : events,
      description,
      filters,
    })
    setBusy(false)
    if (!result.ok) return setError(result.error)
    onSaved(result.value)
  }

  const toggle = (event: WebhookEventType) =>
    setEvents((list) => (list.includes(event) ? list.filter((x) => x !== event) : [...list, event]))

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
      <fieldset className="checks">
        <legend>Events to send</legend>
        {SUBSCRIBABLE.map((ev) => (
          <label key={ev} className="check">
            <input type="checkbox" checked={events.includes(ev)} onChange={() => toggle(ev)} />
            {EVENT_LABEL[ev]} <code className="muted">{ev}</code>
          </label>
        ))}
      </fieldset>
      <FiltersFieldset value={filters} apps={apps.data ?? []} onChange={setFilters} />
      <MessagePreview workspaceId={workspaceId} kind={endpoint.kind} filters={filters} />
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
