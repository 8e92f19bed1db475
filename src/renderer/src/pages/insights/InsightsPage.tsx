import { useEffect, useState } from 'react'
import { useMutation } from '../../hooks/useMutation'
import { EmptyState } from '../../components/EmptyState'
import { InlineError, Loading } from '../../components/InlineError'
import { PageHeader } from '../../components/PageHeader'
import { Stars } from '../../components/Stars'
import { Tabs } from '../../components/Tabs'
import { formatDateTime, formatNumber, formatPercent, formatWhen } from '../../format'
import { useCommand } from '../../hooks/useCommand'
import { useRouter } from '../../store/router'
import { useCan, useSession } from '../../store/session'
import { toast } from '../../store/toasts'
import { DigestView } from './DigestView'

export function InsightsPage() {
  const rest = useRouter((s) => s.route.rest)
  const replace = useRouter((s) => s.replace)
  const tab: 'digests' | 'alerts' = rest[0] === 'alerts' ? 'alerts' : 'digests'
  return (
    <section className="page">
      <PageHeader
        title="Digests & alerts"
        subtitle="A weekly summary per app, and an alert when ratings drop or reviews spike."
      />
      <Tabs
        id="insights"
        label="Digests and alerts"
        tabs={[
          { id: 'digests', label: 'Weekly digests' },
          { id: 'alerts', label: 'Alerts' },
        ]}
        current={tab}
        onSelect={(t) => replace('insights', t)}
      >
        {tab === 'digests' ? <Digests /> : <Alerts />}
      </Tabs>
    </section>
  )
}

function Digests() {
  const insightsDigestsRunNow = useMutation('insights.digests.runNow')

  const workspaceId = useSession((s) => s.workspaceId) ?? ''
  const canRun = useCan('editor')
  const navigate = useRouter((s) => s.navigate)
  const digests = useCommand(
    'insights.digests.list',
    { workspaceId, limit: 50 },
    { refreshOn: ['digests'] },
  )
  const push = useRouter((s) => s.push)
  // An opened digest has its own address (#/insights/digests/<id>): a link, a reload and Back work.
  const openId = useRouter((s) =>
    s.route.rest[0] === 'digests' && s.route.rest[1] ? s.route.rest[1] : null,
  )
  const opened = useCommand(
    'insights.digests.get',
    openId ? { workspaceId, digestId: openId } : null,
  )
  const open = opened.data
  const [running, setRunning] = useState(false)

  // A digest that cannot be opened (gone, another workspace's) says why and shows the list.
  useEffect(() => {
    if (!opened.error) return
    toast.error(opened.error)
    useRouter.getState().replace('insights', 'digests')
  }, [opened.error])
  const show = (digestId: string) => push('insights', 'digests', digestId)
  const runNow = async () => {
    setRunning(true)
    const result = await insightsDigestsRunNow({ workspaceId })
    setRunning(false)
    if (!result.ok) return toast.error(result.error.message)
    toast.success(
      result.value.length === 0
        ? 'No app had reviews last week, so there is nothing to summarise.'
        : `Made ${result.value.length} digest(s) for last week.`,
    )
    void digests.reload()
  }

  if (openId) {
    if (open?.id !== openId) return <Loading />
    return (
      <DigestView
        workspaceId={workspaceId}
        digest={open}
        onBack={() => push('insights', 'digests')}
      />
    )
  }
  return (
    <>
      <div className="section-actions">
        {canRun && (
          <button type="button" className="button" disabled={running} onClick={() => void runNow()}>
            {running ? 'Making digests…' : 'Make last week’s digests now'}
          </button>
        )}
        <button
          type="button"
          className="link-button"
          onClick={() => navigate('settings', 'insights')}
        >
          Schedule and alert settings
        </button>
      </div>
      <InlineError message={digests.error} />
      {digests.data === null ? (
        !digests.error && <Loading />
      ) : digests.data.length === 0 ? (
        <EmptyState title="No digests yet">
          <p>
            A digest is made each week at the time set in Settings → Digests & alerts, for every app
            with reviews.
          </p>
        </EmptyState>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Week</th>
              <th scope="col">App</th>
              <th scope="col">Reviews</th>
              <th scope="col">Average</th>
              <th scope="col">Answered</th>
              <th scope="col">
                <span className="visually-hidden">Open</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {digests.data.map((d) => (
              <tr key={d.id}>
                <td>{d.periodLabel}</td>
                <td>{d.appName}</td>
                <td>{formatNumber(d.reviews)}</td>
                <td>{d.averageRating === null ? '–' : `${d.averageRating.toFixed(2)}★`}</td>
                <td>{d.repliedShare === null ? '–' : formatPercent(d.repliedShare)}</td>
                <td>
                  <button
                    type="button"
                    className="button small"
                    onClick={() => show(d.id)}
                    aria-label={`Open the digest for ${d.appName}, ${d.periodLabel}`}
                  >
                    Open
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  )
}

function Alerts() {
  const workspaceId = useSession((s) => s.workspaceId) ?? ''
  const navigate = useRouter((s) => s.navigate)
  const [ongoing, setOngoing] = useState(false)
  const alerts = useCommand(
    'insights.alerts.list',
    { workspaceId, limit: 100, ...(ongoing ? { ongoing: true } : {}) },
    { refreshOn: ['alerts'] },
  )
  return (
    <>
      <div className="section-actions">
        <label className="filter checkbox">
          <input type="checkbox" checked={ongoing} onChange={(e) => setOngoing(e.target.checked)} />
          <span>Ongoing only</span>
        </label>
      </div>
      <InlineError message={alerts.error} />
      {alerts.data === null ? (
        !alerts.error && <Loading />
      ) : alerts.data.length === 0 ? (
        <EmptyState title={ongoing ? 'Nothing going on' : 'No alerts so far'}>
          <p>
            An alert appears when an app’s recent rating falls clearly below its usual level, or
            reviews arrive far faster than usual.
          </p>
        </EmptyState>
      ) : (
        <ul className="alert-list" aria-label="Alerts">
          {alerts.data.map((a) => (
            <li key={a.id} className={`card alert-item ${a.ongoing ? 'ongoing' : ''}`}>
              <div className="alert-head">
                <span className="tag">
                  {a.kind === 'rating_drop' ? 'Rating drop' : 'Review spike'}
                </span>
                <strong>{a.appName}</strong>
                <span className={a.ongoing ? 'status error' : 'muted'}>
                  {a.ongoing ? 'Ongoing' : `Ended ${a.endedAt ? formatWhen(a.endedAt) : ''}`}
                </span>
                <span className="muted small" title={formatDateTime(a.startedAt)}>
                  started {formatWhen(a.startedAt)}
                </span>
              </div>
              <p>{a.summary}</p>
              {a.reviews.length > 0 && (
                <details>
                  <summary>The reviews behind it ({a.reviews.length})</summary>
                  <ul className="plain">
                    {a.reviews.slice(0, 10).map((r) => (
                      <li key={r.id}>
                        <Stars rating={r.rating} size="small" />{' '}
                        {r.title ? <strong>{r.title} </strong> : null}
                        {r.body.slice(0, 160)}{' '}
                        <button
                          type="button"
                          className="link-button"
                          onClick={() => navigate('inbox', r.id)}
                        >
                          Open
                        </button>
                      </li>
                    ))}
                  </ul>
                </details>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
