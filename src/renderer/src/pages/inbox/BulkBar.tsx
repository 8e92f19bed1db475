import { useState } from 'react'
import type { BulkResultDto } from '../../../../shared/dto/replies'
import { useMutation } from '../../hooks/useMutation'
import { Progress } from '../../components/Progress'
import { plural } from '../../format'
import { useInbox } from '../../store/inbox'
import { useCan } from '../../store/session'
import { toast } from '../../store/toasts'
import { BulkApproveCheck, needsALook } from './BulkApproveCheck'
import { BulkIssueActions } from './BulkIssueActions'
import { inSeconds, offerUndo } from '../../store/undoApproval'

/** Bulk approve goes in batches so the progress bar moves and one bad batch loses nothing. */
const BATCH = 25

/** Actions on the selected reviews, with progress while they run. */
export function BulkBar({
  workspaceId,
  onDone,
}: {
  workspaceId: string
  onDone(ids: string[]): void
}) {
  const bulkApprove = useMutation('replies.bulkApprove')

  const checked = useInbox((s) => s.checked)
  const items = useInbox((s) => s.items)
  const setChecked = useInbox((s) => s.setChecked)
  const markRead = useInbox((s) => s.markRead)
  const canEdit = useCan('editor')
  const [progress, setProgress] = useState<{ label: string; done: number; total: number } | null>(
    null,
  )
  const [checking, setChecking] = useState(false)
  if (checked.size === 0 && !progress) return null

  const ids = [...checked]
  const drafts = items.filter(
    (i) => checked.has(i.id) && (i.replyStatus === 'draft' || i.replyStatus === 'failed'),
  ).length

  const selected = items.filter((i) => checked.has(i.id))
  const approveAll = () => {
    if (needsALook(selected).count > 0) setChecking(true)
    else void runBulk(ids)
  }

  const runBulk = async (approveIds: string[], includeLowConfidence = false) => {
    const total = approveIds.length
    const label = `Approving ${plural(total, 'review')}`
    const outcome: BulkResultDto = { done: [], skipped: [] }
    setProgress({ label, done: 0, total })
    for (let i = 0; i < total; i += BATCH) {
      const batch = approveIds.slice(i, i + BATCH)
      const result = await bulkApprove({
        workspaceId,
        reviewIds: batch,
        includeLowConfidence,
      })
      if (!result.ok) {
        toast.error(
          `${result.error.message} ${outcome.done.length > 0 ? `${plural(outcome.done.length, 'review')} were done before this.` : ''}`.trim(),
        )
        break
      }
      outcome.done.push(...result.value.done)
      outcome.skipped.push(...result.value.skipped)
      outcome.undoWindowMs = result.value.undoWindowMs
      setProgress({
        label,
        done: Math.min(total, i + batch.length),
        total,
      })
    }
    setProgress(null)
    // What was skipped (by the person or the core) stays selected for a closer look.
    const left = new Set(outcome.skipped.map((s) => s.reviewId))
    for (const id of ids) if (!approveIds.includes(id)) left.add(id)
    setChecked(left)
    onDone(approveIds)
    if (outcome.done.length > 0)
      offerUndo(
        workspaceId,
        outcome.done,
        `${plural(outcome.done.length, 'reply', 'replies')} approved; ${outcome.done.length === 1 ? 'it goes' : 'they go'} to the stores ${inSeconds(outcome.undoWindowMs ?? 10_000)}.`,
        outcome.undoWindowMs,
      )
    const low = outcome.skipped.filter((s) => s.field === 'includeLowConfidence').length
    if (low > 0)
      toast.error(
        `${plural(low, 'low-confidence draft')} skipped and still selected: approve each on its own after a look, or include low-confidence drafts.`,
      )
    const others = outcome.skipped.filter((s) => s.field !== 'includeLowConfidence')
    if (others.length > 0) {
      const reasons = [...new Set(others.map((s) => s.reason))].slice(0, 2).join(' ')
      toast.error(`${plural(others.length, 'review')} skipped and still selected: ${reasons}`)
    }
  }

  return (
    <div className="bulk-bar" role="region" aria-label="Bulk actions">
      {progress ? (
        <Progress
          label={`${progress.label}: ${progress.done} of ${progress.total} done`}
          value={progress.done}
          max={progress.total}
        />
      ) : (
        <>
          <span>
            <strong>{plural(checked.size, 'review')}</strong> selected
            {drafts !== checked.size && <span className="muted"> ({drafts} with a draft)</span>}
          </span>
          {canEdit && (
            <>
              <button type="button" className="button small primary" onClick={approveAll}>
                Approve {checked.size > 1 ? 'all' : ''}
              </button>
              <BulkIssueActions workspaceId={workspaceId} ids={ids} />
            </>
          )}
          <button type="button" className="button small" onClick={() => void markRead(ids)}>
            Mark read
          </button>
          <button type="button" className="link-button" onClick={() => setChecked([])}>
            Clear selection
          </button>
        </>
      )}
      {checking && (
        <BulkApproveCheck
          selected={selected}
          ids={ids}
          onCancel={() => setChecking(false)}
          onApprove={(approveIds, includeLowConfidence) => {
            setChecking(false)
            void runBulk(approveIds, includeLowConfidence)
          }}
        />
      )}
    </div>
  )
}
