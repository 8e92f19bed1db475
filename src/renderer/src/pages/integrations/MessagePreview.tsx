import { useId, useState } from 'react'
import type { WebhookFiltersDto, WebhookKind } from '../../../../shared/dto/webhooks'
import { InlineError, Loading } from '../../components/InlineError'
import { useCommand } from '../../hooks/useCommand'
import { EVENT_LABEL, KIND_LABEL } from './labels'

const PREVIEW_EVENTS = ['review.created', 'draft.created', 'reply.published'] as const
type PreviewEvent = (typeof PREVIEW_EVENTS)[number]

/**
 * What the channel would show for a review that passes the filters, built by the core with the
 * sender's own formatter. Shown as plain text only: a review's `<script>` stays characters.
 */
export function MessagePreview({
  workspaceId,
  kind,
  filters,
}: {
  workspaceId: string
  kind: WebhookKind
  filters: WebhookFiltersDto
}) {
  const [eventType, setEventType] = useState<PreviewEvent>('review.created')
  const title = useId()
  const preview = useCommand('webhooks.preview', { workspaceId, kind, eventType, filters })
  return (
    <section className="message-preview" aria-labelledby={title}>
      <div className="preview-bar">
        <h3 id={title}>
          {kind === 'standard' ? 'Preview of the signed JSON' : `Preview in ${KIND_LABEL[kind]}`}
        </h3>
        <select
          aria-label="Event to preview"
          value={eventType}
          onChange={(e) => setEventType(e.target.value as PreviewEvent)}
        >
          {PREVIEW_EVENTS.map((ev) => (
            <option key={ev} value={ev}>
              {EVENT_LABEL[ev]}
            </option>
          ))}
        </select>
      </div>
      <InlineError message={preview.error} />
      {preview.data === null ? (
        !preview.error && <Loading what="Building the preview" />
      ) : (
        <>
          <p className="hint">
            {preview.data.sample.source === 'review'
              ? 'From your newest review that matches the filters.'
              : 'No review matches the filters yet, so this uses a made-up one.'}
          </p>
          <pre className="preview-text" data-testid="message-preview">
            {preview.data.text}
          </pre>
          {kind !== 'standard' && (
            <details>
              <summary>JSON sent to {KIND_LABEL[kind]}</summary>
              <pre className="preview-text">{preview.data.body}</pre>
            </details>
          )}
        </>
      )}
    </section>
  )
}
