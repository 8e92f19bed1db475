import { and, desc, eq } from 'drizzle-orm'
import type { ModelSettingsDto } from '../../../../shared/dto/drafting'
import { requireRole, type Actor } from '../../access/actor'
import type { CoreContext } from '../../context'
import { credentials, workspaces } from '../../db/schema'
import { invalid, notFound } from '../../errors'
import {
  deleteSecret,
  readCredentialMetadata,
  readSecret,
  storeSecret,
} from '../../vault/credentials'
import { checkOutboundUrl } from '../../http/outbound'

/** A workspace's model provider, stored in `workspaces.settings` under `model` (no secrets). */
export interface ModelSettings {
  baseUrl: string
  model: string
  timeoutMs: number
  enabled: boolean
}

const DEFAULT_MODEL_TIMEOUT_MS = 20_000
const MIN_MODEL_TIMEOUT_MS = 500
const MAX_MODEL_TIMEOUT_MS = 300_000

function readWorkspaceSettings(
  ctx: CoreContext,
  workspaceId: string,
): Record<string, unknown> | null {
  const row = ctx.db
    .select({ settings: workspaces.settings })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
    .get()
  if (!row) return null
  try {
    const value: unknown = JSON.parse(row.settings)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {}
  } catch {
    return {}
  }
}

export function readModelSettings(ctx: CoreContext, workspaceId: string): ModelSettings | null {
  const m = readWorkspaceSettings(ctx, workspaceId)?.model
  if (typeof m !== 'object' || m === null) return null
  const r = m as Record<string, unknown>
  if (typeof r.baseUrl !== 'string' || typeof r.model !== 'string' || !r.baseUrl || !r.model)
    return null
  const timeout =
    typeof r.timeoutMs === 'number' && Number.isFinite(r.timeoutMs)
      ? r.timeoutMs
      : DEFAULT_MODEL_TIMEOUT_MS
  return {
    baseUrl: r.baseUrl,
    model: r.model,
    timeoutMs: Math.min(MAX_MODEL_TIMEOUT_MS, Math.max(MIN_MODEL_TIMEOUT_MS, Math.round(timeout))),
    enabled: r.enabled !== false,
  }
}

function keyCredential(
  ctx: CoreContext,
  workspaceId: string,
): { id: string; updatedAt: number } | null {
  return (
    ctx.db
      .select({ id: credentials.id, updatedAt: credentials.updatedAt })
      .from(credentials)
      .where(and(eq(credentials.workspaceId, workspaceId), eq(credentials.kind, 'model_api_key')))
      .orderBy(desc(credentials.updatedAt))
      .get() ?? null
  )
}

/**
 * The origin (scheme, host, port) a key was entered for. Keys saved before origins were recorded
 * only know their host name: they count as entered for https on the default port, so they are not
 * sent to a local port or over plain http without being entered again.
 */
function keyOrigin(ctx: CoreContext, workspaceId: string, credentialId: string): string | null {
  const meta = readCredentialMetadata(ctx, workspaceId, credentialId)
  if (typeof meta?.baseUrlOrigin === 'string') return meta.baseUrlOrigin
  return typeof meta?.baseUrlHost === 'string' ? `https://${meta.baseUrlHost}` : null
}

const originOf = (baseUrl: string): string => new URL(baseUrl).origin

/**
 * The model API key for a request to `baseUrl`, for the core's own requests only (never returned
 * by a command). `mismatch` names the origin the key belongs to when it is not `baseUrl`'s: the
 * key is then withheld, so changing the URL can never send it somewhere else.
 */
export function readModelKey(
  ctx: CoreContext,
  workspaceId: string,
  baseUrl: string,
): { key: string | null; mismatch: string | null } {
  const cred = keyCredential(ctx, workspaceId)
  if (!cred) return { key: null, mismatch: null }
  const bound = keyOrigin(ctx, workspaceId, cred.id)
  if (bound !== originOf(baseUrl)) return { key: null, mismatch: bound ?? 'another address' }
  return { key: readSecret(ctx, workspaceId, cred.id), mismatch: null }
}

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\]|::1|[a-z0-9-]+\.localhost)$/i

const isLoopbackHost = (hostname: string): boolean => LOOPBACK.test(hostname)

/**
 * A base URL as the OpenAI-compatible servers document it (`https://api.openai.com/v1`,
 * `http://localhost:11434/v1`). A pasted full endpoint (`…/chat/completions`) is trimmed.
 */
function normalizeBaseUrl(raw: string): string {
  let url: URL
  try {
    url = new URL(raw.trim())
  } catch {
    throw invalid(
      'The base URL must be a web address such as http://localhost:11434/v1 or https://api.openai.com/v1.',
      'baseUrl',
    )
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw invalid('The base URL must start with http:// or https://.', 'baseUrl')
  }
  if (url.username || url.password) {
    throw invalid('Put the API key in the API key field, not in the base URL.', 'baseUrl')
  }
  if (url.search || url.hash)
    throw invalid('The base URL cannot have a query (?…) or fragment (#…).', 'baseUrl')
  const path = url.pathname.replace(/\/+$/, '').replace(/\/chat\/completions$/, '')
  return `${url.origin}${path}`
}

export function modelSettingsDto(ctx: CoreContext, workspaceId: string): ModelSettingsDto {
  const settings = readModelSettings(ctx, workspaceId)
  const cred = keyCredential(ctx, workspaceId)
  return {
    configured: settings !== null,
    enabled: settings?.enabled ?? false,
    baseUrl: settings?.baseUrl ?? null,
    model: settings?.model ?? null,
    timeoutMs: settings?.timeoutMs ?? DEFAULT_MODEL_TIMEOUT_MS,
    hasKey: cred !== null,
    keyUpdatedAt: cred?.updatedAt ?? null,
    keyOrigin: cred ? keyOrigin(ctx, workspaceId, cred.id) : null,
  }
}

function writeModel(ctx: CoreContext, workspaceId: string, model: ModelSettings | null): void {
  // Read-modify-write of the one key we own: other features keep their settings here too.
  const settings = readWorkspaceSettings(ctx, workspaceId)
  if (!settings) throw notFound('Workspace')
  if (model) settings.model = model
  else delete settings.model
  ctx.db
    .update(workspaces)
    .set({ settings: JSON.stringify(settings) })
    .where(eq(workspaces.id, workspaceId))
    .run()
}

function deleteKeys(ctx: CoreContext, workspaceId: string): void {
  for (;;) {
    const cred = keyCredential(ctx, workspaceId)
    if (!cred) return
    deleteSecret(ctx, workspaceId, cred.id)
  }
}

export interface ModelSettingsInput {
  baseUrl: string
  model: string
  timeoutMs?: number | undefined
  enabled?: boolean | undefined
  /** Write-only: undefined keeps the stored key, "" removes it. */
  apiKey?: string | undefined
}

export function setModelSettings(
  ctx: CoreContext,
  actor: Actor,
  input: ModelSettingsInput,
): ModelSettingsDto {
  requireRole(actor, 'admin', 'set up the drafting model')
  const baseUrl = normalizeBaseUrl(input.baseUrl)
  checkOutboundUrl(ctx, new URL(baseUrl), 'baseUrl')
  const model = input.model.trim()
  if (!model) throw invalid('A model name is required, e.g. llama3.1 or gpt-4o-mini.', 'model')
  const timeoutMs =
    input.timeoutMs ??
    readModelSettings(ctx, actor.workspaceId)?.timeoutMs ??
    DEFAULT_MODEL_TIMEOUT_MS
  if (
    !Number.isInteger(timeoutMs) ||
    timeoutMs < MIN_MODEL_TIMEOUT_MS ||
    timeoutMs > MAX_MODEL_TIMEOUT_MS
  ) {
    throw invalid(
      `The timeout must be between ${MIN_MODEL_TIMEOUT_MS} ms and ${MAX_MODEL_TIMEOUT_MS / 1000} s.`,
      'timeoutMs',
    )
  }
  const newKey = input.apiKey === undefined ? undefined : input.apiKey.trim()
  if (newKey !== undefined && /\s/.test(newKey))
    throw invalid('The API key cannot contain spaces or line breaks.', 'apiKey')
  const stored = keyCredential(ctx, actor.workspaceId)
  const origin = originOf(baseUrl)
  if (newKey === undefined && stored) {
    const bound = keyOrigin(ctx, actor.workspaceId, stored.id)
    if (bound !== origin) {
      throw invalid(
        `The stored API key was entered for ${bound ?? 'another address'} and is never sent anywhere else. To use ${origin}, enter its API key again (or choose to forget the stored key).`,
        'apiKey',
      )
    }
  }
  const willHaveKey = newKey === undefined ? stored !== null : newKey.length > 0
  const host = new URL(baseUrl).hostname
  if (willHaveKey && baseUrl.startsWith('http:') && !isLoopbackHost(host)) {
    throw invalid(
      `Sending an API key over plain http to ${host} would expose it on the network. Use https://, or a model on this computer (localhost), or clear the key.`,
      'baseUrl',
    )
  }
  const previous = readModelSettings(ctx, actor.workspaceId)
  ctx.db.transaction(() => {
    writeModel(ctx, actor.workspaceId, {
      baseUrl,
      model,
      timeoutMs,
      enabled: input.enabled ?? previous?.enabled ?? true,
    })
    if (newKey !== undefined) {
      deleteKeys(ctx, actor.workspaceId)
      if (newKey)
        storeSecret(ctx, actor.workspaceId, 'model_api_key', newKey, {
          baseUrlHost: host,
          baseUrlOrigin: origin,
        })
    }
  })
  ctx.log.info('drafting model saved', {
    workspaceId: actor.workspaceId,
    baseUrl,
    model,
    keyChanged: newKey !== undefined,
  })
  ctx.signals.emit('changed', actor.workspaceId, 'model')
  return modelSettingsDto(ctx, actor.workspaceId)
}

export function removeModelSettings(ctx: CoreContext, actor: Actor): ModelSettingsDto {
  requireRole(actor, 'admin', 'remove the drafting model')
  ctx.db.transaction(() => {
    writeModel(ctx, actor.workspaceId, null)
    deleteKeys(ctx, actor.workspaceId)
  })
  ctx.signals.emit('changed', actor.workspaceId, 'model')
  return modelSettingsDto(ctx, actor.workspaceId)
}
