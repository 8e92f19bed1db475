import type { PublicReview } from '../../public/serialize'
import { formatDateTime, formatDay, snippet } from '../labels'
import { answeredOf, type DigestEffect, type DigestEventData } from './types'

/** Text that cannot break a table row or start Markdown structure. */
function cell(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/([\\`*_[\]|<>#])/g, '\\$1')
    .trim()
}

const rating = (v: number | null) => (v === null ? '–' : `${v.toFixed(2)}★`)
const signed = (v: number | null, suffix: string, digits: number) =>
  v === null ? '' : ` (${v > 0 ? '+' : v < 0 ? '−' : '±'}${Math.abs(v).toFixed(digits)}${suffix})`
const percent = (share: number | null) => (share === null ? '–' : `${Math.round(share * 100)}%`)

function reviewLine(r: PublicReview, timeZone: string, index: number): string {
  const starsText = '★'.repeat(r.rating) + '☆'.repeat(5 - r.rating)
  const title = r.title ? `**${cell(r.title)}**: ` : ''
  const who = [
    r.author ? cell(r.author) : null,
    r.language,
    formatDay(Date.parse(r.created_at), timeZone),
  ]
    .filter(Boolean)
    .join(', ')
  return `${index + 1}. ${starsText} ${title}${cell(snippet(r.body, 280))} (${who}; ${r.id})`
}

const effectLine = (e: DigestEffect) =>
  `${e.reviews} reviews: ${e.raised} raised, ${e.lowered} lowered, ${e.unchanged} unchanged` +
  (e.average_change === null
    ? ''
    : `, average change ${e.average_change > 0 ? '+' : ''}${e.average_change.toFixed(2)}★`) +
  (e.median_days_to_change === null
    ? ''
    : `, median ${e.median_days_to_change.toFixed(1)} days to change`)

/** Digests made before Reply Effect and the reply target existed have neither line. */
function replyEffectLines(d: DigestEventData): string[] {
  const lines: string[] = []
  if (d.overdue !== undefined)
    lines.push(
      `- Overdue now: ${d.overdue} reviews waiting longer than the ${d.reply_target_hours ?? 24} h target`,
    )
  const e = d.reply_effect
  if (e) {
    lines.push(
      `- Reply Effect (reviews of the last ${e.reviews_written_days} days, rating changes within ${e.window_days} days): replied ${effectLine(e.replied)}`,
      `- Not replied, same ratings (from first seen): ${effectLine(e.not_replied)}`,
    )
  }
  return lines
}

export function digestToMarkdown(d: DigestEventData): string {
  const tz = d.period.time_zone
  const lines: string[] = [
    `# Weekly digest: ${cell(d.app.name)}`,
    '',
    `${formatDateTime(Date.parse(d.period.start), tz)} – ${formatDateTime(Date.parse(d.period.end), tz)} (${tz})`,
    '',
    cell(d.summary),
    '',
    '| | This week | Previous week | 4-week average |',
    '|---|---|---|---|',
    `| Reviews | ${d.reviews} | ${d.previous_week.reviews}${signed(d.change.reviews_vs_previous_week_pct, '%', 1)} | ${d.baseline.reviews_per_week}${signed(d.change.reviews_vs_baseline_pct, '%', 1)} |`,
    `| Average rating | ${rating(d.average_rating)} | ${rating(d.previous_week.average_rating)}${signed(d.change.average_rating_vs_previous_week, '', 2)} | ${rating(d.baseline.average_rating)}${signed(d.change.average_rating_vs_baseline, '', 2)} |`,
    '',
    'Changes in brackets are this week against that column.',
    '',
    '## Ratings',
    '',
    '| Stars | Reviews |',
    '|---|---|',
    ...(['5', '4', '3', '2', '1'] as const).map((s) => `| ${s}★ | ${d.histogram[s]} |`),
    '',
    '## Replies',
    '',
    `- Answered: ${answeredOf(d)} of this week's ${d.reviews} reviews (${percent(d.replied_share)}) have a reply on the store or awaiting it`,
    `- Median time to reply: ${d.median_reply_time_hours === null ? '–' : `${d.median_reply_time_hours.toFixed(1)} h`} (review written to reply sent, over those answered reviews)`,
    `- Replies sent this week: ${d.replies_published} (to reviews of any date)`,
    ...replyEffectLines(d),
    '',
    '## Top languages',
    '',
  ]
  if (d.top_languages.length === 0) lines.push('No reviews this week.')
  for (const l of d.top_languages) {
    lines.push(
      `- ${cell(l.name)}${l.language ? ` (${l.language})` : ''}: ${l.reviews} (${percent(l.share)})`,
    )
  }
  lines.push('', '## Unanswered negative reviews', '')
  if (d.unanswered_negative.length === 0)
    lines.push('None: every 1–2★ review of this week has a reply.')
  d.unanswered_negative.forEach((r, i) => lines.push(reviewLine(r, tz, i)))
  lines.push('')
  return lines.join('\n')
}
