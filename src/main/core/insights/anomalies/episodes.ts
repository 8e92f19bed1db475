import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm'
import type { AlertDto, AnomalyKind } from '../../../../shared/dto/insights'
import type { CoreContext } from '../../context'
import { anomalyEpisodes, apps } from '../../db/schema'
import { emitEvent } from '../../events/outbox'
import { publicAppFor, type AppRow } from '../app-info'
import { toDigestReview } from '../digest/store'
import { statement } from '../../db/statements'
import { HOUR } from '../time/zoned'
import { thumbsUpOf } from '../thumbs'
import { drivingReviews } from './driving-reviews'
import type { AnomalyEventData, EpisodeData, Evaluation } from './types'
import { immediate } from '../../db/transaction'
import { OPEN_EPISODE } from './queries'

const anomalyDedupeKey = (appId: string, kind: AnomalyKind, startedAt: number): string =>
  `anomaly.detected:${appId}:${kind}:${new Date(startedAt).toISOString()}`

/** The open episode of a rule for an app (its id and data), if any. */
interface OpenEpisode {
  id: string
  data: string
}

function openEpisode(ctx: CoreContext, appId: string, kind: AnomalyKind): OpenEpisode | undefined {
  return statement(ctx.db, OPEN_EPISODE).get(appId, kind) as OpenEpisode | undefined
}

type Step =
  | { action: 'none' }
  | { action: 'open' }
  | { action: 'state'; row: OpenEpisode; state: EpisodeData }
  | { action: 'end'; row: OpenEpisode; state: EpisodeData; endedAt: number }

/** What one check means for the open episode (if any); pure, so it can be re-run in a transaction. */
function decide(
  open: OpenEpisode | undefined,
  evaluation: Evaluation,
  clearAfterHours: number,
  now: number,
): Step {
  if (!open) return evaluation.fires ? { action: 'open' } : { action: 'none' }
  const state = JSON.parse(open.data) as EpisodeData
  if (!evaluation.clear) {
    return state.clearSince === null
      ? { action: 'none' }
      : { action: 'state', row: open, state: { ...state, clearSince: null } }
  }
  const clearSince = state.clearSince ?? now
  if (now - clearSince >= clearAfterHours * HOUR) {
    return { action: 'end', row: open, state: { ...state, clearSince }, endedAt: clearSince }
  }
  return state.clearSince === null
    ? { action: 'state', row: open, state: { ...state, clearSince } }
    : { action: 'none' }
}

/**
 * One step of an app's episode for one rule. No open episode and the condition holds: a new
 * episode and its one `anomaly.detected`. Open episode: it ends once the condition has been
 * clear for `clearAfterHours` (ended at the moment it cleared); until then nothing is sent.
 * Writes happen in an IMMEDIATE transaction that decides again, so two processes cannot both
 * open the same episode. Returns true when an alert was raised.
 */
export function advanceEpisode(
  ctx: CoreContext,
  app: AppRow,
  evaluation: Evaluation,
  clearAfterHours: number,
  now: number,
): boolean {
  if (
    decide(openEpisode(ctx, app.id, evaluation.kind), evaluation, clearAfterHours, now).action ===
    'none'
  ) {
    return false
  }
  const action = immediate(ctx.db, () => {
    const step = decide(openEpisode(ctx, app.id, evaluation.kind), evaluation, clearAfterHours, now)
    switch (step.action) {
      case 'none':
        break
      case 'state':
        writeState(ctx, step.row, step.state)
        break
      case 'end':
        ctx.db
          .update(anomalyEpisodes)
          .set({ endedAt: step.endedAt, data: JSON.stringify(step.state) })
          .where(eq(anomalyEpisodes.id, step.row.id))
          .run()
        break
      case 'open':
        openNewEpisode(ctx, app, evaluation, now)
        break
    }
    return step.action
  })
  // A new alert, or one that ended, changes what the alerts list shows.
  if (action === 'open' || action === 'end') ctx.signals.emit('changed', app.workspaceId, 'alerts')
  return action === 'open'
}

function openNewEpisode(ctx: CoreContext, app: AppRow, evaluation: Evaluation, now: number): void {
  const id = ctx.ids.next('anm')
  const event: AnomalyEventData = {
    app: publicAppFor(ctx, app),
    kind: evaluation.kind,
    episode_id: id,
    summary: evaluation.summary,
    window: {
      start: new Date(evaluation.window.start).toISOString(),
      end: new Date(evaluation.window.end).toISOString(),
    },
    baseline: evaluation.baselineValue,
    observed: evaluation.observedValue,
    unit: evaluation.kind === 'rating_drop' ? 'stars' : 'reviews',
    details: evaluation.details,
    reviews: drivingReviews(ctx, app.id, evaluation),
  }
  const data: EpisodeData = { event, clearSince: null }
  ctx.db
    .insert(anomalyEpisodes)
    .values({
      id,
      workspaceId: app.workspaceId,
      appId: app.id,
      kind: evaluation.kind,
      startedAt: now,
      endedAt: null,
      baseline: evaluation.baselineValue,
      observed: evaluation.observedValue,
      data: JSON.stringify(data),
      createdAt: ctx.clock.now(),
    })
    .run()
  emitEvent(
    ctx,
    app.workspaceId,
    'anomaly.detected',
    { ...event },
    anomalyDedupeKey(app.id, evaluation.kind, now),
  )
}

function writeState(ctx: CoreContext, row: OpenEpisode, state: EpisodeData): void {
  ctx.db
    .update(anomalyEpisodes)
    .set({ data: JSON.stringify(state) })
    .where(eq(anomalyEpisodes.id, row.id))
    .run()
}

export function listAlerts(
  ctx: CoreContext,
  workspaceId: string,
  filter: {
    appId?: string | undefined
    kind?: AnomalyKind | undefined
    ongoing?: boolean | undefined
    limit?: number | undefined
  },
): AlertDto[] {
  const rows = ctx.db
    .select({ episode: anomalyEpisodes, appName: apps.name })
    .from(anomalyEpisodes)
    .innerJoin(apps, eq(apps.id, anomalyEpisodes.appId))
    .where(
      and(
        eq(anomalyEpisodes.workspaceId, workspaceId),
        filter.appId ? eq(anomalyEpisodes.appId, filter.appId) : undefined,
        filter.kind ? eq(anomalyEpisodes.kind, filter.kind) : undefined,
        filter.ongoing === undefined
          ? undefined
          : filter.ongoing
            ? isNull(anomalyEpisodes.endedAt)
            : isNotNull(anomalyEpisodes.endedAt),
      ),
    )
    .orderBy(desc(anomalyEpisodes.startedAt), desc(anomalyEpisodes.id))
    .limit(filter.limit ?? 50)
    .all()
  const thumbs = thumbsUpOf(
    ctx,
    rows.flatMap((r) => (JSON.parse(r.episode.data) as EpisodeData).event.reviews.map((v) => v.id)),
  )
  return rows.map(({ episode, appName }) => {
    const { event } = JSON.parse(episode.data) as EpisodeData
    return {
      id: episode.id,
      appId: episode.appId,
      appName,
      kind: episode.kind,
      summary: event.summary,
      ongoing: episode.endedAt === null,
      startedAt: episode.startedAt,
      endedAt: episode.endedAt,
      window: { start: Date.parse(event.window.start), end: Date.parse(event.window.end) },
      baseline: episode.baseline,
      observed: episode.observed,
      pValue: typeof event.details.test.p_value === 'number' ? event.details.test.p_value : 1,
      reviews: event.reviews.map((r) => toDigestReview(r, thumbs.get(r.id) ?? 0)),
    }
  })
}
