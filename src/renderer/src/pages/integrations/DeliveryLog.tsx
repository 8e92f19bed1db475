import { useCallback, useEffect, useState } from 'react'
import {
  WEBHOOK_EVENT_TYPES,
  type WebhookDeliveryDto,
  type WebhookEventType,
} from '../../../../shared/dto/webhooks'
import { useMutation } from '../../hooks/useMutation'
import { FilterField } from '../../components/FilterField'
import { InlineError, Loading } from '../../components/InlineError'
import { formatDateTime, formatWhen } from '../../format'
import { onChange } from '../../store/changes'
import { toast } from '../../store/toasts'
import { EVENT_LABEL } from './labels'

type Outcome = 'succeeded' | 'failed' | 'pending' | 'held'
const OUTCOMES: { id: Outcome; label: string }[] = [
  { id: 'succeeded', label: 'Delivered' },
  { id: 'failed', label: 'Failed' },
  { id: 'pending', label: 'Waiting or retrying' },
  { id: 'held', label: 'Held (plan)' },
]

/** Every delivery to one endpoint, newest first, with each attempt and "retry now". */
export function DeliveryLog({
  workspaceId,
  endpointId,
}: {
  workspaceId: string
  endpointId: string
}) {
  const webhooksDeliveries = useMutation('webhooks.deliveries')
  const webhooksRetryDelivery = useMutation('webhooks.retryDelivery')

  const [eventType, setEventType] = useState<WebhookEventType | ''>('')
  const [outcome, setOutcome] = useState<Outcome | ''>('')
  const [items, setItems] = useState<WebhookDeliveryDto[] | null>(null)
  const [cursor, setCursor] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  const load = useCallback(
    async (after?: string) => {
      const result = await webhooksDeliveries({
        workspaceId,
        endpointId,
        limit: 25,
        ...(eventType ? { eventType } : {}),
        ...(outcome ? { outcome } : {}),
        ...(after ? { cursor: after } : {}),
      })
      if (!result.ok) return setError(result.error.message)
      setError(null)
      setItems((prev) => (after ? [...(prev ?? []), ...result.value.items] : result.value.items))
      setCursor(result.value.nextCursor)
    },
    [workspaceId, endpointId, eventType, outcome],
  )

  useEffect(() => {
    setItems(null)
    void load()
  }, [load])

  useEffect(() => {
    let timer: number | undefined
    return onChange((n) => {
      if (n.workspaceId !== workspaceId || n.what !== 'webhooks') return
      window.clearTimeout(timer)
      timer = window.setTimeout(() => void load(), 500)
    })
  }, [workspaceId, load])

  const retry = async (d: WebhookDeliveryDto) => {
    const result = await webhooksRetryDelivery({ workspaceId, deliveryId: d.id })
    if (!result.ok) return toast.error(result.error.message)
    toast.info('Sending it again now.')
    setItems((list) => list?.map((x) => (x.id === d.id ? result.value : x)) ?? null)
  }

  return (
    <section className="delivery-log" aria-label="Delivery log">
      <div className="filter-row">
        <FilterField label="Event">
          {(id) => (
            <select
              id={id}
              value={eventType}
              onChange={(e) => setEventType(e.target.value as WebhookEventType | '')}
            >
              <option value="">All events</option>
              {WEBHOOK_EVENT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {EVENT_LABEL[t]}
                </option>
              ))}
            </select>
          )}
        </FilterField>
        <FilterField label="Outcome">
          {(id) => (
            <select
              id={id}
              value={outcome}
              onChange={(e) => setOutcome(e.target.value as Outcome | '')}
            >
              <option value="">Any outcome</option>
              {OUTCOMES.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.label}
                </option>
              ))}
            </select>
          )}
        </FilterField>
        <button type="button" className="button small" onClick={() => void load()}>
          Refresh
        </button>
      </div>
      <InlineError message={error} />
      {items === null ? (
        !error && <Loading what="Loading deliveries" />
      ) : items.length === 0 ? (
        <p className="muted">
          No deliveries
          {eventType || outcome ? ' match these filters' : ' yet. Send a test ping to see one'}.
        </p>
      ) : (
        <ul className="deliveries">
          {items.map((d) => (
            <li key={d.id} className={`delivery delivery-${d.status}`}>
              <div className="delivery-line">
                <span className={`dot dot-${d.status}`} aria-hidden="true" />
                <strong>{EVENT_LABEL[d.eventType]}</strong>
                <span>{d.statusText}</span>
                <span className="muted small" title={formatDateTime(d.createdAt)}>
                  {formatWhen(d.createdAt)}
                </span>
                {d.canRetry && (
                  <button type="button" className="button small" onClick={() => void retry(d)}>
                    Retry now
                  </button>
                )}
              </div>
              {d.attempts.length > 0 && (
                <details>
                  <summary>
                    {d.attempts.length} {d.attempts.length === 1 ? 'attempt' : 'attempts'}
                    {d.nextAttemptAt ? ` · next ${formatWhen(d.nextAttemptAt)}` : ''}
                  </summary>
                  <table className="table compact">
                    <thead>
                      <tr>
                        <th scope="col">When</th>
                        <th scope="col">Result</th>
                        <th scope="col">Time</th>
                        <th scope="col">Response</th>
                      </tr>
                    </thead>
                    <tbody>
                      {d.attempts.map((a) => (
                        <tr key={a.id}>
                          <td title={formatDateTime(a.at)}>{formatWhen(a.at)}</td>
                          <td className={a.outcome === 'succeeded' ? 'status ok' : 'status error'}>
                            {a.statusCode ? `HTTP ${a.statusCode}` : (a.error ?? 'no answer')}
                          </td>
                          <td>{a.latencyMs === null ? '–' : `${a.latencyMs} ms`}</td>
                          <td>
                            <code className="snippet">{a.responseSnippet || (a.error ?? '')}</code>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </details>
              )}
            </li>
          ))}
        </ul>
      )}
      {cursor && (
        <button type="button" className="button small" onClick={() => void load(cursor)}>
          Show older deliveries
        </button>
      )}
    </section>
  )
}
