import { useEffect, useId, useState } from 'react'
import type { ReviewDetailDto } from '../../../../shared/dto/replies'
import type { MemberDto } from '../../../../shared/dto/workspaces'
import { REVIEW_TOPICS, TOPIC_LABEL, type ReviewTopic } from '../../../../shared/topics'
import { TopicLabel, topicTitle } from './TopicChip'
import { useCommand } from '../../hooks/useCommand'
import { useMutation } from '../../hooks/useMutation'
import { formatDateTime, formatWhen } from '../../format'
import { useCan } from '../../store/session'
import { toast } from '../../store/toasts'

/**
 * Triage for the team: topic tags (editors add or remove them by hand), who looks after the
 * review, and internal notes. None of it reaches the store; notes and assignment stay out of
 * webhooks and the API too.
 */
const NO_MEMBERS: MemberDto[] = []

export function TriagePanel({
  workspaceId,
  detail,
  onDetail,
}: {
  workspaceId: string
  detail: ReviewDetailDto
  onDetail(next: ReviewDetailDto): void
}) {
  const reviewsSetTopic = useMutation('reviews.setTopic')
  const reviewsAssign = useMutation('reviews.assign')
  const reviewsAddNote = useMutation('reviews.addNote')

  const canEdit = useCan('editor')
  const reviewId = detail.review.id
  const [note, setNote] = useState('')
  const [busy, setBusy] = useState(false)
  const ids = { topic: useId(), assignee: useId(), note: useId() }

  // Whom a review can be assigned to: an editor's choice, so only editors ask.
  const members = useCommand('members.list', canEdit ? { workspaceId } : null).data ?? NO_MEMBERS
  useEffect(() => setNote(''), [reviewId])

  async function act(run: () => ReturnType<typeof reviewsAssign>): Promise<boolean> {
    setBusy(true)
    const result = await run()
    setBusy(false)
    if (!result.ok) {
      toast.error(result.error.message)
      return false
    }
    onDetail(result.value)
    return true
  }
  const setTopic = (topic: ReviewTopic, on: boolean) =>
    act(() => reviewsSetTopic({ workspaceId, reviewId, topic, on }))

  const shown = new Set(detail.topics.map((t) => t.topic))
  const addable = REVIEW_TOPICS.filter((t) => !shown.has(t))

  return (
    <section className="triage" aria-labelledby="triage-heading">
      <h3 id="triage-heading" className="visually-hidden">
        Triage
      </h3>
      <div className="triage-row">
        <span className="triage-label">Topics</span>
        <ul className="topic-list" aria-label="Topics">
          {detail.topics.length === 0 && <li className="muted">None yet</li>}
          {detail.topics.map((t) => (
            <li key={t.topic} className="tag tag-topic" title={topicTitle(t.topic, t.polarity)}>
              <TopicLabel topic={t.topic} polarity={t.polarity} />
              {t.byHand && <span className="visually-hidden"> (added by hand)</span>}
              {canEdit && (
                <button
                  type="button"
                  className="icon-button small"
                  aria-label={`Remove the topic ${TOPIC_LABEL[t.topic]}`}
                  disabled={busy}
                  onClick={() => void setTopic(t.topic, false)}
                >
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
        {canEdit && addable.length > 0 && (
          <>
            <label htmlFor={ids.topic} className="visually-hidden">
              Add a topic
            </label>
            <select
              id={ids.topic}
              value=""
              disabled={busy}
              onChange={(e) => {
                if (e.target.value) void setTopic(e.target.value as ReviewTopic, true)
              }}
            >
              <option value="">Add a topic…</option>
              {addable.map((t) => (
                <option key={t} value={t}>
                  {TOPIC_LABEL[t]}
                </option>
              ))}
            </select>
          </>
        )}
      </div>
      <div className="triage-row">
        {canEdit ? (
          <>
            <label htmlFor={ids.assignee} className="triage-label">
              Assigned to
            </label>
            <select
              id={ids.assignee}
              value={detail.assignee?.userId ?? ''}
              disabled={busy}
              onChange={(e) =>
                void act(() =>
                  reviewsAssign({ workspaceId, reviewId, userId: e.target.value || null }),
                )
              }
            >
              <option value="">Nobody</option>
              {detail.assignee && !members.some((m) => m.userId === detail.assignee?.userId) && (
                <option value={detail.assignee.userId}>{detail.assignee.name}</option>
              )}
              {members.map((m) => (
                <option key={m.userId} value={m.userId}>
                  {m.name}
                </option>
              ))}
            </select>
          </>
        ) : (
          <>
            <span className="triage-label">Assigned to</span>
            <span>{detail.assignee?.name ?? 'Nobody'}</span>
          </>
        )}
      </div>
      <div className="triage-notes">
        <h4 className="triage-label">Internal notes</h4>
        <p className="muted small">Only your team sees these; they are never sent to the store.</p>
        {detail.notes.length > 0 && (
          <ol className="note-list" aria-label="Internal notes">
            {detail.notes.map((n) => (
              <li key={n.id} className="note">
                <p>{n.body}</p>
                <span className="muted small">
                  {n.authorName ?? 'A former member'} ·{' '}
                  <time
                    dateTime={new Date(n.createdAt).toISOString()}
                    title={formatDateTime(n.createdAt)}
                  >
                    {formatWhen(n.createdAt)}
                  </time>
                </span>
              </li>
            ))}
          </ol>
        )}
        {canEdit && (
          <form
            className="note-form"
            onSubmit={(e) => {
              e.preventDefault()
              void act(() => reviewsAddNote({ workspaceId, reviewId, body: note })).then((done) => {
                if (done) setNote('')
              })
            }}
          >
            <label htmlFor={ids.note} className="visually-hidden">
              New internal note
            </label>
            <textarea
              id={ids.note}
              rows={2}
              maxLength={2000}
              placeholder="Add a note for the team"
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
            <button type="submit" className="button" disabled={busy || note.trim() === ''}>
              Add note
            </button>
          </form>
        )}
      </div>
    </section>
  )
}
