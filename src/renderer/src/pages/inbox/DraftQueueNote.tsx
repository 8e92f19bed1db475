import { useCommand } from '../../hooks/useCommand'
import { formatNumber } from '../../format'

const plural = (n: number, one: string, many: string) =>
  `${formatNumber(n)} ${n === 1 ? one : many}`

/** How many reviews wait for an automatic draft, and why drafting last failed, if it did. */
export function DraftQueueNote({ workspaceId }: { workspaceId: string }) {
  const queue = useCommand('drafts.queue', { workspaceId }, { refreshOn: ['drafts', 'sync'] }).data
  if (!queue) return null
  const stuck = queue.waiting + queue.gaveUp > 0
  return (
    <span className="muted small" role="status" aria-live="polite" data-testid="draft-queue">
      {queue.waiting > 0 && (
        <> · {plural(queue.waiting, 'review waits', 'reviews wait')} for a draft</>
      )}
      {queue.gaveUp > 0 && (
        <span className="status error">
          {' '}
          · {plural(queue.gaveUp, 'review', 'reviews')} could not be drafted automatically: open{' '}
          {queue.gaveUp === 1 ? 'it' : 'them'} and choose Draft
        </span>
      )}
      {stuck && queue.lastError && (
        <span className="status error" title={queue.lastError}>
          {' '}
          · drafting problem: {queue.lastError}
        </span>
      )}
    </span>
  )
}
