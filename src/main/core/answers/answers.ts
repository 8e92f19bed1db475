import { and, eq } from 'drizzle-orm'
import { ANSWER_LIMITS, type AnswerDto } from '../../../shared/dto/answers'
import { requireRole, type Actor } from '../access/actor'
import type { CoreContext } from '../context'
import { answers } from '../db/schema'
import { statement } from '../db/statements'
import { immediate } from '../db/transaction'
import { draftingInputsChanged } from '../replies/draft-queue/inputs'
import { CoreError, notFound } from '../errors'
import { languageRange } from './language'
import { ANSWER_BY_ID, COUNT_ANSWERS, LIST_ANSWERS, TITLES_IN_SCOPE } from './queries'
import { toAnswerDto, type AnswerRow } from './rows'
import { checkApp, checkLanguage } from './validate'

export interface AnswerInput {
  /** Null: every app of the workspace. */
  appId: string | null
  language: string
  title: string
  keywords: string[]
  examples: string[]
  body: string
}

export interface AnswerFilter {
  /** An app: its own Answers and those for every app; null: only those for every app. */
  appId?: string | null | undefined
  language?: string | undefined
}

function readAnswer(ctx: CoreContext, workspaceId: string, answerId: string): AnswerDto {
  const row = statement<[string, string], AnswerRow>(ctx.db, ANSWER_BY_ID).get(
    answerId,
    workspaceId,
  )
  if (!row) throw notFound('Answer')
  return toAnswerDto(row)
}

export function listAnswers(
  ctx: CoreContext,
  actor: Actor,
  filter: AnswerFilter = {},
): AnswerDto[] {
  requireRole(actor, 'viewer', 'see Answers')
  if (filter.appId) checkApp(ctx, actor.workspaceId, filter.appId)
  const range = filter.language === undefined ? null : languageRange(checkLanguage(filter.language))
  const scope = filter.appId === undefined ? 'any' : filter.appId === null ? 'everyApp' : 'app'
  return statement<[object], AnswerRow>(ctx.db, LIST_ANSWERS)
    .all({
      workspaceId: actor.workspaceId,
      scope,
      appId: filter.appId ?? null,
      from: range?.from ?? null,
      to: range?.to ?? null,
    })
    .map(toAnswerDto)
}

/** Two Answers with one title in the same app and language would be told apart by nobody. */
function checkTitleFree(
  ctx: CoreContext,
  workspaceId: string,
  answer: AnswerInput,
  except: string | null,
): void {
  const taken = statement<[string, string | null, string], { id: string; title: string }>(
    ctx.db,
    TITLES_IN_SCOPE,
  )
    .all(workspaceId, answer.appId, answer.language)
    .some(
      (a) => a.id !== except && a.title.toLocaleLowerCase() === answer.title.toLocaleLowerCase(),
    )
  if (taken) {
    const where = answer.appId === null ? 'every app' : 'this app'
    throw new CoreError(
      'CONFLICT',
      `There is already an Answer called "${answer.title}" for ${where} in ${answer.language}.`,
      'title',
    )
  }
}

export function createAnswer(ctx: CoreContext, actor: Actor, input: AnswerInput): AnswerDto {
  requireRole(actor, 'editor', 'add Answers')
  const answer = { ...input, language: checkLanguage(input.language) }
  const id = ctx.ids.next('ans')
  immediate(ctx.db, () => {
    checkApp(ctx, actor.workspaceId, answer.appId)
    const { n } = statement<[string], { n: number }>(ctx.db, COUNT_ANSWERS).get(
      actor.workspaceId,
    ) ?? { n: 0 }
    if (n >= ANSWER_LIMITS.perWorkspace) {
      throw new CoreError(
        'CONFLICT',
        `A workspace can have ${ANSWER_LIMITS.perWorkspace} Answers. Remove one you no longer use first.`,
      )
    }
    checkTitleFree(ctx, actor.workspaceId, answer, null)
    const now = ctx.clock.now()
    ctx.db
      .insert(answers)
      .values({
        id,
        workspaceId: actor.workspaceId,
        appId: answer.appId,
        language: answer.language,
        title: answer.title,
        keywords: JSON.stringify(answer.keywords),
        examples: JSON.stringify(answer.examples),
        body: answer.body,
        createdByUserId: actor.userId,
        updatedByUserId: actor.userId,
        createdAt: now,
        updatedAt: now,
      })
      .run()
    // Drafts of these apps may now have an Answer for their question: redraft the untouched ones.
    draftingInputsChanged(ctx, actor.workspaceId, answer.appId ? [answer.appId] : undefined)
  })
  ctx.signals.emit('changed', actor.workspaceId, 'answers')
  return readAnswer(ctx, actor.workspaceId, id)
}

export function updateAnswer(
  ctx: CoreContext,
  actor: Actor,
  input: Partial<AnswerInput> & { answerId: string },
): AnswerDto {
  requireRole(actor, 'editor', 'change Answers')
  const language = input.language === undefined ? undefined : checkLanguage(input.language)
  immediate(ctx.db, () => {
    const current = readAnswer(ctx, actor.workspaceId, input.answerId)
    const next: AnswerInput = {
      appId: input.appId === undefined ? current.appId : input.appId,
      language: language ?? current.language,
      title: input.title ?? current.title,
      keywords: input.keywords ?? current.keywords,
      examples: input.examples ?? current.examples,
      body: input.body ?? current.body,
    }
    checkApp(ctx, actor.workspaceId, next.appId)
    checkTitleFree(ctx, actor.workspaceId, next, current.id)
    ctx.db
      .update(answers)
      .set({
        appId: next.appId,
        language: next.language,
        title: next.title,
        keywords: JSON.stringify(next.keywords),
        examples: JSON.stringify(next.examples),
        body: next.body,
        updatedByUserId: actor.userId,
        updatedAt: ctx.clock.now(),
      })
      .where(and(eq(answers.id, current.id), eq(answers.workspaceId, actor.workspaceId)))
      .run()
    draftingInputsChanged(ctx, actor.workspaceId, appsOf(current.appId, next.appId))
  })
  ctx.signals.emit('changed', actor.workspaceId, 'answers')
  return readAnswer(ctx, actor.workspaceId, input.answerId)
}

export function removeAnswer(ctx: CoreContext, actor: Actor, answerId: string): void {
  requireRole(actor, 'editor', 'remove Answers')
  immediate(ctx.db, () => {
    const current = readAnswer(ctx, actor.workspaceId, answerId)
    ctx.db
      .delete(answers)
      .where(and(eq(answers.id, answerId), eq(answers.workspaceId, actor.workspaceId)))
      .run()
    draftingInputsChanged(ctx, actor.workspaceId, appsOf(current.appId))
  })
  ctx.signals.emit('changed', actor.workspaceId, 'answers')
}

/** The apps whose drafts an Answer reaches: its app, or every app (undefined) for a workspace-wide one. */
function appsOf(...appIds: (string | null)[]): string[] | undefined {
  return appIds.some((a) => a === null) ? undefined : [...new Set(appIds as string[])]
}
