import type { DashboardPointDto } from '../../../../../shared/dto/dashboard'
import { formatNumber } from '../../../format'
import { ChartFrame } from './ChartFrame'
import { labelIndices, linear, niceTicks } from './scale'
import { useHover } from './useHover'

const W = 520
const H = 230
const M = { left: 44, right: 12, top: 12, bottom: 28 }
const PLOT_W = W - M.left - M.right

/** Review volume per period, stacked by star rating (1★ at the bottom). */
export function VolumeChart({
  series,
  label,
}: {
  series: DashboardPointDto[]
  label(p: DashboardPointDto): string
}) {
  const n = series.length
  const max = Math.max(1, ...series.map((p) => p.reviews))
  const ticks = niceTicks(max)
  const top = ticks[ticks.length - 1] ?? max
  const y = linear([0, top], [H - M.bottom, M.top])
  const slot = PLOT_W / Math.max(1, n)
  const barW = Math.max(1, Math.min(28, slot * 0.72))
  const x = (i: number) => M.left + i * slot + (slot - barW) / 2
  const hover = useHover(n, M.left, PLOT_W, W)
  const total = series.reduce((a, p) => a + p.reviews, 0)
  const busiest = series.reduce<DashboardPointDto | null>(
    (a, p) => (!a || p.reviews > a.reviews ? p : a),
    null,
  )
  const summary =
    total === 0
      ? 'No reviews in this period.'
      : `${formatNumber(total)} reviews; the busiest period was ${busiest ? label(busiest) : ''} with ${formatNumber(busiest?.reviews ?? 0)}.`
  const focus = hover.index === null ? null : series[hover.index]

  return (
    <ChartFrame
      id="volume"
      title="Review volume"
      summary={summary}
      legend={
        <ul className="legend" aria-label="Colours">
          {[1, 2, 3, 4, 5].map((s) => (
            <li key={s}>
              <span className={`swatch fill-s${s}`} aria-hidden="true" />
              {s}★
            </li>
          ))}
        </ul>
      }
      table={
        <table className="table compact">
          <thead>
            <tr>
              <th scope="col">Period</th>
              <th scope="col">Reviews</th>
              {[1, 2, 3, 4, 5].map((s) => (
                <th key={s} scope="col">
                  {s}★
                </th>
              ))}
              <th scope="col">Answered</th>
            </tr>
          </thead>
          <tbody>
            {series.map((p) => (
              <tr key={p.start}>
                <td>{label(p)}</td>
                <td>{p.reviews}</td>
                {p.stars.map((c, i) => (
                  <td key={i}>{c}</td>
                ))}
                <td>{p.answered}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      <div className="chart-area">
        <svg
          viewBox={`0 0 ${W} ${H}`}
          className="chart-svg"
          role="img"
          aria-labelledby="volume-title volume-summary"
          aria-describedby="volume-focus"
          tabIndex={0}
          {...hover.handlers}
        >
          {ticks.map((v) => (
            <g key={v}>
              <line className="grid" x1={M.left} x2={W - M.right} y1={y(v)} y2={y(v)} />
              <text className="axis" x={M.left - 6} y={y(v) + 4} textAnchor="end">
                {formatNumber(v)}
              </text>
            </g>
          ))}
          {labelIndices(n, 5).map((i) => {
            const p = series[i]
            return p ? (
              <text key={i} className="axis" x={x(i) + barW / 2} y={H - 8} textAnchor="middle">
                {label(p)}
              </text>
            ) : null
          })}
          {series.map((p, i) => {
            let base = 0
            return (
              <g key={p.start} className={hover.index === i ? 'bar focus' : 'bar'}>
                {p.stars.map((count, s) => {
                  if (count === 0) return null
                  const y0 = y(base)
                  base += count
                  const y1 = y(base)
                  return (
                    <rect
                      key={s}
                      className={`fill-s${s + 1}`}
                      x={x(i)}
                      y={y1}
                      width={barW}
                      height={Math.max(0.5, y0 - y1)}
                      rx={1}
                    />
                  )
                })}
              </g>
            )
          })}
        </svg>
        {focus && hover.index !== null && (
          <div
            className="chart-tip"
            style={{ left: `${((x(hover.index) + barW / 2) / W) * 100}%` }}
          >
            <strong>{label(focus)}</strong>
            <span>{formatNumber(focus.reviews)} reviews</span>
            <span>
              {focus.stars
                .map((c, s) => `${s + 1}★ ${c}`)
                .reverse()
                .join(' · ')}
            </span>
            <span>{formatNumber(focus.answered)} answered</span>
          </div>
        )}
        <p id="volume-focus" className="visually-hidden" aria-live="polite">
          {focus
            ? `${label(focus)}: ${focus.reviews} reviews, ${focus.stars.map((c, s) => `${c} with ${s + 1} stars`).join(', ')}.`
            : 'Use the left and right arrow keys to read each period.'}
        </p>
      </div>
    </ChartFrame>
  )
}
