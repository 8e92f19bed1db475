/**
 * Google Play's monthly review report, as the Play Console writes it to the developer's Cloud
 * Storage bucket (`reviews/reviews_<package>_<YYYYMM>.csv`): UTF-16LE with a byte-order mark,
 * every field quoted, one row per review or rating changed in that month. The simulators, tests,
 * the demo and the bench build their reports here.
 */
import type { SimReview } from './reviews'

/** @internal Exported for tests. */
export const REPORT_HEADER = [
  'Package Name',
  'App Version Code',
  'App Version Name',
  'Reviewer Language',
  'Device',
  'Review Submit Date and Time',
  'Review Submit Millis Since Epoch',
  'Review Last Update Date and Time',
  'Review Last Update Millis Since Epoch',
  'Star Rating',
  'Review Title',
  'Review Text',
  'Developer Reply Date and Time',
  'Developer Reply Millis Since Epoch',
  'Developer Reply Text',
  'Review Link',
]

export interface ReportRowInput {
  reviewId: string | null
  rating: number
  title?: string
  /** '' for a rating without text. */
  text: string
  submittedAt: number
  updatedAt?: number
  language?: string
  device?: string
  versionCode?: number
  versionName?: string
  reply?: { text: string; at: number } | null
}

export interface ReportOptions {
  encoding?: 'utf-16le' | 'utf-8' | 'utf-8-bom'
  /** The Play Console's current link, or the old `#ReviewDetailsPlace` one. */
  linkFormat?: 'console' | 'legacy'
  lineEnd?: '\n' | '\r\n'
}

const quote = (v: string) => `"${v.replace(/"/g, '""')}"`
const time = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z')

function reviewLink(pkg: string, reviewId: string, format: 'console' | 'legacy'): string {
  return format === 'console'
    ? `http://play.google.com/console/developers/5550001234567890123/app/4971234567890123456/user-feedback/review-details?reviewId=${encodeURIComponent(reviewId)}&corpus=PUBLIC_REVIEWS`
    : `https://play.google.com/apps/publish?account=5550001234567890123#ReviewDetailsPlace:p=${pkg}&reviewid=${encodeURIComponent(reviewId)}`
}

/**
 * The report's text. Rows without text carry no link, as Play's do.
 * @internal Exported for tests.
 */
export function reportText(
  pkg: string,
  rows: ReportRowInput[],
  options: ReportOptions = {},
): string {
  const end = options.lineEnd ?? '\n'
  const lines = [REPORT_HEADER.map(quote).join(',')]
  for (const r of rows) {
    const updated = r.updatedAt ?? r.submittedAt
    const link =
      r.reviewId && r.text !== ''
        ? reviewLink(pkg, r.reviewId, options.linkFormat ?? 'console')
        : ''
    lines.push(
      [
        pkg,
        r.versionCode === undefined ? '' : String(r.versionCode),
        r.versionName ?? '',
        r.language ?? 'en',
        r.device ?? '',
        time(r.submittedAt),
        String(r.submittedAt),
        time(updated),
        String(updated),
        String(r.rating),
        r.title ?? '',
        r.text,
        r.reply ? time(r.reply.at) : '',
        r.reply ? String(r.reply.at) : '',
        r.reply?.text ?? '',
        link,
      ]
        .map(quote)
        .join(','),
    )
  }
  return lines.join(end) + end
}

/** The report's bytes in the given encoding (Play's own: UTF-16LE with a byte-order mark). */
export function reportBytes(
  pkg: string,
  rows: ReportRowInput[],
  options: ReportOptions = {},
): Buffer {
  const text = reportText(pkg, rows, options)
  switch (options.encoding ?? 'utf-16le') {
    case 'utf-16le':
      return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])
    case 'utf-8-bom':
      return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')])
    case 'utf-8':
      return Buffer.from(text, 'utf8')
  }
}

/** A simulator review as a report row (its title and text split back apart). */
export function reportRowOf(r: SimReview, submittedAt: number = r.lastModified): ReportRowInput {
  const tab = r.text.indexOf('\t')
  return {
    reviewId: r.reviewId,
    rating: r.starRating,
    ...(tab >= 0 ? { title: r.text.slice(0, tab), text: r.text.slice(tab + 1) } : { text: r.text }),
    submittedAt,
    updatedAt: r.lastModified,
    ...(r.fields.reviewerLanguage ? { language: r.fields.reviewerLanguage } : {}),
    ...(r.fields.device ? { device: r.fields.device } : {}),
    ...(r.fields.appVersionCode !== undefined ? { versionCode: r.fields.appVersionCode } : {}),
    ...(r.fields.appVersionName ? { versionName: r.fields.appVersionName } : {}),
    reply: r.reply ? { text: r.reply.text, at: r.reply.lastModified } : null,
  }
}
