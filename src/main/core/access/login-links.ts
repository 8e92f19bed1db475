import { and, desc, eq, isNull } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import type { LoginLinkDto } from '../../../shared/dto/workspaces'
import type { CoreContext } from '../context'
import { loginLinks, members, sessions, users } from '../db/schema'
import { notFound } from '../errors'
import { requireRole, type Actor } from './actor'
import { daysFromNow, DEFAULT_LINK_DAYS, linkExpiry, STARTUP_LINK_LIFETIME_MS } from './link-rules'
import { dropMergedAccess, newToken } from './sessions'
import { sha256Hex } from './tokens'
import { immediate } from '../db/transaction'

export { endSession, exchangeLoginToken, resolveSession } from './sessions'

/**
 * The link `serve` prints at start: signs in as the owner, once, within 15 minutes. Start-up
 * links an earlier run printed and nobody used die now, so an old terminal scroll-back is useless.
 */
export function createStartupLink(ctx: CoreContext, userId: string): string {
  const now = ctx.clock.now()
  const token = newToken(ctx)
  immediate(ctx.db, () => {
    ctx.db
      .update(loginLinks)
      .set({ revokedAt: now })
      .where(
        and(
          isNull(loginLinks.workspaceId),
          isNull(loginLinks.usedAt),
          isNull(loginLinks.revokedAt),
        ),
      )
      .run()
    ctx.db
      .insert(loginLinks)
      .values({
        id: ctx.ids.next('lnk'),
        userId,
        tokenHash: sha256Hex(token),
        singleUse: true,
        createdAt: now,
        expiresAt: now + STARTUP_LINK_LIFETIME_MS,
      })
      .run()
  })
  return `/login?token=${token}`
}

export interface LinkOptions {
  /** Reusable links keep working after the first sign-in, until they expire or are revoked. */
  reusable?: boolean | undefined
  expiresInDays?: number | undefined
}

/**
 * A member's personal sign-in link, shown once to the admin who made it. The session it opens
 * acts in this workspace only, so no admin can reach a member's other workspaces through it.
 */
export function createLoginLink(
  ctx: CoreContext,
  actor: Actor,
  memberId: string,
  options: LinkOptions = {},
): LoginLinkDto & { path: string } {
  requireRole(actor, 'admin', 'create sign-in links')
  const member = ctx.db
    .select({ userId: members.userId })
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.workspaceId, actor.workspaceId)))
    .get()
  if (!member) throw notFound('Member')
  const { id, path } = insertWorkspaceLink(ctx, actor, member.userId, options)
  const link = listLoginLinks(ctx, actor).find((l) => l.id === id)
  if (!link) throw new Error('login link vanished')
  return { ...link, path }
}

/** Also used for invitations: a link scoped to the actor's workspace, for one person. */
export function insertWorkspaceLink(
  ctx: CoreContext,
  actor: Actor,
  userId: string,
  options: LinkOptions,
): { id: string; path: string } {
  const now = ctx.clock.now()
  const token = newToken(ctx)
  const id = ctx.ids.next('lnk')
  ctx.db
    .insert(loginLinks)
    .values({
      id,
      userId,
      tokenHash: sha256Hex(token),
      singleUse: !options.reusable,
      createdByUserId: actor.userId,
      workspaceId: actor.workspaceId,
      createdAt: now,
      expiresAt: daysFromNow(now, options.expiresInDays ?? DEFAULT_LINK_DAYS),
    })
    .run()
  return { id, path: `/login?token=${token}` }
}

/** Every sign-in link made for the actor's workspace, with who it is for and who made it. */
export function listLoginLinks(ctx: CoreContext, actor: Actor): LoginLinkDto[] {
  requireRole(actor, 'admin', 'see sign-in links')
  const creators = alias(users, 'creators')
  return ctx.db
    .select({
      id: loginLinks.id,
      userId: loginLinks.userId,
      memberName: users.name,
      createdAt: loginLinks.createdAt,
      usedAt: loginLinks.usedAt,
      revokedAt: loginLinks.revokedAt,
      expiresAt: loginLinks.expiresAt,
      singleUse: loginLinks.singleUse,
      createdByName: creators.name,
    })
    .from(loginLinks)
    .innerJoin(users, eq(users.id, loginLinks.userId))
    .leftJoin(creators, eq(creators.id, loginLinks.createdByUserId))
    .where(eq(loginLinks.workspaceId, actor.workspaceId))
    .orderBy(desc(loginLinks.createdAt))
    .all()
    .map((l) => ({ ...l, expiresAt: linkExpiry(l) }))
}

/** Revokes the link and signs out every browser that signed in with it. */
export function revokeLoginLink(ctx: CoreContext, actor: Actor, linkId: string): void {
  requireRole(actor, 'admin', 'revoke sign-in links')
  const now = ctx.clock.now()
  const link = ctx.db
    .select({ userId: loginLinks.userId, workspaceId: loginLinks.workspaceId })
    .from(loginLinks)
    .where(and(eq(loginLinks.id, linkId), eq(loginLinks.workspaceId, actor.workspaceId)))
    .get()
  if (!link) throw notFound('Sign-in link')
  immediate(ctx.db, () => {
    ctx.db.update(loginLinks).set({ revokedAt: now }).where(eq(loginLinks.id, linkId)).run()
    ctx.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.loginLinkId, linkId), isNull(sessions.revokedAt)))
      .run()
    if (link.workspaceId) dropMergedAccess(ctx, link.userId, link.workspaceId)
  })
  ctx.signals.emit('access', link.userId)
}
