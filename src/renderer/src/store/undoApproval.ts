import { call } from '../api/client'
import { plural } from '../format'
import { toast } from './toasts'

/** The core's default undo window; the pane shows the exact time from the server. */
const DEFAULT_WINDOW_MS = 10_000

/** Takes approvals back (approved → draft) while the publisher has not sent them. */
export async function undoApprovals(workspaceId: string, reviewIds: string[]): Promise<boolean> {
  const result = await call('replies.undoApprove', { workspaceId, reviewIds })
  if (!result.ok) {
    toast.error(result.error.message)
    return false
  }
  const { done, skipped } = result.value
  if (done.length > 0)
    toast.success(
      done.length === 1
        ? 'Approval undone: the reply is a draft again.'
        : `${plural(done.length, 'approval')} undone: the replies are drafts again.`,
    )
  if (skipped.length > 0)
    toast.error(
      `${plural(skipped.length, 'reply', 'replies')} could not be taken back: ${skipped[0]?.reason ?? ''}`,
    )
  return skipped.length === 0
}

/** The toast after an approval: what happens next, with "Undo" for as long as it is possible. */
export function offerUndo(
  workspaceId: string,
  reviewIds: string[],
  message: string,
  windowMs = DEFAULT_WINDOW_MS,
): void {
  toast.withAction(
    message,
    { label: 'Undo', run: () => void undoApprovals(workspaceId, reviewIds) },
    Math.max(2000, windowMs),
  )
}

/** "in 10 seconds", for the approval toasts. */
export const inSeconds = (ms: number): string => {
  const s = Math.max(1, Math.round(ms / 1000))
  return s === 1 ? 'in 1 second' : `in ${s} seconds`
}
