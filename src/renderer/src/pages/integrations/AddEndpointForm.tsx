import { useState } from 'react'
import {
  NO_WEBHOOK_FILTERS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_KINDS,
  type WebhookFiltersDto,
  type WebhookEventType,
  type WebhookKind,
  type WebhookSecretDto,
} from '../../../../shared/dto/webhooks'
import { call } from '../../api/client'
import { InlineError } from '../../components/InlineError'
import { useCommand } from '../../hooks/useCommand'
import { FiltersFieldset } from './FiltersFieldset'
import { EVENT_LABEL, KIND_LABEL } from './labels'

const SUBSCRIBABLE = WEBHOOK_EVENT_TYPES.filter((e) => e !== 'test')

export function AddEndpointForm({
  workspaceId,
  onCreated,
  onCancel,
}: {
  workspaceId: string
  onCreated(r: WebhookSecretDto): void
  onCancel(): void
}) {
  const [url, setUrl] = useState('')
  const [description, setDescription] = useState('')
  const [kind, setKind] = useState<WebhookKind | ''>('')
  const [events, setEvents] = useState<WebhookEventType[]>([...SUBSCRIBABLE])
  const [filters, setFilters] = useState<WebhookFiltersDto>(NO_WEBHOOK_FILTERS)
  const apps = useCommand('apps.list', { workspaceId })
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<{ message: string; field?: string } | null>(null)

  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    if (events.length === 0)
      return setError({ message: 'Pick at least one event to send.', field: 'events' })
    setBusy(true)
    setError(null)
    const result = await call('webhooks.create', {
      workspaceId,
      url,
      ...(kind ? { kind } : {}),
      events: events.length === SUBSCRIBABLE.length ? [] : events,
      description,
      filters,
    })
    setBusy(false)
    if (!result.ok) return setError(result.error)
    onCreated(result.value)
  }

  const toggle = (event: WebhookEventType) =>
    setEvents((list) => (list.includes(event) ? list.filter((x) => x !== event) : [...list, event]))

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
