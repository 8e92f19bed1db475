import { useState } from 'react'
import type { GooglePlayTestResultDto } from '../../../../shared/dto/google-play'
import { useMutation } from '../../hooks/useMutation'
import { formatWhen } from '../../format'
import { useCommand } from '../../hooks/useCommand'
import { FileOrPaste } from './FileOrPaste'
import { connectionHealth } from './ConnectionHealth'
import { StoreConnectionCard } from './StoreConnectionCard'

export function GooglePlayConnection({ workspaceId }: { workspaceId: string }) {
  const googlePlayConnect = useMutation('googlePlay.connect')
  const googlePlayTestConnection = useMutation('googlePlay.testConnection')
  const googlePlayDisconnect = useMutation('googlePlay.disconnect')

  const status = useCommand('googlePlay.status', { workspaceId }, { refreshOn: ['apps', 'sync'] })
  const [json, setJson] = useState('')
  const s = status.data

  return (
    <StoreConnectionCard<GooglePlayTestResultDto>
      storeName="Google Play"
      headingId="gp-heading"
      connectLabel="Connect Google Play"
      status={s ?? null}
      statusError={status.error}
      commands={{
        connect: async () => {
          const result = await googlePlayConnect({ workspaceId, serviceAccountJson: json })
          if (!result.ok) return result
          setJson('')
          return {
            ok: true,
            value: `Key for ${result.value.clientEmail} saved. Testing it with Google Play now…`,
          }
        },
        test: () => googlePlayTestConnection({ workspaceId }),
        disconnect: () => googlePlayDisconnect({ workspaceId }),
        reload: status.reload,
      }}
      summary={
        s && (
          <>
            {s.connected ? (
              <p className="small">
                Service account <code>{s.clientEmail}</code> (project {s.projectId})
                {/* "connected 9 seconds ago" beside "Failing" contradicts the badge. */}
                {s.connectedAt && connectionHealth(s.connected, s.listings).tone !== 'failing'
                  ? `, connected ${formatWhen(s.connectedAt)}`
                  : ''}
                .
              </p>
            ) : (
              <p className="muted small">
                Create a service account in Google Cloud, download its JSON key, and invite its
                e-mail in Play Console → Users and permissions with the “Reply to reviews”
                permission.
              </p>
            )}
            {s.listings.length > 0 && (
              <table className="table compact">
                <thead>
                  <tr>
                    <th scope="col">App</th>
                    <th scope="col">Reads left this hour</th>
                    <th scope="col">Replies left today</th>
                    <th scope="col">Last sync</th>
                  </tr>
                </thead>
                <tbody>
                  {s.listings.map((l) => (
                    <tr key={l.listingId}>
                      <td>
                        {l.appName} <code className="muted">{l.packageName}</code>
                      </td>
                      <td>
                        {l.quota.getRemaining} of {l.quota.getLimit}
                      </td>
                      <td>
                        {l.quota.postRemaining} of {l.quota.postLimit}
                      </td>
                      <td>
                        {l.lastSyncAt ? formatWhen(l.lastSyncAt) : 'never'}
                        {l.lastError && <div className="status error small">{l.lastError}</div>}
                        {l.note && <div className="muted small">{l.note}</div>}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <p className="hint">{s.replyRules.summary}</p>
          </>
        )
      }
      testDetails={(test) => [
        test.packageName ? `Read ${test.packageName}` : null,
        test.reviewsFound !== null ? `${test.reviewsFound} reviews from the last week` : null,
        test.quota
          ? `${test.quota.getRemaining} reads left this hour, ${test.quota.postRemaining} replies left today`
          : null,
      ]}
      fields={
        <FileOrPaste
          label="Service-account key (JSON)"
          accept=".json,application/json"
          value={json}
          onChange={setJson}
          placeholder='{"type": "service_account", "client_email": "…", "private_key": "…"}'
          hint="Stored encrypted on this computer; never shown again. One key covers every app of your developer account."
        />
      }
      canSubmit={json.trim() !== ''}
      disconnectTitle="Disconnect Google Play?"
      disconnectText={
        <p>
          Review Reply stops reading Google Play reviews and cannot publish there until you connect
          a key again. Reviews and replies already here stay. Delete the key in Google Cloud too if
          nobody else uses it.
        </p>
      }
    />
  )
}
