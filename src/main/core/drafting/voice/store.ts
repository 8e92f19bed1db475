import { and, eq, isNotNull, isNull } from 'drizzle-orm'
import type { VoiceDto, VoiceField, VoiceSettings } from '../../../../shared/dto/drafting'
import { requireRole, type Actor } from '../../access/actor'
import type { CoreContext } from '../../context'
import { apps, brandVoices } from '../../db/schema'
import { invalid, notFound } from '../../errors'
import { BUILTIN_LANGUAGES } from '../phrasebooks'
import { VOICE_FIELDS } from './defaults'
import { mergeVoice, normalizeVoicePatch } from './normalize'
import { voiceProblems } from './validate'
import { draftingInputsChanged } from '../../replies/draft-queue/inputs'

interface StoredScope {
  settings: Partial<VoiceSettings>
  updatedAt: number
}

function readScope(
  ctx: CoreContext,
  workspaceId: string,
  appId: string | null,
): StoredScope | null {
  const row = ctx.db
    .select({ settings: brandVoices.settings, updatedAt: brandVoices.updatedAt })
    .from(brandVoices)
    .where(
      and(
        eq(brandVoices.workspaceId, workspaceId),
        appId === null ? isNull(brandVoices.appId) : eq(brandVoices.appId, appId),
      ),
    )
    .get()
  if (!row) return null
  let parsed: unknown = {}
  try {
    parsed = JSON.parse(row.settings)
  } catch {
    // A damaged document counts as "nothing set": drafting must keep working.
  }
  return { settings: normalizeVoicePatch(parsed), updatedAt: row.updatedAt }
}

/**
 * The effective brand voice: built-in defaults, then the workspace default, then the app's
 * override when `appId` is given. An empty brand name stays empty here; drafting fills in the
 * app's name.
 */
export function getVoice(
  ctx: CoreContext,
  workspaceId: string,
  appId?: string | null,
): VoiceSettings {
  const workspace = readScope(ctx, workspaceId, null)?.settings ?? {}
  const override = appId ? (readScope(ctx, workspaceId, appId)?.settings ?? {}) : {}
  return mergeVoice(workspace, override)
}

export function requireApp(
  ctx: CoreContext,
  workspaceId: string,
  appId: string,
): { id: string; name: string } {
  const app = ctx.db
    .select({ id: apps.id, name: apps.name })
    .from(apps)
    .where(and(eq(apps.id, appId), eq(apps.workspaceId, workspaceId)))
    .get()
  if (!app) throw notFound('App')
  return app
}

function voiceDto(ctx: CoreContext, workspaceId: string, appId: string | null): VoiceDto {
  const workspaceScope = readScope(ctx, workspaceId, null)
  const workspace = mergeVoice(workspaceScope?.settings ?? {})
  const overrideScope = appId ? readScope(ctx, workspaceId, appId) : null
  const override = overrideScope?.settings ?? null
  const overriddenFields = override ? VOICE_FIELDS.filter((f) => override[f] !== undefined) : []
  return {
    workspaceId,
    appId,
    effective: mergeVoice(workspaceScope?.settings ?? {}, override ?? {}),
    workspace,
    override: override && overriddenFields.length > 0 ? override : null,
    overridden: overriddenFields.length > 0,
    overriddenFields: overriddenFields as VoiceField[],
    updatedAt: (appId ? overrideScope?.updatedAt : workspaceScope?.updatedAt) ?? null,
    builtinLanguages: [...BUILTIN_LANGUAGES],
  }
}

export function getVoiceDto(ctx: CoreContext, actor: Actor, appId?: string | null): VoiceDto {
  if (appId) requireApp(ctx, actor.workspaceId, appId)
  return voiceDto(ctx, actor.workspaceId, appId ?? null)
}

function throwFirstProblem(voice: VoiceSettings, context = ''): void {
  const [first] = voiceProblems(voice)
  if (first) throw invalid(context + first.message, `settings.${first.field}`)
}

/**
 * Saves the voice of one scope. For the workspace (`appId` null) the settings replace the
 * stored default (missing fields use the built-in defaults); for an app they are the fields it
 * overrides. `settings` null resets the scope. The merged result is validated, including every
 * app override against a new workspace default, so no scope is ever left contradicting itself.
 * Apps whose drafts read differently now get their drafting inputs marked changed in the same
 * transaction: the drafting queue redrafts their untouched drafts, edited ones are flagged.
 */
export function setVoice(
  ctx: CoreContext,
  actor: Actor,
  appId: string | null,
  settings: Partial<VoiceSettings> | null,
): VoiceDto {
  requireRole(actor, 'editor', 'change the brand voice')
  const workspaceId = actor.workspaceId
  if (appId) requireApp(ctx, workspaceId, appId)
  const patch = settings === null ? null : normalizeVoicePatch(settings)
  const now = ctx.clock.now()

  ctx.db.transaction(() => {
    // Which apps' drafts this save changes: compared as drafts see the voice, before and after.
    const scopeApps = appId ? [appId] : workspaceAppIds(ctx, workspaceId)
    const before = scopeApps.map((id) => JSON.stringify(getVoice(ctx, workspaceId, id)))
    writeScope(ctx, workspaceId, appId, patch, now)
    const changed = scopeApps.filter(
      (id, i) => JSON.stringify(getVoice(ctx, workspaceId, id)) !== before[i],
    )
    draftingInputsChanged(ctx, workspaceId, changed)
  })
  ctx.signals.emit('changed', workspaceId, 'voice')
  return voiceDto(ctx, workspaceId, appId)
}

function workspaceAppIds(ctx: CoreContext, workspaceId: string): string[] {
  return ctx.db
    .select({ id: apps.id })
    .from(apps)
    .where(eq(apps.workspaceId, workspaceId))
    .all()
    .map((a) => a.id)
}

/** Validates and stores one scope's settings (null: reset), inside the caller's transaction. */
function writeScope(
  ctx: CoreContext,
  workspaceId: string,
  appId: string | null,
  patch: Partial<VoiceSettings> | null,
  now: number,
): void {
  if (appId) {
    const workspace = readScope(ctx, workspaceId, null)?.settings ?? {}
    if (patch) throwFirstProblem(mergeVoice(workspace, patch))
  } else if (patch) {
    throwFirstProblem(mergeVoice(patch))
    const overrides = ctx.db
      .select({ appId: brandVoices.appId, settings: brandVoices.settings, name: apps.name })
      .from(brandVoices)
      .innerJoin(apps, eq(apps.id, brandVoices.appId))
      .where(and(eq(brandVoices.workspaceId, workspaceId), isNotNull(brandVoices.appId)))
      .all()
    for (const o of overrides) {
      let parsed: unknown = {}
      try {
        parsed = JSON.parse(o.settings)
      } catch {
        parsed = {}
      }
      throwFirstProblem(
        mergeVoice(patch, normalizeVoicePatch(parsed)),
        `With this default, the voice of "${o.name}" would break: `,
      )
    }
  }

  const scope = and(
    eq(brandVoices.workspaceId, workspaceId),
    appId === null ? isNull(brandVoices.appId) : eq(brandVoices.appId, appId),
  )
  if (patch === null || (appId && Object.keys(patch).length === 0)) {
    ctx.db.delete(brandVoices).where(scope).run()
    return
  }
  const json = JSON.stringify(patch)
  const existing = ctx.db.select({ id: brandVoices.id }).from(brandVoices).where(scope).get()
  if (existing) {
    ctx.db
      .update(brandVoices)
      .set({ settings: json, updatedAt: now })
      .where(eq(brandVoices.id, existing.id))
      .run()
  } else {
    ctx.db
      .insert(brandVoices)
      .values({ id: ctx.ids.next('voice'), workspaceId, appId, settings: json, updatedAt: now })
      .run()
  }
}

/** The app's name, used as the brand when the voice leaves the brand name empty. */
export function appNameOf(
  ctx: CoreContext,
  workspaceId: string,
  appId: string | null | undefined,
): string {
  if (!appId) return ''
  return (
    ctx.db
      .select({ name: apps.name })
      .from(apps)
      .where(and(eq(apps.id, appId), eq(apps.workspaceId, workspaceId)))
      .get()?.name ?? ''
  )
}
