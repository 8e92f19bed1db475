import type { ReplySpeedDto } from '../../../../shared/dto/reply-effect'
import { formatHours, formatNumber, formatPercent } from '../../format'
import { BarList } from './charts/BarList'

const HOUR = 3_600_000
const hours = (ms: number | null) => (ms === null ? '–' : formatHours(ms / HOUR))

const AGES: { key: keyof ReplySpeedDto['backlog']; label: string }[] = [
  { key: 'under_1d', label: 'Under 1 day' },
  { key: '1_3d', label: '1–3 days' },
  { key: '3_7d', label: '3–7 days' },
  { key: 'over_7d', label: 'Over 7 days' },
]

/**
 * Time to first reply against the team's target (red, and said in words, when the median misses
 * it), and how many wait over it now, with a link to the inbox's "Waiting over …" view.
 */
export function ReplySpeedKpis({ s, onOpenOverdue }: { s: ReplySpeedDto; onOpenOverdue(): void }) {
  const target = formatHours(s.targetMs / HOUR)
  return (
    <div className="kpis" aria-label="Reply speed">
      <div className="kpi card" data-testid="reply-speed-median">
        <span className="kpi-label">Median time to first reply</span>
        <span className={s.targetMissed ? 'kpi-value missed' : 'kpi-value'}>
          {hours(s.medianMs)}
        </span>
        <span className={s.targetMissed ? 'delta bad' : 'delta'}>
          {s.medianMs === null
            ? 'no review of this period answered yet'
            : s.targetMissed
              ? `over the ${target} target`
              : `within the ${target} target`}
        </span>
      </div>
      <div className="kpi card">
        <span className="kpi-label">90th percentile</span>
        <span className="kpi-value">{hours(s.p90Ms)}</span>
        <span className="delta">
          {formatNumber(s.replied)} of {formatNumber(s.reviews)} reviews replied
        </span>
      </div>
      <div className="kpi card">
        <span className="kpi-label">Replied within 24 h</span>
        <span className="kpi-value">
          {s.within24hShare === null ? '–' : formatPercent(s.within24hShare)}
        </span>
        <span className="delta">of the period’s reviews</span>
      </div>
      <div className="kpi card">
        <span className="kpi-label">Overdue now</span>
        <span className={s.overdue > 0 ? 'kpi-value missed' : 'kpi-value'}>
          {formatNumber(s.overdue)}
        </span>
        {s.overdue > 0 ? (
          <button type="button" className="link-button small" onClick={onOpenOverdue}>
            Waiting over {target}: open them
          </button>
        ) : (
          <span className="delta">none waiting over {target}</span>
        )}
      </div>
    </div>
  )
}

/** The reviews waiting for a reply now, by age. */
export function BacklogChart({ s }: { s: ReplySpeedDto }) {
  const target = formatHours(s.targetMs / HOUR)
  const waiting = AGES.reduce((n, a) => n + s.backlog[a.key], 0)
  return (
    <BarList
      id="backlog"
      title="Waiting for a reply"
      summary={
        waiting === 0
          ? 'No review is waiting for a reply.'
          : `${formatNumber(waiting)} reviews wait for a reply; ${formatNumber(s.overdue)} over the ${target} target.`
      }
      bars={AGES.map((a) => ({ key: a.key, label: a.label, value: s.backlog[a.key] }))}
    />
  )
}
