import { useEffect, useId, useRef, useState } from 'react'
import type { ReviewDetailDto } from '../../../../shared/dto/replies'
import type { TrackerIssueDto } from '../../../../shared/dto/trackers'
import { openExternal } from '../../api/client'
import { useCommand } from '../../hooks/useCommand'
import { useMutation } from '../../hooks/useMutation'
import { formatDateTime } from '../../format'
import { useCan } from '../../store/session'
import { toast } from '../../store/toasts'
import { CreateIssueDialog } from '../trackers/CreateIssueDialog'
import { LinkIssueDialog } from '../trackers/LinkIssueDialog'
import { issueStateText } from '../trackers/labels'

/**
 * The review's tracker issues: each with its state and fixed-in version, and, once one is
 * closed, the "Fixed" badge and the follow-up reply that tells the reviewer.
 */
export function IssueSection({
  workspaceId,
  detail,
  onDetail,
  onLinksChanged,
}: {
  workspaceId: string
  detail: ReviewDetailDto
  /** A new review detail (the follow-up draft). */
  onDetail(next: ReviewDetailDto): void
  /** After create, link, unlink or a fixed-in version: the review's row and detail reload. */
  onLinksChanged(): void
}) {
  const trackerIssuesUnlink = useMutation('trackerIssues.unlink')
  const repliesFollowUp = useMutation('replies.followUp')

  const canEdit = useCan('editor')
  const reviewId = detail.review.id
  const {
    data: issues,
    error,
    reload: reloadIssues,
  } = useCommand('trackerIssues.forReview', { workspaceId, reviewId })
  const [dialog, setDialog] = useState<null | 'create' | 'link'>(null)
  const [busy, setBusy] = useState(false)
  const linked = detail.review.trackerIssue
  // Reload when the review's link or its state changes (another member, the poller).
  const linkKey = `${reviewId}|${linked?.key ?? ''}|${linked?.state ?? ''}|${detail.review.fixed}`

  // A new review loads through the input above; a new link or state of this one, here.
  const loadedFor = useRef(linkKey)
  useEffect(() => {
    if (loadedFor.current === linkKey) return
    loadedFor.current = linkKey
    void reloadIssues()
  }, [linkKey, reloadIssues])

  const reload = async () => {
    await reloadIssues()
    onLinksChanged()
  }

  const unlink = async (issue: TrackerIssueDto) => {
    setBusy(true)
    const r = await trackerIssuesUnlink({ workspaceId, reviewId, issueId: issue.id })
    setBusy(false)
    if (!r.ok) return toast.error(r.error.message)
    toast.success(`Unlinked ${issue.key}.`)
    await reload()
  }

  const followUp = async () => {
    setBusy(true)
    const r = await repliesFollowUp({ workspaceId, reviewId })
    setBusy(false)
    if (!r.ok) return toast.error(r.error.message)
    onDetail(r.value)
    toast.success('Follow-up drafted. Read it, then approve it to replace the published reply.')
  }

  const closed = (issues ?? []).filter((i) => i.state === 'closed')
  const fixedIn = closed.find((i) => i.fixedIn)?.fixedIn ?? null
  const fixed = detail.review.fixed || closed.length > 0

  return (
    <section className="triage issues" aria-labelledby="issues-heading">
      <div className="triage-row">
        <h3 id="issues-heading" className="triage-label">
          Issues
        </h3>
        {fixed && (
          <span className="tag tag-fixed">{fixedIn ? `Fixed in ${fixedIn}` : 'Fixed'}</span>
        )}
        {canEdit && (
          <>
            <button type="button" className="button small" onClick={() => setDialog('create')}>
              Create issue…
            </button>
            <button type="button" className="button small" onClick={() => setDialog('link')}>
              Link issue…
            </button>
          </>
        )}
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {issues !== null && issues.length === 0 && <p className="muted small">No linked issue.</p>}
      {issues !== null && issues.length > 0 && (
        <ul className="issue-list" aria-label="Linked issues">
          {issues.map((issue) => (
            <IssueItem
              key={issue.id}
              workspaceId={workspaceId}
              issue={issue}
              canEdit={canEdit}
              busy={busy}
              onUnlink={() => void unlink(issue)}
              onChanged={() => void reload()}
            />
          ))}
        </ul>
      )}
      {fixed && canEdit && (
        <div className="triage-row">
          <button
            type="button"
            className="button small primary"
            disabled={busy}
            onClick={() => void followUp()}
          >
            Draft follow-up
          </button>
          <span className="muted small">
            {fixedIn
              ? `Tells the reviewer it is fixed in ${fixedIn}; you approve it like any reply.`
              : 'Set the fixed-in version first so the reply can name it.'}
          </span>
        </div>
      )}
      {dialog === 'create' && (
        <CreateIssueDialog
          workspaceId={workspaceId}
          reviewIds={[reviewId]}
          onClose={() => setDialog(null)}
          onCreated={(issue) => {
            setDialog(null)
            toast.success(`Created ${issue.key} and linked this review.`)
            void reload()
          }}
        />
      )}
      {dialog === 'link' && (
        <LinkIssueDialog
          workspaceId={workspaceId}
          reviewIds={[reviewId]}
          onClose={() => setDialog(null)}
          onLinked={(issue) => {
            setDialog(null)
            toast.success(`Linked ${issue.key}.`)
            void reload()
          }}
        />
      )}
    </section>
  )
}

function IssueItem({
  workspaceId,
  issue,
  canEdit,
  busy,
  onUnlink,
  onChanged,
}: {
  workspaceId: string
  issue: TrackerIssueDto
  canEdit: boolean
  busy: boolean
  onUnlink(): void
  onChanged(): void
}) {
  const trackerIssuesSetFixedIn = useMutation('trackerIssues.setFixedIn')

  const [version, setVersion] = useState('')
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const id = useId()
  const state = issueStateText(issue.state, issue.stateLabel)

  const saveVersion = async (e: React.FormEvent) => {
    e.preventDefault()
    if (!version.trim()) return setError('Type the version, such as 4.3.')
    setSaving(true)
    const r = await trackerIssuesSetFixedIn({
      workspaceId,
      issueId: issue.id,
      fixedIn: version,
    })
    setSaving(false)
    if (!r.ok) return setError(r.error.message)
    setError(null)
    setVersion('')
    onChanged()
  }

  return (
    <li className="issue">
      <div className="triage-row">
        <button
          type="button"
          className="link-button issue-key"
          title={`Open ${issue.key} in the browser`}
          onClick={() => openExternal(issue.url)}
        >
          {issue.key}
        </button>
        <span className="issue-title">{issue.title}</span>
        <span className={`tag tag-issue tag-issue-${issue.state}`}>{state}</span>
        {issue.fixedIn && <span className="tag">Fixed in {issue.fixedIn}</span>}
        {canEdit && (
          <button
            type="button"
            className="link-button"
            disabled={busy}
            aria-label={`Unlink ${issue.key}`}
            onClick={onUnlink}
          >
            Unlink
          </button>
        )}
      </div>
      <p className="muted small">
        Linked by {issue.linkedBy ?? 'a former member'} on {formatDateTime(issue.linkedAt)}
        {issue.reviewCount > 1 ? ` · ${issue.reviewCount} reviews link to it` : ''}
        {issue.checkedAt ? ` · state checked ${formatDateTime(issue.checkedAt)}` : ''}
      </p>
      {canEdit && issue.state === 'closed' && !issue.fixedIn && (
        <form className="inline-form" onSubmit={saveVersion} noValidate>
          <label htmlFor={`${id}-version`}>Set fixed-in version</label>
          <input
            id={`${id}-version`}
            className="narrow"
            maxLength={40}
            value={version}
            placeholder="4.3"
            aria-invalid={error !== null}
            aria-describedby={`${id}-version-error`}
            onChange={(e) => setVersion(e.target.value)}
          />
          <button type="submit" className="button small" disabled={saving}>
            Save version
          </button>
          {error && (
            <p className="field-error" role="alert" id={`${id}-version-error`}>
              {error}
            </p>
          )}
        </form>
      )}
    </li>
  )
}
