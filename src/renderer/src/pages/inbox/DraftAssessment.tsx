import type { ReviewDetailDto } from '../../../../shared/dto/replies'

type Reply = NonNullable<ReviewDetailDto['reply']>

const CONFIDENCE_WORDS = {
  high: 'High confidence',
  medium: 'Medium confidence: check before approving',
  low: 'Low confidence: read it closely; bulk approve and auto-publish skip it',
} as const

/**
 * What the pane says about a draft before anyone approves it: how sure the drafter is with every
 * reason, the `[answer: …]` slots to fill in, and that the brand voice changed since it was
 * written (with a Redraft).
 */
export function DraftAssessment({
  reply,
  canEdit,
  busy,
  onRedraft,
}: {
  reply: Reply
  canEdit: boolean
  busy: boolean
  onRedraft(): void
}) {
  const open = reply.status === 'draft' || reply.status === 'failed'
  if (!open) return null
  const unsure = reply.confidence === 'medium' || reply.confidence === 'low'
  return (
    <>
      {reply.inputsChanged && (
        <div className="note warn draft-voice-changed" role="status">
          <span>
            The brand voice or the team's Answers changed since this draft.
            {reply.source === 'drafted'
              ? ' A new draft is on its way.'
              : ' Your edits are kept until you redraft.'}
          </span>
          {canEdit && (
            <button type="button" className="button small" disabled={busy} onClick={onRedraft}>
              Redraft
            </button>
          )}
        </div>
      )}
      {unsure && reply.confidence && (
        <div className={`note confidence confidence-${reply.confidence}`}>
          <strong>{CONFIDENCE_WORDS[reply.confidence]}</strong>
          {reply.reasons.length > 0 && (
            <ul aria-label="Why">
              {reply.reasons.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {reply.openSlots.length > 0 && (
        <div className="note warn">
          <strong>Needs an answer.</strong> Replace{' '}
          {reply.openSlots.map((slot, i) => (
            <span key={slot}>
              {i > 0 && ', '}
              <code>{slot}</code>
            </span>
          ))}{' '}
          with the answer before approving.
        </div>
      )}
    </>
  )
}
