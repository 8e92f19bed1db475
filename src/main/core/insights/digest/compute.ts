import { desc, eq, inArray, sql } from 'drizzle-orm'
import type { CoreContext } from '../../context'
import { replies, reviews } from '../../db/schema'
import { toPublicReview } from '../../public/serialize'
import { ratingHistoriesOf } from '../../reviews/revisions'
import { publicAppFor, type AppRow } from '../app-info'
import { languageName, periodLabel, round } from '../labels'
import { HOUR } from '../time/zoned'
import { replyFigures } from '../reply-figures'
import { languageCounts, reviewStats, unansweredNegativeIds } from './aggregates'
import { weekBefore, type Period, type WeeklySchedule } from './period'
import type { DigestEventData } from './types'
import { digestReplyFigures } from './reply-effect'

/** Reply states that mean "the team has answered this review on the store" (see reply-figures). */
export const ANSWERED = ['published', 'pending_publish'] as const

const BASELINE_WEEKS = 4
const TOP_LANGUAGES = 5
const UNANSWERED_SHOWN = 5

const roundOrNull = (v: number | null, digits: number) => (v === null ? null : round(v, digits))

function pctChange(now: number, before: number): number | null {
  return before === 0 ? null : round(((now - before) / before) * 100, 1)
}

function diff(a: number | null, b: number | null): number | null {
  return a === null || b === null ? null : round(a - b, 2)
}

/** Language codes in order, unknown (null) last. */
function order(a: string | null, b: string | null): number {
  if (a === b) return 0
  if (a === null) return 1
  if (b === null) return -1
  return a < b ? -1 : 1
}

const signed = (v: number, digits: number) =>
  `${v > 0 ? '+' : v < 0 ? '−' : '±'}${Math.abs(v).toFixed(digits)}`

/** "7 reviews (+133.3% on the previous week), average 2.57★ (−1.43), 4 of them answered (57%), …" */
function digestSentence(f: {
  reviews: number
  average: number | null
  reviewsPct: number | null
  ratingDiff: number | null
  answered: number
  published: number
  repliedShare: number | null
  medianHours: number | null
  overdue: number
  targetHours: number
}): string {
  const parts = [
    `${f.reviews} review${f.reviews === 1 ? '' : 's'}${f.reviewsPct === null ? '' : ` (${signed(f.reviewsPct, 1)}% on the previous week)`}`,
  ]
  if (f.average !== null) {
    parts.push(
      `average ${f.average.toFixed(2)}★${f.ratingDiff === null ? '' : ` (${signed(f.ratingDiff, 2)})`}`,
    )
  }
  if (f.repliedShare !== null)
    parts.push(`${f.answered} of them answered (${Math.round(f.repliedShare * 100)}%)`)
  if (f.medianHours !== null) parts.push(`median time to reply ${f.medianHours.toFixed(1)} h`)
  parts.push(`${f.published} repl${f.published === 1 ? 'y' : 'ies'} sent this week in all`)
  parts.push(`${f.overdue} waiting longer than the ${f.targetHours} h target now`)
  return `${parts.join(', ')}.`
}

/** Every number of one app's weekly digest, read from the stored reviews and replies. */
export function computeDigest(
  ctx: CoreContext,
  app: AppRow,
  period: Period,
  schedule: WeeklySchedule,
): DigestEventData {
  const previous = weekBefore(period, 1, schedule)
  const baseline: Period = {
    start: weekBefore(period, BASELINE_WEEKS, schedule).start,
    end: period.start,
  }

  const stats = reviewStats(ctx, {
    workspaceId: app.workspaceId,
    appId: app.id,
    start: period.start,
    end: period.end,
    previousStart: previous.start,
    baselineStart: baseline.start,
  })
  const histogram = { '1': stats.h1, '2': stats.h2, '3': stats.h3, '4': stats.h4, '5': stats.h5 }
  const weekCount = stats.weekCount
  const topLanguages = languageCounts(ctx, app.id, period.start, period.end)
    // Most reviews first; ties by language code, unknown language last.
    .sort((a, b) => b.reviews - a.reviews || order(a.language, b.language))
    .slice(0, TOP_LANGUAGES)
    .map(({ language, reviews: count }) => ({
      language,
      name: languageName(language),
      reviews: count,
      share: round(count / weekCount, 4),
    }))

  const figures = replyFigures(
    ctx.db.$client,
    { workspaceId: app.workspaceId, appId: app.id },
    period.start,
    period.end,
  )

  const unansweredIds = unansweredNegativeIds(
    ctx,
    app.id,
    period.start,
    period.end,
    UNANSWERED_SHOWN,
  )
  const unanswered =
    unansweredIds.length === 0
      ? []
      : ctx.db
          .select({ review: reviews, reply: replies })
          .from(reviews)
          .leftJoin(replies, eq(replies.reviewId, reviews.id))
          .where(inArray(reviews.id, unansweredIds))
          .orderBy(
            desc(sql`coalesce(${reviews.thumbsUp}, 0)`),
            desc(reviews.createdAt),
            desc(reviews.id),
          )
          .all()
  const histories = ratingHistoriesOf(
    ctx,
    unanswered.map((u) => u.review),
  )

  const mean = (sum: number, count: number) => (count === 0 ? null : sum / count)
  const weekMean = mean(stats.weekSum, weekCount)
  const prevMean = mean(stats.previousSum, stats.previousCount)
  const baseMean = mean(stats.baselineSum, stats.baselineCount)
  const basePerWeek = stats.baselineCount / BASELINE_WEEKS
  const timeZone = schedule.timeZone
  const change = {
    reviews_vs_previous_week_pct: pctChange(weekCount, stats.previousCount),
    average_rating_vs_previous_week: diff(roundOrNull(weekMean, 2), roundOrNull(prevMean, 2)),
    reviews_vs_baseline_pct: pctChange(weekCount, basePerWeek),
    average_rating_vs_baseline: diff(roundOrNull(weekMean, 2), roundOrNull(baseMean, 2)),
  }
  const repliedShare = weekCount === 0 ? null : round(figures.answered / weekCount, 4)
  const medianHours = figures.medianWaitMs === null ? null : round(figures.medianWaitMs / HOUR, 2)
  const replyNow = digestReplyFigures(ctx, app, period.end)
  return {
    app: publicAppFor(ctx, app),
    summary: digestSentence({
      reviews: weekCount,
      average: roundOrNull(weekMean, 2),
      reviewsPct: change.reviews_vs_previous_week_pct,
      ratingDiff: change.average_rating_vs_previous_week,
      answered: figures.answered,
      published: figures.sent,
      repliedShare,
      medianHours,
      overdue: replyNow.overdue ?? 0,
      targetHours: replyNow.reply_target_hours ?? 24,
    }),
    period: {
      start: new Date(period.start).toISOString(),
      end: new Date(period.end).toISOString(),
      time_zone: timeZone,
      label: periodLabel(period.start, period.end, timeZone),
    },
    reviews: weekCount,
    average_rating: roundOrNull(weekMean, 2),
    histogram,
    previous_week: { reviews: stats.previousCount, average_rating: roundOrNull(prevMean, 2) },
    baseline: {
      weeks: BASELINE_WEEKS,
      reviews_per_week: round(basePerWeek, 2),
      average_rating: roundOrNull(baseMean, 2),
    },
    change,
    answered: figures.answered,
    replies_published: figures.sent,
    replied_share: repliedShare,
    median_reply_time_hours: medianHours,
    top_languages: topLanguages,
    unanswered_negative: unanswered.map((u) =>
      toPublicReview(u.review, u.reply, histories.get(u.review.id) ?? []),
    ),
    ...replyNow,
  }
}
