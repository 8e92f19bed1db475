import { changeTone, type GoodWhen } from './change-tone'

/**
 * "▲ 0.12★ vs the period before", coloured by what the change means for the team (a rising share
 * of 1★ reviews is red, not green), and saying so in words, not by colour alone.
 */
export function ChangeBadge({
  now,
  before,
  unit,
  digits = 0,
  scale = 1,
  goodWhen,
}: {
  now: number | null
  before: number | null
  unit: string
  digits?: number
  /** Multiplies the difference for display (100 for shares shown as points). */
  scale?: number
  goodWhen: GoodWhen
}) {
  if (now === null) return null
  if (before === null) return <span className="delta">no reviews in the period before</span>
  const diff = (now - before) * scale
  if (Math.abs(diff) < 10 ** -digits / 2)
    return <span className="delta">same as the period before</span>
  const rising = diff > 0
  const tone = changeTone(diff, goodWhen)
  const meaning = tone === 'good' ? 'better' : tone === 'bad' ? 'worse' : ''
  return (
    <span className={tone ? `delta ${tone}` : 'delta'}>
      {rising ? '▲' : '▼'} {Math.abs(diff).toFixed(digits)}
      {unit} vs the period before
      {meaning && ` · ${meaning}`}
    </span>
  )
}
