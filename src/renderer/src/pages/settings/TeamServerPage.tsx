import { useState, type ReactNode } from 'react'
import type { TeamServerStatusDto } from '../../../../shared/dto/team-server'
import { useMutation } from '../../hooks/useMutation'
import { ConfirmDialog } from '../../components/Dialog'
import { InlineError, Loading } from '../../components/InlineError'
import { useCommand } from '../../hooks/useCommand'
import { OutboundCard } from './OutboundCard'

const MODE_LABEL: Record<TeamServerStatusDto['mode'], string> = {
  local: 'This computer (local data)',
  remote: 'Team server',
  server: 'This is the team server',
}

/** Where the app's commands run: this computer, or a team server as one of its members. */
export function TeamServerPage() {
  const status = useCommand('teamServer.status', {})
  const s = status.data
  return (
    <div className="settings-section">
      <h2>Team server</h2>
      <p className="muted">
        A team server is <code>review-reply serve</code> running where the whole team can reach it.
        Connected, this app works on the team&apos;s workspaces as you; disconnected, it uses this
        computer&apos;s own data.
      </p>
      <InlineError message={status.error} />
      {!s ? (
        !status.error && <Loading />
      ) : (
        <>
          <div className="card" role="region" aria-label="Connection">
            <dl className="facts">
              <Fact term="Mode">{MODE_LABEL[s.mode]}</Fact>
              {s.serverUrl && (
                <Fact term="Server">
                  <code>{s.serverUrl}</code>
                </Fact>
              )}
              {s.member && <Fact term="Signed in as">{s.member.name}</Fact>}
              {s.caFile && (
                <Fact term="CA certificate">
                  <code>{s.caFile}</code>
                </Fact>
              )}
            </dl>
            {s.problem && (
              <p className="banner-inline warn" role="note">
                {s.problem}
              </p>
            )}
          </div>
          {s.mode === 'server' ? (
            <p>
              Teammates open this address in a browser with their personal sign-in link (Settings →
              Members &amp; roles), or paste that link into the desktop app under Settings → Team
              server.
            </p>
          ) : (
            <>
              {s.mode === 'remote' && <DisconnectButton />}
              {(s.mode === 'local' || s.problem) && <ConnectForm reconnect={s.mode === 'remote'} />}
            </>
          )}
          {!(s.mode === 'remote' && s.problem) && <OutboundCard />}
        </>
      )}
    </div>
  )
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}

function ConnectForm({ reconnect }: { reconnect: boolean }) {
  const teamServerConnect = useMutation('teamServer.connect')

  const [link, setLink] = useState('')
  const [caFile, setCaFile] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<{ message: string; field?: string } | null>(null)

  const connect = async (e: React.FormEvent) => {
    e.preventDefault()
    setBusy(true)
    setError(null)
    const result = await teamServerConnect({ link, ...(caFile.trim() ? { caFile } : {}) })
    setBusy(false)
    if (!result.ok) return setError(result.error)
    // Everything on screen belonged to the other mode: start over in the new one.
    window.location.reload()
  }

  return (
    <form className="card form" onSubmit={connect} aria-label="Connect to a team server">
      <h3>{reconnect ? 'Sign in again' : 'Connect to a team server'}</h3>
      <div className="field">
        <label htmlFor="ts-link">Personal sign-in link</label>
        <input
          id="ts-link"
          type="url"
          autoComplete="off"
          spellCheck={false}
          value={link}
          placeholder="https://reviews.example.com/login?token=…"
          onChange={(e) => setLink(e.target.value)}
          aria-invalid={error?.field === 'link'}
          aria-describedby="ts-link-hint"
        />
        <p className="hint" id="ts-link-hint">
          An admin of the team server makes it under Settings → Members &amp; roles. It is used
          once, here; the session is kept encrypted on this computer.
        </p>
      </div>
      <div className="field">
        <label htmlFor="ts-ca">CA certificate file (optional)</label>
        <input
          id="ts-ca"
          autoComplete="off"
          spellCheck={false}
          value={caFile}
          placeholder="/etc/ssl/team-ca.pem"
          onChange={(e) => setCaFile(e.target.value)}
          aria-invalid={error?.field === 'caFile'}
          aria-describedby="ts-ca-hint"
        />
        <p className="hint" id="ts-ca-hint">
          Only if your team&apos;s server uses a certificate from its own CA: the path of that
          CA&apos;s PEM file. It is trusted in addition to this computer&apos;s usual authorities.
        </p>
      </div>
      <InlineError message={error?.message ?? null} />
      <div className="form-actions">
        <button type="submit" className="button primary" disabled={busy || !link.trim()}>
          {busy ? 'Connecting…' : 'Connect'}
        </button>
      </div>
    </form>
  )
}

function DisconnectButton() {
  const teamServerDisconnect = useMutation('teamServer.disconnect')

  const [confirming, setConfirming] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const disconnect = async () => {
    setConfirming(false)
    const result = await teamServerDisconnect({})
    if (!result.ok) return setError(result.error.message)
    window.location.reload()
  }

  return (
    <div className="form-actions">
      <InlineError message={error} />
      <button type="button" className="button danger" onClick={() => setConfirming(true)}>
        Disconnect…
      </button>
      {confirming && (
        <ConfirmDialog
          title="Disconnect from the team server?"
          confirmLabel="Disconnect"
          danger
          onCancel={() => setConfirming(false)}
          onConfirm={() => void disconnect()}
        >
          <p>
            This app goes back to this computer&apos;s own data and signs you out of the team
            server. To come back, ask an admin for a new sign-in link.
          </p>
        </ConfirmDialog>
      )}
    </div>
  )
}
