import { useEffect, useId, useRef, useState } from 'react'
import {
  TRACKER_LABELS,
  type TrackerIssueDto,
  type TrackerKind,
} from '../../../../shared/dto/trackers'
import type { CommandError } from '../../../../shared/result'
import { useMutation } from '../../hooks/useMutation'
import { Dialog } from '../../components/Dialog'
import { InlineError, Loading } from '../../components/InlineError'
import { fieldErrors } from '../../components/fieldErrors'
import { plural } from '../../format'
import { useCommand } from '../../hooks/useCommand'

/**
 * "Create issue…" for one review, a selection or a dashboard topic: the tracker and project
 * (remembered per tracker once picked), and the title and body the core would send, to edit.
 */
export function CreateIssueDialog({
  workspaceId,
  reviewIds,
  onClose,
  onCreated,
}: {
  workspaceId: string
  reviewIds: string[]
  onClose(): void
  onCreated(issue: TrackerIssueDto): void
}) {
  const trackerIssuesPreview = useMutation('trackerIssues.preview')
  const trackersSetDefaultProject = useMutation('trackers.setDefaultProject')
  const trackerIssuesCreate = useMutation('trackerIssues.create')

  const trackers = useCommand('trackers.list', { workspaceId })
  const [kind, setKind] = useState<TrackerKind | null>(null)
  const connection = trackers.data?.find((c) => c.kind === kind) ?? null
  const projects = useCommand('trackers.projects', kind ? { workspaceId, kind } : null)
  const [projectId, setProjectId] = useState('')
  const [title, setTitle] = useState('')
  const [body, setBody] = useState('')
  const [preparing, setPreparing] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<CommandError | null>(null)
  const id = useId()
  const errors = fieldErrors(error, ['kind', 'projectId', 'title', 'body'])
  // The form arrives after the trackers load, once the dialog is open: focus its first control.
  const firstControl = useRef<HTMLSelectElement | HTMLButtonElement>(null)
  const loaded = trackers.data !== null
  useEffect(() => {
    if (loaded) firstControl.current?.focus()
  }, [loaded])

  // The first tracker with a remembered project, else the first connected one.
  useEffect(() => {
    if (kind || !trackers.data?.length) return
    setKind((trackers.data.find((c) => c.defaultProject) ?? trackers.data[0])?.kind ?? null)
  }, [trackers.data, kind])

  useEffect(() => setProjectId(connection?.defaultProject?.id ?? ''), [connection])

  const idsKey = reviewIds.join(',')
  useEffect(() => {
    if (!kind) return
    let live = true
    setPreparing(true)
    void trackerIssuesPreview({ workspaceId, kind, reviewIds }).then((r) => {
      if (!live) return
      setPreparing(false)
      if (!r.ok) return setError(r.error)
      setTitle(r.value.title)
      setBody(r.value.body)
    })
    return () => {
      live = false
    }
    // reviewIds stands for idsKey: a new array with the same ids is no change.
  }, [workspaceId, kind, idsKey])

  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    if (!kind) return
    if (!projectId)
      return setError({ code: 'INVALID_INPUT', message: 'Pick a project.', field: 'projectId' })
    setBusy(true)
    setError(null)
    // "Picked once, remembered": a new pick becomes this tracker's default before creating.
    if (projectId !== connection?.defaultProject?.id) {
      const remembered = await trackersSetDefaultProject({ workspaceId, kind, projectId })
      if (!remembered.ok) {
        setBusy(false)
        return setError(remembered.error)
      }
    }
    const result = await trackerIssuesCreate({
      workspaceId,
      kind,
      projectId,
      reviewIds,
      title,
      body,
    })
    setBusy(false)
    if (!result.ok) return setError(result.error)
    onCreated(result.value)
  }

  const none = trackers.data !== null && trackers.data.length === 0
  return (
    <Dialog title="Create issue" onClose={onClose} wide>
      {trackers.data === null ? (
        trackers.error ? (
          <InlineError message={trackers.error} />
        ) : (
          <Loading />
        )
      ) : none ? (
        <>
          <p>
            No issue tracker is connected to this workspace. An admin connects GitHub, Linear or
            Jira under Integrations → Issue trackers.
          </p>
          <div className="form-actions">
            <button
              type="button"
              className="button"
              ref={firstControl as React.RefObject<HTMLButtonElement>}
              onClick={onClose}
            >
              Close
            </button>
          </div>
        </>
      ) : (
        <form className="form" onSubmit={submit} aria-label="Create issue">
          <p className="muted small">
            Files one issue quoting {plural(reviewIds.length, 'review')}, and links{' '}
            {reviewIds.length === 1 ? 'it' : 'them'} to it.
          </p>
          <div className="field-row">
            <div className="field">
              <label htmlFor={`${id}-kind`}>Tracker</label>
              <select
                id={`${id}-kind`}
                value={kind ?? ''}
                ref={firstControl as React.RefObject<HTMLSelectElement>}
                onChange={(e) => {
                  setError(null)
                  setKind(e.target.value as TrackerKind)
                }}
              >
                {trackers.data.map((c) => (
                  <option key={c.kind} value={c.kind}>
                    {TRACKER_LABELS[c.kind]} ({c.account})
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={`${id}-project`}>Project</label>
              <select
                id={`${id}-project`}
                value={projectId}
                required
                aria-invalid={errors.atField('projectId') !== null}
                aria-describedby={`${id}-project-error`}
                onChange={(e) => setProjectId(e.target.value)}
              >
                <option value="">{projects.data === null ? 'Loading…' : 'Pick a project'}</option>
                {connection?.defaultProject &&
                  !projects.data?.some((p) => p.id === connection.defaultProject?.id) && (
                    <option value={connection.defaultProject.id}>
                      {connection.defaultProject.name}
                    </option>
                  )}
                {(projects.data ?? []).map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </select>
              <InlineError
                id={`${id}-project-error`}
                message={errors.atField('projectId') ?? projects.error}
              />
            </div>
          </div>
          <div className="field">
            <label htmlFor={`${id}-title`}>Title</label>
            <input
              id={`${id}-title`}
              required
              maxLength={250}
              value={title}
              disabled={preparing}
              aria-invalid={errors.atField('title') !== null}
              onChange={(e) => setTitle(e.target.value)}
            />
            <InlineError message={errors.atField('title')} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-body`}>Description</label>
            <textarea
              id={`${id}-body`}
              rows={10}
              maxLength={60_000}
              value={body}
              disabled={preparing}
              aria-describedby={`${id}-body-hint`}
              onChange={(e) => setBody(e.target.value)}
            />
            <p className="hint" id={`${id}-body-hint`}>
              Quotes the review{reviewIds.length === 1 ? '' : 's'} with rating, store, app version,
              device and language, and links back. Edit as you like.
            </p>
            <InlineError message={errors.atField('body')} />
          </div>
          <InlineError message={errors.general} />
          <div className="form-actions">
            <button type="button" className="button" onClick={onClose}>
              Cancel
            </button>
            <button
              type="submit"
              className="button primary"
              disabled={busy || preparing || !kind || !title.trim()}
            >
              {busy ? 'Creating…' : 'Create issue'}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  )
}
