import type { DraftStore, ToneAdjustment, VoiceSettings } from '../../../../shared/dto/drafting'
import type { CoreContext } from '../../context'
import { draftBuiltin } from '../builtin/draft'
import { detectLanguage } from '../language/detect'
import { resolveReviewLanguage, type ReviewLanguage } from '../language/resolve'
import { phrasebookFor } from '../phrasebooks'
import { assessmentFromNotes } from '../assessment'
import type { Draft, DraftReview } from '../types'
import { guardedAgent, outboundGate } from '../../http/outbound'
import { chatCompletion, scrub } from './client'
import { buildPrompt } from './prompt'
import { readModelKey, readModelSettings, type ModelSettings } from './settings'
import { checkModelReply } from './validate'

export interface ModelDraftRequest {
  workspaceId: string
  review: DraftReview
  voice: VoiceSettings
  store: DraftStore
  limit: number
  variant?: number | undefined
  tone?: ToneAdjustment | undefined
  /** Defaults to the workspace's saved settings. */
  settings?: ModelSettings | undefined
  /** Recently approved replies in the reply language (few-shot examples of the team's voice). */
  examples?: readonly string[] | undefined
}

export type ModelAttempt =
  | { ok: true; body: string; language: string; latencyMs: number }
  | { ok: false; reason: string; latencyMs: number | null }

/** One call to the model and the checks on its answer; never throws, never falls back. */
export async function askModel(
  ctx: CoreContext,
  request: ModelDraftRequest & { settings: ModelSettings },
  resolved: ReviewLanguage,
): Promise<ModelAttempt> {
  const { settings, voice } = request
  let apiKey: string | null
  try {
    const stored = readModelKey(ctx, request.workspaceId, settings.baseUrl)
    if (stored.mismatch) {
      return {
        ok: false,
        reason: `was not asked: the stored API key was entered for ${stored.mismatch}, so enter it again for this address`,
        latencyMs: null,
      }
    }
    apiKey = stored.key
  } catch {
    return {
      ok: false,
      reason: 'could not be used: its API key could not be read from the vault',
      latencyMs: null,
    }
  }
  const prompt = buildPrompt({
    voice,
    review: request.review,
    store: request.store,
    limit: request.limit,
    language: resolved.language,
    variant: Math.max(0, Math.floor(request.variant ?? 0)),
    tone: request.tone,
    examples: request.examples,
  })
  const dispatcher = guardedAgent(outboundGate(ctx))
  const result = await chatCompletion({
    dispatcher,
    baseUrl: settings.baseUrl,
    apiKey,
    model: settings.model,
    messages: prompt.messages,
    temperature: prompt.temperature,
    maxTokens: prompt.maxTokens,
    timeoutMs: settings.timeoutMs,
  }).finally(() => dispatcher.close())
  if (!result.ok) return { ok: false, reason: result.reason, latencyMs: result.latencyMs }
  if (result.finishReason === 'length') {
    return {
      ok: false,
      reason: 'stopped before finishing its reply (token limit)',
      latencyMs: result.latencyMs,
    }
  }
  const locale = phrasebookFor(resolved.language)?.locale ?? resolved.language ?? 'en'
  const check = checkModelReply(result.content, {
    limit: request.limit,
    language: resolved.language,
    banned: voice.neverSay,
    emoji: voice.emoji,
    locale,
  })
  if (!check.ok)
    return { ok: false, reason: scrub(check.reason, apiKey), latencyMs: result.latencyMs }
  const language = resolved.language ?? detectLanguage(check.text) ?? 'und'
  return { ok: true, body: check.text, language, latencyMs: result.latencyMs }
}

/**
 * A draft from the workspace's model; on a timeout, an error or an answer that fails the checks,
 * the built-in drafter writes it instead and `note` says why. With a model every language is
 * covered, so only a fallback can carry a "language not covered" note.
 */
export async function draftWithModel(ctx: CoreContext, request: ModelDraftRequest): Promise<Draft> {
  const resolved = resolveReviewLanguage(request.review)
  const settings = request.settings ?? readModelSettings(ctx, request.workspaceId)
  const attempt: ModelAttempt = settings
    ? await askModel(ctx, { ...request, settings }, resolved)
    : { ok: false, reason: 'is not set up', latencyMs: null }
  if (attempt.ok) return { body: attempt.body, language: attempt.language, drafter: 'model', note: null, assessment: assessmentFromNotes([]), spam: null }

  ctx.log.warn('model draft fell back to the built-in drafter', {
    workspaceId: request.workspaceId,
    reason: attempt.reason,
  })
  const fallback = draftBuiltin(
    {
      review: request.review,
      voice: request.voice,
      store: request.store,
      limit: request.limit,
      variant: request.variant ?? 0,
      ...(request.tone ? { tone: request.tone } : {}),
    },
    resolved,
  )
  const why = `Built-in draft: the model ${attempt.reason.replace(/[.!?]+$/, '')}.`
  return { ...fallback, note: fallback.note ? `${fallback.note}; ${why}` : why, assessment: assessmentFromNotes([...fallback.assessment.reasons, why]) }
}
