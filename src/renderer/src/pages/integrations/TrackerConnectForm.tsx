import { useId, useRef, useState } from 'react'
import { TRACKER_LABELS, type TrackerKind } from '../../../../shared/dto/trackers'
import { useMutation } from '../../hooks/useMutation'
import { InlineError } from '../../components/InlineError'
import { fieldErrors } from '../../components/fieldErrors'
import type { CommandError } from '../../../../shared/result'
import { TRACKER_HELP } from '../trackers/labels'

/**
 * Connects one tracker. The token field is uncontrolled and emptied after every submit, so the
 * token never sits in React state or a DOM attribute, and nothing shows it again.
 */
export function TrackerConnectForm({
  workspaceId,
  kind,
  onConnected,
  onCancel,
}: {
  workspaceId: string
  kind: TrackerKind
  onConnected(message: string): void
  onCancel(): void
}) {
  const trackersConnect = useMutation('trackers.connect')

  const token = useRef<HTMLInputElement>(null)
  const [hasToken, setHasToken] = useState(false)
  const [email, setEmail] = useState('')
  const [site, setSite] = useState('')
  const [baseUrl, setBaseUrl] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<CommandError | null>(null)
  const id = useId()
  const help = TRACKER_HELP[kind]
  const label = TRACKER_LABELS[kind]
  const errors = fieldErrors(error, ['token', 'email', 'site', 'baseUrl'])

  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    const value = token.current?.value ?? ''
    if (token.current) token.current.value = ''
    setHasToken(false)
    setBusy(true)
    setError(null)
    const result = await trackersConnect({
      workspaceId,
      kind,
      token: value,
      ...(kind === 'jira' ? { email, site } : {}),
      ...(baseUrl.trim() ? { baseUrl } : {}),
    })
    setBusy(false)
    if (!result.ok) return setError(result.error)
    if (!result.value.ok) return setError({ code: 'INVALID_INPUT', message: result.value.message })
    onConnected(result.value.message)
  }

  return (
    <form className="form tracker-form" onSubmit={submit} aria-label={`Connect ${label}`}>
      {kind === 'jira' && (
        <div className="field-row">
          <div className="field">
            <label htmlFor={`${id}-site`}>Site</label>
            <input
              id={`${id}-site`}
              required
              value={site}
              placeholder="acme.atlassian.net"
              autoComplete="off"
              aria-invalid={errors.atField('site') !== null}
              aria-describedby={`${id}-site-error`}
              onChange={(e) => setSite(e.target.value)}
            />
            <InlineError id={`${id}-site-error`} message={errors.atField('site')} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-email`}>Atlassian account e-mail</label>
            <input
              id={`${id}-email`}
              required
              type="email"
              value={email}
              autoComplete="off"
              aria-invalid={errors.atField('email') !== null}
              aria-describedby={`${id}-email-error`}
              onChange={(e) => setEmail(e.target.value)}
            />
            <InlineError id={`${id}-email-error`} message={errors.atField('email')} />
          </div>
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-token`}>{help.token}</label>
        <input
          id={`${id}-token`}
          ref={token}
          required
          type="password"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={errors.atField('token') !== null}
          aria-describedby={`${id}-token-hint ${id}-token-error`}
          onChange={(e) => setHasToken(e.target.value.trim() !== '')}
        />
        <p className="hint" id={`${id}-token-hint`}>
          {help.hint} Step by step: <code>{help.anchor}</code>. It is kept in this computer&apos;s
          vault and never shown again.
        </p>
        <InlineError id={`${id}-token-error`} message={errors.atField('token')} />
      </div>
      <details className="field">
        <summary>Other address</summary>
        <label htmlFor={`${id}-base`}>API address (GitHub Enterprise or a test server)</label>
        <input
          id={`${id}-base`}
          type="url"
          value={baseUrl}
          placeholder="https://"
          onChange={(e) => setBaseUrl(e.target.value)}
        />
        <InlineError message={errors.atField('baseUrl')} />
      </details>
      <InlineError message={errors.general} />
      <div className="form-actions">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button primary" disabled={busy || !hasToken}>
          {busy ? 'Testing…' : `Test and connect ${label}`}
        </button>
      </div>
    </form>
  )
}
