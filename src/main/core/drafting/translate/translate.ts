import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { CoreContext } from '../../context'
import { translations } from '../../db/schema'
import { guardedAgent, outboundGate } from '../../http/outbound'
import { chatCompletion, scrub } from '../model/client'
import { readModelKey, readModelSettings } from '../model/settings'
import { stripHtml } from '../text/html'
import { translationPrompt } from './prompt'

export type Translation = { ok: true; text: string } | { ok: false; reason: string }

const NO_MODEL =
  'No translation available: translations need a model. An admin can set one up in Settings → Drafting (OpenAI-compatible, including a local Ollama or LM Studio).'

/** A review is a few hundred words at most; its translation needs about as many tokens again. */
const MAX_TOKENS = 2000

const translationKey = (settings: { baseUrl: string; model: string }, to: string, text: string) =>
  createHash('sha256')
    .update(`${settings.baseUrl}\u0000${settings.model}\u0000${to}\u0000${text}`)
    .digest('hex')

function readCached(ctx: CoreContext, workspaceId: string, key: string): string | null {
  return (
    ctx.db
      .select({ text: translations.text })
      .from(translations)
      .where(and(eq(translations.workspaceId, workspaceId), eq(translations.key, key)))
      .get()?.text ?? null
  )
}

/** A translation already stored (never calls the model), or null: e.g. to quote in an issue. */
export function storedTranslation(
  ctx: CoreContext,
  workspaceId: string,
  text: string,
  to: string,
): string | null {
  const settings = readModelSettings(ctx, workspaceId)
  return settings ? readCached(ctx, workspaceId, translationKey(settings, to, text)) : null
}

/**
 * `text` in the language `to`, from the workspace's model, kept in `translations` so the same
 * text is never paid for twice. Never throws: a missing model or a failed call says why.
 */
export async function translateText(
  ctx: CoreContext,
  workspaceId: string,
  text: string,
  from: string | null,
  to: string,
): Promise<Translation> {
  const settings = readModelSettings(ctx, workspaceId)
  if (!settings?.enabled) return { ok: false, reason: NO_MODEL }
  const key = translationKey(settings, to, text)
  const cached = readCached(ctx, workspaceId, key)
  if (cached !== null) return { ok: true, text: cached }

  let apiKey: string | null
  try {
    const stored = readModelKey(ctx, workspaceId, settings.baseUrl)
    // The key goes only to the origin it was entered for.
    if (stored.mismatch)
      return {
        ok: false,
        reason: `No translation available: the model’s API key was entered for ${stored.mismatch}; enter it again for this address.`,
      }
    apiKey = stored.key
  } catch {
    return {
      ok: false,
      reason: 'No translation available: the model’s API key could not be read from the vault.',
    }
  }
  // Same outbound rules as drafting: no private or loopback targets unless this machine allows them.
  const dispatcher = guardedAgent(outboundGate(ctx))
  const result = await chatCompletion({
    dispatcher,
    baseUrl: settings.baseUrl,
    apiKey,
    model: settings.model,
    messages: translationPrompt(text, from, to),
    temperature: 0,
    maxTokens: MAX_TOKENS,
    timeoutMs: settings.timeoutMs,
  }).finally(() => dispatcher.close())
  if (!result.ok)
    return {
      ok: false,
      reason: `No translation available: the model ${scrub(result.reason, apiKey)}.`,
    }
  const translated = stripHtml(result.content).trim()
  if (!translated || result.finishReason === 'length') {
    return {
      ok: false,
      reason: 'No translation available: the model did not send a complete translation.',
    }
  }
  ctx.db
    .insert(translations)
    .values({
      id: ctx.ids.next('trn'),
      workspaceId,
      key,
      targetLanguage: to,
      text: translated,
      createdAt: ctx.clock.now(),
    })
    .onConflictDoNothing()
    .run()
  return { ok: true, text: translated }
}
