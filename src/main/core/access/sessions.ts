import { and, eq, gt, inArray, isNull } from 'drizzle-orm'
import type { CoreContext } from '../context'
import { loginLinks, sessions } from '../db/schema'
import type { Principal } from './actor'
import { attachInvitation, carryInvitations, invitationOfLink, unclaimedAccount } from './invitee'
import { linkExpiry } from './link-rules'
import { sha256Hex } from './tokens'
import { immediate } from '../db/transaction'

const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000

export const newToken = (ctx: CoreContext): string => ctx.ids.bytes(32).toString('base64url')

type Scope = string[] | null

const parseScope = (raw: string | null): Scope =>
  raw === null ? null : (JSON.parse(raw) as string[])
const unionScope = (a: Scope, b: Scope): Scope =>
  a === null || b === null ? null : [...new Set([...a, ...b])]

interface SessionRow {
  id: string
  userId: string
  scope: Scope
}

function findSession(ctx: CoreContext, session: string): SessionRow | null {
  const row = ctx.db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      scope: sessions.scope,
      linkId: loginLinks.id,
      linkWorkspace: loginLinks.workspaceId,
    })
    .from(sessions)
    .leftJoin(loginLinks, eq(loginLinks.id, sessions.loginLinkId))
    .where(
      and(
        eq(sessions.tokenHash, sha256Hex(session)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, ctx.clock.now()),
      ),
    )
    .get()
  if (!row) return null
  return { id: row.id, userId: row.userId, scope: scopeOf(row) }
}

/**
 * Sessions from before scopes existed keep only the workspace of the link that made them; only a
 * start-up link (no workspace) makes an unscoped one. A row with neither scope nor link was not
 * written by this app (a tampered file) and acts nowhere.
 */
function scopeOf(row: {
  scope: string | null
  linkId: string | null
  linkWorkspace: string | null
}): Scope {
  if (row.scope !== null) return parseScope(row.scope)
  if (row.linkId === null) return []
  return row.linkWorkspace ? [row.linkWorkspace] : null
}

export type SignIn =
  | { ok: true; session: string; userId: string }
  /**
   * `invalid`: unknown, used, revoked or expired. `not_invitee`: an invitation's link opened
   * without being its person (see ./invitee); the link is left unspent for them.
   */
  | { ok: false; reason: 'invalid' | 'not_invitee' }

const INVALID = { ok: false, reason: 'invalid' } as const

function openSession(
  ctx: CoreContext,
  userId: string,
  linkId: string,
  scope: Scope,
): { id: string; token: string } {
  const now = ctx.clock.now()
  const token = newToken(ctx)
  const id = ctx.ids.next('ses')
  ctx.db
    .insert(sessions)
    .values({
      id,
      tokenHash: sha256Hex(token),
      userId,
      loginLinkId: linkId,
      createdAt: now,
      expiresAt: now + SESSION_LIFETIME_MS,
      scope: scope === null ? null : JSON.stringify(scope),
    })
    .run()
  return { id, token }
}

/**
 * Trades a sign-in token for a session token. A session already open in this browser for the
 * same person is folded into the new one, so someone in two workspaces keeps both after opening
 * the second workspace's link. An invitation's link signs nobody in by itself unless the account
 * is brand new; its person opens it where they are signed in already (see ./invitee).
 */
export function exchangeLoginToken(
  ctx: CoreContext,
  token: string,
  currentSession?: string,
): SignIn {
  const now = ctx.clock.now()
  const outcome = immediate(ctx.db, (): SignIn & { folded?: boolean } => {
    const link = ctx.db
      .select()
      .from(loginLinks)
      .where(eq(loginLinks.tokenHash, sha256Hex(token)))
      .get()
    if (!link || link.revokedAt !== null || (link.singleUse && link.usedAt !== null)) return INVALID
    if (linkExpiry(link) <= now) return INVALID
    const previous = currentSession ? findSession(ctx, currentSession) : null
    const samePerson = previous !== null && previous.userId === link.userId
    const spend = () =>
      ctx.db.update(loginLinks).set({ usedAt: now }).where(eq(loginLinks.id, link.id)).run()

    const invitation = invitationOfLink(ctx, link.id)
    if (invitation) {
      if (invitation.status !== 'pending') return INVALID
      if (samePerson && currentSession) {
        // Proven by their own session: the invitation joins it; nothing new to sign in.
        spend()
        attachInvitation(ctx, invitation.id, previous.id)
        return { ok: true, session: currentSession, userId: link.userId }
      }
      if (!unclaimedAccount(ctx, link.userId)) return { ok: false, reason: 'not_invitee' }
      spend()
      // A new account acts nowhere until it accepts; accepting widens the scope.
      const opened = openSession(ctx, link.userId, link.id, [])
      attachInvitation(ctx, invitation.id, opened.id)
      return { ok: true, session: opened.token, userId: link.userId }
    }

    spend()
    let scope: Scope = link.workspaceId ? [link.workspaceId] : null
    if (samePerson) {
      scope = unionScope(scope, previous.scope)
      ctx.db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, previous.id)).run()
    }
    const opened = openSession(ctx, link.userId, link.id, scope)
    if (samePerson) carryInvitations(ctx, previous.id, opened.id)
    return { ok: true, session: opened.token, userId: link.userId, folded: samePerson }
  })
  if (!outcome.ok) return outcome
  // The folded session ended: a stream still open on it closes.
  if (outcome.folded) ctx.signals.emit('access', outcome.userId)
  return { ok: true, session: outcome.session, userId: outcome.userId }
}

export function resolveSession(ctx: CoreContext, session: string): Principal | null {
  const row = findSession(ctx, session)
  return row ? { userId: row.userId, sessionId: row.id, scope: row.scope } : null
}

/** Signs one browser out; its open event streams close at once. */
export function endSession(ctx: CoreContext, session: string): void {
  const row = ctx.db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(eq(sessions.tokenHash, sha256Hex(session)))
    .get()
  ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.clock.now() })
    .where(and(eq(sessions.tokenHash, sha256Hex(session)), isNull(sessions.revokedAt)))
    .run()
  if (row) ctx.signals.emit('access', row.userId)
}

/**
 * Ends every session a link started (whichever links: one revoked, or all an ex-admin made) and
 * returns whose they were. Inside the caller's transaction; the caller emits `access` after.
 */
export function revokeSessionsStartedBy(ctx: CoreContext, linkIds: readonly string[]): string[] {
  if (linkIds.length === 0) return []
  const started = ctx.db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(inArray(sessions.loginLinkId, [...linkIds]))
    .all()
  ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.clock.now() })
    .where(and(inArray(sessions.loginLinkId, [...linkIds]), isNull(sessions.revokedAt)))
    .run()
  return [...new Set(started.map((s) => s.userId))]
}

/** Lets the session act in one more workspace (one it just created or joined). */
export function widenSessionScope(
  ctx: CoreContext,
  principal: Principal,
  workspaceId: string,
): void {
  if (!principal.sessionId) return
  const row = ctx.db
    .select({ scope: sessions.scope })
    .from(sessions)
    .where(eq(sessions.id, principal.sessionId))
    .get()
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
export function revokeAccessInWorkspace(
  ctx: CoreContext,
  userId: string,
  workspaceId: string,
): void {
  ctx.db
    .update(loginLinks)
    .set({ revokedAt: ctx.clock.now() })
    .where(
      and(
        eq(loginLinks.userId, userId),
        eq(loginLinks.workspaceId, workspaceId),
        isNull(loginLinks.revokedAt),
      ),
    )
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
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
    )
    .all()
  for (const s of open) {
    if (!applies(s.linkWorkspace)) continue
    const scope = parseScope(s.scope)
    // An unscoped session of someone other than the owner predates scopes: end it outright.
    const rest = scope === null ? [] : scope.filter((w) => w !== workspaceId)
    if (scope !== null && rest.length === scope.length) continue
    if (rest.length === 0)
      ctx.db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, s.id)).run()
    else
      ctx.db
        .update(sessions)
        .set({ scope: JSON.stringify(rest) })
        .where(eq(sessions.id, s.id))
        .run()
  }
}
