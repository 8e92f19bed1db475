import type {
  DashboardBucket,
  DashboardDto,
  DashboardPointDto,
} from '../../../shared/dto/dashboard'
import type { StoreName } from '../../../shared/dto/apps'
import type { Actor } from '../access/actor'
import type { CoreContext } from '../context'
import { notFound } from '../errors'
import { prepared } from '../db/statements'
import { systemTimeZone } from '../insights/time/zoned'
import { appNames } from '../inbox/list'
import { versionAndCountry } from './breakdowns'
import { topicTrends } from './topics/trends'
import { appleSummaries } from './apple-summaries'
import { bucketIndex, makeBuckets, TREND_WINDOW } from './buckets'
import { replyFigures } from '../insights/reply-figures'
import { ratingsWithoutText, starFigures } from '../history/ratings'
import { languageName, round } from './stats'
import { languagesSql, needsReplySql, previousSql, slotsSql, storesSql } from './queries'

const SLOT_MS = 15 * 60 * 1000
const HOUR = 3_600_000
const TOP_LANGUAGES = 8

export interface DashboardInput {
  appId?: string | undefined
  days: number
  bucket?: DashboardBucket | undefined
  timeZone?: string | undefined
}

interface SlotRow {
  slot: number
  n: number
  sum: number
  s1: number
  s2: number
  s3: number
  s4: number
  s5: number
  answered: number
}

/** The numbers behind the dashboard of one app (or all apps of the workspace). */
export function appDashboard(ctx: CoreContext, actor: Actor, input: DashboardInput): DashboardDto {
  const sqlite = ctx.db.$client
  const names = appNames(ctx, actor.workspaceId)
  if (input.appId && !names.has(input.appId)) throw notFound('App')
  const timeZone = input.timeZone ?? systemTimeZone()
  const bucket: DashboardBucket = input.bucket ?? (input.days <= 90 ? 'day' : 'week')
  const now = ctx.clock.now()
  const { boundaries, lead } = makeBuckets(now, input.days, bucket, timeZone)
  const queryStart = boundaries[0] ?? now
  const start = boundaries[lead] ?? now
  const end = boundaries[boundaries.length - 1] ?? now

  // Everything is read from the inbox index (scripts/sql/fts.sql): one compact row per review.
  const scope = input.appId ? 'e.app_id = ? AND e.workspace_id = ?' : 'e.workspace_id = ?'
  const scoped = input.appId ? [input.appId, actor.workspaceId] : [actor.workspaceId]
  const entries = `inbox_entries e INDEXED BY ${input.appId ? 'inbox_entries_app_wide' : 'inbox_entries_wide'}`
  const inRange = (from: number, to: number) => [...scoped, from, to]

  const slots = prepared(sqlite, slotsSql(SLOT_MS, entries, scope)).all(
    ...inRange(queryStart, end),
  ) as SlotRow[]

  const buckets = boundaries.slice(0, -1).map((b, i) => ({
    start: b,
    end: boundaries[i + 1] ?? b,
    reviews: 0,
    sum: 0,
    stars: [0, 0, 0, 0, 0] as [number, number, number, number, number],
    answered: 0,
  }))
  for (const s of slots) {
    const target = buckets[bucketIndex(boundaries, s.slot * SLOT_MS)]
    if (!target) continue
    target.reviews += s.n
    target.sum += s.sum
    target.answered += s.answered
    target.stars[0] += s.s1
    target.stars[1] += s.s2
    target.stars[2] += s.s3
    target.stars[3] += s.s4
    target.stars[4] += s.s5
  }

  const window = TREND_WINDOW[bucket]
  const series: DashboardPointDto[] = []
  for (let i = lead; i < buckets.length; i++) {
    const b = buckets[i]
    if (!b) continue
    let n = 0
    let sum = 0
    for (let j = Math.max(0, i - window + 1); j <= i; j++) {
      n += buckets[j]?.reviews ?? 0
      sum += buckets[j]?.sum ?? 0
    }
    series.push({
      start: b.start,
      end: b.end,
      reviews: b.reviews,
      averageRating: b.reviews === 0 ? null : round(b.sum / b.reviews, 2),
      trendRating: n === 0 ? null : round(sum / n, 2),
      stars: b.stars,
      answered: b.answered,
    })
  }

  const reviews = series.reduce((a, p) => a + p.reviews, 0)
  const ratingSum = buckets.slice(lead).reduce((a, b) => a + b.sum, 0)
  const answered = series.reduce((a, p) => a + p.answered, 0)
  const histogram = ([1, 2, 3, 4, 5] as const).map((stars) => ({
    stars,
    reviews: series.reduce((a, p) => a + (p.stars[stars - 1] ?? 0), 0),
  }))

  const previous = prepared(sqlite, previousSql(entries, scope)).get(
    ...inRange(start - (end - start), start),
  ) as { n: number; mean: number | null; low: number }
  const low = (histogram[0]?.reviews ?? 0) + (histogram[1]?.reviews ?? 0)

  const needsReply = (
    prepared(sqlite, needsReplySql(entries, scope)).get(...inRange(start, end)) as { n: number }
  ).n

  const languageRows = prepared(sqlite, languagesSql(entries, scope)).all(
    ...inRange(start, end),
  ) as { lang: string | null; n: number }[]
  const languages = languageRows.slice(0, TOP_LANGUAGES).map((l) => ({
    language: l.lang,
    name: languageName(l.lang),
    reviews: l.n,
    share: reviews === 0 ? 0 : round(l.n / reviews, 4),
  }))
  const rest = languageRows.slice(TOP_LANGUAGES).reduce((a, l) => a + l.n, 0)
  if (rest > 0)
    languages.push({
      language: 'other',
      name: 'Other languages',
      reviews: rest,
      share: round(rest / reviews, 4),
    })

  const stores = (
    prepared(sqlite, storesSql(entries, scope)).all(...inRange(start, end)) as {
      store: StoreName
      n: number
      mean: number | null
    }[]
  ).map((s) => ({
    store: s.store,
    reviews: s.n,
    averageRating: s.mean === null ? null : round(s.mean, 2),
  }))

  const rangeScope = input.appId
    ? ({ column: 'app_id', id: input.appId } as const)
    : ({ column: 'workspace_id', id: actor.workspaceId } as const)
  const replies = replyFigures(
    sqlite,
    { workspaceId: actor.workspaceId, appId: input.appId },
    start,
    end,
  )
  const withoutText = ratingsWithoutText(sqlite, rangeScope, start, end)
  const { versions, countries } = versionAndCountry(sqlite, rangeScope, start, end)
  const topics = topicTrends(sqlite, rangeScope, start - (end - start), start, end)

  return {
    appId: input.appId ?? null,
    title: input.appId ? (names.get(input.appId) ?? '') : 'All apps',
    range: { start, end: Math.min(end, now), days: input.days, bucket, timeZone },
    series,
    totals: {
      reviews,
      averageRating: reviews === 0 ? null : round(ratingSum / reviews, 2),
      previousReviews: previous.n,
      previousAverageRating: previous.mean === null ? null : round(previous.mean, 2),
      negativeShare: reviews === 0 ? null : round(low / reviews, 4),
      previousNegativeShare: previous.n === 0 ? null : round(previous.low / previous.n, 4),
      answered,
      replyRate: reviews === 0 ? null : round(answered / reviews, 4),
      repliesPublished: replies.sent,
      medianReplyHours:
        replies.medianWaitMs === null ? null : round(replies.medianWaitMs / HOUR, 1),
      needsReply,
    },
    histogram,
    ratings: {
      withoutText: { ...starFigures(withoutText), stars: withoutText },
      all: starFigures(histogram.map((h, i) => h.reviews + withoutText[i]!)),
    },
    languages,
    stores,
    versions,
    countries,
    topics: topics.topics,
    topicsPending: topics.pending,
    appleSummaries: input.appId ? appleSummaries(ctx, actor.workspaceId, input.appId) : [],
  }
}
