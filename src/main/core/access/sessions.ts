import { and, eq, gt, isNull } from 'drizzle-orm'
import type { CoreContext } from '../context'
import { loginLinks, sessions } from '../db/schema'
import type { Principal } from './actor'
import { linkExpiry } from './link-rules'
import { sha256Hex } from './tokens'
import { immediate } from '../db/transaction'

const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000

export const newToken = (ctx: CoreContext): string => ctx.ids.bytes(32).toString('base64url')

type Scope = string[] | null

const parseScope = (raw: string | null): Scope => (raw === null ? null : (JSON.parse(raw) as string[]))
const unionScope = (a: Scope, b: Scope): Scope => (a === null || b === null ? null : [...new Set([...a, ...b])])

interface SessionRow {
  id: string
  userId: string
  scope: Scope
}

function findSession(ctx: CoreContext, session: string): SessionRow | null {
  const row = ctx.db
    .select({ id: sessions.id, userId: sessions.userId, scope: sessions.scope, linkWorkspace: loginLinks.workspaceId })
    .from(sessions)
    .leftJoin(loginLinks, eq(loginLinks.id, sessions.loginLinkId))
    .where(
      and(eq(sessions.tokenHash, sha256Hex(session)), isNull(sessions.revokedAt), gt(sessions.expiresAt, ctx.clock.now())),
    )
    .get()
  if (!row) return null
  // Sessions from before scopes existed keep only the workspace of the link that made them.
  const scope = row.scope !== null ? parseScope(row.scope) : row.linkWorkspace ? [row.linkWorkspace] : null
  return { id: row.id, userId: row.userId, scope }
}

/**
 * Trades a sign-in token for a session token; null when the link is unknown, used, revoked or
 * expired. A session already open in this browser for the same person is folded into the new one,
 * so someone in two workspaces keeps both after opening the second workspace's link.
 */
export function exchangeLoginToken(
  ctx: CoreContext,
  token: string,
  currentSession?: string,
): { session: string; userId: string } | null {
  const now = ctx.clock.now()
  return immediate(ctx.db, () => {
    const link = ctx.db.select().from(loginLinks).where(eq(loginLinks.tokenHash, sha256Hex(token))).get()
    if (!link || link.revokedAt !== null || (link.singleUse && link.usedAt !== null)) return null
    if (linkExpiry(link) <= now) return null
    ctx.db.update(loginLinks).set({ usedAt: now }).where(eq(loginLinks.id, link.id)).run()
    let scope: Scope = link.workspaceId ? [link.workspaceId] : null
    const previous = currentSession ? findSession(ctx, currentSession) : null
    if (previous && previous.userId === link.userId) {
      scope = unionScope(scope, previous.scope)
      ctx.db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, previous.id)).run()
    }
    const session = newToken(ctx)
    ctx.db.insert(sessions)
      .values({
        id: ctx.ids.next('ses'),
        tokenHash: sha256Hex(session),
        userId: link.userId,
        loginLinkId: link.id,
        createdAt: now,
        expiresAt: now + SESSION_LIFETIME_MS,
        scope: scope === null ? null : JSON.stringify(scope),
      })
      .run()
    return { session, userId: link.userId }
  })
}

export function resolveSession(ctx: CoreContext, session: string): Principal | null {
  const row = findSession(ctx, session)
  return row ? { userId: row.userId, sessionId: row.id, scope: row.scope } : null
}

export function endSession(ctx: CoreContext, session: string): void {
  ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.clock.now() })
    .where(eq(sessions.tokenHash, sha256Hex(session)))
    .run()
}

/** Lets the session act in one more workspace (one it just created or joined). */
export function widenSessionScope(ctx: CoreContext, principal: Principal, workspaceId: string): void {
  if (!principal.sessionId) return
  const row = ctx.db.select({ scope: sessions.scope }).from(sessions).where(eq(sessions.id, principal.sessionId)).get()
  const scope = row ? parseScope(row.scope) : null
  if (scope === null || scope.includes(workspaceId)) return
  ctx.db
    .update(sessions)
    .set({ scope: JSON.stringify([...scope, workspaceId]) })
    .where(eq(sessions.id, principal.sessionId))
    .run()
}

/**
 * Ends a person's access to one workspace at once: their unrevoked links for it stop working,
 * sessions that could act only there end, and other sessions lose it from their scope.
 * Must run inside the caller's transaction; the caller emits `access` after commit.
 */
export function revokeAccessInWorkspace(ctx: CoreContext, userId: string, workspaceId: string): void {
  ctx.db
    .update(loginLinks)
    .set({ revokedAt: ctx.clock.now() })
    .where(and(eq(loginLinks.userId, userId), eq(loginLinks.workspaceId, workspaceId), isNull(loginLinks.revokedAt)))
    .run()
  dropFromSessions(ctx, userId, workspaceId, () => true)
}

/**
 * After one sign-in link for a workspace is revoked: a session that gained the workspace from
 * that link and was then folded into another (see `exchangeLoginToken`) loses it too.
 */
export function dropMergedAccess(ctx: CoreContext, userId: string, workspaceId: string): void {
  dropFromSessions(ctx, userId, workspaceId, (linkWorkspace) => linkWorkspace !== workspaceId)
}

function dropFromSessions(
  ctx: CoreContext,
  userId: string,
  workspaceId: string,
  applies: (linkWorkspace: string | null) => boolean,
): void {
  const now = ctx.clock.now()
  const open = ctx.db
    .select({ id: sessions.id, scope: sessions.scope, linkWorkspace: loginLinks.workspaceId })
    .from(sessions)
    .leftJoin(loginLinks, eq(loginLinks.id, sessions.loginLinkId))
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .all()
  for (const s of open) {
    if (!applies(s.linkWorkspace)) continue
    const scope = parseScope(s.scope)
    // An unscoped session of someone other than the owner predates scopes: end it outright.
    const rest = scope === null ? [] : scope.filter((w) => w !== workspaceId)
    if (scope !== null && rest.length === scope.length) continue
    if (rest.length === 0) ctx.db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, s.id)).run()
    else ctx.db.update(sessions).set({ scope: JSON.stringify(rest) }).where(eq(sessions.id, s.id)).run()
  }
}
