import type { AnomalySettingsDto } from '../../../../shared/dto/insights'
import type { CoreContext } from '../../context'
import { appsOfWorkspace, type AppRow } from '../app-info'
import { readAnomalySettings } from '../settings'
import { DAY } from '../time/zoned'
import { advanceEpisode } from './episodes'
import { countIn, historyStart, ratingSums } from './queries'
import { evaluateRatingDrop, ratingDropWindows } from './rating-drop'
import { evaluateReviewSpike, spikeSlices, type Slice } from './review-spike'
import { moments } from './stats'
import type { Evaluation } from './types'

function evaluateApp(
  ctx: CoreContext,
  app: AppRow,
  settings: AnomalySettingsDto,
  now: number,
): Evaluation[] {
  const drop = ratingDropWindows(now, settings.ratingDrop)
  const sums = (s: Slice) => {
    const r = ratingSums(ctx, app.id, s)
    return moments(r.n, r.sum, r.squares)
  }
  const slices = spikeSlices(now, settings.reviewSpike)
  const first = historyStart(ctx, app.id)
  // Only past weeks fully inside the imported history count (Google Play hands over one week).
  const covered = slices.weeks.filter((w) => first !== null && w.start >= first)
  const span: Slice = {
    start: slices.window.start - covered.length * 7 * DAY,
    end: slices.window.start,
  }
  return [
    evaluateRatingDrop(drop, sums(drop.window), sums(drop.baseline), settings.ratingDrop),
    evaluateReviewSpike(
      slices.window,
      countIn(ctx, app.id, slices.window),
      covered.map((w) => countIn(ctx, app.id, w)),
      covered.length === 0 ? 0 : countIn(ctx, app.id, span),
      settings.reviewSpike,
    ),
  ]
}

/** Runs both rules for every app of a workspace and moves their episodes on; returns new alerts. */
export function detectAnomalies(ctx: CoreContext, workspaceId: string, now: number): number {
  const settings = readAnomalySettings(ctx, workspaceId)
  if (!settings.enabled) return 0
  let alerts = 0
  for (const app of appsOfWorkspace(ctx, workspaceId)) {
    for (const evaluation of evaluateApp(ctx, app, settings, now)) {
      if (advanceEpisode(ctx, app, evaluation, settings.clearAfterHours, now)) alerts++
    }
  }
  return alerts
}
