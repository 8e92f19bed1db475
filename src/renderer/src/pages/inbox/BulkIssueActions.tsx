import { useState } from 'react'
import type { TrackerIssueDto } from '../../../../shared/dto/trackers'
import { plural } from '../../format'
import { useInbox } from '../../store/inbox'
import { toast } from '../../store/toasts'
import { CreateIssueDialog } from '../trackers/CreateIssueDialog'
import { LinkIssueDialog } from '../trackers/LinkIssueDialog'

/** The tracker's limit: one issue links at most this many reviews at once. */
const MAX_ISSUE_REVIEWS = 50

/** "Create issue…" and "Link issue…" for the selected reviews (editors). */
export function BulkIssueActions({ workspaceId, ids }: { workspaceId: string; ids: string[] }) {
  const [dialog, setDialog] = useState<null | 'create' | 'link'>(null)
  const patchItem = useInbox((s) => s.patchItem)
  const tooMany = ids.length > MAX_ISSUE_REVIEWS
  const why = tooMany
    ? `An issue links at most ${MAX_ISSUE_REVIEWS} reviews at once; ${ids.length} are selected.`
    : undefined

  // The rows show the issue at once; the next refresh brings the core's word on them.
  const done = (issue: TrackerIssueDto, verb: string) => {
    setDialog(null)
    for (const id of ids)
      patchItem(id, {
        trackerIssue: { key: issue.key, state: issue.state, url: issue.url },
        ...(issue.state === 'closed' ? { fixed: true } : {}),
      })
    toast.success(`${verb} ${issue.key} with ${plural(ids.length, 'review')}.`)
  }

  return (
    <>
      <button
        type="button"
        className="button small"
        disabled={tooMany}
        title={why}
        onClick={() => setDialog('create')}
      >
        Create issue…
      </button>
      <button
        type="button"
        className="button small"
        disabled={tooMany}
        title={why}
        onClick={() => setDialog('link')}
      >
        Link issue…
      </button>
      {dialog === 'create' && (
        <CreateIssueDialog
          workspaceId={workspaceId}
          reviewIds={ids}
          onClose={() => setDialog(null)}
          onCreated={(issue) => done(issue, 'Created')}
        />
      )}
      {dialog === 'link' && (
        <LinkIssueDialog
          workspaceId={workspaceId}
          reviewIds={ids}
          onClose={() => setDialog(null)}
          onLinked={(issue) => done(issue, 'Linked')}
        />
      )}
    </>
  )
}
