import { and, desc, eq } from 'drizzle-orm'
import type { Role } from '../../../shared/roles'
import type { InvitationDto, NewInvitationDto } from '../../../shared/dto/workspaces'
import type { CoreContext } from '../context'
import { invitations, loginLinks, members, users, workspaces } from '../db/schema'
import { CoreError, notFound } from '../errors'
import { inScope, requireRole, type Actor, type Principal } from './actor'
import { insertWorkspaceLink } from './login-links'
import { widenSessionScope } from './sessions'
import { immediate } from '../db/transaction'

function selectInvitations(ctx: CoreContext) {
  return ctx.db
    .select({
      id: invitations.id,
      workspaceId: invitations.workspaceId,
      workspaceName: workspaces.name,
      userId: invitations.userId,
      name: users.name,
      role: invitations.role,
      invitedBy: invitations.invitedByUserId,
      status: invitations.status,
      createdAt: invitations.createdAt,
    })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.userId))
    .innerJoin(workspaces, eq(workspaces.id, invitations.workspaceId))
}

const inviterName = (ctx: CoreContext, userId: string | null): string | null =>
  userId ? (ctx.db.select({ name: users.name }).from(users).where(eq(users.id, userId)).get()?.name ?? null) : null

const withInviter = (ctx: CoreContext, row: InvitationDto): InvitationDto => ({ ...row, invitedBy: inviterName(ctx, row.invitedBy) })

/**
 * Asks someone who already has an account to join. Nothing is granted yet: they join only by
 * accepting while signed in through the link returned here (single use, 7 days), which is the
 * one thing that lets their session see this workspace's invitation.
 */
export function inviteUser(ctx: CoreContext, actor: Actor, userId: string, role: Role): NewInvitationDto {
  requireRole(actor, 'admin', 'invite members')
  const already = ctx.db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.workspaceId, actor.workspaceId), eq(members.userId, userId)))
    .get()
  if (already) throw new CoreError('CONFLICT', 'That person is already a member of this workspace.', 'email')
  const id = ctx.ids.next('inv')
  const path = immediate(ctx.db, () => {
    // A new invitation replaces a pending one, so only the latest link and role count.
    revokePendingInvitations(ctx, actor.workspaceId, userId)
    const link = insertWorkspaceLink(ctx, actor, userId, {})
    ctx.db
      .insert(invitations)
      .values({
        id,
        workspaceId: actor.workspaceId,
        userId,
        role,
        invitedByUserId: actor.userId,
        loginLinkId: link.id,
        createdAt: ctx.clock.now(),
      })
      .run()
    return link.path
  })
  const row = listInvitations(ctx, actor).find((i) => i.id === id)
  if (!row) throw new Error('invitation vanished')
  return { ...row, path }
}

/** Withdraws a person's unanswered invitations to a workspace and ends their links. Inside a transaction. */
export function revokePendingInvitations(ctx: CoreContext, workspaceId: string, userId: string): void {
  const now = ctx.clock.now()
  const pending = ctx.db
    .select({ id: invitations.id, linkId: invitations.loginLinkId })
    .from(invitations)
    .where(and(eq(invitations.workspaceId, workspaceId), eq(invitations.userId, userId), eq(invitations.status, 'pending')))
    .all()
  for (const p of pending) {
    ctx.db.update(invitations).set({ status: 'revoked', respondedAt: now }).where(eq(invitations.id, p.id)).run()
    if (p.linkId) ctx.db.update(loginLinks).set({ revokedAt: now }).where(eq(loginLinks.id, p.linkId)).run()
  }
}

export function listInvitations(ctx: CoreContext, actor: Actor): InvitationDto[] {
  requireRole(actor, 'admin', 'see invitations')
  return selectInvitations(ctx)
    .where(eq(invitations.workspaceId, actor.workspaceId))
    .orderBy(desc(invitations.createdAt))
    .all()
    .map((r) => withInviter(ctx, r))
}

export function revokeInvitation(ctx: CoreContext, actor: Actor, invitationId: string): void {
  requireRole(actor, 'admin', 'revoke invitations')
  const row = ctx.db
    .select({ userId: invitations.userId, status: invitations.status })
    .from(invitations)
    .where(and(eq(invitations.id, invitationId), eq(invitations.workspaceId, actor.workspaceId)))
    .get()
  if (!row) throw notFound('Invitation')
  if (row.status !== 'pending') throw new CoreError('CONFLICT', `This invitation was already ${row.status}.`)
  immediate(ctx.db, () => revokePendingInvitations(ctx, actor.workspaceId, row.userId))
}

/** Pending invitations this session may answer: only those whose link opened it (or the owner's own). */
export function myInvitations(ctx: CoreContext, principal: Principal): InvitationDto[] {
  return selectInvitations(ctx)
    .where(and(eq(invitations.userId, principal.userId), eq(invitations.status, 'pending')))
    .orderBy(desc(invitations.createdAt))
    .all()
    .filter((i) => inScope(principal, i.workspaceId))
    .map((r) => withInviter(ctx, r))
}

function pendingFor(ctx: CoreContext, principal: Principal, invitationId: string) {
  const found = myInvitations(ctx, principal).find((i) => i.id === invitationId)
  if (!found) throw notFound('Invitation')
  return found
}

export function acceptInvitation(ctx: CoreContext, principal: Principal, invitationId: string): InvitationDto {
  const invitation = pendingFor(ctx, principal, invitationId)
  const now = ctx.clock.now()
  immediate(ctx.db, () => {
    ctx.db
      .insert(members)
      .values({ id: ctx.ids.next('mem'), workspaceId: invitation.workspaceId, userId: principal.userId, role: invitation.role, createdAt: now })
      .onConflictDoNothing()
      .run()
    ctx.db.update(invitations).set({ status: 'accepted', respondedAt: now }).where(eq(invitations.id, invitationId)).run()
    widenSessionScope(ctx, principal, invitation.workspaceId)
  })
  // Open streams of this session start hearing about the workspace just joined.
  ctx.signals.emit('access', principal.userId)
  ctx.signals.emit('changed', invitation.workspaceId, 'members')
  return { ...invitation, status: 'accepted' }
}

export function declineInvitation(ctx: CoreContext, principal: Principal, invitationId: string): InvitationDto {
  const invitation = pendingFor(ctx, principal, invitationId)
  const now = ctx.clock.now()
  immediate(ctx.db, () => {
    ctx.db.update(invitations).set({ status: 'declined', respondedAt: now }).where(eq(invitations.id, invitationId)).run()
    revokeLinkOf(ctx, invitationId, now)
  })
  ctx.signals.emit('changed', invitation.workspaceId, 'members')
  return { ...invitation, status: 'declined' }
}

function revokeLinkOf(ctx: CoreContext, invitationId: string, now: number): void {
  const linkId = ctx.db.select({ linkId: invitations.loginLinkId }).from(invitations).where(eq(invitations.id, invitationId)).get()?.linkId
  if (linkId) ctx.db.update(loginLinks).set({ revokedAt: now }).where(eq(loginLinks.id, linkId)).run()
}
