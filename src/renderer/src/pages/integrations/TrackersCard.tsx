import { useState } from 'react'
import {
  TRACKER_KINDS,
  TRACKER_LABELS,
  type TrackerConnectionDto,
  type TrackerKind,
  type TrackerTestResultDto,
} from '../../../../shared/dto/trackers'
import { useMutation } from '../../hooks/useMutation'
import { ConfirmDialog } from '../../components/Dialog'
import { InlineError, Loading } from '../../components/InlineError'
import { formatDateTime, formatWhen, plural } from '../../format'
import { useCommand } from '../../hooks/useCommand'
import { useCan, useSession } from '../../store/session'
import { toast } from '../../store/toasts'
import { TrackerConnectForm } from './TrackerConnectForm'

/**
 * GitHub Issues, Linear and Jira Cloud for the workspace: admins connect, test and disconnect;
 * everyone else sees which are connected and whether they work.
 */
export function TrackersCard() {
  const trackerIssuesRefresh = useMutation('trackerIssues.refresh')

  const workspaceId = useSession((s) => s.workspaceId) ?? ''
  const isAdmin = useCan('admin')
  const canEdit = useCan('editor')
  const [refreshing, setRefreshing] = useState(false)
  const list = useCommand('trackers.list', { workspaceId }, { refreshOn: ['trackers'] })
  const connected = new Map((list.data ?? []).map((c) => [c.kind, c]))
  const shown = isAdmin ? [...TRACKER_KINDS] : TRACKER_KINDS.filter((k) => connected.has(k))

  // Polls the linked issues now; the core still waits out any tracker's Retry-After.
  const refresh = async () => {
    setRefreshing(true)
    const result = await trackerIssuesRefresh({ workspaceId })
    setRefreshing(false)
    if (!result.ok) return toast.error(result.error.message)
    const { checked, changed } = result.value
    toast.success(
      `Checked ${plural(checked, 'linked issue')}: ${changed === 0 ? 'none changed' : `${changed} changed`}.`,
    )
    void list.reload()
  }

  return (
    <section className="card" aria-labelledby="trackers-title">
      <h2 id="trackers-title">Issue trackers</h2>
      <p className="muted">
        Create an issue from a review, a selection or a dashboard topic, or link an existing one.
        When the issue closes, its reviews are marked Fixed so you can tell the reviewers.
      </p>
      <InlineError message={list.error} />
      {list.data === null ? (
        !list.error && <Loading />
      ) : shown.length === 0 ? (
        <p className="muted">No tracker is connected. An admin of this workspace connects one.</p>
      ) : (
        <ul className="endpoint-list" aria-label="Issue trackers">
          {shown.map((kind) => (
            <TrackerItem
              key={kind}
              workspaceId={workspaceId}
              kind={kind}
              connection={connected.get(kind) ?? null}
              isAdmin={isAdmin}
              onChanged={() => void list.reload()}
            />
          ))}
        </ul>
      )}
      {canEdit && connected.size > 0 && (
        <div className="section-actions">
          <button
            type="button"
            className="button small"
            disabled={refreshing}
            onClick={() => void refresh()}
          >
            {refreshing ? 'Checking…' : 'Refresh issue states'}
          </button>
        </div>
      )}
    </section>
  )
}

function TrackerItem({
  workspaceId,
  kind,
  connection,
  isAdmin,
  onChanged,
}: {
  workspaceId: string
  kind: TrackerKind
  connection: TrackerConnectionDto | null
  isAdmin: boolean
  onChanged(): void
}) {
  const trackersTest = useMutation('trackers.test')
  const trackersDisconnect = useMutation('trackers.disconnect')

  const [connecting, setConnecting] = useState(false)
  const [testing, setTesting] = useState(false)
  const [test, setTest] = useState<TrackerTestResultDto | null>(null)
  const [confirming, setConfirming] = useState(false)
  const label = TRACKER_LABELS[kind]
  const titleId = `tracker-${kind}`

  const runTest = async () => {
    setTesting(true)
    setTest(null)
    const result = await trackersTest({ workspaceId, kind })
    setTesting(false)
    if (!result.ok) return toast.error(result.error.message)
    setTest(result.value)
    onChanged()
  }

  const disconnect = async () => {
    const result = await trackersDisconnect({ workspaceId, kind })
    setConfirming(false)
    if (!result.ok) return toast.error(result.error.message)
    setTest(null)
    toast.success(`${label} disconnected. Linked issues stay on their reviews.`)
    onChanged()
  }

  return (
    <li className="card endpoint" aria-labelledby={titleId}>
      <div className="endpoint-head">
        <div>
          <strong id={titleId}>{label}</strong>
          {connection && <span className="muted"> · {connection.account}</span>}
        </div>
        {connection ? (
          <span className={`health health-${connection.health.ok ? 'healthy' : 'failing'}`}>
            {connection.health.ok ? 'Connected' : 'Failing'}
          </span>
        ) : (
          <span className="health health-disabled">Not connected</span>
        )}
      </div>
      {connection && (
        <>
          <p className="small">
            <span className="muted">Last checked </span>
            <time
              dateTime={new Date(connection.health.checkedAt).toISOString()}
              title={formatDateTime(connection.health.checkedAt)}
            >
              {formatWhen(connection.health.checkedAt)}
            </time>
            {connection.defaultProject && (
              <span className="muted"> · new issues go to {connection.defaultProject.name}</span>
            )}
          </p>
          {connection.health.ok ? (
            <p className="muted small">{connection.health.message}</p>
          ) : (
            <p className="small field-error">Last error: {connection.health.message}</p>
          )}
          <p className="muted small">
            Connected by {connection.connectedBy ?? 'a former member'} on{' '}
            {formatDateTime(connection.connectedAt)}
          </p>
        </>
      )}
      {isAdmin && !connecting && (
        <div className="toolbar">
          {connection ? (
            <>
              <button
                type="button"
                className="button small primary"
                disabled={testing}
                onClick={() => void runTest()}
              >
                {testing ? 'Testing…' : 'Test connection'}
              </button>
              <button type="button" className="button small" onClick={() => setConnecting(true)}>
                Replace token…
              </button>
              <button
                type="button"
                className="button small danger"
                onClick={() => setConfirming(true)}
              >
                Disconnect…
              </button>
            </>
          ) : (
            <button
              type="button"
              className="button small primary"
              onClick={() => setConnecting(true)}
            >
              Connect {label}…
            </button>
          )}
        </div>
      )}
      {connecting && (
        <TrackerConnectForm
          workspaceId={workspaceId}
          kind={kind}
          onCancel={() => setConnecting(false)}
          onConnected={(message) => {
            setConnecting(false)
            setTest(null)
            toast.success(`${label} connected. ${message}`)
            onChanged()
          }}
        />
      )}
      {test && (
        <div className={test.ok ? 'test-result ok' : 'test-result error'} role="status">
          <strong>{test.ok ? 'Connection works.' : 'Connection failed.'}</strong> {test.message}
        </div>
      )}
      {confirming && (
        <ConfirmDialog
          title={`Disconnect ${label}?`}
          confirmLabel={`Disconnect ${label}`}
          danger
          onCancel={() => setConfirming(false)}
          onConfirm={() => void disconnect()}
        >
          <p>
            Its token is deleted from this computer. Issues already linked stay on their reviews,
            without their live state, and nobody can create or link {label} issues until an admin
            connects it again.
          </p>
        </ConfirmDialog>
      )}
    </li>
  )
}
