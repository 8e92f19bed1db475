import { formatNumber, formatPercent } from '../../../format'
import { ChartFrame } from './ChartFrame'

export interface Bar {
  key: string
  label: string
  value: number
  className?: string
}

const ROW = 26
const W = 360
const LABEL_W = 120
const VALUE_W = 84

/** Horizontal bars with their numbers: star histogram, languages. */
export function BarList({
  id,
  title,
  summary,
  bars,
}: {
  id: string
  title: string
  summary: string
  bars: Bar[]
}) {
  const total = bars.reduce((a, b) => a + b.value, 0)
  const max = Math.max(1, ...bars.map((b) => b.value))
  const H = Math.max(ROW, bars.length * ROW)
  const barMax = W - LABEL_W - VALUE_W
  return (
    <ChartFrame
      id={id}
      title={title}
      summary={summary}
      table={
        <table className="table compact">
          <tbody>
            {bars.map((b) => (
              <tr key={b.key}>
                <th scope="row">{b.label}</th>
                <td>{formatNumber(b.value)}</td>
                <td>{total === 0 ? '–' : formatPercent(b.value / total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="chart-svg bars"
        role="img"
        aria-labelledby={`${id}-title ${id}-summary`}
      >
        {bars.map((b, i) => (
          <g key={b.key} transform={`translate(0 ${i * ROW})`}>
            <text className="axis label" x={0} y={ROW / 2 + 4}>
              {b.label}
            </text>
            <rect className="bar-bg" x={LABEL_W} y={5} width={barMax} height={ROW - 10} rx={3} />
            <rect
              className={b.className ?? 'bar-fill'}
              x={LABEL_W}
              y={5}
              width={(b.value / max) * barMax}
              height={ROW - 10}
              rx={3}
            />
            <text className="axis" x={W} y={ROW / 2 + 4} textAnchor="end">
              {formatNumber(b.value)}
              {total > 0 ? ` · ${formatPercent(b.value / total)}` : ''}
            </text>
          </g>
        ))}
      </svg>
    </ChartFrame>
  )
}
