import { and, eq, gt, isNull } from 'drizzle-orm'
import { normaliseEmail } from '../../../shared/email-address'
import type { CoreContext } from '../context'
import { invitations, members, sessions, users } from '../db/schema'
import type { Principal } from './actor'

/**
 * Who an invitation belongs to. Its link is shown to the admin who made it, so opening the link
 * proves nothing about who is at the keyboard: it is one of two things the invitee needs. The
 * other is being that person already (a session of theirs in the same browser), or the account
 * being brand new (made by an invitation and never used), so there is nobody to impersonate.
 */

export interface LinkInvitation {
  id: string
  status: 'pending' | 'accepted' | 'declined' | 'revoked'
}

export const invitationOfLink = (ctx: CoreContext, linkId: string): LinkInvitation | undefined =>
  ctx.db
    .select({ id: invitations.id, status: invitations.status })
    .from(invitations)
    .where(eq(invitations.loginLinkId, linkId))
    .get()

/**
 * An account nobody has used: not the owner, a member nowhere, and no live session. Only such an
 * account may be signed into by an invitation's link alone (this is "creating the account through
 * the invitation"); anyone with access somewhere must prove it's them first.
 */
export function unclaimedAccount(ctx: CoreContext, userId: string): boolean {
  if (userId === ctx.ownerUserId) return false
  const member = ctx.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.userId, userId))
    .get()
  if (member) return false
  const live = ctx.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, ctx.clock.now()),
      ),
    )
    .get()
  return !live
}

/** The session that opened (or was open when someone opened) the invitation's link may answer it. */
export function attachInvitation(ctx: CoreContext, invitationId: string, sessionId: string): void {
  ctx.db.update(invitations).set({ sessionId }).where(eq(invitations.id, invitationId)).run()
}

/** A session folded into a new one hands its invitations on, so the browser can still answer them. */
export function carryInvitations(
  ctx: CoreContext,
  fromSessionId: string,
  toSessionId: string,
): void {
  ctx.db
    .update(invitations)
    .set({ sessionId: toSessionId })
    .where(and(eq(invitations.sessionId, fromSessionId), eq(invitations.status, 'pending')))
    .run()
}

/**
 * Whether this principal may see and answer an invitation addressed to its user: the desktop and
 * the CLI (the person at their own machine), the owner's own start-up sign-in, or the one session
 * the invitation's link was spent in. The account's address must still be the invited one.
 */
export function answerable(
  ctx: CoreContext,
  principal: Principal,
  invitation: { userId: string; email: string | null; sessionId: string | null },
): boolean {
  if (invitation.userId !== principal.userId) return false
  if (invitation.email !== null) {
    const address = ctx.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, principal.userId))
      .get()?.email
    if (!address || normaliseEmail(address) !== invitation.email) return false
  }
  if (!principal.sessionId) return true
  if (principal.scope === null && principal.userId === ctx.ownerUserId) return true
  return invitation.sessionId !== null && invitation.sessionId === principal.sessionId
}
