import type { ReviewDetailDto } from '../../../../shared/dto/replies'
import { formatDateTime, formatWhen } from '../../format'

type Spam = NonNullable<ReviewDetailDto['review']['spam']>

/** A review marked "Looks like spam": why, by whom, how to report it to the store, and "Not spam". */
export function SpamNotice({
  spam,
  canEdit,
  busy,
  onNotSpam,
}: {
  spam: Spam
  canEdit: boolean
  busy: boolean
  onNotSpam(): void
}) {
  return (
    <div className="note warn spam-notice" role="region" aria-label="Looks like spam">
      <p>
        <strong>Looks like spam:</strong> {spam.reason}
      </p>
      <p className="muted small">
        Marked {spam.markedByName ? `by ${spam.markedByName}` : 'by Review Reply'}{' '}
        <span title={formatDateTime(spam.markedAt)}>{formatWhen(spam.markedAt)}</span>. No reply
        will be drafted, and it is not counted in “Needs reply”.
      </p>
      <p className="small">{spam.howToReport}</p>
      {canEdit && (
        <button type="button" className="button small" disabled={busy} onClick={onNotSpam}>
          Not spam
        </button>
      )}
    </div>
  )
}
