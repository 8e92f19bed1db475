import { useState } from 'react'
import {
  EFFECT_DIMENSIONS,
  type EffectDimension,
  type EffectFiguresDto,
  type ReplyEffectDto,
} from '../../../../shared/dto/reply-effect'
import { useMutation } from '../../hooks/useMutation'
import { formatNumber, formatPercent } from '../../format'
import { toast } from '../../store/toasts'
import { download } from '../insights/download'
import { ChartFrame } from './charts/ChartFrame'

const DAY = 86_400_000
const DIMENSION_LABEL: Record<EffectDimension, string> = {
  drafter: 'Drafter',
  template: 'Template',
  approver: 'Approver',
  language: 'Language',
  stars: 'Stars at the reply',
}
const PARTS = [
  { key: 'raised', label: 'Raised', className: 'fill-s5', swatch: 'fill-s5' },
  { key: 'unchanged', label: 'Unchanged', className: 'bar-bg', swatch: 'fill-none' },
  { key: 'lowered', label: 'Lowered', className: 'fill-s1', swatch: 'fill-s1' },
] as const

const stars = (n: number | null) => (n === null ? '–' : `${n > 0 ? '+' : ''}${n.toFixed(2)}★`)
const days = (ms: number | null) => (ms === null ? '–' : `${(ms / DAY).toFixed(1)} days`)

function FigureCells({ f }: { f: EffectFiguresDto }) {
  return (
    <>
      <td>{formatNumber(f.reviews)}</td>
      <td>{formatNumber(f.raised)}</td>
      <td>{formatNumber(f.lowered)}</td>
      <td>{formatNumber(f.unchanged)}</td>
      <td>{stars(f.averageChange)}</td>
      <td>{days(f.medianTimeToChangeMs)}</td>
    </>
  )
}

const HEAD = [
  'Reviews',
  'Raised',
  'Lowered',
  'Unchanged',
  'Average change',
  'Median time to change',
]

/** One stacked bar per group: raised, unchanged and lowered as shares of its reviews. */
function EffectBars({ groups }: { groups: { label: string; f: EffectFiguresDto }[] }) {
  const W = 360
  const LABEL_W = 110
  const ROW = 30
  return (
    <svg
      viewBox={`0 0 ${W} ${groups.length * ROW}`}
      className="chart-svg bars"
      role="img"
      aria-labelledby="reply-effect-title reply-effect-summary"
    >
      {groups.map((g, i) => {
        let x = LABEL_W
        return (
          <g key={g.label} transform={`translate(0 ${i * ROW})`}>
            <text className="axis label" x={0} y={ROW / 2 + 4}>
              {g.label}
            </text>
            {PARTS.map((p) => {
              const w = g.f.reviews === 0 ? 0 : (g.f[p.key] / g.f.reviews) * (W - LABEL_W)
              const rect = (
                <rect key={p.key} className={p.className} x={x} y={6} width={w} height={ROW - 12} />
              )
              x += w
              return rect
            })}
          </g>
        )
      })}
    </svg>
  )
}

/**
 * Reply Effect: how ratings changed within 90 days after a reply, against unreplied reviews of
 * the same ratings; a breakdown by drafter, template, approver, language or stars; the numbers
 * as a table and as a CSV download.
 */
export function ReplyEffectCard({
  e,
  input,
}: {
  e: ReplyEffectDto
  input: { workspaceId: string; appId?: string; since: number; until: number }
}) {
  const insightsReplyEffectExport = useMutation('insights.replyEffect.export')

  const [dimension, setDimension] = useState<EffectDimension>('drafter')
  const raisedShare = (f: EffectFiguresDto) => (f.reviews === 0 ? null : f.raised / f.reviews)
  const r = raisedShare(e.replied)
  const b = raisedShare(e.baseline)
  const summary =
    e.replied.reviews === 0
      ? 'No review of this period has a reply on the store yet.'
      : `${r === null ? '–' : formatPercent(r)} of replied reviews raised their rating within ${e.windowDays} days (average change ${stars(e.replied.averageChange)}), against ${b === null ? '–' : formatPercent(b)} of unreplied ones.`
  const exportCsv = async () => {
    const result = await insightsReplyEffectExport(input)
    if (!result.ok) return toast.error(result.error.message)
    download(result.value.filename, result.value.mimeType, result.value.content)
  }
  const rows = e.breakdowns[dimension]
  return (
    <ChartFrame
      id="reply-effect"
      title="Reply Effect"
      summary={summary}
      legend={
        <div className="effect-head">
          <ul className="legend" aria-label="Colours">
            {PARTS.map((p) => (
              <li key={p.key}>
                <span className={`swatch ${p.swatch}`} aria-hidden="true" />
                {p.label}
              </li>
            ))}
          </ul>
          <button type="button" className="button small" onClick={() => void exportCsv()}>
            Download CSV
          </button>
        </div>
      }
      table={
        <>
          <table className="table compact">
            <thead>
              <tr>
                <th scope="col">Group</th>
                {HEAD.map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">Replied (from the reply)</th>
                <FigureCells f={e.replied} />
              </tr>
              <tr>
                <th scope="row">Not replied, same ratings (from first seen)</th>
                <FigureCells f={e.baseline} />
              </tr>
            </tbody>
          </table>
          <label className="field-inline">
            Replied reviews by{' '}
            <select
              value={dimension}
              onChange={(ev) => setDimension(ev.target.value as EffectDimension)}
            >
              {EFFECT_DIMENSIONS.map((d) => (
                <option key={d} value={d}>
                  {DIMENSION_LABEL[d]}
                </option>
              ))}
            </select>
          </label>
          <table className="table compact">
            <thead>
              <tr>
                <th scope="col">{DIMENSION_LABEL[dimension]}</th>
                {HEAD.map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 && (
                <tr>
                  <td colSpan={HEAD.length + 1}>No replied reviews in this period.</td>
                </tr>
              )}
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{row.label}</th>
                  <FigureCells f={row} />
                </tr>
              ))}
            </tbody>
          </table>
        </>
      }
    >
      <EffectBars
        groups={[
          { label: 'Replied', f: e.replied },
          { label: 'Not replied', f: e.baseline },
        ]}
      />
    </ChartFrame>
  )
}
