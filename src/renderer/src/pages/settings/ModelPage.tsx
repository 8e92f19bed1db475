import { useEffect, useState } from 'react'
import type { ModelTestDto } from '../../../../shared/dto/drafting'
import { useMutation } from '../../hooks/useMutation'
import { ConfirmDialog } from '../../components/Dialog'
import { InlineError, Loading } from '../../components/InlineError'
import { formatWhen } from '../../format'
import { useCommand } from '../../hooks/useCommand'
import { useCan, useSession } from '../../store/session'
import { toast } from '../../store/toasts'

/** The origin a typed base URL would send requests to; null while it is not a URL yet. */
function originOf(baseUrl: string): string | null {
  try {
    return new URL(baseUrl.trim()).origin
  } catch {
    return null
  }
}

/** An optional OpenAI-compatible model for drafting; the built-in drafter is the fallback. */
export function ModelPage() {
  const modelSet = useMutation('model.set')
  const modelTest = useMutation('model.test')
  const modelRemove = useMutation('model.remove')

  const workspaceId = useSession((s) => s.workspaceId) ?? ''
  const isAdmin = useCan('admin')
  const model = useCommand('model.get', { workspaceId }, { refreshOn: ['model'] })
  const [baseUrl, setBaseUrl] = useState('')
  const [name, setName] = useState('')
  const [timeout, setTimeoutMs] = useState(20_000)
  const [enabled, setEnabled] = useState(true)
  const [apiKey, setApiKey] = useState('')
  const [clearKey, setClearKey] = useState(false)
  const [busy, setBusy] = useState<string | null>(null)
  const [error, setError] = useState<{ message: string; field?: string } | null>(null)
  const [test, setTest] = useState<ModelTestDto | null>(null)
  const [confirmRemove, setConfirmRemove] = useState(false)

  // The form follows what is saved, not every refresh: a refresh with the same settings (after a
  // save, or another window's change notice) must not wipe what the admin is typing.
  const saved = model.data
    ? JSON.stringify([
        model.data.baseUrl,
        model.data.model,
        model.data.timeoutMs,
        model.data.configured ? model.data.enabled : true,
      ])
    : null
  useEffect(() => {
    if (saved === null) return
    const [url, modelName, timeoutMs, on] = JSON.parse(saved) as [
      string | null,
      string | null,
      number,
      boolean,
    ]
    setBaseUrl(url ?? '')
    setName(modelName ?? '')
    setTimeoutMs(timeoutMs)
    setEnabled(on)
  }, [saved])

  const save = async (e: React.FormEvent) => {
    e.preventDefault()
    setBusy('save')
    setError(null)
    const result = await modelSet({
      workspaceId,
      baseUrl,
      model: name,
      timeoutMs: timeout,
      enabled,
      ...(clearKey ? { apiKey: '' } : apiKey ? { apiKey } : {}),
    })
    setBusy(null)
    if (!result.ok) return setError(result.error)
    model.set(result.value)
    setApiKey('')
    setClearKey(false)
    toast.success(
      result.value.enabled
        ? 'Saved. New drafts use your model, with the built-in drafter as fallback.'
        : 'Saved. Drafts stay built-in while the model is off.',
    )
  }

  const runTest = async () => {
    setBusy('test')
    setTest(null)
    const result = await modelTest({ workspaceId })
    setBusy(null)
    if (!result.ok) return setError(result.error)
    setTest(result.value)
  }

  const remove = async () => {
    setConfirmRemove(false)
    const result = await modelRemove({ workspaceId })
    if (!result.ok) return toast.error(result.error.message)
    model.set(result.value)
    setTest(null)
    toast.success('Model removed; drafts use the built-in drafter.')
  }

  const m = model.data
  const typedOrigin = originOf(baseUrl)
  const keyLeftBehind =
    m?.hasKey && m.keyOrigin && !apiKey && !clearKey && typedOrigin && typedOrigin !== m.keyOrigin
      ? m.keyOrigin
      : null
  return (
    <div className="settings-section">
      <h2>Drafting model</h2>
      <p className="muted">
        Optional. Any OpenAI-compatible chat endpoint: OpenAI, Ollama, LM Studio, vLLM. Without one,
        the built-in drafter writes replies in 74 languages. Every model draft is checked (language,
        length, no placeholders or HTML) and replaced by a built-in draft, with the reason shown,
        when it fails.
      </p>
      <InlineError message={model.error} />
      {!m ? (
        !model.error && <Loading />
      ) : (
        <form className="card form" onSubmit={save} aria-label="Drafting model">
          <fieldset disabled={!isAdmin} className="plain-fieldset">
            <div className="field">
              <label htmlFor="m-url">Base URL</label>
              <input
                id="m-url"
                value={baseUrl}
                placeholder="http://localhost:11434/v1"
                onChange={(e) => setBaseUrl(e.target.value)}
                aria-invalid={error?.field === 'baseUrl'}
              />
            </div>
            <div className="field-row">
              <div className="field">
                <label htmlFor="m-model">Model</label>
                <input
                  id="m-model"
                  value={name}
                  placeholder="llama3.1"
                  onChange={(e) => setName(e.target.value)}
                  aria-invalid={error?.field === 'model'}
                />
              </div>
              <div className="field">
                <label htmlFor="m-timeout">Timeout (seconds)</label>
                <input
                  id="m-timeout"
                  type="number"
                  min={1}
                  max={300}
                  value={Math.round(timeout / 1000)}
                  onChange={(e) => setTimeoutMs(Number(e.target.value) * 1000)}
                />
              </div>
            </div>
            <div className="field">
              <label htmlFor="m-key">
                API key{' '}
                {m.hasKey ? '(stored: leave empty to keep it)' : '(optional for local servers)'}
              </label>
              <input
                id="m-key"
                type="password"
                autoComplete="off"
                value={apiKey}
                onChange={(e) => setApiKey(e.target.value)}
                disabled={clearKey}
              />
              {m.hasKey && (
                <label className="check small">
                  <input
                    type="checkbox"
                    checked={clearKey}
                    onChange={(e) => setClearKey(e.target.checked)}
                  />{' '}
                  Forget the stored key
                  {m.keyUpdatedAt ? (
                    <span className="muted"> (saved {formatWhen(m.keyUpdatedAt)})</span>
                  ) : null}
                </label>
              )}
              <p className="hint">
                The key is encrypted on this computer and never shown again. It is only ever sent to
                the address it was entered for.
              </p>
              {keyLeftBehind && (
                <p className="note warn" role="status">
                  The stored key was entered for {keyLeftBehind} and is never sent to another
                  address. To use {typedOrigin}, enter its API key again, or tick “Forget the stored
                  key”.
                </p>
              )}
            </div>
            <label className="check">
              <input
                type="checkbox"
                checked={enabled}
                onChange={(e) => setEnabled(e.target.checked)}
              />{' '}
              Draft with this model
            </label>
          </fieldset>
          <InlineError message={error?.message ?? null} />
          {isAdmin ? (
            <div className="form-actions">
              {m.configured && (
                <>
                  <button
                    type="button"
                    className="button danger"
                    onClick={() => setConfirmRemove(true)}
                  >
                    Remove model…
                  </button>
                  <button
                    type="button"
                    className="button"
                    disabled={busy !== null}
                    onClick={() => void runTest()}
                  >
                    {busy === 'test' ? 'Asking the model…' : 'Test'}
                  </button>
                </>
              )}
              <button
                type="submit"
                className="button primary"
                disabled={busy !== null || !baseUrl.trim() || !name.trim()}
              >
                {busy === 'save' ? 'Saving…' : 'Save'}
              </button>
            </div>
          ) : (
            <p className="muted small">Only admins change the drafting model.</p>
          )}
          {test && (
            <div className={test.ok ? 'test-result ok' : 'test-result error'} role="status">
              <strong>{test.ok ? 'The model answered.' : 'The model test failed.'}</strong>{' '}
              {test.message}
              {test.latencyMs !== null && (
                <span className="muted small"> ({test.latencyMs} ms)</span>
              )}
              {test.reply && <blockquote className="quote">{test.reply}</blockquote>}
            </div>
          )}
        </form>
      )}
      {confirmRemove && (
        <ConfirmDialog
          title="Remove the drafting model?"
          confirmLabel="Remove model"
          danger
          onCancel={() => setConfirmRemove(false)}
          onConfirm={() => void remove()}
        >
          <p>Its settings and stored key are deleted. Drafts go back to the built-in drafter.</p>
        </ConfirmDialog>
      )}
    </div>
  )
}
