import { useId, useState } from 'react'
import type { InboxItemDto } from '../../../../shared/dto/inbox'
import { Dialog } from '../../components/Dialog'
import { plural } from '../../format'

const hasDraft = (i: InboxItemDto) => i.replyStatus === 'draft' || i.replyStatus === 'failed'

/**
 * Selected reviews a person should look at before approving: low-confidence drafts (bulk
 * approve skips them unless told otherwise), drafts with an answer to fill in (approving refuses
 * them), other flagged drafts, and unread reviews.
 */
export function needsALook(selected: InboxItemDto[]) {
  const low = selected.filter((i) => hasDraft(i) && i.confidence === 'low')
  const answer = selected.filter((i) => hasDraft(i) && i.confidence !== 'low' && i.needsAnswer)
  const flagged = selected.filter((i) => hasDraft(i) && i.confidence === 'medium' && !i.needsAnswer)
  const seen = new Set([...low, ...answer, ...flagged].map((i) => i.id))
  const unread = selected.filter((i) => !seen.has(i.id) && i.unread)
  return { low, answer, flagged, unread, count: seen.size + unread.length }
}

const reasonsOf = (items: InboxItemDto[]) =>
  [...new Set(items.map((i) => i.confidenceReason).filter((r): r is string => Boolean(r)))].slice(
    0,
    3,
  )

/**
 * Before a bulk approval: how many of the selection need a look and why, with a way to skip
 * them, and an explicit choice to include the low-confidence drafts (left out by default).
 */
export function BulkApproveCheck({
  selected,
  ids,
  onCancel,
  onApprove,
}: {
  /** The selected reviews loaded in the list (their flags and read state are known). */
  selected: InboxItemDto[]
  /** Every selected id. */
  ids: string[]
  onCancel(): void
  onApprove(ids: string[], includeLowConfidence: boolean): void
}) {
  const [includeLow, setIncludeLow] = useState(false)
  const checkboxId = useId()
  const { low, answer, flagged, unread } = needsALook(selected)
  const skip = new Set(
    [...(includeLow ? [] : low), ...answer, ...flagged, ...unread].map((i) => i.id),
  )
  const rest = ids.filter((id) => !skip.has(id))
  const all = includeLow ? ids.length : ids.length - low.length
  const total = ids.length
  const count = low.length + answer.length + flagged.length + unread.length
  return (
    <Dialog
      title={`Approve ${plural(total, 'reply', 'replies')}?`}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
          <button
            type="button"
            className="button"
            disabled={all === 0}
            onClick={() => onApprove(ids, includeLow)}
          >
            {includeLow || low.length === 0 ? `Approve all ${all}` : `Approve the other ${all}`}
          </button>
          <button
            type="button"
            className="button primary"
            disabled={rest.length === 0}
            onClick={() => onApprove(rest, includeLow)}
            autoFocus
          >
            {rest.length === 0
              ? 'Nothing left to approve'
              : `Skip ${skip.size}, approve ${rest.length}`}
          </button>
        </>
      }
    >
      <p>
        {count} of the selected {count === 1 ? 'reviews needs' : 'reviews need'} a look before a
        reply goes out:
      </p>
      <ul>
        {low.length > 0 && (
          <li>
            {plural(low.length, 'draft has', 'drafts have')} low confidence
            {reasonsOf(low).length > 0 && <> ({reasonsOf(low).join('; ')})</>}:{' '}
            {includeLow ? 'they are approved too' : 'they are skipped'}
          </li>
        )}
        {answer.length > 0 && (
          <li>
            {plural(answer.length, 'draft has', 'drafts have')} an [answer: …] to fill in: approving
            refuses {answer.length === 1 ? 'it' : 'them'}
          </li>
        )}
        {flagged.length > 0 && (
          <li>
            {plural(flagged.length, 'draft is', 'drafts are')} flagged
            {reasonsOf(flagged).length > 0 && <> ({reasonsOf(flagged).join('; ')})</>}
          </li>
        )}
        {unread.length > 0 && <li>{plural(unread.length, 'review')} nobody has opened yet</li>}
      </ul>
      {low.length > 0 && (
        <p>
          <input
            id={checkboxId}
            type="checkbox"
            checked={includeLow}
            onChange={(e) => setIncludeLow(e.target.checked)}
          />{' '}
          <label htmlFor={checkboxId}>
            Include the {plural(low.length, 'low-confidence draft')}
          </label>
        </p>
      )}
      <p className="muted small">
        Skipped reviews stay selected. Approved replies wait a few seconds before they go to the
        store, with an Undo.
      </p>
    </Dialog>
  )
}
