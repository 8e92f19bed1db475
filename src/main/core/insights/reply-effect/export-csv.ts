/**
 * Reply Effect as CSV: one row per group (replied, baseline, each breakdown line), the same
 * columns for all, so a spreadsheet can sort and pivot it. Labels (template and member names)
 * are people's text: escaped and made formula-safe by `csvField`.
 */
import type {
  EffectFiguresDto,
  EffectRowDto,
  ReplyEffectDto,
} from '../../../../shared/dto/reply-effect'
import { csvTable, type CsvValue } from '../csv'

const HEADER = [
  'group',
  'breakdown',
  'key',
  'label',
  'reviews',
  'changed',
  'raised',
  'lowered',
  'unchanged',
  'average_change',
  'median_days_to_change',
]

const DAY = 24 * 60 * 60_000

function cells(f: EffectFiguresDto): CsvValue[] {
  return [
    f.reviews,
    f.changed,
    f.raised,
    f.lowered,
    f.unchanged,
    f.averageChange,
    f.medianTimeToChangeMs === null ? null : Math.round((f.medianTimeToChangeMs / DAY) * 100) / 100,
  ]
}

const line = (group: string, breakdown: string, r: EffectRowDto): CsvValue[] => [
  group,
  breakdown,
  r.key,
  r.label,
  ...cells(r),
]

export function replyEffectToCsv(e: ReplyEffectDto): string {
  const rows: CsvValue[][] = [
    ['replied', 'all', '', 'Replied reviews', ...cells(e.replied)],
    ['baseline', 'all', '', 'Unreplied reviews of the same ratings', ...cells(e.baseline)],
    ...Object.entries(e.breakdowns).flatMap(([dimension, list]) =>
      list.map((r) => line('replied', dimension, r)),
    ),
    ...e.baselineByStars.map((r) => line('baseline', 'stars', r)),
  ]
  return csvTable(HEADER, rows)
}
