import { useState } from 'react'
import {
  WEEKDAYS,
  type AnomalySettingsDto,
  type NotificationSettingsDto,
  type Weekday,
} from '../../../../shared/dto/insights'
import { useMutation } from '../../hooks/useMutation'
import { InlineError, Loading } from '../../components/InlineError'
import { formatDateTime, formatWhen } from '../../format'
import { useCommand } from '../../hooks/useCommand'
import { useCan, useSession } from '../../store/session'
import { toast } from '../../store/toasts'
import { EmailChannel } from './EmailChannel'
import { ReplyTargetCard } from './insights/ReplyTargetCard'
import { ThresholdFields } from './insights/ThresholdFields'

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** When digests are made, when an alert fires, and which desktop notifications appear. */
export function InsightsSettingsPage() {
  return (
    <div className="settings-section">
      <h2>Digests & alerts</h2>
      <DigestSchedule />
      <ReplyTargetCard />
      <EmailChannel />
      <AnomalyThresholds />
      <Notifications />
    </div>
  )
}

function DigestSchedule() {
  const insightsDigestSettingsSet = useMutation('insights.digestSettings.set')

  const workspaceId = useSession((s) => s.workspaceId) ?? ''
  const isAdmin = useCan('admin')
  const settings = useCommand('insights.digestSettings.get', { workspaceId })
  const [error, setError] = useState<string | null>(null)
  const s = settings.data
  const update = async (patch: {
    enabled?: boolean
    day?: Weekday
    hour?: number
    timeZone?: string | null
  }) => {
    const result = await insightsDigestSettingsSet({ workspaceId, ...patch })
    if (!result.ok) return setError(result.error.message)
    setError(null)
    settings.set(result.value)
  }
  return (
    <section className="card form" aria-labelledby="digest-schedule">
      <h3 id="digest-schedule">Weekly digest</h3>
      <InlineError message={settings.error ?? error} />
      {!s ? (
        !settings.error && <Loading />
      ) : (
        <fieldset disabled={!isAdmin} className="plain-fieldset">
          <label className="check">
            <input
              type="checkbox"
              checked={s.enabled}
              onChange={(e) => void update({ enabled: e.target.checked })}
            />{' '}
            Make a digest for every app each week
          </label>
          <div className="field-row">
            <div className="field">
              <label htmlFor="d-day">Day</label>
              <select
                id="d-day"
                value={s.day}
                onChange={(e) => void update({ day: e.target.value as Weekday })}
              >
                {WEEKDAYS.map((d) => (
                  <option key={d} value={d}>
                    {cap(d)}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="d-hour">Hour</label>
              <select
                id="d-hour"
                value={s.hour}
                onChange={(e) => void update({ hour: Number(e.target.value) })}
              >
                {Array.from({ length: 24 }, (_, h) => (
                  <option key={h} value={h}>
                    {String(h).padStart(2, '0')}:00
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="d-zone">Time zone</label>
              <input
                id="d-zone"
                defaultValue={s.timeZone}
                key={s.timeZone}
                onBlur={(e) => {
                  const zone = e.target.value.trim()
                  if (zone !== s.timeZone) void update({ timeZone: zone || null })
                }}
                aria-describedby="d-zone-hint"
              />
              <p className="hint" id="d-zone-hint">
                {s.timeZoneSource === 'system' ? 'This computer’s zone. ' : ''}Next digest:{' '}
                <span title={formatDateTime(s.nextRunAt)}>{formatWhen(s.nextRunAt)}</span>.
              </p>
            </div>
          </div>
        </fieldset>
      )}
    </section>
  )
}

function AnomalyThresholds() {
  const insightsAnomalySettingsSet = useMutation('insights.anomalySettings.set')

  const workspaceId = useSession((s) => s.workspaceId) ?? ''
  const isAdmin = useCan('admin')
  const settings = useCommand('insights.anomalySettings.get', { workspaceId })
  const [error, setError] = useState<string | null>(null)
  const s: AnomalySettingsDto | null = settings.data
  const update = async (patch: Record<string, unknown>) => {
    const result = await insightsAnomalySettingsSet({ workspaceId, ...patch })
    if (!result.ok) return setError(result.error.message)
    setError(null)
    settings.set(result.value)
    toast.success('Alert settings saved.')
  }
  return (
    <section className="card form" aria-labelledby="anomaly-settings">
      <h3 id="anomaly-settings">Alerts</h3>
      <InlineError message={settings.error ?? error} />
      {!s ? (
        !settings.error && <Loading />
      ) : (
        <fieldset disabled={!isAdmin} className="plain-fieldset">
          <label className="check">
            <input
              type="checkbox"
              checked={s.enabled}
              onChange={(e) => void update({ enabled: e.target.checked })}
            />{' '}
            Watch every app for rating drops and review spikes
          </label>
          <ThresholdFields settings={s} onSave={(patch) => void update(patch)} />
          <button
            type="button"
            className="link-button"
            onClick={() => void update({ reset: true })}
          >
            Back to the recommended settings
          </button>
        </fieldset>
      )}
    </section>
  )
}

function Notifications() {
  const insightsNotificationSettingsSet = useMutation('insights.notificationSettings.set')

  const workspaceId = useSession((s) => s.workspaceId) ?? ''
  const isAdmin = useCan('admin')
  const settings = useCommand('insights.notificationSettings.get', { workspaceId })
  const [error, setError] = useState<string | null>(null)
  const s: NotificationSettingsDto | null = settings.data
  const update = async (patch: Partial<NotificationSettingsDto>) => {
    const result = await insightsNotificationSettingsSet({ workspaceId, ...patch })
    if (!result.ok) return setError(result.error.message)
    setError(null)
    settings.set(result.value)
  }
  return (
    <section className="card form" aria-labelledby="notification-settings">
      <h3 id="notification-settings">Desktop notifications</h3>
      <p className="muted small">
        Shown by the desktop app; the browser version of Review Reply does not show them.
      </p>
      <InlineError message={settings.error ?? error} />
      {!s ? (
        !settings.error && <Loading />
      ) : (
        <fieldset disabled={!isAdmin} className="plain-fieldset">
          <div className="field-row align-end">
            <label className="check">
              <input
                type="checkbox"
                checked={s.lowStarReviews}
                onChange={(e) => void update({ lowStarReviews: e.target.checked })}
              />{' '}
              New reviews rated at most
            </label>
            <label className="inline-field">
              <select
                aria-label="Low-star threshold"
                value={s.lowStarThreshold}
                onChange={(e) => void update({ lowStarThreshold: Number(e.target.value) })}
              >
                {[1, 2, 3, 4].map((n) => (
                  <option key={n} value={n}>
                    {n} {n === 1 ? 'star' : 'stars'}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <label className="check">
            <input
              type="checkbox"
              checked={s.anomalies}
              onChange={(e) => void update({ anomalies: e.target.checked })}
            />{' '}
            Rating drops and review spikes
          </label>
          <label className="check">
            <input
              type="checkbox"
              checked={s.publishFailures}
              onChange={(e) => void update({ publishFailures: e.target.checked })}
            />{' '}
            Replies a store refused
          </label>
        </fieldset>
      )}
    </section>
  )
}
