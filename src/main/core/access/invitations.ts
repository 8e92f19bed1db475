import { and, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm'
import type { Role } from '../../../shared/roles'
import type { InvitationDto } from '../../../shared/dto/workspaces'
import { normaliseEmail } from '../../../shared/email-address'
import type { CoreContext } from '../context'
import { invitations, loginLinks, members, users, workspaces } from '../db/schema'
import { CoreError, notFound } from '../errors'
import { requireRole, type Actor, type Principal } from './actor'
import { answerable } from './invitee'
import { insertWorkspaceLink } from './login-links'
import { revokeSessionsStartedBy, widenSessionScope } from './sessions'
import { immediate } from '../db/transaction'

function selectInvitations(ctx: CoreContext) {
  return ctx.db
    .select({
      id: invitations.id,
      workspaceId: invitations.workspaceId,
      workspaceName: workspaces.name,
      userId: invitations.userId,
      // Rows from before addresses were kept fall back to the account's.
      email: invitations.email,
      accountEmail: users.email,
      sessionId: invitations.sessionId,
      role: invitations.role,
      invitedBy: invitations.invitedByUserId,
      status: invitations.status,
      createdAt: invitations.createdAt,
    })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.userId))
    .innerJoin(workspaces, eq(workspaces.id, invitations.workspaceId))
}

type Row = ReturnType<ReturnType<typeof selectInvitations>['all']>[number]

const inviterName = (ctx: CoreContext, userId: string | null): string | null =>
  userId
    ? (ctx.db.select({ name: users.name }).from(users).where(eq(users.id, userId)).get()?.name ??
      null)
    : null

/** The invitation as shown: the invited address, never the account's name or id (see inviteByEmail). */
const toDto = (ctx: CoreContext, row: Row): InvitationDto => ({
  id: row.id,
  workspaceId: row.workspaceId,
  workspaceName: row.workspaceName,
  email: row.email ?? row.accountEmail ?? '',
  role: row.role,
  invitedBy: inviterName(ctx, row.invitedBy),
  status: row.status,
  createdAt: row.createdAt,
})

/** The account an address belongs to, compared in normalised form (older rows may not be). */
function accountFor(ctx: CoreContext, email: string): string | undefined {
  const exact = ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)).get()
  if (exact) return exact.id
  return ctx.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(isNotNull(users.email))
    .all()
    .find((u) => u.email !== null && normaliseEmail(u.email) === email)?.id
}

/**
 * Invites an address to the actor's workspace. The answer is the same whether or not the address
 * has an account here, so inviting cannot be used to find out who uses this server: an unknown
 * address gets a new, unused account that its invitation's link signs into; a known one must
 * open the link where they are signed in already. Either way nothing is granted until the
 * person accepts, and the link (single use, 7 days) is the one thing that shows them the
 * invitation. Only an address already in this workspace, which its admins see anyway, is refused.
 */
export function inviteByEmail(
  ctx: CoreContext,
  actor: Actor,
  rawEmail: string,
  role: Role,
  name?: string,
): InvitationDto & { path: string } {
  requireRole(actor, 'admin', 'invite members')
  const email = normaliseEmail(rawEmail)
  if (!email) throw new CoreError('INVALID_INPUT', `${rawEmail} is not an e-mail address.`, 'email')
  const now = ctx.clock.now()
  const id = ctx.ids.next('inv')
  const { path, invitee } = immediate(ctx.db, () => {
    let userId = accountFor(ctx, email)
    if (userId) {
      const already = ctx.db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.workspaceId, actor.workspaceId), eq(members.userId, userId)))
        .get()
      if (already)
        throw new CoreError('CONFLICT', `${email} is already a member of this workspace.`, 'email')
    } else {
      userId = ctx.ids.next('usr')
      const fallback = email.slice(0, email.indexOf('@'))
      ctx.db
        .insert(users)
        .values({ id: userId, name: name?.trim() || fallback, email, createdAt: now })
        .run()
    }
    // A new invitation replaces a pending one, so only the latest link and role count.
    revokePendingInvitations(ctx, actor.workspaceId, userId)
    const link = insertWorkspaceLink(ctx, actor, userId, {})
    ctx.db
      .insert(invitations)
      .values({
        id,
        workspaceId: actor.workspaceId,
        userId,
        email,
        role,
        invitedByUserId: actor.userId,
        loginLinkId: link.id,
        createdAt: now,
      })
      .run()
    return { path: link.path, invitee: userId }
  })
  ctx.signals.emit('access', invitee)
  const row = listInvitations(ctx, actor).find((i) => i.id === id)
  if (!row) throw new Error('invitation vanished')
  return { ...row, path }
}

/**
 * Withdraws a person's unanswered invitations to a workspace: their links stop working and a
 * session one of them opened ends. Inside a transaction; the caller emits `access` after.
 */
export function revokePendingInvitations(
  ctx: CoreContext,
  workspaceId: string,
  userId: string,
): void {
  const pending = ctx.db
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        eq(invitations.workspaceId, workspaceId),
        eq(invitations.userId, userId),
        eq(invitations.status, 'pending'),
      ),
    )
    .all()
  revokeInvitations(
    ctx,
    pending.map((p) => p.id),
  )
}

/** Marks invitations revoked, revokes their links and ends the sessions those links opened. */
export function revokeInvitations(ctx: CoreContext, ids: readonly string[]): void {
  if (ids.length === 0) return
  const now = ctx.clock.now()
  const links = ctx.db
    .select({ linkId: invitations.loginLinkId })
    .from(invitations)
    .where(inArray(invitations.id, [...ids]))
    .all()
    .flatMap((r) => (r.linkId ? [r.linkId] : []))
  ctx.db
    .update(invitations)
    .set({ status: 'revoked', respondedAt: now })
    .where(and(inArray(invitations.id, [...ids]), eq(invitations.status, 'pending')))
    .run()
  if (links.length > 0) {
    ctx.db
      .update(loginLinks)
      .set({ revokedAt: now })
      .where(and(inArray(loginLinks.id, links), isNull(loginLinks.revokedAt)))
      .run()
  }
  revokeSessionsStartedBy(ctx, links)
}

export function listInvitations(ctx: CoreContext, actor: Actor): InvitationDto[] {
  requireRole(actor, 'admin', 'see invitations')
  return selectInvitations(ctx)
    .where(eq(invitations.workspaceId, actor.workspaceId))
    .orderBy(desc(invitations.createdAt))
    .all()
    .map((r) => toDto(ctx, r))
}

export function revokeInvitation(ctx: CoreContext, actor: Actor, invitationId: string): void {
  requireRole(actor, 'admin', 'revoke invitations')
  const row = ctx.db
    .select({ userId: invitations.userId, status: invitations.status })
    .from(invitations)
    .where(and(eq(invitations.id, invitationId), eq(invitations.workspaceId, actor.workspaceId)))
    .get()
  if (!row) throw notFound('Invitation')
  if (row.status !== 'pending')
    throw new CoreError('CONFLICT', `This invitation was already ${row.status}.`)
  immediate(ctx.db, () => revokeInvitations(ctx, [invitationId]))
  // A session the leaked link opened closes its streams now.
  ctx.signals.emit('access', row.userId)
  ctx.signals.emit('changed', actor.workspaceId, 'members')
}

function pendingRows(ctx: CoreContext, principal: Principal): Row[] {
  return selectInvitations(ctx)
    .where(and(eq(invitations.userId, principal.userId), eq(invitations.status, 'pending')))
    .orderBy(desc(invitations.createdAt))
    .all()
    .filter((i) => answerable(ctx, principal, i))
}

/** Pending invitations this principal may answer (see ./invitee): its own, opened in this session. */
export function myInvitations(ctx: CoreContext, principal: Principal): InvitationDto[] {
  return pendingRows(ctx, principal).map((r) => toDto(ctx, r))
}

function pendingFor(ctx: CoreContext, principal: Principal, invitationId: string): InvitationDto {
  const found = pendingRows(ctx, principal).find((i) => i.id === invitationId)
  if (!found) throw notFound('Invitation')
  return toDto(ctx, found)
}

export function acceptInvitation(
  ctx: CoreContext,
  principal: Principal,
  invitationId: string,
): InvitationDto {
  const now = ctx.clock.now()
  const invitation = immediate(ctx.db, () => {
    // Checked inside the write: a revocation racing the answer wins or loses whole.
    const found = pendingFor(ctx, principal, invitationId)
    ctx.db
      .insert(members)
      .values({
        id: ctx.ids.next('mem'),
        workspaceId: found.workspaceId,
        userId: principal.userId,
        role: found.role,
        createdAt: now,
      })
      .onConflictDoNothing()
      .run()
    ctx.db
      .update(invitations)
      .set({ status: 'accepted', respondedAt: now })
      .where(eq(invitations.id, invitationId))
      .run()
    widenSessionScope(ctx, principal, found.workspaceId)
    return found
  })
  // Open streams of this session start hearing about the workspace just joined.
  ctx.signals.emit('access', principal.userId)
  ctx.signals.emit('changed', invitation.workspaceId, 'members')
  return { ...invitation, status: 'accepted' }
}

export function declineInvitation(
  ctx: CoreContext,
  principal: Principal,
  invitationId: string,
): InvitationDto {
  const now = ctx.clock.now()
  const invitation = immediate(ctx.db, () => {
    const found = pendingFor(ctx, principal, invitationId)
    ctx.db
      .update(invitations)
      .set({ status: 'declined', respondedAt: now })
      .where(eq(invitations.id, invitationId))
      .run()
    revokeLinkOf(ctx, invitationId, now)
    return found
  })
  ctx.signals.emit('changed', invitation.workspaceId, 'members')
  return { ...invitation, status: 'declined' }
}

function revokeLinkOf(ctx: CoreContext, invitationId: string, now: number): void {
  const linkId = ctx.db
    .select({ linkId: invitations.loginLinkId })
    .from(invitations)
    .where(eq(invitations.id, invitationId))
    .get()?.linkId
  if (linkId)
    ctx.db.update(loginLinks).set({ revokedAt: now }).where(eq(loginLinks.id, linkId)).run()
}
