import { useEffect, useState, type FormEvent } from 'react'
import type { EmailSettingsDto, MailSecurity } from '../../../../shared/dto/email'
import { useMutation } from '../../hooks/useMutation'
import { InlineError, Loading } from '../../components/InlineError'
import { formatWhen } from '../../format'
import { useCommand } from '../../hooks/useCommand'
import { useCan, useSession } from '../../store/session'
import { toast } from '../../store/toasts'

const DEFAULT_PORT: Record<MailSecurity, number> = { starttls: 587, tls: 465, none: 25 }

/** The SMTP server the weekly digest is e-mailed through. Admins only: it holds a password. */
export function EmailChannel() {
  const workspaceId = useSession((s) => s.workspaceId) ?? ''
  const isAdmin = useCan('admin')
  const settings = useCommand('email.settings.get', isAdmin ? { workspaceId } : null)
  if (!isAdmin)
    return (
      <section className="card" aria-labelledby="email-channel">
        <h3 id="email-channel">E-mail</h3>
        <p className="muted">Only admins can see and change the mail server.</p>
      </section>
    )
  return (
    <section className="card form" aria-labelledby="email-channel">
      <h3 id="email-channel">E-mail</h3>
      <p className="muted small">
        Each weekly digest is e-mailed to these recipients through your mail server (SMTP).
      </p>
      <InlineError message={settings.error} />
      {!settings.data ? (
        !settings.error && <Loading />
      ) : (
        <EmailForm workspaceId={workspaceId} saved={settings.data} onSaved={settings.set} />
      )}
    </section>
  )
}

function EmailForm({
  workspaceId,
  saved,
  onSaved,
}: {
  workspaceId: string
  saved: EmailSettingsDto
  onSaved(s: EmailSettingsDto): void
}) {
  const emailSettingsSet = useMutation('email.settings.set')
  const emailTest = useMutation('email.test')

  const [form, setForm] = useState(() => ({
    ...saved,
    recipientsText: saved.recipients.join(', '),
  }))
  const [password, setPassword] = useState('')
  const [clearPassword, setClearPassword] = useState(false)
  const [error, setError] = useState<{ message: string; field?: string } | null>(null)
  const [busy, setBusy] = useState<'save' | 'test' | null>(null)
  useEffect(() => setForm({ ...saved, recipientsText: saved.recipients.join(', ') }), [saved])
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }))

  const save = async (e?: FormEvent) => {
    e?.preventDefault()
    setBusy('save')
    const result = await emailSettingsSet({
      workspaceId,
      enabled: form.enabled,
      host: form.host,
      port: form.port,
      security: form.security,
      user: form.user,
      from: form.from,
      recipients: form.recipientsText.split(/[\s,;]+/).filter(Boolean),
      ...(clearPassword ? { password: null } : password ? { password } : {}),
    })
    setBusy(null)
    if (!result.ok) {
      setError({
        message: result.error.message,
        ...(result.error.field ? { field: result.error.field } : {}),
      })
      return false
    }
    setError(null)
    setPassword('')
    setClearPassword(false)
    onSaved(result.value)
    toast.success('E-mail settings saved.')
    return true
  }

  const sendTest = async () => {
    if (!(await save())) return
    setBusy('test')
    const result = await emailTest({ workspaceId })
    setBusy(null)
    if (!result.ok) return setError({ message: `Test not sent: ${result.error.message}` })
    toast.success(`Test message sent to ${result.value.sentTo.join(', ')}.`)
  }

  const invalid = (field: string) =>
    error?.field === field ? { 'aria-invalid': true as const } : {}
  return (
    <form onSubmit={(e) => void save(e)}>
      <InlineError message={error?.message ?? null} />
      <label className="check">
        <input
          type="checkbox"
          checked={form.enabled}
          onChange={(e) => set({ enabled: e.target.checked })}
        />{' '}
        E-mail the weekly digest
      </label>
      <div className="field-row">
        <div className="field">
          <label htmlFor="m-host">Mail server</label>
          <input
            id="m-host"
            value={form.host}
            placeholder="smtp.example.com"
            autoComplete="off"
            onChange={(e) => set({ host: e.target.value })}
            {...invalid('host')}
          />
        </div>
        <div className="field small-field">
          <label htmlFor="m-security">Encryption</label>
          <select
            id="m-security"
            value={form.security}
            onChange={(e) => {
              const security = e.target.value as MailSecurity
              set({ security, port: DEFAULT_PORT[security] })
            }}
            {...invalid('security')}
          >
            <option value="starttls">STARTTLS</option>
            <option value="tls">TLS</option>
            <option value="none">None (a relay on this computer only)</option>
          </select>
        </div>
        <div className="field small-field">
          <label htmlFor="m-port">Port</label>
          <input
            id="m-port"
            type="number"
            min={1}
            max={65535}
            value={form.port}
            onChange={(e) => set({ port: Number(e.target.value) })}
          />
        </div>
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor="m-user">User name</label>
          <input
            id="m-user"
            value={form.user}
            autoComplete="off"
            onChange={(e) => set({ user: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="m-password">Password</label>
          <input
            id="m-password"
            type="password"
            value={password}
            autoComplete="new-password"
            placeholder={saved.hasPassword ? 'Saved; type to replace' : ''}
            aria-describedby="m-password-hint"
            onChange={(e) => {
              setPassword(e.target.value)
              setClearPassword(false)
            }}
            {...invalid('password')}
          />
          <p className="hint" id="m-password-hint">
            Kept encrypted and never shown again. It is only ever sent to the mail server and port
            it was entered for: after changing either, enter the password again.
            {saved.hasPassword && (
              <>
                {' '}
                <label className="check">
                  <input
                    type="checkbox"
                    checked={clearPassword}
                    onChange={(e) => setClearPassword(e.target.checked)}
                  />{' '}
                  Remove the saved password
                </label>
              </>
            )}
          </p>
        </div>
      </div>
      <div className="field">
        <label htmlFor="m-from">From</label>
        <input
          id="m-from"
          type="email"
          value={form.from}
          placeholder="reviews@example.com"
          onChange={(e) => set({ from: e.target.value })}
          {...invalid('from')}
        />
      </div>
      <div className="field">
        <label htmlFor="m-to">Recipients</label>
        <input
          id="m-to"
          value={form.recipientsText}
          placeholder="team@example.com, lead@example.com"
          aria-describedby="m-to-hint"
          onChange={(e) => set({ recipientsText: e.target.value })}
          {...invalid('recipients')}
        />
        <p className="hint" id="m-to-hint">
          Separate addresses with commas.
        </p>
      </div>
      <p className="muted small" aria-live="polite">
        {saved.lastError
          ? `Last digest e-mail not sent: ${saved.lastError}`
          : saved.lastSentAt
            ? `Last digest e-mailed ${formatWhen(saved.lastSentAt)}.`
            : 'No digest e-mailed yet.'}
      </p>
      <div className="form-actions">
        <button type="submit" className="button primary" disabled={busy !== null}>
          {busy === 'save' ? 'Saving…' : 'Save'}
        </button>
        <button
          type="button"
          className="button"
          disabled={busy !== null}
          onClick={() => void sendTest()}
        >
          {busy === 'test' ? 'Sending…' : 'Send test'}
        </button>
      </div>
    </form>
  )
}
