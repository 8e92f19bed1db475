import { and, eq, gte, sql } from 'drizzle-orm'
import type { AutoPublishDto, AutoPublishRulesDto } from '../../../shared/dto/replies'
import { requireRole, type Actor } from '../access/actor'
import type { CoreContext } from '../context'
import { apps, autoPublishRules, replyEvents, reviews, users } from '../db/schema'
import { appNameOf, getVoice } from '../drafting/voice/store'
import { CoreError, notFound } from '../errors'
import { unapprovedContact } from './contact-check'
import { loadReviewById } from './records'
import { holdDraft } from './transition'
import { approveReply } from './workflow'
import { reasonsOf } from './assessment'
import type { Confidence } from '../drafting/types'

const DEFAULT_AUTO_PUBLISH_RULES: AutoPublishRulesDto = {
  minRating: 4,
  languages: [],
  // A model can be talked into things by the review it answers; the built-in drafter cannot.
  drafter: 'builtin',
  dailyCap: 20,
}

const DAY_MS = 24 * 60 * 60_000

function assertApp(ctx: CoreContext, workspaceId: string, appId: string): void {
  const app = ctx.db.select({ id: apps.id }).from(apps).where(and(eq(apps.id, appId), eq(apps.workspaceId, workspaceId))).get()
  if (!app) throw notFound('App')
}

function publishedInLastDay(ctx: CoreContext, appId: string): number {
  return (
    ctx.db
      .select({ n: sql<number>`count(*)` })
      .from(replyEvents)
      .innerJoin(reviews, eq(reviews.id, replyEvents.reviewId))
      .where(and(eq(reviews.appId, appId), eq(replyEvents.action, 'auto_approved'), gte(replyEvents.at, ctx.clock.now() - DAY_MS)))
      .get()?.n ?? 0
  )
}

export function getAutoPublish(ctx: CoreContext, workspaceId: string, appId: string): AutoPublishDto {
  assertApp(ctx, workspaceId, appId)
  const row = ctx.db
    .select({ rule: autoPublishRules, by: users.name })
    .from(autoPublishRules)
    .leftJoin(users, eq(users.id, autoPublishRules.updatedByUserId))
    .where(eq(autoPublishRules.appId, appId))
    .get()
  return {
    appId,
    enabled: row?.rule.enabled ?? false,
    rules: row ? { ...DEFAULT_AUTO_PUBLISH_RULES, ...(JSON.parse(row.rule.rules) as Partial<AutoPublishRulesDto>) } : DEFAULT_AUTO_PUBLISH_RULES,
    publishedToday: publishedInLastDay(ctx, appId),
    updatedByName: row?.by ?? null,
    updatedAt: row?.rule.updatedAt ?? null,
  }
}

/** Only an admin turns auto-publish on, per app, with rules. Off is the default. */
export function setAutoPublish(ctx: CoreContext, actor: Actor, appId: string, enabled: boolean, rules: AutoPublishRulesDto): AutoPublishDto {
  requireRole(actor, 'admin', 'change auto-publish')
  assertApp(ctx, actor.workspaceId, appId)
  const now = ctx.clock.now()
  const values = { enabled, rules: JSON.stringify(rules), updatedByUserId: actor.userId, updatedAt: now }
  ctx.db
    .insert(autoPublishRules)
    .values({ appId, workspaceId: actor.workspaceId, ...values })
    .onConflictDoUpdate({ target: autoPublishRules.appId, set: values })
    .run()
  ctx.signals.emit('changed', actor.workspaceId, 'apps')
  return getAutoPublish(ctx, actor.workspaceId, appId)
}

/** Why a fresh draft may not be auto-published, or null when every rule allows it. */
function autoPublishBlocker(
  settings: AutoPublishDto,
  draft: { rating: number; language: string | null; drafter: 'builtin' | 'model' | null; confidence: Confidence | null },
): string | null {
  if (!settings.enabled) return 'auto-publish is off'
  const { rules } = settings
  if (draft.rating < rules.minRating) return `rating below ${rules.minRating}★`
  if (rules.languages.length > 0 && !rules.languages.includes((draft.language ?? '').split('-')[0] ?? '')) return 'language not in the list'
  if (rules.drafter !== 'any' && draft.drafter !== rules.drafter) return `not a ${rules.drafter} draft`
  // Never a low-confidence draft; a medium one has reasons for a person to look at, too.
  if (draft.confidence === 'low') return 'the draft has low confidence'
  if (draft.confidence === 'medium') return 'the draft needs a person to look at it'
  if (settings.publishedToday >= rules.dailyCap) return 'daily cap reached'
  return null
}

export function isAutoPublishOn(ctx: CoreContext, appId: string): boolean {
  return ctx.db.select({ enabled: autoPublishRules.enabled }).from(autoPublishRules).where(eq(autoPublishRules.appId, appId)).get()?.enabled === true
}

/**
 * Called for drafts the app wrote itself. Approves the draft when the app's rules allow it; the
 * publisher then sends it like any approved reply (same length rules, same quota).
 */
export function maybeAutoPublish(ctx: CoreContext, reviewId: string): boolean {
  const record = loadReviewById(ctx, reviewId)
  if (!record?.reply || record.reply.status !== 'draft' || record.reply.source !== 'drafted') return false
  // Most apps never turn it on: skip counting today's auto-approvals for every draft.
  if (!isAutoPublishOn(ctx, record.review.appId)) return false
  const settings = getAutoPublish(ctx, record.review.workspaceId, record.review.appId)
  const blocker = autoPublishBlocker(settings, { rating: record.review.rating, language: record.reply.language, drafter: record.reply.drafter, confidence: record.reply.confidence })
  if (blocker) return false
  const voice = getVoice(ctx, record.review.workspaceId, record.review.appId)
  // Drafts sign with the app's name when the voice names no brand ("Acme.io"): that is no link.
  if (!voice.brandName) voice.brandName = appNameOf(ctx, record.review.workspaceId, record.review.appId)
  const held = unapprovedContact(record.reply.body, voice)
  if (held) {
    // The reason leads the draft's reasons at low confidence: the pane, the list's chip, "Needs a
    // look" and bulk approve's skip all follow.
    holdDraft(ctx, record.reply, [held, ...reasonsOf(record.reply).filter((r) => r !== held)])
    ctx.log.info('auto-publish held a draft for a person', { reviewId, reason: held })
    return false
  }
  try {
    approveReply(ctx, null, reviewId, { workspaceId: record.review.workspaceId, rule: `Auto-publish rule: ${settings.rules.minRating}★ and up, at most ${settings.rules.dailyCap} a day.` })
    return true
  } catch (error) {
    if (error instanceof CoreError) {
      ctx.log.info('auto-publish skipped', { reviewId, reason: error.message })
      return false
    }
    throw error
  }
}
