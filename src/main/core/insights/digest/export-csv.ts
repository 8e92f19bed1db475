import { csvTable, type CsvValue } from '../csv'
import { answeredOf, type DigestEffect, type DigestEventData } from './types'

type Value = CsvValue

const effectRows = (section: string, e: DigestEffect | undefined): [string, string, Value][] =>
  e
    ? [
        [section, 'reviews', e.reviews],
        [section, 'raised', e.raised],
        [section, 'lowered', e.lowered],
        [section, 'unchanged', e.unchanged],
        [section, 'average_change', e.average_change],
        [section, 'median_days_to_change', e.median_days_to_change],
      ]
    : []

/** One `section,metric,value` row per figure, so any spreadsheet can pivot it. */
export function digestToCsv(d: DigestEventData): string {
  const rows: [string, string, Value][] = [
    ['summary', 'app', d.app.name],
    ['summary', 'app_id', d.app.id],
    ['summary', 'period_start', d.period.start],
    ['summary', 'period_end', d.period.end],
    ['summary', 'time_zone', d.period.time_zone],
    ['summary', 'reviews', d.reviews],
    ['summary', 'average_rating', d.average_rating],
    ['summary', 'answered', answeredOf(d)],
    ['summary', 'replies_published', d.replies_published],
    ['summary', 'replied_share', d.replied_share],
    ['summary', 'median_reply_time_hours', d.median_reply_time_hours],
    ['previous_week', 'reviews', d.previous_week.reviews],
    ['previous_week', 'average_rating', d.previous_week.average_rating],
    ['baseline_4_weeks', 'reviews_per_week', d.baseline.reviews_per_week],
    ['baseline_4_weeks', 'average_rating', d.baseline.average_rating],
    ['change', 'reviews_vs_previous_week_pct', d.change.reviews_vs_previous_week_pct],
    ['change', 'average_rating_vs_previous_week', d.change.average_rating_vs_previous_week],
    ['change', 'reviews_vs_baseline_pct', d.change.reviews_vs_baseline_pct],
    ['change', 'average_rating_vs_baseline', d.change.average_rating_vs_baseline],
    ...(['1', '2', '3', '4', '5'] as const).map((s): [string, string, Value] => [
      'histogram',
      `${s}_star`,
      d.histogram[s],
    ]),
    ['replies', 'overdue', d.overdue ?? null],
    ['replies', 'target_hours', d.reply_target_hours ?? null],
    ...effectRows('reply_effect_replied', d.reply_effect?.replied),
    ...effectRows('reply_effect_not_replied', d.reply_effect?.not_replied),
    ...d.top_languages.map((l): [string, string, Value] => [
      'languages',
      l.language ?? 'unknown',
      l.reviews,
    ]),
    ...d.unanswered_negative.map((r): [string, string, Value] => [
      'unanswered_negative',
      r.id,
      `${r.rating}★ ${r.title ? `${r.title}: ` : ''}${r.body}`,
    ]),
  ]
  return csvTable(['section', 'metric', 'value'], rows)
}
