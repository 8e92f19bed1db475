import type { DigestDto } from '../../../../shared/dto/insights'
import { useMutation } from '../../hooks/useMutation'
import { Stars } from '../../components/Stars'
import { formatDate, formatHours, formatNumber, formatPercent } from '../../format'
import { useRouter } from '../../store/router'
import { toast } from '../../store/toasts'
import { download } from './download'

/** A day in the digest's own time zone, as in its period label. */
const digestDay = (ms: number, timeZone: string) => formatDate(ms, { timeZone })

const signed = (n: number | null, unit: string, digits = 0) =>
  n === null ? '–' : `${n > 0 ? '+' : ''}${n.toFixed(digits)}${unit}`

/** One weekly digest, as a page, with Markdown and CSV exports. */
export function DigestView({
  workspaceId,
  digest,
  onBack,
}: {
  workspaceId: string
  digest: DigestDto
  onBack(): void
}) {
  const insightsDigestsExport = useMutation('insights.digests.export')

  const navigate = useRouter((s) => s.navigate)
  const exportAs = async (format: 'markdown' | 'csv') => {
    const result = await insightsDigestsExport({
      workspaceId,
      digestId: digest.id,
      format,
    })
    if (!result.ok) return toast.error(result.error.message)
    download(result.value.filename, result.value.mimeType, result.value.content)
  }
  const maxBar = Math.max(1, ...digest.histogram.map((h) => h.reviews))
  return (
    <article className="digest" aria-labelledby="digest-title">
      <div className="toolbar">
        <button type="button" className="link-button" onClick={onBack}>
          ← All digests
        </button>
        <span className="spacer" />
        <button type="button" className="button small" onClick={() => void exportAs('markdown')}>
          Export Markdown
        </button>
        <button type="button" className="button small" onClick={() => void exportAs('csv')}>
          Export CSV
        </button>
      </div>
      <h2 id="digest-title">
        {digest.appName} · {digest.periodLabel}
      </h2>
      <div className="kpis">
        <div className="kpi card">
          <span className="kpi-label">Reviews</span>
          <span className="kpi-value">{formatNumber(digest.reviews)}</span>
          <span className="delta">
            {signed(digest.change.reviewsVsPreviousWeekPct, '%')} vs last week ·{' '}
            {signed(digest.change.reviewsVsBaselinePct, '%')} vs usual
          </span>
        </div>
        <div className="kpi card">
          <span className="kpi-label">Average rating</span>
          <span className="kpi-value">
            {digest.averageRating === null ? '–' : `${digest.averageRating.toFixed(2)}★`}
          </span>
          <span className="delta">
            {signed(digest.change.averageRatingVsPreviousWeek, '★', 2)} vs last week ·{' '}
            {signed(digest.change.averageRatingVsBaseline, '★', 2)} vs usual
          </span>
        </div>
        <div className="kpi card">
          <span className="kpi-label">Answered</span>
          <span className="kpi-value">
            {digest.repliedShare === null ? '–' : formatPercent(digest.repliedShare)}
          </span>
          <span className="delta">
            {formatNumber(digest.answered)} of the week’s {formatNumber(digest.reviews)} reviews
            have a reply on the store or awaiting it
          </span>
        </div>
        <div className="kpi card">
          <span className="kpi-label">Median time to reply</span>
          <span className="kpi-value">
            {digest.medianReplyTimeHours === null ? '–' : formatHours(digest.medianReplyTimeHours)}
          </span>
          <span className="delta">review written to reply sent, over those answered reviews</span>
        </div>
        <div className="kpi card">
          <span className="kpi-label">Replies sent</span>
          <span className="kpi-value">{formatNumber(digest.repliesPublished)}</span>
          <span className="delta">during the week, to reviews of any date</span>
        </div>
        {digest.overdue !== null && (
          <div className="kpi card">
            <span className="kpi-label">Overdue</span>
            <span className="kpi-value">{formatNumber(digest.overdue)}</span>
            <span className="delta">
              waiting longer than the {digest.replyTargetHours ?? 24} h target when the digest was
              made
            </span>
          </div>
        )}
        {digest.replyEffect && (
          <div className="kpi card">
            <span className="kpi-label">Reply Effect</span>
            <span className="kpi-value">
              {signed(digest.replyEffect.replied.averageChange, '★', 2)}
            </span>
            <span className="delta">
              {formatNumber(digest.replyEffect.replied.raised)} of{' '}
              {formatNumber(digest.replyEffect.replied.reviews)} replied reviews raised their rating
              (not replied: {formatNumber(digest.replyEffect.notReplied.raised)} of{' '}
              {formatNumber(digest.replyEffect.notReplied.reviews)}), last{' '}
              {digest.replyEffect.reviewsWrittenDays} days
            </span>
          </div>
        )}
      </div>
      <div className="two-columns">
        <section className="card" aria-labelledby="digest-hist">
          <h3 id="digest-hist">Ratings</h3>
          <ul className="hbars">
            {[...digest.histogram].reverse().map((h) => (
              <li key={h.stars}>
                <span className="hbar-label">{h.stars}★</span>
                <span className="hbar">
                  <span
                    className={`fill-s${h.stars} bg`}
                    style={{ width: `${(h.reviews / maxBar) * 100}%` }}
                  />
                </span>
                <span className="hbar-value">{h.reviews}</span>
              </li>
            ))}
          </ul>
        </section>
        <section className="card" aria-labelledby="digest-langs">
          <h3 id="digest-langs">Top languages</h3>
          <ul className="plain">
            {digest.topLanguages.map((l) => (
              <li key={l.language ?? 'unknown'}>
                {l.name}: {l.reviews} ({formatPercent(l.share)})
              </li>
            ))}
          </ul>
        </section>
      </div>
      <section aria-labelledby="digest-negative">
        <h3 id="digest-negative">Unanswered low ratings</h3>
        {digest.answeredSince > 0 && (
          <p className="muted small">
            {digest.answeredSince === 1
              ? 'One review the digest listed has been answered since.'
              : `${digest.answeredSince} reviews the digest listed have been answered since.`}
          </p>
        )}
        {digest.unansweredNegative.length === 0 ? (
          <p className="muted">Every 1–2 star review of the week has a reply.</p>
        ) : (
          <ul className="plain review-snippets">
            {digest.unansweredNegative.map((r) => (
              <li key={r.id} className="card">
                <Stars rating={r.rating} size="small" /> <strong>{r.title}</strong>{' '}
                <span className="muted small">{digestDay(r.createdAt, digest.timeZone)}</span>
                <p>{r.body}</p>
                <button
                  type="button"
                  className="link-button"
                  onClick={() => navigate('inbox', r.id)}
                >
                  Reply in the inbox
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  )
}
