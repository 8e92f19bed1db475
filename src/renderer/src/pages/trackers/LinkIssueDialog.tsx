import { useId, useState } from 'react'
import type { TrackerIssueDto } from '../../../../shared/dto/trackers'
import { useMutation } from '../../hooks/useMutation'
import { Dialog } from '../../components/Dialog'
import { InlineError } from '../../components/InlineError'
import { plural } from '../../format'

/** "Link issue…": an existing issue by its URL or key, for one review or a selection. */
export function LinkIssueDialog({
  workspaceId,
  reviewIds,
  onClose,
  onLinked,
}: {
  workspaceId: string
  reviewIds: string[]
  onClose(): void
  onLinked(issue: TrackerIssueDto): void
}) {
  const trackerIssuesLink = useMutation('trackerIssues.link')

  const [ref, setRef] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const id = useId()

  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    if (!ref.trim()) return setError('Paste an issue URL or key, such as APP-7 or acme/app#12.')
    setBusy(true)
    setError(null)
    const result = await trackerIssuesLink({ workspaceId, reviewIds, ref })
    setBusy(false)
    if (!result.ok) return setError(result.error.message)
    onLinked(result.value)
  }

  return (
    <Dialog title="Link issue" onClose={onClose}>
      <form className="form" onSubmit={submit} aria-label="Link issue" noValidate>
        <div className="field">
          <label htmlFor={`${id}-ref`}>Issue URL or key</label>
          <input
            id={`${id}-ref`}
            value={ref}
            data-autofocus
            autoComplete="off"
            spellCheck={false}
            maxLength={2048}
            placeholder="APP-7, ENG-12, acme/app#12 or the issue's address"
            aria-invalid={error !== null}
            aria-describedby={`${id}-ref-hint ${id}-ref-error`}
            onChange={(e) => setRef(e.target.value)}
          />
          <p className="hint" id={`${id}-ref-hint`}>
            Links {plural(reviewIds.length, 'review')} to an issue in a connected tracker.
          </p>
          <InlineError id={`${id}-ref-error`} message={error} />
        </div>
        <div className="form-actions">
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button primary" disabled={busy}>
            {busy ? 'Linking…' : 'Link issue'}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
