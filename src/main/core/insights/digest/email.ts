import { escapeHtml, type Mail } from '../../email/send'
import { formatDay, snippet } from '../labels'
import { answeredOf, type DigestEffect, type DigestEventData } from './types'

const rating = (v: number | null) => (v === null ? '–' : `${v.toFixed(2)}★`)
const percent = (share: number | null) => (share === null ? '–' : `${Math.round(share * 100)} %`)
const hours = (h: number | null) => (h === null ? '–' : `${h.toFixed(1)} h`)

/** The figures of a digest, in the words the app uses for them (see insights/reply-figures). */
function figures(d: DigestEventData): [string, string][] {
  return [
    ['Reviews', String(d.reviews)],
    ['Average rating', rating(d.average_rating)],
    [
      'Answered',
      `${answeredOf(d)} of ${d.reviews} (${percent(d.replied_share)}): reply on the store or awaiting it`,
    ],
    ['Median time to reply', `${hours(d.median_reply_time_hours)}, review written to reply sent`],
    ['Replies sent', `${d.replies_published}, during the week, to reviews of any date`],
    ...replyRows(d),
  ]
}

const effect = (e: DigestEffect) =>
  `${e.reviews} reviews, ${e.raised} raised, ${e.lowered} lowered` +
  (e.average_change === null
    ? ''
    : `, average ${e.average_change > 0 ? '+' : ''}${e.average_change.toFixed(2)}★`)

/** Overdue and Reply Effect (digests made before they existed have neither). */
function replyRows(d: DigestEventData): [string, string][] {
  const rows: [string, string][] = []
  if (d.overdue !== undefined)
    rows.push([
      'Overdue',
      `${d.overdue} waiting longer than the ${d.reply_target_hours ?? 24} h target`,
    ])
  if (d.reply_effect)
    rows.push(
      ['Reply Effect, replied', effect(d.reply_effect.replied)],
      ['Reply Effect, not replied', effect(d.reply_effect.not_replied)],
    )
  return rows
}

/** The weekly digest as an e-mail: plain text and HTML with every review text escaped. */
export function digestMail(d: DigestEventData): Mail {
  const tz = d.period.time_zone
  const title = `Weekly digest: ${d.app.name}, ${d.period.label}`
  const rows = figures(d)
  const low = d.unanswered_negative.map((r) => ({
    stars: '★'.repeat(r.rating) + '☆'.repeat(5 - r.rating),
    title: r.title ? snippet(r.title, 120) : null,
    body: snippet(r.body, 280),
    meta: [r.author, formatDay(Date.parse(r.created_at), tz)].filter(Boolean).join(', '),
  }))
  const stars = (['5', '4', '3', '2', '1'] as const)
    .map((s) => `${s}★ ${d.histogram[s]}`)
    .join(' · ')

  const text = [
    title,
    `(${tz})`,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    `Ratings: ${stars}`,
    '',
    'Unanswered 1–2★ reviews:',
    ...(low.length === 0
      ? ['None: every 1–2★ review of the week has a reply.']
      : low.map(
          (r, i) => `${i + 1}. ${r.stars} ${r.title ? `${r.title}: ` : ''}${r.body} (${r.meta})`,
        )),
    '',
  ].join('\n')

  const e = escapeHtml
  const html = `<!doctype html><html><body style="font-family:sans-serif;color:#1b1b1f">
<h1 style="font-size:20px">${e(title)}</h1>
<p style="color:#666">${e(tz)}</p>
<table cellpadding="4" style="border-collapse:collapse">${rows
    .map(([k, v]) => `<tr><th align="left">${e(k)}</th><td>${e(v)}</td></tr>`)
    .join('')}<tr><th align="left">Ratings</th><td>${e(stars)}</td></tr></table>
<h2 style="font-size:16px">Unanswered 1–2★ reviews</h2>
${
  low.length === 0
    ? '<p>None: every 1–2★ review of the week has a reply.</p>'
    : `<ol>${low
        .map(
          (r) =>
            `<li><strong>${e(r.stars)}</strong> ${r.title ? `<strong>${e(r.title)}</strong>: ` : ''}${e(r.body)} <span style="color:#666">(${e(r.meta)})</span></li>`,
        )
        .join('')}</ol>`
}
</body></html>`
  return { subject: title, text, html }
}
