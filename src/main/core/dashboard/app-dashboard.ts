import type {
  DashboardBucket,
  DashboardDto,
  DashboardPointDto,
} from '../../../shared/dto/dashboard'
import type { Actor } from '../access/actor'
import type { CoreContext } from '../context'
import { notFound } from '../errors'
import { systemTimeZone } from '../insights/time/zoned'
import { appNames } from '../inbox/list'
import { versionAndCountry } from './breakdowns'
import { topicTrends } from './topics/trends'
import { appleSummaries } from './apple-summaries'
import { makeBuckets, TREND_WINDOW } from './buckets'
import { replyFigures } from '../insights/reply-figures'
import { ratingsWithoutText, starFigures } from '../history/ratings'
import { languageName, round } from './stats'
import {
  bucketCounts,
  languageTotals,
  periodTotals,
  storeTotals,
  type FigureScope,
} from './period-figures'
import type { DashboardSource } from './ranges'

const HOUR = 3_600_000
const TOP_LANGUAGES = 8

export interface DashboardInput {
  appId?: string | undefined
  days: number
  bucket?: DashboardBucket | undefined
  timeZone?: string | undefined
  /** Where the counts are read from; the running totals unless a test asks for the index. */
  source?: DashboardSource | undefined
}

/** Runs one card's reads; the bench passes one that times each card (bench/dashboard.bench.ts). */
export type CardRunner = <T>(card: string, read: () => T) => T
const untimed: CardRunner = (_card, read) => read()

/** The numbers behind the dashboard of one app (or all apps of the workspace). */
export function appDashboard(
  ctx: CoreContext,
  actor: Actor,
  input: DashboardInput,
  card: CardRunner = untimed,
): DashboardDto {
  const sqlite = ctx.db.$client
  const names = appNames(ctx, actor.workspaceId)
  if (input.appId && !names.has(input.appId)) throw notFound('App')
  const timeZone = input.timeZone ?? systemTimeZone()
  const bucket: DashboardBucket = input.bucket ?? (input.days <= 90 ? 'day' : 'week')
  const now = ctx.clock.now()
  const { boundaries, lead } = makeBuckets(now, input.days, bucket, timeZone)
  const start = boundaries[lead] ?? now
  const end = boundaries[boundaries.length - 1] ?? now

  // Counts come from the running totals, and from the inbox index where a range cuts an hour
  // (period-figures.ts): never a pass over every review of the range.
  const figures: FigureScope = {
    sqlite,
    workspaceId: actor.workspaceId,
    appId: input.appId,
    source: input.source ?? 'aggregates',
  }
  const counts = card('trend, volume, stars and needs reply', () =>
    bucketCounts(figures, boundaries),
  )
  const buckets = counts.map((c, i) => ({
    ...c,
    start: boundaries[i] ?? 0,
    end: boundaries[i + 1] ?? 0,
  }))

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

  const previous = card('previous period', () =>
    periodTotals(figures, start - (end - start), start),
  )
  const low = (histogram[0]?.reviews ?? 0) + (histogram[1]?.reviews ?? 0)

  // From the buckets' own read of the totals, not a second pass over the same hours.
  const needsReply = buckets.slice(lead).reduce((a, b) => a + b.needsReply, 0)

  const languageRows = card('languages', () => languageTotals(figures, start, end))
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

  const stores = card('stores', () => storeTotals(figures, start, end)).map((s) => ({
    store: s.store,
    reviews: s.reviews,
    averageRating: s.reviews === 0 ? null : round(s.sum / s.reviews, 2),
  }))

  const rangeScope = input.appId
    ? ({ column: 'app_id', id: input.appId } as const)
    : ({ column: 'workspace_id', id: actor.workspaceId } as const)
  const replies = card('reply figures', () =>
    replyFigures(
      sqlite,
      { workspaceId: actor.workspaceId, appId: input.appId },
      start,
      end,
      figures.source,
    ),
  )
  const withoutText = card('ratings without text', () =>
    ratingsWithoutText(sqlite, rangeScope, start, end),
  )
  const { versions, countries } = card('versions and countries', () =>
    versionAndCountry(figures, start, end),
  )
  const topics = card('topics', () => topicTrends(figures, start - (end - start), start, end))

  return {
    appId: input.appId ?? null,
    title: input.appId ? (names.get(input.appId) ?? '') : 'All apps',
    range: { start, end: Math.min(end, now), days: input.days, bucket, timeZone },
    series,
    totals: {
      reviews,
      averageRating: reviews === 0 ? null : round(ratingSum / reviews, 2),
      previousReviews: previous.reviews,
      previousAverageRating:
        previous.reviews === 0 ? null : round(previous.sum / previous.reviews, 2),
      negativeShare: reviews === 0 ? null : round(low / reviews, 4),
      previousNegativeShare:
        previous.reviews === 0 ? null : round(previous.low / previous.reviews, 4),
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
