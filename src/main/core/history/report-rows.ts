/**
 * The rows of a Google Play monthly review report, by column name (Play has added and moved
 * columns over the years, so positions are never trusted). A row that cannot be understood stops
 * the import with its line and column.
 */
import { createHash } from 'node:crypto'
import { reportError, type CsvRecord } from './report-csv'

/** The columns Play writes, in its own words. Only those marked required must be present. */
export const REPORT_COLUMNS = {
  packageName: 'Package Name',
  appVersionCode: 'App Version Code',
  appVersionName: 'App Version Name',
  language: 'Reviewer Language',
  device: 'Device',
  submitted: 'Review Submit Date and Time',
  submittedMillis: 'Review Submit Millis Since Epoch',
  updated: 'Review Last Update Date and Time',
  updatedMillis: 'Review Last Update Millis Since Epoch',
  rating: 'Star Rating',
  title: 'Review Title',
  text: 'Review Text',
  replied: 'Developer Reply Date and Time',
  repliedMillis: 'Developer Reply Millis Since Epoch',
  reply: 'Developer Reply Text',
  link: 'Review Link',
} as const

type Column = keyof typeof REPORT_COLUMNS
const REQUIRED: Column[] = ['packageName', 'rating', 'text']

export interface ReportRow {
  line: number
  packageName: string
  /** Play's review id from "Review Link"; for a row without one, a stable id made from the row. */
  storeReviewId: string
  /** Whether `storeReviewId` came from the link (a review the API can also return). */
  linked: boolean
  rating: number
  title: string | null
  /** Empty for a rating without text. */
  text: string
  language: string | null
  device: string | null
  appVersion: string | null
  appVersionCode: number | null
  submittedAt: number
  updatedAt: number
  reply: { body: string; at: number } | null
}

type ColumnMap = Partial<Record<Column, number>>

export interface Header {
  map: ColumnMap
  /** How many fields every row has. */
  width: number
}

/** Maps the header record to column positions; a report missing a needed column is refused. */
export function readHeader(record: CsvRecord): Header {
  // A UTF-8 file saved by some tools keeps a mark the decoder did not see as one.
  const names = record.fields.map((f) => f.replace(/^\uFEFF/, '').trim())
  const map: ColumnMap = {}
  for (const [key, name] of Object.entries(REPORT_COLUMNS) as [Column, string][]) {
    const at = names.findIndex((n) => n.toLowerCase() === name.toLowerCase())
    if (at !== -1) map[key] = at
  }
  const missing = REQUIRED.filter((k) => map[k] === undefined).map((k) => `"${REPORT_COLUMNS[k]}"`)
  if (missing.length > 0)
    throw reportError(
      record.line,
      null,
      `the header has no ${missing.join(', ')} column. Is this a Google Play review report (reviews_<package>_<YYYYMM>.csv)?`,
    )
  if (map.submittedMillis === undefined && map.submitted === undefined)
    throw reportError(
      record.line,
      null,
      `the header has neither "${REPORT_COLUMNS.submittedMillis}" nor "${REPORT_COLUMNS.submitted}".`,
    )
  return { map, width: names.length }
}

/**
 * The review id in either form of "Review Link": the Play Console's
 * `…/user-feedback/review-details?reviewId=<id>&corpus=PUBLIC_REVIEWS`, or the old
 * `…/apps/publish?account=…#ReviewDetailsPlace:p=<package>&reviewid=<id>`.
 * @internal Exported for tests.
 */
export function reviewIdFromLink(link: string): string | null {
  const match = /[?&#:]reviewid=([^&#\s]+)/i.exec(link.trim())
  if (!match) return null
  try {
    const id = decodeURIComponent(match[1]!)
    return /^[\w:.-]{1,200}$/.test(id) ? id : null
  } catch {
    return null
  }
}

/** Play's report times: "2024-03-05T14:07:31Z" (older reports: "2024-03-05 14:07:31 UTC"). */
function parseTime(value: string): number | null {
  const v = value.trim()
  if (v === '') return null
  if (/^\d{10,14}$/.test(v)) return Number(v)
  const iso = v.replace(
    /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)\s*(?:UTC|Z)?$/i,
    '$1T$2Z',
  )
  const ms = Date.parse(iso)
  return Number.isFinite(ms) ? ms : null
}

/** Reads one data record. */
export function readRow(record: CsvRecord, { map, width }: Header): ReportRow {
  const cell = (key: Column): string => {
    const at = map[key]
    return at === undefined ? '' : (record.fields[at] ?? '')
  }
  const col = (key: Column) => (map[key] ?? 0) + 1
  const bad = (key: Column, what: string) =>
    reportError(record.line, col(key), `"${REPORT_COLUMNS[key]}" ${what}`)
  const time = (exact: Column, text: Column, required: boolean): number | null => {
    const millis = cell(exact).trim()
    if (millis !== '') {
      if (!/^\d{1,15}$/.test(millis))
        throw bad(exact, `is "${millis.slice(0, 40)}", not a number of milliseconds.`)
      return Number(millis)
    }
    const raw = cell(text)
    const parsed = parseTime(raw)
    if (parsed === null && (raw.trim() !== '' || required))
      throw bad(
        text,
        raw.trim() === ''
          ? 'is empty; every review has one.'
          : `is "${raw.slice(0, 40)}", not a date and time.`,
      )
    return parsed
  }

  if (record.fields.length !== width)
    throw reportError(
      record.line,
      null,
      `the row has ${record.fields.length} fields where the header has ${width}. A field with a comma or line break may be missing its quotes.`,
    )
  const packageName = cell('packageName').trim()
  if (!/^[A-Za-z][\w]*(\.[A-Za-z][\w]*)+$/.test(packageName))
    throw bad('packageName', `is "${packageName.slice(0, 60)}", not a package name.`)
  const ratingText = cell('rating').trim()
  if (!/^[1-5]$/.test(ratingText))
    throw bad('rating', `is "${ratingText.slice(0, 20)}"; it should be 1 to 5.`)
  const submittedAt = time('submittedMillis', 'submitted', true)!
  const updatedAt = time('updatedMillis', 'updated', false) ?? submittedAt
  const replyBody = cell('reply')
  const repliedAt = time('repliedMillis', 'replied', false)
  const versionCodeText = cell('appVersionCode').trim()
  if (versionCodeText !== '' && !/^\d{1,12}$/.test(versionCodeText))
    throw bad('appVersionCode', `is "${versionCodeText.slice(0, 20)}", not a whole number.`)
  const linkText = cell('link').trim()
  const fromLink = linkText === '' ? null : reviewIdFromLink(linkText)
  if (linkText !== '' && fromLink === null)
    throw bad(
      'link',
      'holds no review id (expected …reviewId=… or …#ReviewDetailsPlace:…reviewid=…).',
    )
  // Play writes `en` or `pt_BR`; the app keeps BCP 47 (`pt-BR`).
  const language = cell('language').trim().replace(/_/g, '-') || null
  const device = cell('device').trim() || null
  const storeReviewId =
    fromLink ??
    // Ratings without text carry no link: the row's own facts name it, the same on every import.
    `report:${createHash('sha256')
      .update(
        [packageName, submittedAt, device ?? '', language ?? '', versionCodeText].join('\u0000'),
      )
      .digest('base64url')
      .slice(0, 22)}`
  const title = cell('title').trim()
  return {
    line: record.line,
    packageName,
    storeReviewId,
    linked: fromLink !== null,
    rating: Number(ratingText),
    title: title === '' ? null : title,
    text: cell('text').trim(),
    language,
    device,
    appVersion: cell('appVersionName').trim() || null,
    appVersionCode: versionCodeText === '' ? null : Number(versionCodeText),
    submittedAt,
    updatedAt: Math.max(updatedAt, submittedAt),
    reply: replyBody.trim() === '' ? null : { body: replyBody.trim(), at: repliedAt ?? updatedAt },
  }
}
