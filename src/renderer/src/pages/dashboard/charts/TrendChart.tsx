import type { DashboardPointDto } from '../../../../../shared/dto/dashboard'
import { formatNumber } from '../../../format'
import { ChartFrame } from './ChartFrame'
import { labelIndices, linear } from './scale'
import { useHover } from './useHover'

const W = 520
const H = 230
const M = { left: 36, right: 12, top: 12, bottom: 28 }
const PLOT_W = W - M.left - M.right

/** The rating trend: a line of the trailing average, dots for each bucket's own average. */
export function TrendChart({
  series,
  label,
  window,
}: {
  series: DashboardPointDto[]
  label(p: DashboardPointDto): string
  window: string
}) {
  const n = series.length
  const x = (i: number) => M.left + ((i + 0.5) / Math.max(1, n)) * PLOT_W
  const y = linear([1, 5], [H - M.bottom, M.top])
  const hover = useHover(n, M.left, PLOT_W, W)

  const segments: string[] = []
  let current = ''
  series.forEach((p, i) => {
    if (p.trendRating === null) {
      if (current) segments.push(current)
      current = ''
      return
    }
    current += `${current ? 'L' : 'M'}${x(i).toFixed(1)},${y(p.trendRating).toFixed(1)}`
  })
  if (current) segments.push(current)

  const rated = series.filter((p) => p.trendRating !== null)
  const first = rated[0]?.trendRating
  const last = rated[rated.length - 1]?.trendRating
  const summary =
    first == null || last == null
      ? 'No ratings in this period.'
      : `The ${window} average went from ${first.toFixed(2)} to ${last.toFixed(2)} stars.`
  const maxReviews = Math.max(1, ...series.map((p) => p.reviews))
  const focus = hover.index === null ? null : series[hover.index]

  return (
    <ChartFrame
      id="trend"
      title="Rating trend"
      summary={summary}
      table={
        <table className="table compact">
          <thead>
            <tr>
              <th scope="col">Period</th>
              <th scope="col">Reviews</th>
              <th scope="col">Average</th>
              <th scope="col">Trend ({window})</th>
            </tr>
          </thead>
          <tbody>
            {series.map((p) => (
              <tr key={p.start}>
                <td>{label(p)}</td>
                <td>{p.reviews}</td>
                <td>{p.averageRating?.toFixed(2) ?? '–'}</td>
                <td>{p.trendRating?.toFixed(2) ?? '–'}</td>
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
          aria-labelledby="trend-title trend-summary"
          tabIndex={0}
          aria-describedby="trend-focus"
          {...hover.handlers}
        >
          {[1, 2, 3, 4, 5].map((v) => (
            <g key={v}>
              <line className="grid" x1={M.left} x2={W - M.right} y1={y(v)} y2={y(v)} />
              <text className="axis" x={M.left - 6} y={y(v) + 4} textAnchor="end">
                {v}★
              </text>
            </g>
          ))}
          {labelIndices(n, 5).map((i) => {
            const p = series[i]
            return p ? (
              <text key={i} className="axis" x={x(i)} y={H - 8} textAnchor="middle">
                {label(p)}
              </text>
            ) : null
          })}
          {focus && hover.index !== null && (
            <line
              className="guide"
              x1={x(hover.index)}
              x2={x(hover.index)}
              y1={M.top}
              y2={H - M.bottom}
            />
          )}
          {series.map((p, i) =>
            p.averageRating === null ? null : (
              <circle
                key={p.start}
                className="dot"
                cx={x(i)}
                cy={y(p.averageRating)}
                r={1.5 + 3 * Math.sqrt(p.reviews / maxReviews)}
              />
            ),
          )}
          {segments.map((d) => (
            <path key={d} className="trend-line" d={d} />
          ))}
        </svg>
        {focus && hover.index !== null && (
          <div className="chart-tip" style={{ left: `${(x(hover.index) / W) * 100}%` }}>
            <strong>{label(focus)}</strong>
            <span>{formatNumber(focus.reviews)} reviews</span>
            <span>Average {focus.averageRating?.toFixed(2) ?? '–'}★</span>
            <span>Trend {focus.trendRating?.toFixed(2) ?? '–'}★</span>
          </div>
        )}
        <p id="trend-focus" className="visually-hidden" aria-live="polite">
          {focus
            ? `${label(focus)}: ${focus.reviews} reviews, average ${focus.averageRating?.toFixed(2) ?? 'none'}, trend ${focus.trendRating?.toFixed(2) ?? 'none'}.`
            : 'Use the left and right arrow keys to read each period.'}
        </p>
      </div>
    </ChartFrame>
  )
}
