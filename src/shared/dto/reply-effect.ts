/**
 * Reply Effect and reply speed (issue 27): what replies did to ratings, and how fast they went
 * out. Times are epoch ms; durations are ms.
 */
import type { StoreName } from './apps'

/** How long after the reply (or, for unreplied reviews, after first sight) a change counts. */
export const REPLY_EFFECT_WINDOW_DAYS = 90

export interface EffectFiguresDto {
  /** Reviews in the group (replied ones; or unreplied ones for the baseline). */
  reviews: number
  /** Reviews whose rating 90 days after the start differs from the rating at the start. */
  changed: number
  raised: number
  lowered: number
  /** reviews − changed. */
  unchanged: number
  /** Mean of (new rating − rating at the start) over the changed reviews, in stars; null when none changed. */
  averageChange: number | null
  /** Median of the time from the start to the first different rating, over the changed reviews. */
  medianTimeToChangeMs: number | null
}

/** A breakdown line: which drafter, template, approver, language or star band. */
export interface EffectRowDto extends EffectFiguresDto {
  key: string
  label: string
}

export const EFFECT_DIMENSIONS = ['drafter', 'template', 'approver', 'language', 'stars'] as const
export type EffectDimension = (typeof EFFECT_DIMENSIONS)[number]

export interface ReplyEffectDto {
  appId: string | null
  store: StoreName | null
  /** Reviews written in [since, until). */
  since: number
  until: number
  windowDays: number
  /** Reviews with a reply that reached the store, measured from that first reply. */
  replied: EffectFiguresDto
  /**
   * Reviews of the same star ratings that never got a reply, measured from when Review Reply
   * first saw them.
   */
  baseline: EffectFiguresDto
  /** Replied reviews by each dimension. */
  breakdowns: Record<EffectDimension, EffectRowDto[]>
  /** The baseline by star band, to compare like with like. */
  baselineByStars: EffectRowDto[]
}

/** Age bands of the reviews still waiting for a reply. */
type BacklogAge = 'under_1d' | '1_3d' | '3_7d' | 'over_7d'

export interface ReplySpeedDto {
  appId: string | null
  store: StoreName | null
  since: number
  until: number
  /** The team's target time to first reply (workspace setting; default 24 h). */
  targetMs: number
  /** Reviews written in the period (spam left out). */
  reviews: number
  /** Of those, how many have had a reply reach the store. */
  replied: number
  /** Median and 90th percentile of first reply − written, over the replied ones. */
  medianMs: number | null
  p90Ms: number | null
  /** Share (0–1) of the period's reviews replied within 24 h; null without reviews. */
  within24hShare: number | null
  /** Share replied within the target. */
  withinTargetShare: number | null
  /** The median is over the target. */
  targetMissed: boolean
  /** Reviews waiting for a reply now, by how long since they were written (whatever the period). */
  backlog: Record<BacklogAge, number>
  /** Reviews waiting longer than the target now: the inbox's "Waiting over 24 h" view. */
  overdue: number
}

export interface ReplySpeedSettingsDto {
  /** 1–720 hours. */
  targetHours: number
}

/** A file for download (the CSV export of Reply Effect). */
export interface ReplyEffectExportDto {
  filename: string
  mimeType: string
  content: string
}
