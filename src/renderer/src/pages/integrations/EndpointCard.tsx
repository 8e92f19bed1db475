import { useState } from 'react'
import type { WebhookEndpointDto, WebhookTestResultDto } from '../../../../shared/dto/webhooks'
import { useMutation } from '../../hooks/useMutation'
import { ConfirmDialog } from '../../components/Dialog'
import { formatWhen } from '../../format'
import { toast } from '../../store/toasts'
import { describeFilters } from '../../../../shared/webhook-filters'
import { DeliveryLog } from './DeliveryLog'
import { EditEndpointForm } from './EditEndpointForm'
import { EVENT_LABEL, KIND_LABEL } from './labels'
import { RevealSecretDialog } from './RevealSecretDialog'
import { SecretReveal } from './SecretReveal'

const HEALTH_LABEL: Record<WebhookEndpointDto['health'], string> = {
  healthy: 'Healthy',
  failing: 'Failing',
  disabled: 'Off',
  new: 'No deliveries yet',
}

export function EndpointCard({
  workspaceId,
  endpoint,
  appName,
  onChanged,
}: {
  workspaceId: string
  endpoint: WebhookEndpointDto
  /** App names for the filter summary. */
  appName(id: string): string
  onChanged(): void
}) {
  const webhooksTest = useMutation('webhooks.test')
  const webhooksUpdate = useMutation('webhooks.update')
  const webhooksRotateSecret = useMutation('webhooks.rotateSecret')
  const webhooksDelete = useMutation('webhooks.delete')

  const [editing, setEditing] = useState(false)
  const [test, setTest] = useState<WebhookTestResultDto | null>(null)
  const [testing, setTesting] = useState(false)
  const [log, setLog] = useState(false)
  const [dialog, setDialog] = useState<null | 'reveal' | 'rotate' | 'delete'>(null)
  const [rotated, setRotated] = useState<string | null>(null)
  const name = endpoint.description ?? endpoint.url

  const ping = async () => {
    setTesting(true)
    setTest(null)
    const result = await webhooksTest({ workspaceId, endpointId: endpoint.id })
    setTesting(false)
    if (!result.ok) return toast.error(result.error.message)
    setTest(result.value)
    onChanged()
  }

  const toggle = async () => {
    const result = await webhooksUpdate({
      workspaceId,
      endpointId: endpoint.id,
      enabled: !endpoint.enabled,
    })
    if (!result.ok) return toast.error(result.error.message)
    toast.success(
      result.value.enabled
        ? 'Endpoint turned on.'
        : 'Endpoint turned off: events are not sent to it.',
    )
    onChanged()
  }

  const rotate = async () => {
    const result = await webhooksRotateSecret({ workspaceId, endpointId: endpoint.id })
    setDialog(null)
    if (!result.ok) return toast.error(result.error.message)
    setRotated(result.value.secret)
    onChanged()
  }

  const remove = async () => {
    const result = await webhooksDelete({ workspaceId, endpointId: endpoint.id })
    setDialog(null)
    if (!result.ok) return toast.error(result.error.message)
    toast.success('Endpoint deleted.')
    onChanged()
  }

  return (
    <li className="card endpoint">
      <div className="endpoint-head">
        <div>
          <span className="tag">{KIND_LABEL[endpoint.kind]}</span>{' '}
          {endpoint.description && <strong>{endpoint.description} </strong>}
          <code className="endpoint-url">{endpoint.url}</code>
        </div>
        <span className={`health health-${endpoint.health}`}>
          {/* Only test pings went out: "No deliveries yet" would contradict the last delivery. */}
          {endpoint.health === 'new' && endpoint.lastDelivery
            ? 'Test ping only'
            : HEALTH_LABEL[endpoint.health]}
        </span>
      </div>
      <p className="muted small">{endpoint.statusText}</p>
      <p className="small">
        Sends:{' '}
        {endpoint.events.length === 0
          ? 'every event'
          : endpoint.events.map((e) => EVENT_LABEL[e]).join(', ')}
        {endpoint.lastDelivery && (
          <span className="muted">
            {' '}
            · last delivery {formatWhen(endpoint.lastDelivery.at)}{' '}
            {endpoint.lastDelivery.outcome === 'succeeded' ? 'delivered' : 'failed'}
            {endpoint.lastDelivery.statusCode ? ` (HTTP ${endpoint.lastDelivery.statusCode})` : ''}
          </span>
        )}
        {(endpoint.counts.pending > 0 ||
          endpoint.counts.failed > 0 ||
          endpoint.counts.held > 0) && (
          <span className="muted">
            {' '}
            · {endpoint.counts.pending} waiting, {endpoint.counts.failed} failed
            {endpoint.counts.held ? `, ${endpoint.counts.held} held until Pro` : ''}
          </span>
        )}
      </p>
      <p className="small route-summary">
        {describeFilters(endpoint.filters, appName) ?? 'Every review (no filters).'}
      </p>
      {endpoint.previousSecretExpiresAt && (
        <p className="hint">
          The previous secret still signs deliveries until{' '}
          {formatWhen(endpoint.previousSecretExpiresAt)}.
        </p>
      )}
      <div className="toolbar">
        <button
          type="button"
          className="button small primary"
          disabled={testing || !endpoint.enabled}
          onClick={() => void ping()}
        >
          {testing ? 'Sending…' : 'Send test ping'}
        </button>
        <button
          type="button"
          className="button small"
          aria-expanded={editing}
          onClick={() => setEditing((v) => !v)}
        >
          Edit…
        </button>
        <button type="button" className="button small" onClick={() => void toggle()}>
          {endpoint.enabled ? 'Turn off' : 'Turn on'}
        </button>
        {endpoint.signed && (
          <>
            <button type="button" className="button small" onClick={() => setDialog('reveal')}>
              Reveal secret…
            </button>
            <button type="button" className="button small" onClick={() => setDialog('rotate')}>
              Rotate secret…
            </button>
          </>
        )}
        <button
          type="button"
          className="button small"
          aria-expanded={log}
          onClick={() => setLog((v) => !v)}
        >
          {log ? 'Hide deliveries' : 'Delivery log'}
        </button>
        <button type="button" className="button small danger" onClick={() => setDialog('delete')}>
          Delete…
        </button>
      </div>
      {editing && (
        <EditEndpointForm
          workspaceId={workspaceId}
          endpoint={endpoint}
          onCancel={() => setEditing(false)}
          onSaved={() => {
            setEditing(false)
            toast.success('Endpoint saved. Its secret and delivery log are unchanged.')
            onChanged()
          }}
        />
      )}
      {test && (
        <div className={test.ok ? 'test-result ok' : 'test-result error'} role="status">
          <strong>{test.ok ? 'Test ping delivered.' : 'Test ping failed.'}</strong> {test.summary}
          <span className="muted small">
            {' '}
            {test.statusCode ? `HTTP ${test.statusCode}` : ''}
            {test.latencyMs !== null ? ` · ${test.latencyMs} ms` : ''}
          </span>
          {test.responseSnippet && <code className="snippet block">{test.responseSnippet}</code>}
        </div>
      )}
      {rotated && (
        <SecretReveal title="New signing secret" secret={rotated} onDone={() => setRotated(null)} />
      )}
      {log && <DeliveryLog workspaceId={workspaceId} endpointId={endpoint.id} />}
      {dialog === 'reveal' && (
        <RevealSecretDialog
          workspaceId={workspaceId}
          endpoint={endpoint}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'rotate' && (
        <ConfirmDialog
          title="Rotate the signing secret?"
          confirmLabel="Rotate secret"
          onCancel={() => setDialog(null)}
          onConfirm={() => void rotate()}
        >
          <p>
            A new secret is made now. For 24 hours every delivery is signed with both, so you have a
            day to update your receiver.
          </p>
        </ConfirmDialog>
      )}
      {dialog === 'delete' && (
        <ConfirmDialog
          title={`Delete ${name}?`}
          confirmLabel="Delete endpoint"
          danger
          onCancel={() => setDialog(null)}
          onConfirm={() => void remove()}
        >
          <p>Events stop going to this URL and its delivery log is removed.</p>
        </ConfirmDialog>
      )}
    </li>
  )
}
