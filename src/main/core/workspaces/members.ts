import { and, asc, eq, isNull } from 'drizzle-orm'
import { clearAssignmentsOf } from '../triage/assign'
import type { Role } from '../../../shared/roles'
import type { MemberDto, MemberRemovedDto } from '../../../shared/dto/workspaces'
import { requireRole, type Actor } from '../access/actor'
import { revokePendingInvitations } from '../access/invitations'
import { revokeAccessInWorkspace } from '../access/sessions'
import type { CoreContext } from '../context'
import { apiKeys, members, users, workspaces } from '../db/schema'
import { CoreError, notFound } from '../errors'
import { immediate } from '../db/transaction'

/**
 * Admins see everyone's e-mail (they manage sign-in); others see only their own, so a viewer
 * cannot harvest the addresses of people who are admins elsewhere.
 */
export function listMembers(ctx: CoreContext, actor: Actor): MemberDto[] {
  return allMembers(ctx, actor.workspaceId).map((m) =>
    actor.role === 'admin' || m.userId === actor.userId ? m : { ...m, email: null },
  )
}

function allMembers(ctx: CoreContext, workspaceId: string): MemberDto[] {
  return ctx.db
    .select({
      id: members.id,
      userId: users.id,
      name: users.name,
      email: users.email,
      role: members.role,
      owner: workspaces.ownerUserId,
      createdAt: members.createdAt,
    })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .innerJoin(workspaces, eq(workspaces.id, members.workspaceId))
    .where(eq(members.workspaceId, workspaceId))
    .orderBy(asc(members.createdAt), asc(members.id))
    .all()
    .map(({ owner, ...m }) => ({ ...m, isOwner: owner === m.userId }))
}

function getMember(ctx: CoreContext, actor: Actor, memberId: string): MemberDto {
  const found = listMembers(ctx, actor).find((m) => m.id === memberId)
  if (!found) throw notFound('Member')
  return found
}

/**
 * Adds a new person. Someone who already has an account (same e-mail) is never added directly:
 * they must be invited and accept, or any admin could pull them into a workspace of their own.
 */
export function addMember(
  ctx: CoreContext,
  actor: Actor,
  input: { name: string; email?: string | undefined; role: Role },
): MemberDto {
  requireRole(actor, 'admin', 'add members')
  const now = ctx.clock.now()
  const email = input.email?.toLowerCase() ?? null
  const memberId = immediate(ctx.db, () => {
    const existing = email ? ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)).get() : undefined
    if (existing) {
      const already = ctx.db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.workspaceId, actor.workspaceId), eq(members.userId, existing.id)))
        .get()
      if (already) throw new CoreError('CONFLICT', `${email} is already a member of this workspace.`, 'email')
      throw new CoreError(
        'CONFLICT',
        `${email} already has an account on this server. Send them an invitation instead; they join when they accept it.`,
        'email',
      )
    }
    const userId = ctx.ids.next('usr')
    ctx.db.insert(users).values({ id: userId, name: input.name, email, createdAt: now }).run()
    const id = ctx.ids.next('mem')
    ctx.db.insert(members).values({ id, workspaceId: actor.workspaceId, userId, role: input.role, createdAt: now }).run()
    return id
  })
  ctx.signals.emit('changed', actor.workspaceId, 'workspaces')
  return getMember(ctx, actor, memberId)
}

function adminCount(ctx: CoreContext, workspaceId: string): number {
  return ctx.db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.workspaceId, workspaceId), eq(members.role, 'admin')))
    .all().length
}

export function setMemberRole(ctx: CoreContext, actor: Actor, memberId: string, role: Role): MemberDto {
  requireRole(actor, 'admin', 'change roles')
  const member = getMember(ctx, actor, memberId)
  if (member.isOwner && role !== 'admin') {
    throw new CoreError('CONFLICT', 'The workspace owner is always an admin.')
  }
  if (member.role === 'admin' && role !== 'admin' && adminCount(ctx, actor.workspaceId) <= 1) {
    throw new CoreError('CONFLICT', 'A workspace needs at least one admin.')
  }
  ctx.db.update(members).set({ role }).where(eq(members.id, memberId)).run()
  ctx.signals.emit('changed', actor.workspaceId, 'workspaces')
  return getMember(ctx, actor, memberId)
}

/** The user id behind an e-mail, for invitations (admins only reach this through `members.invite`). */
export function userIdByEmail(ctx: CoreContext, email: string): string {
  const found = ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase())).get()
  if (!found) throw new CoreError('NOT_FOUND', `Nobody with the e-mail ${email} has an account here yet. Add them as a new member instead.`, 'email')
  return found.id
}

/**
 * Removes a member and ends their access here at once: links for this workspace stop working,
 * their sessions lose it (open event streams close), pending invitations die. The API keys they
 * created keep working until an admin decides, so they are returned to be kept or revoked.
 */
export function removeMember(ctx: CoreContext, actor: Actor, memberId: string): MemberRemovedDto {
  requireRole(actor, 'admin', 'remove members')
  const member = allMembers(ctx, actor.workspaceId).find((m) => m.id === memberId)
  if (!member) throw notFound('Member')
  if (member.isOwner) throw new CoreError('CONFLICT', 'The workspace owner cannot be removed.')
  if (member.role === 'admin' && adminCount(ctx, actor.workspaceId) <= 1) {
    throw new CoreError('CONFLICT', 'A workspace needs at least one admin.')
  }
  immediate(ctx.db, () => {
    ctx.db.delete(members).where(eq(members.id, memberId)).run()
    revokeAccessInWorkspace(ctx, member.userId, actor.workspaceId)
    revokePendingInvitations(ctx, actor.workspaceId, member.userId)
    clearAssignmentsOf(ctx, actor.workspaceId, member.userId, actor.userId)
  })
  ctx.signals.emit('access', member.userId)
  ctx.signals.emit('changed', actor.workspaceId, 'workspaces')
  const keys = ctx.db
    .select({ id: apiKeys.id, name: apiKeys.name, prefix: apiKeys.prefix, createdAt: apiKeys.createdAt, lastUsedAt: apiKeys.lastUsedAt })
    .from(apiKeys)
    .where(and(eq(apiKeys.workspaceId, actor.workspaceId), eq(apiKeys.createdByUserId, member.userId), isNull(apiKeys.revokedAt)))
    .all()
  return { apiKeys: keys }
}
