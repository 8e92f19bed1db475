import { and, desc, eq, isNull, or, gt } from 'drizzle-orm'
import type { LoginLinkDto, NewLoginLinkDto } from '../../../shared/dto/workspaces'
import type { CoreContext } from '../context'
import { loginLinks, members, sessions, users } from '../db/schema'
import { notFound } from '../errors'
import { requireRole, type Actor, type Principal } from './actor'
import { sha256Hex } from './tokens'

const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000

const newToken = (ctx: CoreContext): string => ctx.ids.bytes(32).toString('base64url')

/** The link `serve` prints at start: signs in as the given person, once. */
export function createStartupLink(ctx: CoreContext, userId: string): string {
  const token = newToken(ctx)
  ctx.db
    .insert(loginLinks)
    .values({
      id: ctx.ids.next('lnk'),
      userId,
      tokenHash: sha256Hex(token),
      singleUse: true,
      createdAt: ctx.clock.now(),
    })
    .run()
  return `/login?token=${token}`
}

/** A personal, reusable sign-in link for a member, shown once to the admin who made it. */
export function createLoginLink(ctx: CoreContext, actor: Actor, memberId: string): NewLoginLinkDto {
  requireRole(actor, 'admin', 'create sign-in links')
  const member = ctx.db
    .select({ userId: members.userId })
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.workspaceId, actor.workspaceId)))
    .get()
  if (!member) throw notFound('Member')
  const token = newToken(ctx)
  const id = ctx.ids.next('lnk')
  ctx.db
    .insert(loginLinks)
    .values({
      id,
      userId: member.userId,
      tokenHash: sha256Hex(token),
      singleUse: false,
      createdByUserId: actor.userId,
      workspaceId: actor.workspaceId,
      createdAt: ctx.clock.now(),
    })
    .run()
  const link = listLoginLinks(ctx, actor).find((l) => l.id === id)
  if (!link) throw new Error('login link vanished')
  return { ...link, path: `/login?token=${token}` }
}

export function listLoginLinks(ctx: CoreContext, actor: Actor): LoginLinkDto[] {
  requireRole(actor, 'admin', 'see sign-in links')
  return ctx.db
    .select({
      id: loginLinks.id,
      userId: loginLinks.userId,
      memberName: users.name,
      createdAt: loginLinks.createdAt,
      usedAt: loginLinks.usedAt,
      revokedAt: loginLinks.revokedAt,
    })
    .from(loginLinks)
    .innerJoin(users, eq(users.id, loginLinks.userId))
    .where(eq(loginLinks.workspaceId, actor.workspaceId))
    .orderBy(desc(loginLinks.createdAt))
    .all()
}

/** Revokes the link and signs out every browser that signed in with it. */
export function revokeLoginLink(ctx: CoreContext, actor: Actor, linkId: string): void {
  requireRole(actor, 'admin', 'revoke sign-in links')
  const now = ctx.clock.now()
  const changed = ctx.db
    .update(loginLinks)
    .set({ revokedAt: now })
    .where(and(eq(loginLinks.id, linkId), eq(loginLinks.workspaceId, actor.workspaceId)))
    .run()
  if (changed.changes === 0) throw notFound('Sign-in link')
  ctx.db.update(sessions).set({ revokedAt: now }).where(eq(sessions.loginLinkId, linkId)).run()
}

/** Trades a sign-in token for a session token; null when the link is unknown, used or revoked. */
export function exchangeLoginToken(ctx: CoreContext, token: string): { session: string; userId: string } | null {
  const now = ctx.clock.now()
  return ctx.db.transaction((tx) => {
    const link = tx.select().from(loginLinks).where(eq(loginLinks.tokenHash, sha256Hex(token))).get()
    if (!link || link.revokedAt !== null || (link.singleUse && link.usedAt !== null)) return null
    tx.update(loginLinks).set({ usedAt: now }).where(eq(loginLinks.id, link.id)).run()
    const session = newToken(ctx)
    tx.insert(sessions)
      .values({
        id: ctx.ids.next('ses'),
        tokenHash: sha256Hex(session),
        userId: link.userId,
        loginLinkId: link.id,
        createdAt: now,
        expiresAt: now + SESSION_LIFETIME_MS,
      })
      .run()
    return { session, userId: link.userId }
  })
}

export function resolveSession(ctx: CoreContext, session: string): Principal | null {
  const row = ctx.db
    .select({ userId: sessions.userId })
    .from(sessions)
    .leftJoin(loginLinks, eq(loginLinks.id, sessions.loginLinkId))
    .where(
      and(
        eq(sessions.tokenHash, sha256Hex(session)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, ctx.clock.now()),
        or(isNull(sessions.loginLinkId), isNull(loginLinks.revokedAt)),
      ),
    )
    .get()
  return row ? { userId: row.userId } : null
}

export function endSession(ctx: CoreContext, session: string): void {
  ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.clock.now() })
    .where(eq(sessions.tokenHash, sha256Hex(session)))
    .run()
}
