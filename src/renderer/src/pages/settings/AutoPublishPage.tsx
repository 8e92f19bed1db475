import { useEffect, useState } from 'react'
import type { AppDto } from '../../../../shared/dto/apps'
import type { AutoPublishDto, AutoPublishRulesDto } from '../../../../shared/dto/replies'
import { useMutation } from '../../hooks/useMutation'
import { ConfirmDialog } from '../../components/Dialog'
import { EmptyState } from '../../components/EmptyState'
import { InlineError, Loading } from '../../components/InlineError'
import { formatWhen } from '../../format'
import { useCommand } from '../../hooks/useCommand'
import { useAppList, useApps } from '../../store/apps'
import { useAutoPublish } from '../../store/autoPublish'
import { useCan, useSession } from '../../store/session'
import { toast } from '../../store/toasts'

/** Opt-in auto-publish per app: off by default, admins only, with its rules and a plain warning. */
export function AutoPublishPage() {
  const workspaceId = useSession((s) => s.workspaceId) ?? ''
  const apps = useAppList(workspaceId)
  const appsError = useApps((s) => s.error)
  return (
    <div className="settings-section">
      <h2>Auto-publish</h2>
      <div className="banner-inline danger" role="note">
        <strong>Off by default, and best left off.</strong> When it is on, drafts that match the
        rules go live on the store without anyone reading them first. Replies are public and the
        reviewer is notified. Length rules and store quotas still apply. A draft containing a link,
        an e-mail address, a phone number or figures that are not in your brand voice&apos;s contact
        details always waits for a person, with the reason shown on the review.
      </div>
      <InlineError message={appsError} />
      {apps === null ? (
        !appsError && <Loading />
      ) : apps.length === 0 ? (
        <EmptyState title="No apps yet">
          <p>Auto-publish is set per app. Add an app first.</p>
        </EmptyState>
      ) : (
        <ul className="plain">
          {apps.map((a) => (
            <AppRules key={a.id} workspaceId={workspaceId} app={a} />
          ))}
        </ul>
      )}
    </div>
  )
}

function AppRules({ workspaceId, app }: { workspaceId: string; app: AppDto }) {
  const autoPublishSet = useMutation('autoPublish.set')

  const isAdmin = useCan('admin')
  const loadBanner = useAutoPublish((s) => s.load)
  const state = useCommand(
    'autoPublish.get',
    { workspaceId, appId: app.id },
    { refreshOn: ['apps'] },
  )
  const [rules, setRules] = useState<AutoPublishRulesDto | null>(null)
  const [languages, setLanguages] = useState('')
  const [confirm, setConfirm] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (!state.data) return
    setRules(state.data.rules)
    setLanguages(state.data.rules.languages.join(', '))
  }, [state.data])

  const save = async (enabled: boolean) => {
    if (!rules) return
    setBusy(true)
    setError(null)
    const result = await autoPublishSet({
      workspaceId,
      appId: app.id,
      enabled,
      rules: {
        ...rules,
        languages: languages
          .split(/[\s,]+/)
          .map((l) => l.trim())
          .filter(Boolean),
      },
    })
    setBusy(false)
    setConfirm(false)
    if (!result.ok) return setError(result.error.message)
    state.set(result.value)
    void loadBanner(workspaceId)
    toast.success(
      result.value.enabled
        ? `Auto-publish is on for ${app.name}.`
        : `Auto-publish is off for ${app.name}: every reply waits for approval.`,
    )
  }

  const s: AutoPublishDto | null = state.data
  const id = (f: string) => `ap-${app.id}-${f}`
  return (
    <li className="card">
      <div className="endpoint-head">
        <h3>{app.name}</h3>
        {s && (
          <span className={s.enabled ? 'health health-failing' : 'health health-healthy'}>
            {s.enabled ? 'Auto-publish on' : 'Off: approval required'}
          </span>
        )}
      </div>
      <InlineError message={state.error} />
      {s && rules && (
        <form
          className="form"
          aria-label={`Auto-publish rules for ${app.name}`}
          onSubmit={(e) => {
            e.preventDefault()
            void save(s.enabled)
          }}
        >
          <fieldset disabled={!isAdmin} className="plain-fieldset">
            <div className="field-row">
              <div className="field">
                <label htmlFor={id('min')}>Only reviews rated at least</label>
                <select
                  id={id('min')}
                  value={rules.minRating}
                  onChange={(e) => setRules({ ...rules, minRating: Number(e.target.value) })}
                >
                  {[1, 2, 3, 4, 5].map((n) => (
                    <option key={n} value={n}>
                      {n} {n === 1 ? 'star' : 'stars'}
                    </option>
                  ))}
                </select>
              </div>
              <div className="field">
                <label htmlFor={id('drafter')}>Drafts written by</label>
                <select
                  id={id('drafter')}
                  value={rules.drafter}
                  onChange={(e) =>
                    setRules({
                      ...rules,
                      drafter: e.target.value as AutoPublishRulesDto['drafter'],
                    })
                  }
                >
                  <option value="any">Either drafter</option>
                  <option value="builtin">The built-in drafter only</option>
                  <option value="model">Your model only</option>
                </select>
              </div>
              <div className="field">
                <label htmlFor={id('cap')}>At most per day</label>
                <input
                  id={id('cap')}
                  type="number"
                  min={1}
                  max={1000}
                  value={rules.dailyCap}
                  onChange={(e) => setRules({ ...rules, dailyCap: Number(e.target.value) })}
                />
              </div>
            </div>
            <div className="field">
              <label htmlFor={id('langs')}>Languages (empty: any)</label>
              <input
                id={id('langs')}
                value={languages}
                placeholder="en, de, fr"
                onChange={(e) => setLanguages(e.target.value)}
              />
            </div>
          </fieldset>
          <p className="muted small">
            {s.publishedToday} published automatically today.
            {s.updatedAt
              ? ` Last changed ${formatWhen(s.updatedAt)}${s.updatedByName ? ` by ${s.updatedByName}` : ''}.`
              : ''}
          </p>
          <InlineError message={error} />
          {isAdmin ? (
            <div className="form-actions">
              <button type="submit" className="button" disabled={busy}>
                Save rules
              </button>
              {s.enabled ? (
                <button
                  type="button"
                  className="button primary"
                  disabled={busy}
                  onClick={() => void save(false)}
                >
                  Turn auto-publish off
                </button>
              ) : (
                <button
                  type="button"
                  className="button danger"
                  disabled={busy}
                  onClick={() => setConfirm(true)}
                >
                  Turn auto-publish on…
                </button>
              )}
            </div>
          ) : (
            <p className="muted small">Only admins can change auto-publish.</p>
          )}
        </form>
      )}
      {confirm && (
        <ConfirmDialog
          title={`Publish ${app.name}'s drafts without approval?`}
          confirmLabel="Turn auto-publish on"
          danger
          busy={busy}
          onCancel={() => setConfirm(false)}
          onConfirm={() => void save(true)}
        >
          <p>
            Drafts for reviews rated {rules?.minRating}★ or more
            {languages.trim() ? ` in ${languages}` : ''} will be published without anyone reading
            them, up to {rules?.dailyCap} a day. A banner stays on screen while this is on.
          </p>
        </ConfirmDialog>
      )}
    </li>
  )
}
