import type { ModelTestDto } from '../../../../shared/dto/drafting'
import { requireRole, type Actor } from '../../access/actor'
import type { CoreContext } from '../../context'
import { STORE_LIMITS } from '../limits'
import { resolveReviewLanguage } from '../language/resolve'
import { appNameOf, getVoice } from '../voice/store'
import { formatSeconds } from './client'
import { askModel } from './draft'
import { readModelSettings } from './settings'

const SAMPLE = {
  id: 'model-test',
  rating: 2,
  title: 'Crashes when I add a photo',
  body: 'The app crashes every time I try to attach a photo to a note. Please fix it, I use it every day.',
  language: 'en',
  author: 'Sam Lee',
}

/** One real call with a sample review, reported in plain words (admins only: it spends tokens). */
export async function testModel(ctx: CoreContext, actor: Actor): Promise<ModelTestDto> {
  requireRole(actor, 'admin', 'test the drafting model')
  const settings = readModelSettings(ctx, actor.workspaceId)
  if (!settings) {
    return { ok: false, message: 'No model is set up yet. Add a base URL and a model name, save, then test again.', latencyMs: null, reply: null }
  }
  const voice = getVoice(ctx, actor.workspaceId, null)
  if (!voice.brandName) voice.brandName = appNameOf(ctx, actor.workspaceId, null)
  const attempt = await askModel(
    ctx,
    { workspaceId: actor.workspaceId, review: SAMPLE, voice, store: 'google_play', limit: STORE_LIMITS.google_play, settings },
    resolveReviewLanguage(SAMPLE),
  )
  const who = `${settings.model} at ${settings.baseUrl}`
  const took = attempt.latencyMs === null ? '' : ` in ${formatSeconds(attempt.latencyMs)}`
  const paused = settings.enabled ? '' : ' Drafting with the model is switched off; turn it on to use it.'
  if (attempt.ok) {
    return {
      ok: true,
      message: `${who} answered${took} and its sample reply passed every check (language, length, plain text).${paused}`,
      latencyMs: attempt.latencyMs,
      reply: attempt.body,
    }
  }
  const answered = /^(replied|used|returned an empty|stopped)/.test(attempt.reason)
  return {
    ok: false,
    message: answered
      ? `${who} answered${took}, but it ${attempt.reason}. Drafts would fall back to the built-in drafter; try another model or adjust its settings.`
      : `${who} ${attempt.reason}. Check the base URL, the model name${/key/i.test(attempt.reason) ? ' and the API key' : ''}, then test again.`,
    latencyMs: attempt.latencyMs,
    reply: null,
  }
}
