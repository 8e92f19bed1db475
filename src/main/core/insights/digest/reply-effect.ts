/**
 * The digest's Reply Effect and overdue lines: Reply Effect of the reviews written in the 90
 * days up to the week's end (a week alone is too short for reviewers to come back), and how many
 * reviews wait longer than the team's target when the digest is made.
 */
import type { EffectFiguresDto } from '../../../../shared/dto/reply-effect'
import type { CoreContext } from '../../context'
import { replyEffect } from '../reply-effect/compute'
import { overdueCount } from '../reply-speed/compute'
import { readReplySpeedSettings } from '../reply-speed/settings'
import type { DigestEffect, DigestEventData } from './types'

const DAY = 24 * 60 * 60_000
const EFFECT_DAYS = 90

const section = (f: EffectFiguresDto): DigestEffect => ({
  reviews: f.reviews,
  raised: f.raised,
  lowered: f.lowered,
  unchanged: f.unchanged,
  average_change: f.averageChange,
  median_days_to_change:
    f.medianTimeToChangeMs === null ? null : Math.round((f.medianTimeToChangeMs / DAY) * 10) / 10,
})

export function digestReplyFigures(
  ctx: CoreContext,
  app: { id: string; workspaceId: string },
  periodEnd: number,
): Pick<DigestEventData, 'reply_effect' | 'overdue' | 'reply_target_hours'> {
  const effect = replyEffect(ctx, {
    workspaceId: app.workspaceId,
    appId: app.id,
    since: periodEnd - EFFECT_DAYS * DAY,
    until: periodEnd,
  })
  return {
    reply_effect: {
      reviews_written_days: EFFECT_DAYS,
      window_days: effect.windowDays,
      replied: section(effect.replied),
      not_replied: section(effect.baseline),
    },
    overdue: overdueCount(ctx, { workspaceId: app.workspaceId, appId: app.id }),
    reply_target_hours: readReplySpeedSettings(ctx, app.workspaceId).targetHours,
  }
}
