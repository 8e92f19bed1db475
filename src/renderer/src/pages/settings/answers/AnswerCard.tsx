import type { AnswerDto } from '../../../../../shared/dto/answers'
import { formatDateTime, formatWhen } from '../../../format'

/** One Answer as the team reads it: what it covers, its text, and who changed it last. */
export function AnswerCard({
  answer,
  canEdit,
  onEdit,
  onRemove,
}: {
  answer: AnswerDto
  canEdit: boolean
  onEdit(): void
  onRemove(): void
}) {
  const by = answer.updatedBy?.name
  const created = answer.createdAt !== answer.updatedAt && answer.createdBy?.name
  return (
    <li className="card template-card answer-card">
      <div className="template-head">
        <strong>{answer.title}</strong>
        <span className="tag">{answer.language}</span>
      </div>
      {answer.keywords.length > 0 && (
        <p className="small answer-keywords">
          <span className="muted">Keywords: </span>
          {answer.keywords.join(', ')}
        </p>
      )}
      {answer.examples.length > 0 && (
        <div className="small answer-examples">
          <span className="muted">Example questions:</span>
          <ul aria-label={`Example questions for ${answer.title}`}>
            {answer.examples.map((q) => (
              <li key={q}>{q}</li>
            ))}
          </ul>
        </div>
      )}
      <p className="template-body">{answer.body}</p>
      <p className="muted small">
        Updated{' '}
        <time
          dateTime={new Date(answer.updatedAt).toISOString()}
          title={formatDateTime(answer.updatedAt)}
        >
          {formatWhen(answer.updatedAt)}
        </time>
        {by && ` by ${by}`}
        {created && ` · written by ${created}`}
      </p>
      {canEdit && (
        <div className="toolbar">
          <button
            type="button"
            className="button small"
            onClick={onEdit}
            aria-label={`Edit ${answer.title}`}
          >
            Edit
          </button>
          <button
            type="button"
            className="button small danger"
            onClick={onRemove}
            aria-label={`Remove ${answer.title}`}
          >
            Remove…
          </button>
        </div>
      )}
    </li>
  )
}
