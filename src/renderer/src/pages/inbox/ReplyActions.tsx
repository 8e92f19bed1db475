import type { InboxReplyStatus } from '../../../../shared/dto/inbox'
import type { ReplyGates } from './replyGates'

interface Props {
  status: InboxReplyStatus
  canEdit: boolean
  dirty: boolean
  hasText: boolean
  /** The store lets us delete the published reply (App Store only). */
  canDelete: boolean
  gates: ReplyGates
  /** The running action, if any: every button waits for it. */
  busy: string | null
  onReopen(): void
  onSave(): void
  onApprove(): void
  onPublish(): void
  onUndo(): void
  onDismiss(): void
  onDelete(): void
}

/** The reply's decision buttons: save, approve, publish, undo, dismiss, delete, or reopen. */
export function ReplyActions(props: Props) {
  const { status, busy, gates } = props
  if (!props.canEdit)
    return (
      <p className="muted small">
        You are a viewer in this workspace: you can read replies, not change them.
      </p>
    )
  const waiting = busy !== null
  return (
    <div className="reply-actions">
      {status === 'dismissed' ? (
        <button type="button" className="button" disabled={waiting} onClick={props.onReopen}>
          Reopen
        </button>
      ) : (
        <>
          {props.dirty && (
            <button
              type="button"
              className="button"
              disabled={waiting || !props.hasText || status === 'publishing'}
              onClick={props.onSave}
            >
              {busy === 'save' ? 'Saving…' : 'Save draft'}
            </button>
          )}
          <button
            type="button"
            className="button"
            disabled={waiting || !gates.canApprove}
            onClick={props.onApprove}
            aria-keyshortcuts="a"
          >
            {busy === 'replies.approve' ? 'Approving…' : 'Approve'}
          </button>
          <button
            type="button"
            className="button primary"
            disabled={waiting || !gates.canPublish}
            onClick={props.onPublish}
            aria-keyshortcuts="p"
          >
            {busy === 'replies.publish'
              ? 'Publishing…'
              : status === 'failed'
                ? 'Retry publishing'
                : 'Publish'}
          </button>
          {status === 'approved' && (
            <button type="button" className="button" disabled={waiting} onClick={props.onUndo}>
              {busy === 'undo' ? 'Undoing…' : 'Undo approval'}
            </button>
          )}
          <button
            type="button"
            className="button quiet"
            disabled={waiting || !gates.canDismiss}
            onClick={props.onDismiss}
            aria-keyshortcuts="d"
          >
            Dismiss
          </button>
          {props.canDelete && (
            <button
              type="button"
              className="button danger"
              disabled={waiting}
              onClick={props.onDelete}
            >
              Delete reply…
            </button>
          )}
        </>
      )}
    </div>
  )
}
