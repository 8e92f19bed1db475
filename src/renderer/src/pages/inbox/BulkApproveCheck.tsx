import type { InboxItemDto } from '../../../../shared/dto/inbox'
import { Dialog } from '../../components/Dialog'
import { plural } from '../../format'

/** Selected reviews a person should look at before approving: flagged drafts and unread reviews. */
export function needsALook(selected: InboxItemDto[]) {
  const flagged = selected.filter((i) => i.flag !== null)
  const unread = selected.filter((i) => i.flag === null && i.unread)
  return { flagged, unread, count: flagged.length + unread.length }
}

/** Before a bulk approval: how many of the selection are flagged or unread, with a way to skip them. */
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
  onApprove(ids: string[]): void
}) {
  const { flagged, unread, count } = needsALook(selected)
  const skip = new Set([...flagged, ...unread].map((i) => i.id))
  const rest = ids.filter((id) => !skip.has(id))
  const total = ids.length
  const reasons = [...new Set(flagged.map((i) => i.flag))].slice(0, 3)
  return (
    <Dialog
      title={`Approve ${plural(total, 'reply', 'replies')}?`}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="button" onClick={() => onApprove(ids)}>
            Approve all {total}
          </button>
          <button
            type="button"
            className="button primary"
            disabled={rest.length === 0}
            onClick={() => onApprove(rest)}
            autoFocus
          >
            {rest.length === 0
              ? 'Nothing left to approve'
              : `Skip ${count}, approve ${rest.length}`}
          </button>
        </>
      }
    >
      <p>
        {count} of the selected {count === 1 ? 'reviews needs' : 'reviews need'} a look before a
        reply goes out:
      </p>
      <ul>
        {flagged.length > 0 && (
          <li>
            {plural(flagged.length, 'draft is', 'drafts are')} flagged
            {reasons.length > 0 && <> ({reasons.join('; ')})</>}
          </li>
        )}
        {unread.length > 0 && <li>{plural(unread.length, 'review')} nobody has opened yet</li>}
      </ul>
      <p className="muted small">
        Skipped reviews stay selected. Approved replies wait a few seconds before they go to the
        store, with an Undo.
      </p>
    </Dialog>
  )
}
