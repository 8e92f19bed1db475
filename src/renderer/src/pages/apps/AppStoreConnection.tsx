import { useState } from 'react'
import type { AppStoreTestResultDto } from '../../../../shared/dto/app-store'
import { useMutation } from '../../hooks/useMutation'
import { formatWhen } from '../../format'
import { useCommand } from '../../hooks/useCommand'
import { appStoreKeyIdFromFileName } from '../../../../shared/store-ids'
import { FileOrPaste } from './FileOrPaste'
import { ReplyLimit } from './ReplyLimit'
import { connectionHealth } from './ConnectionHealth'
import { StoreConnectionCard } from './StoreConnectionCard'

export function AppStoreConnection({ workspaceId }: { workspaceId: string }) {
  const appStoreConnect = useMutation('appStore.connect')
  const appStoreTestConnection = useMutation('appStore.testConnection')
  const appStoreDisconnect = useMutation('appStore.disconnect')

  const status = useCommand(
    'appStore.status',
    { workspaceId },
    { refreshOn: ['apps', 'sync', 'replies'] },
  )
  const [issuerId, setIssuerId] = useState('')
  const [keyId, setKeyId] = useState('')
  const [pem, setPem] = useState('')
  const [individual, setIndividual] = useState(false)
  const s = status.data
  const budget = s?.budget

  return (
    <StoreConnectionCard<AppStoreTestResultDto>
      storeName="App Store"
      headingId="as-heading"
      connectLabel="Connect the App Store"
      status={s ?? null}
      statusError={status.error}
      commands={{
        connect: async () => {
          const result = await appStoreConnect({
            workspaceId,
            keyId,
            privateKeyPem: pem,
            individual,
            ...(individual ? {} : { issuerId }),
          })
          if (!result.ok) return result
          setPem('')
          return {
            ok: true,
            value: `Key ${result.value.keyId} saved. Testing it with the App Store now…`,
          }
        },
        test: () => appStoreTestConnection({ workspaceId }),
        disconnect: () => appStoreDisconnect({ workspaceId }),
        reload: status.reload,
      }}
      summary={
        s && (
          <>
            {s.key ? (
              <p className="small">
                API key <code>{s.key.keyId}</code>
                {s.key.issuerId ? (
                  <>
                    {' '}
                    (issuer <code>{s.key.issuerId}</code>)
                  </>
                ) : (
                  ' (individual key)'
                )}
                {/* "connected 9 seconds ago" beside "Failing" contradicts the badge. */}
                {connectionHealth(s.connected, s.listings).tone !== 'failing' &&
                  `, connected ${formatWhen(s.key.connectedAt)}`}
                .
                {budget && budget.limit !== null && (
                  <span className="muted">
                    {' '}
                    {budget.remaining ?? '?'} of {budget.limit} requests left this hour.
                  </span>
                )}
              </p>
            ) : (
              <p className="muted small">
                In App Store Connect → Users and Access → Integrations, create an API key with the
                Customer Support (or Admin) role, and download its .p8 file (Apple lets you download
                it once).
              </p>
            )}
            {s.listings.length > 0 && (
              <table className="table compact">
                <thead>
                  <tr>
                    <th scope="col">App</th>
                    <th scope="col">Waiting for Apple</th>
                    <th scope="col">Reply limit</th>
                    <th scope="col">Last sync</th>
                  </tr>
                </thead>
                <tbody>
                  {s.listings.map((l) => (
                    <tr key={l.listingId}>
                      <td>
                        {l.appName} <code className="muted">{l.storeAppId}</code>
                      </td>
                      <td>
                        {l.pendingReplies === 0
                          ? 'none'
                          : `${l.pendingReplies} replies (up to 24 h)`}
                      </td>
                      <td>
                        <ReplyLimit
                          workspaceId={workspaceId}
                          appId={l.appId}
                          appName={l.appName}
                          limit={l.replyLimit}
                          onSaved={() => void status.reload()}
                        />
                      </td>
                      <td>
                        {l.lastSyncAt ? formatWhen(l.lastSyncAt) : 'never'}
                        {l.lastError && <div className="status error small">{l.lastError}</div>}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </>
        )
      }
      testDetails={(test) => [
        test.rateLimit.limit !== null
          ? `${test.rateLimit.remaining ?? '?'} of ${test.rateLimit.limit} requests left this hour`
          : null,
      ]}
      fields={
        <>
          <label className="check">
            <input
              type="checkbox"
              checked={individual}
              onChange={(e) => setIndividual(e.target.checked)}
            />{' '}
            This is an individual key (no issuer id)
          </label>
          <div className="field-row">
            {!individual && (
              <div className="field">
                <label htmlFor="as-issuer">Issuer id</label>
                <input
                  id="as-issuer"
                  value={issuerId}
                  placeholder="57246542-96fe-1a63-e053-0824d011072a"
                  onChange={(e) => setIssuerId(e.target.value)}
                />
              </div>
            )}
            <div className="field">
              <label htmlFor="as-key">Key id</label>
              <input
                id="as-key"
                value={keyId}
                placeholder="2X9R4HXF34"
                onChange={(e) => setKeyId(e.target.value)}
                aria-describedby="as-key-hint"
              />
              <p className="hint" id="as-key-hint">
                Filled in from the file name when you choose the AuthKey_….p8 file.
              </p>
            </div>
          </div>
          <FileOrPaste
            label="Private key (.p8)"
            accept=".p8,text/plain"
            value={pem}
            onChange={(text, fileName) => {
              setPem(text)
              // App Store Connect names the download AuthKey_<key id>.p8.
              const fromName = fileName ? appStoreKeyIdFromFileName(fileName) : null
              if (fromName && !keyId.trim()) setKeyId(fromName)
            }}
            placeholder="-----BEGIN PRIVATE KEY-----"
            hint="Stored encrypted on this computer; never shown again."
          />
        </>
      }
      canSubmit={keyId.trim() !== '' && pem.trim() !== ''}
      disconnectTitle="Disconnect the App Store?"
      disconnectText={
        <p>
          Review Reply stops reading App Store reviews and cannot publish there until you connect a
          key again. Reviews and replies already here stay.
        </p>
      }
    />
  )
}
