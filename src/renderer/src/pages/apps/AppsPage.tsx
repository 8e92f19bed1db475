import { useState } from 'react'
import { EmptyState } from '../../components/EmptyState'
import { InlineError, Loading } from '../../components/InlineError'
import { PageHeader } from '../../components/PageHeader'
import { useCommand } from '../../hooks/useCommand'
import { useCan, useSession } from '../../store/session'
import { toast } from '../../store/toasts'
import { AddAppForm } from './AddAppForm'
import { AppCard } from './AppCard'
import { AppStoreConnection } from './AppStoreConnection'
import { GooglePlayConnection } from './GooglePlayConnection'

export function AppsPage() {
  const workspaceId = useSession((s) => s.workspaceId)
  const canAdd = useCan('editor')
  const apps = useCommand('apps.list', workspaceId ? { workspaceId } : null, {
    refreshOn: ['apps', 'sync', 'reviews'],
  })
  const sync = useCommand('sync.status', workspaceId ? { workspaceId } : null, {
    refreshOn: ['apps', 'sync'],
  })
  const [adding, setAdding] = useState(false)

  if (!workspaceId) return null
  const reload = () => {
    void apps.reload()
    void sync.reload()
  }
  return (
    <section className="page">
      <PageHeader
        title="Apps"
        subtitle="Your apps, their store listings, and the store connections."
        actions={
          canAdd && !adding ? (
            <button type="button" className="button primary" onClick={() => setAdding(true)}>
              Add app
            </button>
          ) : undefined
        }
      />
      {adding && (
        <AddAppForm
          workspaceId={workspaceId}
          onCancel={() => setAdding(false)}
          onAdded={(app) => {
            setAdding(false)
            toast.success(`${app.name} added. Connect its store to start reading reviews.`)
            reload()
          }}
        />
      )}
      <InlineError message={apps.error} />
      {apps.data === null ? (
        !apps.error && <Loading />
      ) : apps.data.length === 0 && !adding ? (
        <EmptyState title="No apps yet">
          <p>
            Add an app with its App Store id and/or Google Play package, then connect the store.
          </p>
          {canAdd ? (
            <button type="button" className="button primary" onClick={() => setAdding(true)}>
              Add your first app
            </button>
          ) : (
            <p className="muted">Ask an editor or admin to add one.</p>
          )}
        </EmptyState>
      ) : (
        <ul className="app-list" aria-label="Apps">
          {apps.data.map((app) => (
            <AppCard
              key={app.id}
              workspaceId={workspaceId}
              app={app}
              sync={sync.data ?? []}
              onChanged={reload}
            />
          ))}
        </ul>
      )}
      <h2 className="section-title">Store connections</h2>
      <p className="muted small">One key per store covers every app of your developer account.</p>
      <div className="two-columns">
        <GooglePlayConnection workspaceId={workspaceId} />
        <AppStoreConnection workspaceId={workspaceId} />
      </div>
    </section>
  )
}
