import type { DraftStore, ToneAdjustment, VoiceSettings } from '../../../../shared/dto/drafting'
import type { CoreContext } from '../../context'
import { draftBuiltin } from '../builtin/draft'
import { detectLanguage } from '../language/detect'
import { resolveReviewLanguage, type ReviewLanguage } from '../language/resolve'
import { englishBook, phrasebookFor } from '../phrasebooks'
import { checkDraft } from '../check/check'
import { planReply, type Plan } from '../decide/plan'
import { sameLanguage } from '../language/tags'
import { readReviewOnce } from '../read/cached'
import { readAsReview } from '../read/spam/as-review'
import type { Reading } from '../read/types'
import { openSlots } from '../text/slots'
import type { Draft, DraftReview, TeamAnswer } from '../types'
import { groundingFor } from './grounding'
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
  tones?: readonly ToneAdjustment[] | undefined
  /** The reply as it stands, when a tone is applied to it (see PromptInput.current). */
  current?: string | undefined
  /** Defaults to the workspace's saved settings. */
  settings?: ModelSettings | undefined
  /** Recently approved replies in the reply language (few-shot examples of the team's voice). */
  examples?: readonly string[] | undefined
  /** The team's Answers for the review's app. */
  answers?: readonly TeamAnswer[] | undefined
}

export type ModelAttempt =
  | { ok: true; body: string; language: string; latencyMs: number }
  | { ok: false; reason: string; latencyMs: number | null }

/** One call to the model and the checks on its answer; never throws, never falls back. */
export async function askModel(
  ctx: CoreContext,
  request: ModelDraftRequest & { settings: ModelSettings; grounding?: readonly string[] },
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
    tones: request.tones,
    current: request.current,
    examples: request.examples,
    grounding: request.grounding,
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
 * A draft from the workspace's model, grounded in the same reading and plan as the built-in
 * drafter: the prompt says what the review raises and what the reply must do, and the answer
 * must meet that plan and pass the same checks (no promise, contacts only from the voice, the
 * thing named, an [answer: …] slot where the team has no Answer). On a timeout, an error or an
 * answer that fails, the built-in drafter writes it instead and the reasons say why. A review
 * that is spam gets no draft from either.
 */
export async function draftWithModel(ctx: CoreContext, request: ModelDraftRequest): Promise<Draft> {
  const resolved = resolveReviewLanguage(request.review)
  const book = phrasebookFor(resolved.language) ?? englishBook
  const read = readReviewOnce(request.review, book, request.voice.brandName)
  // A person said "Not spam": the model is asked about what the review says besides.
  const reading = read.spam && request.review.markedNotSpam ? readAsReview(read) : read
  const builtin = () =>
    draftBuiltin(
      {
        review: request.review,
        voice: request.voice,
        store: request.store,
        limit: request.limit,
        variant: request.variant ?? 0,
        ...(request.answers ? { answers: request.answers } : {}),
        ...(request.tones ? { tones: request.tones } : {}),
      },
      resolved,
    )
  if (reading.spam && !request.review.markedNotSpam) return builtin()
  const answers = (request.answers ?? []).filter(
    (a) => resolved.language === null || sameLanguage(a.language, resolved.language),
  )
  // A model writes every language in full, so the plan asks it for everything. In a language
  // the drafter cannot read at all, it leaves the reading to the model: no plan to hold it to.
  const covered = resolved.language === null || phrasebookFor(resolved.language) !== null
  const plan: Plan = covered
    ? planReply({
        reading,
        rating: request.review.rating,
        store: request.store,
        book,
        answers,
        fullLines: true,
      })
    : { moves: [], mood: reading.polarity, naming: [], confidence: 'high', reasons: [] }
  const settings = request.settings ?? readModelSettings(ctx, request.workspaceId)
  let attempt: ModelAttempt = settings
    ? await askModel(
        ctx,
        {
          ...request,
          settings,
          grounding: groundingFor(reading, plan, request.store, request.voice.supportContact),
        },
        resolved,
      )
    : { ok: false, reason: 'is not set up', latencyMs: null }
  if (attempt.ok) {
    const missed = missedPlan(attempt.body, plan, request, reading, answers)
    if (missed) attempt = { ok: false, reason: missed, latencyMs: attempt.latencyMs }
  }
  if (attempt.ok) {
    const reasons = [...plan.reasons]
    return {
      body: attempt.body,
      language: attempt.language,
      drafter: 'model',
      note: reasons.length ? reasons.join('; ') : null,
      assessment: { confidence: plan.confidence, reasons },
      spam: null,
      reading,
      plan,
    }
  }

  ctx.log.warn('model draft fell back to the built-in drafter', {
    workspaceId: request.workspaceId,
    reason: attempt.reason,
  })
  const fallback = builtin()
  const why = `Built-in draft: the model ${attempt.reason.replace(/[.!?]+$/, '')}.`
  const reasons = [why, ...fallback.assessment.reasons]
  return {
    ...fallback,
    note: reasons.join('; '),
    assessment: {
      confidence: fallback.assessment.confidence === 'low' ? 'low' : 'medium',
      reasons,
    },
  }
}

/**
 * What a model's answer left out of the plan, or null: the same checks as the built-in
 * drafter's (no promise, contacts only from the voice, the limit), plus the plan's own points.
 */
function missedPlan(
  body: string,
  plan: Plan,
  request: ModelDraftRequest,
  reading: Reading,
  answers: readonly TeamAnswer[],
): string | null {
  const kinds = new Set(plan.moves.map((m) => m.kind))
  const slots = openSlots(body)
  if (kinds.has('slot') && slots.length === 0)
    return 'answered a question the team has no Answer for (it must leave an [answer: …] slot)'
  if (!kinds.has('slot') && slots.length > 0)
    return 'left an [answer: …] slot where none was needed'
  const lower = body.toLocaleLowerCase()
  if (kinds.has('refundPath') && !STORE_REFUND[request.store].some((a) => lower.includes(a)))
    return "left out the store's refund path"
  const teamTexts = plan.moves.flatMap((m) => (m.kind === 'answer' ? [m.answer.body] : []))
  for (const text of teamTexts) if (!usesAnswer(body, text)) return "did not use the team's Answer"
  const check = checkDraft({
    body,
    plan,
    voice: request.voice,
    language: reading.language,
    limit: request.limit,
    teamTexts: [...teamTexts, ...request.voice.alwaysSay, ...answers.map((a) => a.body)],
    review: `${request.review.title ?? ''}\n${request.review.body}`,
  })
  if (check.failures[0]) return check.failures[0]
  const named =
    plan.naming.length === 0 ||
    plan.naming.some(
      (n) =>
        lower.includes(n.toLocaleLowerCase()) || significantWords(n).some((w) => lower.includes(w)),
    )
  return named
    ? null
    : `did not name ${plan.naming
        .slice(0, 2)
        .map((n) => `"${n}"`)
        .join(' or ')}`
}

const STORE_REFUND: Record<DraftStore, string[]> = {
  app_store: ['reportaproblem.apple.com'],
  google_play: ['play.google.com/store/account/orderhistory'],
}

/** The words of a name that say something ("PDF" of "PDF export"), lower-cased. */
function significantWords(name: string): string[] {
  return name
    .toLocaleLowerCase()
    .split(/[\s,.-]+/u)
    .filter((w) => w.length >= 3 && !/^(?:the|and|for|with|your|my)$/.test(w))
}

/** Whether a reply keeps an Answer's content: most of its figures and longer words are there. */
function usesAnswer(body: string, answer: string): boolean {
  const words = [...new Set(answer.toLocaleLowerCase().match(/[\p{L}\p{N}]{4,}|\d+/gu) ?? [])]
  if (words.length === 0) return true
  const lower = body.toLocaleLowerCase()
  return words.filter((w) => lower.includes(w)).length / words.length >= 0.5
}
