import { and, desc, eq, isNull } from 'drizzle-orm'
import type { ApiKeyDto, NewApiKeyDto } from '../../../shared/dto/keys'
import type { RevokedWithMemberDto } from '../../../shared/dto/workspaces'
import { requireRole, type Actor } from '../access/actor'
import { safeEqual, sha256Hex } from '../access/tokens'
import type { CoreContext } from '../context'
import { apiKeys, users } from '../db/schema'
import { notFound } from '../errors'
import { checkApiKey, displayPrefix, generateApiKey } from './format'
import { keyByHash, touchKey } from './queries'
import { writeIfFree } from '../db/no-wait'

/** Where the API listens unless configured otherwise (docs/integrations/api.md); paths start with /api/v1. */
export const DEFAULT_API_ORIGIN = 'http://127.0.0.1:4747'

/** The API's base URL (`…/api/v1`), whether the shell recorded the origin or the base. */
const apiBaseFrom = (runtimeUrl: string | null): string =>
  `${(runtimeUrl ?? DEFAULT_API_ORIGIN).replace(/\/+$/, '').replace(/\/api\/v1$/, '')}/api/v1`

/** `last_used_at` is written at most this often per key, so the request path rarely writes. */
const LAST_USED_RESOLUTION_MS = 60_000

function listRows(ctx: CoreContext, workspaceId: string, keyId?: string): ApiKeyDto[] {
  const where = keyId
    ? and(eq(apiKeys.workspaceId, workspaceId), eq(apiKeys.id, keyId))
    : eq(apiKeys.workspaceId, workspaceId)
  return ctx.db
    .select({
      id: apiKeys.id,
      workspaceId: apiKeys.workspaceId,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      createdAt: apiKeys.createdAt,
      createdByName: users.name,
      lastUsedAt: apiKeys.lastUsedAt,
      revokedAt: apiKeys.revokedAt,
    })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdByUserId))
    .where(where)
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
    .all()
    .map((k): ApiKeyDto => ({ ...k, status: k.revokedAt === null ? 'active' : 'revoked' }))
}

export function listApiKeys(ctx: CoreContext, actor: Actor): ApiKeyDto[] {
  requireRole(actor, 'admin', 'see API keys')
  return listRows(ctx, actor.workspaceId)
}

/** The curl example shown with a new key (the URL only ever holds URL-safe characters). */
const curlFor = (key: string, apiBase: string): string =>
  `curl -H "Authorization: Bearer ${key}" "${apiBase}/reviews?limit=5"`

/**
 * Mints a key for the actor's workspace. The raw key is returned here and nowhere else: only its
 * SHA-256 is stored, so it cannot be shown again.
 */
export function createApiKey(
  ctx: CoreContext,
  actor: Actor,
  name: string,
  apiBaseUrl: string | null,
): NewApiKeyDto {
  requireRole(actor, 'admin', 'create API keys')
  const key = generateApiKey((n) => ctx.ids.bytes(n))
  const id = ctx.ids.next('key')
  ctx.db
    .insert(apiKeys)
    .values({
      id,
      workspaceId: actor.workspaceId,
      name,
      prefix: displayPrefix(key),
      hash: sha256Hex(key),
      createdByUserId: actor.userId,
      createdAt: ctx.clock.now(),
    })
    .run()
  const [dto] = listRows(ctx, actor.workspaceId, id)
  if (!dto) throw new Error('API key vanished after insert')
  const base = apiBaseFrom(apiBaseUrl)
  return {
    ...dto,
    key,
    apiBaseUrl: base,
    apiRunning: apiBaseUrl !== null,
    curlExample: curlFor(key, base),
  }
}

/** Takes effect on the key's next request: nothing caches a key's validity. Idempotent. */
export function revokeApiKey(ctx: CoreContext, actor: Actor, keyId: string): ApiKeyDto {
  requireRole(actor, 'admin', 'revoke API keys')
  const existing = listRows(ctx, actor.workspaceId, keyId)[0]
  if (!existing) throw notFound('API key')
  if (existing.revokedAt === null) {
    ctx.db
      .update(apiKeys)
      .set({ revokedAt: ctx.clock.now() })
      .where(and(eq(apiKeys.id, keyId), eq(apiKeys.workspaceId, actor.workspaceId)))
      .run()
  }
  const [dto] = listRows(ctx, actor.workspaceId, keyId)
  if (!dto) throw notFound('API key')
  return dto
}

/**
 * Revokes the live keys a person minted in a workspace and returns them. Keys are an admin's to
 * mint, so they end when that admin is removed or stops being an admin: an integration that needs
 * one gets a new key from a remaining admin. Inside the caller's transaction.
 */
export function revokeKeysMadeBy(
  ctx: CoreContext,
  workspaceId: string,
  userId: string,
): RevokedKey[] {
  const live = and(
    eq(apiKeys.workspaceId, workspaceId),
    eq(apiKeys.createdByUserId, userId),
    isNull(apiKeys.revokedAt),
  )
  const keys = ctx.db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      createdAt: apiKeys.createdAt,
      lastUsedAt: apiKeys.lastUsedAt,
    })
    .from(apiKeys)
    .where(live)
    .all()
  if (keys.length > 0) ctx.db.update(apiKeys).set({ revokedAt: ctx.clock.now() }).where(live).run()
  return keys
}

export type RevokedKey = RevokedWithMemberDto['apiKeys'][number]

// ── The request path ──────────────────────────────────────────────────────────────────────────

export type KeyAuth =
  | { ok: true; keyId: string; workspaceId: string }
  | { ok: false; reason: 'malformed' | 'bad_checksum' | 'unknown' | 'revoked' }

/**
 * Checks a presented key: shape and checksum first (no lookup for a typo), then the stored hash,
 * compared in constant time. Records the use at most once a minute per key.
 */
export function authenticateApiKey(ctx: CoreContext, raw: string): KeyAuth {
  const check = checkApiKey(raw)
  if (check !== 'ok') return { ok: false, reason: check }
  const hash = sha256Hex(raw)
  const row = keyByHash(ctx.db).get(hash)
  if (!row || !safeEqual(row.hash, hash)) return { ok: false, reason: 'unknown' }
  if (row.revoked_at !== null) return { ok: false, reason: 'revoked' }
  const now = ctx.clock.now()
  // Only when the write lock is free now: a request must not sleep behind the work thread's
  // import transaction for a timestamp of minute resolution; the next request records it.
  if (row.last_used_at === null || now - row.last_used_at >= LAST_USED_RESOLUTION_MS)
    writeIfFree(ctx.db.$client, () => touchKey(ctx.db).run(now, row.id))
  return { ok: true, keyId: row.id, workspaceId: row.workspace_id }
}
