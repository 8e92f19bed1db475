import { useState } from 'react'
import type { WebhookSecretDto } from '../../../../shared/dto/webhooks'
import { AdminOnly } from '../../components/AdminOnly'
import { EmptyState } from '../../components/EmptyState'
import { InlineError, Loading } from '../../components/InlineError'
import { PageHeader } from '../../components/PageHeader'
import { useCommand } from '../../hooks/useCommand'
import { useAppList } from '../../store/apps'
import { useSession } from '../../store/session'
import { toast } from '../../store/toasts'
import { PlanNotice } from '../settings/PlanNotice'
import { AddEndpointForm } from './AddEndpointForm'
import { AssistantsCard } from './AssistantsCard'
import { EndpointCard } from './EndpointCard'
import { SecretReveal } from './SecretReveal'
import { TrackersCard } from './TrackersCard'

export function IntegrationsPage() {
  return (
    <section className="page">
      <PageHeader
        title="Integrations"
        subtitle="Send new reviews, drafts and published replies to your own systems and team chat, and file issues in your tracker."
      />
      <AdminOnly what="webhooks and team channels">
        <Webhooks />
      </AdminOnly>
      <TrackersCard />
      <AssistantsCard />
    </section>
  )
}

function Webhooks() {
  const workspaceId = useSession((s) => s.workspaceId) ?? ''
  const endpoints = useCommand('webhooks.list', { workspaceId }, { refreshOn: ['webhooks'] })
  const apps = useAppList(workspaceId)
  const appName = (id: string) => apps?.find((a) => a.id === id)?.name ?? id
  const [adding, setAdding] = useState(false)
  const [created, setCreated] = useState<WebhookSecretDto | null>(null)
  return (
    <>
      <PlanNotice feature="webhooks" />
      {created?.secret && (
        <SecretReveal
          title="Endpoint added"
          secret={created.secret}
          onDone={() => setCreated(null)}
        />
      )}
      {adding ? (
        <AddEndpointForm
          workspaceId={workspaceId}
          onCancel={() => setAdding(false)}
          onCreated={(r) => {
            setAdding(false)
            setCreated(r)
            toast.success(
              r.secret
                ? 'Endpoint added. Copy its signing secret, then send a test ping.'
                : 'Channel added. Send a test ping to see a message arrive.',
            )
            void endpoints.reload()
          }}
        />
      ) : (
        <div className="section-actions">
          <button type="button" className="button primary" onClick={() => setAdding(true)}>
            Add endpoint
          </button>
        </div>
      )}
      <InlineError message={endpoints.error} />
      {endpoints.data === null ? (
        !endpoints.error && <Loading />
      ) : endpoints.data.length === 0 ? (
        !adding && (
          <EmptyState title="No endpoints yet">
            <p>
              Add your HTTPS receiver to get signed JSON for every new review, draft and published
              reply, or paste a Slack, Discord or Microsoft Teams incoming-webhook URL for readable
              messages in a channel.
            </p>
          </EmptyState>
        )
      ) : (
        <ul className="endpoint-list" aria-label="Endpoints">
          {endpoints.data.map((e) => (
            <EndpointCard
              key={e.id}
              workspaceId={workspaceId}
              endpoint={e}
              appName={appName}
              onChanged={() => void endpoints.reload()}
            />
          ))}
        </ul>
      )}
    </>
  )
}
