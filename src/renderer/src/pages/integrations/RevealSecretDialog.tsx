import { useState } from 'react'
import type { WebhookEndpointDto } from '../../../../shared/dto/webhooks'
import { useMutation } from '../../hooks/useMutation'
import { CopyButton } from '../../components/CopyButton'
import { Dialog } from '../../components/Dialog'
import { InlineError } from '../../components/InlineError'
import { hostOf } from './labels'

/** Revealing a secret asks for the endpoint's host name again, like deleting a repository. */
export function RevealSecretDialog({
  workspaceId,
  endpoint,
  onClose,
}: {
  workspaceId: string
  endpoint: WebhookEndpointDto
  onClose(): void
}) {
  const webhooksRevealSecret = useMutation('webhooks.revealSecret')

  const [host, setHost] = useState('')
  const [secret, setSecret] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const expected = hostOf(endpoint.url)

  const reveal = async (e: React.FormEvent) => {
    e.preventDefault()
    setBusy(true)
    setError(null)
    const result = await webhooksRevealSecret({
      workspaceId,
      endpointId: endpoint.id,
      confirm: true,
      confirmHost: host,
    })
    setBusy(false)
    if (!result.ok) return setError(result.error.message)
    setSecret(result.value.secret)
  }

  return (
    <Dialog title="Reveal the signing secret" onClose={onClose}>
      {secret ? (
        <>
          <p>
            Anyone with this secret can sign messages your receiver will trust. Keep it out of chats
            and tickets.
          </p>
          <div className="copy-row">
            <code className="secret" data-testid="revealed-secret">
              {secret}
            </code>
            <CopyButton text={secret} what="signing secret" />
          </div>
        </>
      ) : (
        <form onSubmit={reveal} className="form">
          <p>
            To confirm, type the endpoint’s host name
            {expected ? (
              <>
                {' '}
                (<code>{expected}</code>)
              </>
            ) : null}
            .
          </p>
          <div className="field">
            <label htmlFor="confirm-host">Host name</label>
            <input
              id="confirm-host"
              autoFocus
              value={host}
              onChange={(e) => setHost(e.target.value)}
              autoComplete="off"
            />
          </div>
          <InlineError message={error} />
          <div className="form-actions">
            <button type="button" className="button" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className="button primary" disabled={busy || !host.trim()}>
              {busy ? 'Checking…' : 'Reveal secret'}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  )
}
