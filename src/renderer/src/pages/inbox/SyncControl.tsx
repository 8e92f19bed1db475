import { useEffect, useState } from 'react'
import { useMutation } from '../../hooks/useMutation'
import { formatWhen, STORE_LABEL } from '../../format'
import { useCommand } from '../../hooks/useCommand'
import { useInbox } from '../../store/inbox'
import { useCan } from '../../store/session'
import { toast } from '../../store/toasts'
import { BackgroundWorkNote } from './BackgroundWorkNote'
import { DraftQueueNote } from './DraftQueueNote'

/** "Sync now" with its progress, and when the stores were last read. */
export function SyncControl({ workspaceId }: { workspaceId: string }) {
  const syncNowCommand = useMutation('sync.now')

  const canSync = useCan('editor')
  // The reviews come first; the sync status can wait until they are on screen.
  const [ready, setReady] = useState(false)
  useEffect(() => {
    let live = true
    void useInbox.getState().firstLoad.then(() => live && setReady(true))
    return () => {
      live = false
    }
  }, [workspaceId])
  const status = useCommand('sync.status', ready ? { workspaceId } : null, {
    refreshOn: ['sync', 'apps'],
  })
  const [running, setRunning] = useState(false)
  const listings = status.data ?? []
  const syncing = running || listings.some((l) => l.syncing)
  const connected = listings.filter((l) => l.connected)
  const last = Math.max(0, ...connected.map((l) => l.lastSyncAt ?? 0))
  const errors = connected.filter((l) => l.lastError)

  const syncNow = async () => {
    setRunning(true)
    const result = await syncNowCommand({ workspaceId })
    setRunning(false)
    if (!result.ok) return toast.error(result.error.message)
    status.set(result.value)
    const failed = result.value.filter((l) => l.connected && l.lastError)
    if (failed.length > 0)
      toast.error(
        `${failed[0]?.appName} (${failed[0] ? STORE_LABEL[failed[0].store] : ''}): ${failed[0]?.lastError}`,
      )
    else toast.success('Synced: the inbox has everything the stores returned.')
  }

  return (
    <div className="sync-control">
      <span className="muted small" role="status" aria-live="polite">
        {syncing
          ? 'Syncing with the stores…'
          : connected.length === 0
            ? 'No store connected'
            : last > 0
              ? `Synced ${formatWhen(last)}`
              : 'Not synced yet'}
        {!syncing && errors.length > 0 && (
          <span className="status error">
            {' '}
            ·{' '}
            {errors.length === 1
              ? 'a store reported a problem'
              : `${errors.length} stores reported problems`}
          </span>
        )}
      </span>
      {ready && <BackgroundWorkNote workspaceId={workspaceId} />}
      {ready && <DraftQueueNote workspaceId={workspaceId} />}
      {canSync && connected.length > 0 && (
        // Only the person's own request disables it: a background pass starting under the pointer
        // must not swallow the click. Clicking then waits for that pass (sync.now joins it).
        <button
          type="button"
          className="button small"
          disabled={running}
          onClick={() => void syncNow()}
        >
          {running ? <span className="spinner" aria-hidden="true" /> : null}
          {running ? 'Syncing…' : 'Sync now'}
        </button>
      )}
    </div>
  )
}
