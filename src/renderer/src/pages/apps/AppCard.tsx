import { useState } from 'react'
import { STORE_FEATURES } from '../../../../shared/stores'
import type { AppDto } from '../../../../shared/dto/apps'
import type { ListingSyncStatusDto } from '../../../../shared/dto/replies'
import { useMutation } from '../../hooks/useMutation'
import { ConfirmDialog } from '../../components/Dialog'
import { formatNumber, formatWhen, STORE_LABEL } from '../../format'
import { useCan } from '../../store/session'
import { toast } from '../../store/toasts'
import { connectionHealth } from './ConnectionHealth'
import { ReportBucket } from './ReportBucket'
import { ReportDrop } from './ReportDrop'

const LISTING_STATUS_CLASS = {
  healthy: 'status ok',
  partial: 'status warn',
  failing: 'status error',
  disabled: 'status warn',
} as const

export function AppCard({
  workspaceId,
  app,
  sync,
  onChanged,
}: {
  workspaceId: string
  app: AppDto
  sync: ListingSyncStatusDto[]
  onChanged(): void
}) {
  const syncNowCommand = useMutation('sync.now')
  const appsRemove = useMutation('apps.remove')

  const canSync = useCan('editor')
  const isAdmin = useCan('admin')
  const [syncing, setSyncing] = useState(false)
  const [confirm, setConfirm] = useState(false)
  const connected = app.listings.some((l) => l.connected)

  const syncNow = async () => {
    setSyncing(true)
    const result = await syncNowCommand({ workspaceId, appId: app.id })
    setSyncing(false)
    if (!result.ok) return toast.error(result.error.message)
    const problem = result.value.find((l) => l.appId === app.id && l.connected && l.lastError)
    if (problem) toast.error(`${STORE_LABEL[problem.store]}: ${problem.lastError}`)
    else toast.success(`${app.name} synced.`)
    onChanged()
  }

  const remove = async () => {
    setConfirm(false)
    const result = await appsRemove({ workspaceId, appId: app.id })
    if (!result.ok) return toast.error(result.error.message)
    toast.success(`${app.name} removed with its reviews and replies.`)
    onChanged()
  }

  return (
    <li className="card app-card">
      <div className="app-card-head">
        <div>
          <h2 className="app-name">{app.name}</h2>
          {app.publisher && <p className="muted">{app.publisher}</p>}
        </div>
        <div className="app-stats">
          <span>{app.rating === null ? '–' : `★ ${app.rating.toFixed(2)}`}</span>
          <span className="muted">{formatNumber(app.reviewTotal)} reviews</span>
        </div>
      </div>
      <ul className="listing-list">
        {app.listings.map((l) => {
          const s = sync.find((x) => x.listingId === l.id)
          // The same status as the store's card: a listing whose last sync or test failed is failing.
          const health = connectionHealth(l.connected, [{ lastError: s?.lastError ?? l.lastError }])
          return (
            <li key={l.id} className="listing">
              <span className={`store-badge store-${l.store}`}>{STORE_LABEL[l.store]}</span>
              <code>{l.storeAppId}</code>
              <span className={LISTING_STATUS_CLASS[health.tone]}>
                {health.tone === 'disabled'
                  ? 'Not connected: connect the store below'
                  : health.label}
              </span>
              {s?.syncing ? (
                <span className="muted">syncing…</span>
              ) : (
                l.lastSyncAt && <span className="muted">synced {formatWhen(l.lastSyncAt)}</span>
              )}
              {s?.nextSyncAt && !s.syncing && l.connected && (
                <span className="muted">next {formatWhen(s.nextSyncAt)}</span>
              )}
              {s?.quotaText && <span className="muted">{s.quotaText}</span>}
              {(s?.lastError ?? l.lastError) && (
                <span className="status error">{s?.lastError ?? l.lastError}</span>
              )}
            </li>
          )
        })}
      </ul>
      <div className="toolbar">
        {canSync && connected && (
          <button
            type="button"
            className="button small"
            disabled={syncing}
            onClick={() => void syncNow()}
          >
            {syncing ? 'Syncing…' : 'Sync now'}
          </button>
        )}
        {isAdmin && (
          <button type="button" className="button small danger" onClick={() => setConfirm(true)}>
            Remove…
          </button>
        )}
      </div>
      {canSync && app.listings.some((l) => STORE_FEATURES[l.store].monthlyReports) && (
        <>
          <ReportDrop workspaceId={workspaceId} appId={app.id} />
          <ReportBucket
            workspaceId={workspaceId}
            appId={app.id}
            bucket={app.googlePlayReportBucket}
            onChanged={onChanged}
          />
        </>
      )}
      {confirm && (
        <ConfirmDialog
          title={`Remove ${app.name}?`}
          confirmLabel="Remove app"
          danger
          onCancel={() => setConfirm(false)}
          onConfirm={() => void remove()}
        >
          <p>
            Its reviews, drafts and reply history are deleted from Review Reply. Nothing changes on
            the stores.
          </p>
        </ConfirmDialog>
      )}
    </li>
  )
}
