import type { DraftStore, ToneAdjustment } from '../../../shared/dto/drafting'
import { answersFor } from '../answers/for-drafting'
import type { CoreContext } from '../context'
import { draftFromTemplate } from '../templates/match'
import { draftBuiltin } from './builtin/draft'
import { portugueseVariant } from './language/portuguese'
import { resolveReviewLanguage } from './language/resolve'
import { englishBook, phrasebookFor } from './phrasebooks'
import { readReviewOnce } from './read/cached'
import { draftWithModel } from './model/draft'
import { readModelSettings } from './model/settings'
import { remember, type BatchMemo } from './memo'
import type { Draft, DraftReview } from './types'
import { approvedExamples } from './voice/learn/read'
import { appNameOf, getVoice } from './voice/store'

export interface ComposeRequest {
  workspaceId: string
  appId: string | null
  review: DraftReview
  store: DraftStore
  /** The store's hard limit: 350 on Google Play, the app's cap on the App Store. */
  limit: number
  variant?: number | undefined
  /** The tones a person stacked on the draft (replies/drafts.ts keeps them with the reply). */
  tones?: readonly ToneAdjustment[] | undefined
  /** The reply as it stands when a tone is pressed: the model rewrites it rather than starting over. */
  current?: string | undefined
}

/**
 * The one entry point for the reply workflow: the app's brand voice (the app's name stands in
 * for an empty brand name), then the workspace's model when one is set up and enabled, else the
 * built-in drafter. Never throws for a model problem: the draft falls back and says why.
 * Automatic drafting passes a `memo` so a batch reads the voice and model settings once.
 */
export async function composeDraft(
  ctx: CoreContext,
  request: ComposeRequest,
  memo?: BatchMemo,
): Promise<Draft> {
  const voice = remember(memo, `voice:${request.workspaceId}:${request.appId}`, () => {
    const v = getVoice(ctx, request.workspaceId, request.appId)
    if (!v.brandName) v.brandName = appNameOf(ctx, request.workspaceId, request.appId)
    return v
  })
  // The team's Answers in the reply's language: the store's tag when the reply is in it (so a
  // pt-BR Answer comes before a pt one), the text's when the text overruled the store's, and
  // Portugal's for a reviewer the drafter answers in European Portuguese.
  const resolved = resolveReviewLanguage(request.review)
  const variant = resolved.language === 'pt' ? portugueseVariant(request.review) : null
  const language =
    variant ??
    (resolved.source === 'store'
      ? (request.review.language ?? resolved.language)
      : resolved.language)
  const answers = remember(
    memo,
    `answers:${request.workspaceId}:${request.appId}:${language}`,
    () => answersFor(ctx, request.workspaceId, request.appId, language),
  )
  const common = {
    review: request.review,
    voice,
    store: request.store,
    limit: request.limit,
    variant: request.variant ?? 0,
    answers,
    ...(request.tones?.length ? { tones: request.tones } : {}),
  }
  const settings = remember(memo, `model:${request.workspaceId}`, () =>
    readModelSettings(ctx, request.workspaceId),
  )
  if (settings?.enabled) {
    const examples = approvedExamples(ctx, request.workspaceId, request.appId, resolved.language)
    return draftWithModel(ctx, {
      ...common,
      workspaceId: request.workspaceId,
      settings,
      examples,
      ...(request.current ? { current: request.current } : {}),
    })
  }
  // The built-in drafter starts from a matching reply template when the workspace has one
  // (a draft with tones asks for the drafter's own wording instead).
  if (!request.tones?.length) {
    const book = phrasebookFor(resolved.language) ?? englishBook
    const reading = readReviewOnce(request.review, book, voice.brandName)
    // Spam gets no draft at all, from a template or otherwise.
    if (reading.spam && !request.review.markedNotSpam) return draftBuiltin(common, resolved)
    const { draft, matches } = draftFromTemplate(
      ctx,
      {
        reading,
        workspaceId: request.workspaceId,
        appId: request.appId,
        store: request.store,
        review: request.review,
        limit: request.limit,
        variant: common.variant,
      },
      memo,
    )
    if (draft) return draft
    return draftBuiltin({ ...common, variant: common.variant - matches }, resolved)
  }
  return draftBuiltin(common, resolved)
}
