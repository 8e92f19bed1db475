import { and, eq, gt, inArray, isNull, ne } from 'drizzle-orm'
import type { CoreContext } from '../context'
import { invitations, loginLinks, sessions } from '../db/schema'
import { revokeInvitations } from './invitations'
import { linkExpiry } from './link-rules'
import { dropMergedAccess, revokeSessionsStartedBy } from './sessions'

export interface RevokedMadeBy {
  loginLinks: number
  invitations: number
  sessions: number
  /** Whose sessions changed: the caller emits `access` for each after commit. */
  users: string[]
}

/**
 * What an admin handed out in a workspace ends with their access or their admin role: every
 * sign-in and invitation link they made there (for others: their own access is the membership's
 * business), the sessions those links opened, their unanswered invitations, and the workspace in
 * any session that got it through them (folded into another, or by accepting their invitation).
 * Nothing they made keeps working after the person who vouched for it is gone. Inside the
 * caller's transaction.
 */
export function revokeWhatTheyMade(
  ctx: CoreContext,
  workspaceId: string,
  creatorId: string,
): RevokedMadeBy {
  const now = ctx.clock.now()
  const links = ctx.db
    .select({
      id: loginLinks.id,
      userId: loginLinks.userId,
      revokedAt: loginLinks.revokedAt,
      usedAt: loginLinks.usedAt,
      singleUse: loginLinks.singleUse,
      expiresAt: loginLinks.expiresAt,
      createdAt: loginLinks.createdAt,
    })
    .from(loginLinks)
    .where(
      and(
        eq(loginLinks.workspaceId, workspaceId),
        eq(loginLinks.createdByUserId, creatorId),
        ne(loginLinks.userId, creatorId),
      ),
    )
    .all()
  const ids = links.map((l) => l.id)

  const pending = ctx.db
    .select({ id: invitations.id, userId: invitations.userId })
    .from(invitations)
    .where(
      and(
        eq(invitations.workspaceId, workspaceId),
        eq(invitations.invitedByUserId, creatorId),
        eq(invitations.status, 'pending'),
      ),
    )
    .all()
  const accepted = ctx.db
    .select({ userId: invitations.userId })
    .from(invitations)
    .where(
      and(
        eq(invitations.workspaceId, workspaceId),
        eq(invitations.invitedByUserId, creatorId),
        eq(invitations.status, 'accepted'),
      ),
    )
    .all()

  // Counted apart from the invitations they belong to.
  const invitationLinks = new Set(
    ctx.db
      .select({ linkId: invitations.loginLinkId })
      .from(invitations)
      .where(
        and(eq(invitations.workspaceId, workspaceId), eq(invitations.invitedByUserId, creatorId)),
      )
      .all()
      .map((i) => i.linkId),
  )
  const working = links.filter(
    (l) =>
      !invitationLinks.has(l.id) &&
      l.revokedAt === null &&
      !(l.singleUse && l.usedAt !== null) &&
      linkExpiry(l) > now,
  )

  const live =
    ids.length === 0
      ? 0
      : ctx.db
          .select({ id: sessions.id })
          .from(sessions)
          .where(
            and(
              inArray(sessions.loginLinkId, ids),
              isNull(sessions.revokedAt),
              gt(sessions.expiresAt, now),
            ),
          )
          .all().length

  revokeInvitations(
    ctx,
    pending.map((p) => p.id),
  )
  if (ids.length > 0) {
    ctx.db
      .update(loginLinks)
      .set({ revokedAt: now })
      .where(and(inArray(loginLinks.id, ids), isNull(loginLinks.revokedAt)))
      .run()
  }
  const touched = new Set([...revokeSessionsStartedBy(ctx, ids), ...accepted.map((a) => a.userId)])
  // A session that got the workspace through these links or invitations and was then folded into
  // another (or widened by accepting) loses it too; sessions from other admins' links keep it.
  for (const userId of touched) dropMergedAccess(ctx, userId, workspaceId)
  return {
    loginLinks: working.length,
    invitations: pending.length,
    sessions: live,
    users: [...new Set([...touched, ...pending.map((p) => p.userId)])],
  }
}
