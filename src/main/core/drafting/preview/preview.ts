import type {
  DraftDto,
  DraftStore,
  PreviewItemDto,
  ToneAdjustment,
  VoicePreviewDto,
  VoiceProblemDto,
  VoiceSettings,
} from '../../../../shared/dto/drafting'
import type { Actor } from '../../access/actor'
import type { CoreContext } from '../../context'
import { appReplyCap } from '../../stores/reply-rules'
import { draftBuiltin } from '../builtin/draft'
import { replyLimitFor } from '../limits'
import { replyLength } from '../text/html'
import type { Draft, DraftReview } from '../types'
import { mergeVoice, normalizeVoicePatch } from '../voice/normalize'
import { appNameOf, getVoice, getVoiceDto } from '../voice/store'
import { voiceProblems } from '../voice/validate'
import { SAMPLE_REVIEWS } from './samples'

export interface PreviewRequest {
  appId?: string | undefined
  /** Unsaved edits from the settings form, merged over the saved voice of the scope. */
  voice?: Partial<VoiceSettings> | undefined
  sample?:
    | {
        body: string
        rating: number
        title?: string | null | undefined
        language?: string | null | undefined
        author?: string | null | undefined
        store?: DraftStore | undefined
      }
    | undefined
  variant?: number | undefined
  tone?: ToneAdjustment | undefined
}

const toDraftDto = (draft: Draft, limit: number): DraftDto => ({
  ...draft,
  length: replyLength(draft.body),
  limit,
})

/**
 * Built-in drafts for the settings page's live preview. Edits that break a rule are listed in
 * `problems` and left out (the saved value is used), so the preview keeps working while someone
 * types. The model is never called here: a preview on every keystroke must cost nothing.
 */
export function previewVoice(
  ctx: CoreContext,
  actor: Actor,
  request: PreviewRequest,
): VoicePreviewDto {
  const saved = getVoiceDto(ctx, actor, request.appId).effective
  const edits = normalizeVoicePatch(request.voice ?? {})
  let voice = mergeVoice(saved, edits)
  const problems: VoiceProblemDto[] = voiceProblems(voice)
  if (problems.length > 0) {
    const bad = new Set(problems.map((p) => p.field))
    const kept = Object.fromEntries(Object.entries(edits).filter(([field]) => !bad.has(field)))
    voice = mergeVoice(saved, kept)
    if (voiceProblems(voice).length > 0) voice = getVoice(ctx, actor.workspaceId, request.appId)
  }
  const drafting = { ...voice }
  if (!drafting.brandName)
    drafting.brandName = appNameOf(ctx, actor.workspaceId, request.appId) || 'Acme Notes'

  const limitFor = (store: DraftStore) =>
    replyLimitFor(store, appReplyCap(ctx, store, request.appId))
  const draft = (
    id: string,
    label: string,
    store: DraftStore,
    review: DraftReview,
  ): PreviewItemDto => {
    const limit = limitFor(store)
    const result = draftBuiltin({
      review,
      voice: drafting,
      store,
      limit,
      variant: request.variant ?? 0,
      ...(request.tone ? { tones: [request.tone] } : {}),
    })
    return {
      id,
      label,
      store,
      review: {
        rating: review.rating,
        title: review.title ?? null,
        body: review.body,
        language: review.language ?? null,
        author: review.author ?? null,
      },
      draft: toDraftDto(result, limit),
    }
  }

  const items = request.sample
    ? [
        draft('custom', 'Your sample', request.sample.store ?? 'google_play', {
          id: 'custom',
          rating: request.sample.rating,
          title: request.sample.title ?? null,
          body: request.sample.body,
          language: request.sample.language ?? null,
          author: request.sample.author ?? null,
        }),
      ]
    : SAMPLE_REVIEWS.map((s) => draft(s.id, s.label, s.store, s.review))
  return { voice, problems, items }
}
