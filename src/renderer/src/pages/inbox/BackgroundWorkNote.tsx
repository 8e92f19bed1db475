import { formatDateTime, formatWhen } from '../../format'
import { useCommand } from '../../hooks/useCommand'

/**
 * Says when the background work (polling, storing reviews, drafting) stopped unexpectedly, why,
 * and when Review Reply restarts it; gone again once it runs.
 */
export function BackgroundWorkNote({ workspaceId }: { workspaceId: string }) {
  const work = useCommand('sync.worker', { workspaceId }, { refreshOn: ['sync'] }).data
  if (!work || work.state === 'running' || work.stoppedAt === null) return null
  const restartAt = work.restartAt ?? work.stoppedAt
  const restart =
    restartAt > Date.now() ? `Review Reply restarts it ${formatWhen(restartAt)}` : 'restarting now'
  return (
    <span
      className="status error small"
      role="alert"
      data-testid="background-work"
      title={`Stopped ${formatDateTime(work.stoppedAt)}; restart due ${formatDateTime(restartAt)}`}
    >
      {' '}
      · Background sync stopped {formatWhen(work.stoppedAt)}: {work.reason}. {restart}
      {work.failures > 1 ? ` (it stopped ${work.failures} times in a row)` : ''}.
    </span>
  )
}
