import { and, asc, eq } from 'drizzle-orm'
import type { FilledTemplateDto, ReplyTemplateDto } from '../../../shared/dto/templates'
import { REVIEW_TOPIC_NAMES, type ReviewTopicName } from '../../../shared/dto/webhooks'
import { requireRole, type Actor } from '../access/actor'
import type { CoreContext } from '../context'
import { replyTemplates } from '../db/schema'
import { CoreError, invalid, notFound } from '../errors'
import { loadReview } from '../replies/records'
import { adapterFor } from '../stores/adapter'
import { replyLength } from '../drafting/text/html'
import { fillForReview } from './fill'

export type TemplateRow = typeof replyTemplates.$inferSelect

/** Enough for every language and case a team writes for; more is a sign of copies. */
const MAX_TEMPLATES = 200

export function parseTopics(json: string): ReviewTopicName[] {
  try {
    const list: unknown = JSON.parse(json)
    return Array.isArray(list)
      ? list.filter((t): t is ReviewTopicName => (REVIEW_TOPIC_NAMES as readonly unknown[]).includes(t))
      : []
  } catch {
    return []
  }
}

function toTemplateDto(row: TemplateRow): ReplyTemplateDto {
  return {
    id: row.id,
    name: row.name,
    language: row.language,
    body: row.body,
    minRating: row.minRating,
    maxRating: row.maxRating,
    topics: parseTopics(row.topics),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }
}

export function templateRows(ctx: CoreContext, workspaceId: string): TemplateRow[] {
  return ctx.db
    .select()
    .from(replyTemplates)
    .where(eq(replyTemplates.workspaceId, workspaceId))
    .orderBy(asc(replyTemplates.language), asc(replyTemplates.name), asc(replyTemplates.id))
    .all()
}

function getTemplate(ctx: CoreContext, workspaceId: string, templateId: string): TemplateRow {
  const row = ctx.db
    .select()
    .from(replyTemplates)
    .where(and(eq(replyTemplates.id, templateId), eq(replyTemplates.workspaceId, workspaceId)))
    .get()
  if (!row) throw notFound('Template')
  return row
}

function checkRange(min: number, max: number): void {
  if (min > max) throw invalid('The lowest rating must not be above the highest.', 'minRating')
}

export function listTemplates(ctx: CoreContext, actor: Actor): ReplyTemplateDto[] {
  requireRole(actor, 'viewer', 'see reply templates')
  return templateRows(ctx, actor.workspaceId).map(toTemplateDto)
}

export interface TemplateInput {
  name: string
  language: string
  body: string
  minRating: number
  maxRating: number
  topics: ReviewTopicName[]
}

export function createTemplate(ctx: CoreContext, actor: Actor, input: TemplateInput): ReplyTemplateDto {
  requireRole(actor, 'editor', 'add reply templates')
  checkRange(input.minRating, input.maxRating)
  if (templateRows(ctx, actor.workspaceId).length >= MAX_TEMPLATES) {
    throw new CoreError('CONFLICT', `A workspace can have ${MAX_TEMPLATES} templates. Delete one you no longer use first.`)
  }
  const id = ctx.ids.next('tpl')
  const now = ctx.clock.now()
  ctx.db
    .insert(replyTemplates)
    .values({
      id,
      workspaceId: actor.workspaceId,
      name: input.name,
      language: input.language,
      body: input.body,
      minRating: input.minRating,
      maxRating: input.maxRating,
      topics: JSON.stringify(input.topics),
      updatedByUserId: actor.userId,
      createdAt: now,
      updatedAt: now,
    })
    .run()
  ctx.signals.emit('changed', actor.workspaceId, 'templates')
  return toTemplateDto(getTemplate(ctx, actor.workspaceId, id))
}

export function updateTemplate(
  ctx: CoreContext,
  actor: Actor,
  input: Partial<TemplateInput> & { templateId: string },
): ReplyTemplateDto {
  requireRole(actor, 'editor', 'change reply templates')
  const row = getTemplate(ctx, actor.workspaceId, input.templateId)
  checkRange(input.minRating ?? row.minRating, input.maxRating ?? row.maxRating)
  ctx.db
    .update(replyTemplates)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.language !== undefined ? { language: input.language } : {}),
      ...(input.body !== undefined ? { body: input.body } : {}),
      ...(input.minRating !== undefined ? { minRating: input.minRating } : {}),
      ...(input.maxRating !== undefined ? { maxRating: input.maxRating } : {}),
      ...(input.topics !== undefined ? { topics: JSON.stringify(input.topics) } : {}),
      updatedByUserId: actor.userId,
      updatedAt: ctx.clock.now(),
    })
    .where(eq(replyTemplates.id, row.id))
    .run()
  ctx.signals.emit('changed', actor.workspaceId, 'templates')
  return toTemplateDto(getTemplate(ctx, actor.workspaceId, row.id))
}

export function deleteTemplate(ctx: CoreContext, actor: Actor, templateId: string): void {
  requireRole(actor, 'editor', 'delete reply templates')
  const row = getTemplate(ctx, actor.workspaceId, templateId)
  ctx.db.delete(replyTemplates).where(eq(replyTemplates.id, row.id)).run()
  ctx.signals.emit('changed', actor.workspaceId, 'templates')
}

/** A template filled with a review's values, for the editor (nothing is saved). */
export function fillTemplateForReview(
  ctx: CoreContext,
  actor: Actor,
  input: { templateId: string; reviewId: string },
): FilledTemplateDto {
  requireRole(actor, 'editor', 'use reply templates')
  const template = getTemplate(ctx, actor.workspaceId, input.templateId)
  const record = loadReview(ctx, actor, input.reviewId)
  const filled = fillForReview(ctx, template.body, record.review)
  return {
    templateId: template.id,
    body: filled.text,
    missing: filled.missing,
    length: replyLength(filled.text),
    limit: adapterFor(record.listing.store).maxLength(ctx, record.listing),
  }
}
