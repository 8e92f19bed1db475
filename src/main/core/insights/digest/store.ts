import { and, desc, eq, gt, lt } from 'drizzle-orm'
import type {
  DigestDto,
  DigestEffectDto,
  DigestReviewDto,
  DigestSummaryDto,
} from '../../../../shared/dto/insights'
import type { CoreContext } from '../../context'
import { apps, digests } from '../../db/schema'
import { notFound } from '../../errors'
import { emitEvent } from '../../events/outbox'
import type { PublicReview } from '../../public/serialize'
import type { AppRow } from '../app-info'
import { queueDigestEmail } from '../../email/digest-emails'
import { computeDigest } from './compute'
import type { CurrentReviewState } from './current'
import type { Period, WeeklySchedule } from './period'
import { answeredOf, type DigestEffect, type DigestEventData } from './types'
import { immediate } from '../../db/transaction'

type DigestRow = typeof digests.$inferSelect

const digestDedupeKey = (appId: string, periodStart: number): string =>
  `digest.weekly:${appId}:${new Date(periodStart).toISOString()}`

/**
 * Makes (once) the digest of one app for one period: the row and its `digest.weekly` event are
 * written in one transaction, and the (app, period start) unique index plus the event's dedupe
 * key make a second call, in this process or another, a no-op. Returns the row either way.
 */
export function ensureDigest(
  ctx: CoreContext,
  app: AppRow,
  period: Period,
  schedule: WeeklySchedule,
): { row: DigestRow; created: boolean } {
  const result = immediate(ctx.db, () => {
    const existing = findDigest(ctx, app.id, period.start)
    if (existing) return { row: existing, created: false }
    const data = computeDigest(ctx, app, period, schedule)
    const row: DigestRow = {
      id: ctx.ids.next('dig'),
      workspaceId: app.workspaceId,
      appId: app.id,
      periodStart: period.start,
      periodEnd: period.end,
      data: JSON.stringify(data),
      createdAt: ctx.clock.now(),
    }
    ctx.db.insert(digests).values(row).run()
    queueDigestEmail(ctx, app.workspaceId, row.id)
    emitEvent(
      ctx,
      app.workspaceId,
      'digest.weekly',
      { ...data },
      digestDedupeKey(app.id, period.start),
    )
    return { row, created: true }
  })
  if (result.created) ctx.signals.emit('changed', app.workspaceId, 'digests')
  return result
}

function findDigest(ctx: CoreContext, appId: string, periodStart: number): DigestRow | undefined {
  return ctx.db
    .select()
    .from(digests)
    .where(and(eq(digests.appId, appId), eq(digests.periodStart, periodStart)))
    .get()
}

/** Digests of an app whose period overlaps `period`, with the overlap in ms. */
export function overlappingDigests(
  ctx: CoreContext,
  appId: string,
  period: Period,
): { row: DigestRow; overlap: number }[] {
  return ctx.db
    .select()
    .from(digests)
    .where(
      and(
        eq(digests.appId, appId),
        lt(digests.periodStart, period.end),
        gt(digests.periodEnd, period.start),
      ),
    )
    .all()
    .map((row) => ({
      row,
      overlap: Math.min(row.periodEnd, period.end) - Math.max(row.periodStart, period.start),
    }))
}

export function parseDigestData(row: DigestRow): DigestEventData {
  return JSON.parse(row.data) as DigestEventData
}

export function toDigestSummary(
  row: DigestRow,
  data: DigestEventData = parseDigestData(row),
): DigestSummaryDto {
  return {
    id: row.id,
    appId: row.appId,
    appName: data.app.name,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    timeZone: data.period.time_zone,
    periodLabel: data.period.label,
    summary: data.summary,
    reviews: data.reviews,
    averageRating: data.average_rating,
    answered: answeredOf(data),
    repliesPublished: data.replies_published,
    repliedShare: data.replied_share,
    createdAt: row.createdAt,
  }
}

export function toDigestReview(r: PublicReview, thumbsUp = 0): DigestReviewDto {
  return {
    id: r.id,
    store: r.store,
    rating: r.rating,
    title: r.title,
    body: r.body,
    author: r.author,
    language: r.language,
    createdAt: Date.parse(r.created_at),
    thumbsUp,
  }
}

/** The stored digest, its list of unanswered reviews brought up to date with `current`. */
export function toDigestDto(row: DigestRow, current: Map<string, CurrentReviewState>): DigestDto {
  const data = parseDigestData(row)
  const listed = data.unanswered_negative.filter((r) => current.has(r.id))
  const stillOpen = listed.filter((r) => current.get(r.id)?.answered === false)
  return {
    ...toDigestSummary(row, data),
    histogram: ([1, 2, 3, 4, 5] as const).map((stars) => ({
      stars,
      reviews: data.histogram[String(stars) as '1'],
    })),
    previousWeek: {
      reviews: data.previous_week.reviews,
      averageRating: data.previous_week.average_rating,
    },
    baseline: {
      weeks: data.baseline.weeks,
      reviewsPerWeek: data.baseline.reviews_per_week,
      averageRating: data.baseline.average_rating,
    },
    change: {
      reviewsVsPreviousWeekPct: data.change.reviews_vs_previous_week_pct,
      averageRatingVsPreviousWeek: data.change.average_rating_vs_previous_week,
      reviewsVsBaselinePct: data.change.reviews_vs_baseline_pct,
      averageRatingVsBaseline: data.change.average_rating_vs_baseline,
    },
    medianReplyTimeHours: data.median_reply_time_hours,
    topLanguages: data.top_languages,
    unansweredNegative: stillOpen.map((r) => toDigestReview(r, current.get(r.id)?.thumbsUp ?? 0)),
    answeredSince: listed.length - stillOpen.length,
    overdue: data.overdue ?? null,
    replyTargetHours: data.reply_target_hours ?? null,
    replyEffect: data.reply_effect
      ? {
          reviewsWrittenDays: data.reply_effect.reviews_written_days,
          windowDays: data.reply_effect.window_days,
          replied: toEffectDto(data.reply_effect.replied),
          notReplied: toEffectDto(data.reply_effect.not_replied),
        }
      : null,
  }
}

const toEffectDto = (e: DigestEffect): DigestEffectDto => ({
  reviews: e.reviews,
  raised: e.raised,
  lowered: e.lowered,
  unchanged: e.unchanged,
  averageChange: e.average_change,
  medianDaysToChange: e.median_days_to_change,
})

export function listDigests(
  ctx: CoreContext,
  workspaceId: string,
  options: { appId?: string | undefined; limit?: number | undefined },
): DigestSummaryDto[] {
  const where = options.appId
    ? and(eq(digests.workspaceId, workspaceId), eq(digests.appId, options.appId))
    : eq(digests.workspaceId, workspaceId)
  return ctx.db
    .select()
    .from(digests)
    .where(where)
    .orderBy(desc(digests.periodStart), desc(digests.createdAt), desc(digests.id))
    .limit(options.limit ?? 50)
    .all()
    .map((row) => toDigestSummary(row))
}

export function getDigestRow(ctx: CoreContext, workspaceId: string, digestId: string): DigestRow {
  const row = ctx.db
    .select()
    .from(digests)
    .where(and(eq(digests.id, digestId), eq(digests.workspaceId, workspaceId)))
    .get()
  if (!row) throw notFound('Digest')
  return row
}

export function assertAppInWorkspace(ctx: CoreContext, workspaceId: string, appId: string): AppRow {
  const app = ctx.db
    .select()
    .from(apps)
    .where(and(eq(apps.id, appId), eq(apps.workspaceId, workspaceId)))
    .get()
  if (!app) throw notFound('App')
  return app
}
