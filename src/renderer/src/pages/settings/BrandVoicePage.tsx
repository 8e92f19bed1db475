import { useEffect, useMemo, useState } from 'react'
import {
  EMOJI_POLICIES,
  PREFERRED_LENGTHS,
  VOICE_TONES,
  type VoiceSettings,
} from '../../../../shared/dto/drafting'
import { useMutation } from '../../hooks/useMutation'
import { InlineError, Loading } from '../../components/InlineError'
import { formatWhen } from '../../format'
import { useCommand } from '../../hooks/useCommand'
import { useAppList } from '../../store/apps'
import { useCan, useSession } from '../../store/session'
import { toast } from '../../store/toasts'
import { VoicePreview } from './VoicePreview'
import { VoiceProposals } from './VoiceProposals'

const TONE_LABEL: Record<(typeof VOICE_TONES)[number], string> = {
  warm: 'Warm',
  professional: 'Professional',
  playful: 'Playful',
  concise: 'Concise',
}
const EMOJI_LABEL: Record<(typeof EMOJI_POLICIES)[number], string> = {
  none: 'Never',
  sparing: 'Sparingly',
  allowed: 'Allowed',
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)

/** The brand voice, for the workspace or one app, with drafts of sample reviews as you type. */
export function BrandVoicePage() {
  const voiceSet = useMutation('voice.set')

  const workspaceId = useSession((s) => s.workspaceId) ?? ''
  const canEdit = useCan('editor')
  const [appId, setAppId] = useState('')
  const apps = useAppList(workspaceId)
  const voice = useCommand(
    'voice.get',
    { workspaceId, ...(appId ? { appId } : {}) },
    { refreshOn: ['voice'] },
  )
  const [draft, setDraft] = useState<VoiceSettings | null>(null)
  const [always, setAlways] = useState('')
  const [never, setNever] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    if (!voice.data) return
    setDraft(voice.data.effective)
    setAlways(voice.data.effective.alwaysSay.join('\n'))
    setNever(voice.data.effective.neverSay.join('\n'))
  }, [voice.data])

  const edited = useMemo<VoiceSettings | null>(
    () => (draft ? { ...draft, alwaysSay: lines(always), neverSay: lines(never) } : null),
    [draft, always, never],
  )
  const changed =
    voice.data && edited ? JSON.stringify(edited) !== JSON.stringify(voice.data.effective) : false

  const save = async () => {
    if (!edited || !voice.data) return
    setBusy(true)
    setError(null)
    // An app override stores only what differs from the workspace voice.
    const patch = appId
      ? Object.fromEntries(
          Object.entries(edited).filter(
            ([k, v]) =>
              JSON.stringify(v) !== JSON.stringify(voice.data?.workspace[k as keyof VoiceSettings]),
          ),
        )
      : edited
    const result = await voiceSet({ workspaceId, appId: appId || null, settings: patch })
    setBusy(false)
    if (!result.ok) return setError(result.error.message)
    voice.set(result.value)
    toast.success(
      'Brand voice saved. Drafts nobody edited are written again in it; edited ones are flagged.',
    )
  }

  const reset = async () => {
    const result = await voiceSet({ workspaceId, appId, settings: null })
    if (!result.ok) return toast.error(result.error.message)
    voice.set(result.value)
    toast.success('This app now uses the workspace voice.')
  }

  const set = <K extends keyof VoiceSettings>(key: K, value: VoiceSettings[K]) =>
    setDraft((d) => (d ? { ...d, [key]: value } : d))
  const overridden = new Set(voice.data?.overriddenFields ?? [])
  const mark = (field: keyof VoiceSettings) =>
    appId && overridden.has(field) ? <span className="tag small">this app</span> : null

  return (
    <div className="settings-section voice">
      <h2>Brand voice</h2>
      <p className="muted">How drafts sound. Every draft still waits for a person to approve it.</p>
      <div className="field inline-field">
        <label htmlFor="voice-scope">Voice for</label>
        <select id="voice-scope" value={appId} onChange={(e) => setAppId(e.target.value)}>
          <option value="">Every app (workspace default)</option>
          {apps?.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name} only
            </option>
          ))}
        </select>
        {appId && voice.data?.overridden && (
          <button
            type="button"
            className="link-button"
            disabled={!canEdit}
            onClick={() => void reset()}
          >
            Use the workspace voice again
          </button>
        )}
      </div>
      <InlineError message={voice.error} />
      {!draft || !voice.data ? (
        !voice.error && <Loading />
      ) : (
        <div className="voice-grid">
          {canEdit && (
            <VoiceProposals
              workspaceId={workspaceId}
              appId={appId}
              onAccept={(patch) => setDraft((d) => (d ? { ...d, ...patch } : d))}
            />
          )}
          <form
            className="card form"
            aria-label="Brand voice"
            onSubmit={(e) => {
              e.preventDefault()
              void save()
            }}
          >
            <fieldset disabled={!canEdit} className="plain-fieldset">
              <div className="field">
                <label htmlFor="v-brand">Product or brand name {mark('brandName')}</label>
                <input
                  id="v-brand"
                  value={draft.brandName}
                  placeholder="Empty: the app's name"
                  onChange={(e) => set('brandName', e.target.value)}
                />
              </div>
              <fieldset className="field">
                <legend>Tone {mark('tone')}</legend>
                <div className="segmented">
                  {VOICE_TONES.map((t) => (
                    <label key={t} className={draft.tone === t ? 'seg active' : 'seg'}>
                      <input
                        type="radio"
                        name="tone"
                        className="visually-hidden"
                        checked={draft.tone === t}
                        onChange={() => set('tone', t)}
                      />
                      {TONE_LABEL[t]}
                    </label>
                  ))}
                </div>
              </fieldset>
              <div className="field-row">
                <label className="check">
                  <input
                    type="checkbox"
                    checked={draft.greeting}
                    onChange={(e) => set('greeting', e.target.checked)}
                  />{' '}
                  Start with a greeting {mark('greeting')}
                </label>
              </div>
              {draft.greeting && (
                <div className="field">
                  <label htmlFor="v-greeting">
                    Your own greeting (optional) {mark('customGreeting')}
                  </label>
                  <input
                    id="v-greeting"
                    value={draft.customGreeting ?? ''}
                    placeholder="Hi {name},"
                    onChange={(e) => set('customGreeting', e.target.value || null)}
                    aria-describedby="v-greeting-hint"
                  />
                  <p className="hint" id="v-greeting-hint">
                    {'{name}'} becomes the reviewer’s first name. Written in the language chosen
                    below.
                  </p>
                </div>
              )}
              <div className="field">
                <label htmlFor="v-signoff">Sign-off (optional) {mark('signOff')}</label>
                <input
                  id="v-signoff"
                  value={draft.signOff ?? ''}
                  placeholder="Sam from Acme"
                  onChange={(e) => set('signOff', e.target.value || null)}
                />
              </div>
              <div className="field">
                <label htmlFor="v-contact">Support contact {mark('supportContact')}</label>
                <input
                  id="v-contact"
                  value={draft.supportContact ?? ''}
                  placeholder="support@example.com or https://example.com/help"
                  onChange={(e) => set('supportContact', e.target.value || null)}
                  aria-describedby="v-contact-hint"
                />
                <p className="hint" id="v-contact-hint">
                  Offered on low ratings and problem reports.
                </p>
              </div>
              <div className="field">
                <label htmlFor="v-always">Always say (one per line) {mark('alwaysSay')}</label>
                <textarea
                  id="v-always"
                  rows={2}
                  value={always}
                  onChange={(e) => setAlways(e.target.value)}
                />
              </div>
              <div className="field">
                <label htmlFor="v-never">
                  Never say (one word or phrase per line) {mark('neverSay')}
                </label>
                <textarea
                  id="v-never"
                  rows={2}
                  value={never}
                  onChange={(e) => setNever(e.target.value)}
                />
              </div>
              <div className="field-row">
                <div className="field">
                  <label htmlFor="v-emoji">Emoji {mark('emoji')}</label>
                  <select
                    id="v-emoji"
                    value={draft.emoji}
                    onChange={(e) => set('emoji', e.target.value as VoiceSettings['emoji'])}
                  >
                    {EMOJI_POLICIES.map((p) => (
                      <option key={p} value={p}>
                        {EMOJI_LABEL[p]}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="field">
                  <label htmlFor="v-length">Length {mark('length')}</label>
                  <select
                    id="v-length"
                    value={draft.length}
                    onChange={(e) => set('length', e.target.value as VoiceSettings['length'])}
                  >
                    {PREFERRED_LENGTHS.map((l) => (
                      <option key={l} value={l}>
                        {l === 'short' ? 'Short' : 'Medium'}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="field">
                  <label htmlFor="v-language">Your texts are in {mark('language')}</label>
                  <select
                    id="v-language"
                    value={draft.language}
                    onChange={(e) => set('language', e.target.value)}
                  >
                    {voice.data.builtinLanguages.map((l) => (
                      <option key={l.code} value={l.code}>
                        {l.name}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
            </fieldset>
            <InlineError message={error} />
            {canEdit ? (
              <div className="form-actions">
                {voice.data.updatedAt && (
                  <span className="muted small">Saved {formatWhen(voice.data.updatedAt)}</span>
                )}
                <button type="submit" className="button primary" disabled={busy || !changed}>
                  {busy ? 'Saving…' : changed ? 'Save voice' : 'Saved'}
                </button>
              </div>
            ) : (
              <p className="muted small">
                Viewers can read the voice; editors and admins change it.
              </p>
            )}
          </form>
          {edited && <VoicePreview workspaceId={workspaceId} appId={appId} voice={edited} />}
        </div>
      )}
    </div>
  )
}
