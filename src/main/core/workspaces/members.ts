import { and, asc, eq } from 'drizzle-orm'
import { clearAssignmentsOf } from '../triage/assign'
import type { Role } from '../../../shared/roles'
import type {
  MemberDto,
  MemberRemovedDto,
  MemberRoleChangedDto,
  RevokedWithMemberDto,
} from '../../../shared/dto/workspaces'
import { requireRole, type Actor } from '../access/actor'
import { revokePendingInvitations } from '../access/invitations'
import { revokeWhatTheyMade } from '../access/made-by'
import { revokeAccessInWorkspace } from '../access/sessions'
import type { CoreContext } from '../context'
import { members, users, workspaces } from '../db/schema'
import { revokeKeysMadeBy } from '../keys/keys'
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
 * Adds a new person without an e-mail address; an admin then gives them a sign-in link. People
 * with an address join by invitation (`members.invite`), whose answer never says whether the
 * address already has an account here.
 */
export function addMember(
  ctx: CoreContext,
  actor: Actor,
  input: { name: string; role: Role },
): MemberDto {
  requireRole(actor, 'admin', 'add members')
  const now = ctx.clock.now()
  const memberId = immediate(ctx.db, () => {
    const userId = ctx.ids.next('usr')
    ctx.db.insert(users).values({ id: userId, name: input.name, email: null, createdAt: now }).run()
    const id = ctx.ids.next('mem')
    ctx.db
      .insert(members)
      .values({ id, workspaceId: actor.workspaceId, userId, role: input.role, createdAt: now })
      .run()
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

/**
 * Changes a member's role. An admin who becomes an editor or viewer loses what only an admin
 * could hand out: the links and invitations they made here, the sessions those opened, and their
 * API keys (see revokeMadeBy).
 */
export function setMemberRole(
  ctx: CoreContext,
  actor: Actor,
  memberId: string,
  role: Role,
): MemberRoleChangedDto {
  requireRole(actor, 'admin', 'change roles')
  const member = getMember(ctx, actor, memberId)
  if (member.isOwner && role !== 'admin') {
    throw new CoreError('CONFLICT', 'The workspace owner is always an admin.')
  }
  if (member.role === 'admin' && role !== 'admin' && adminCount(ctx, actor.workspaceId) <= 1) {
    throw new CoreError('CONFLICT', 'A workspace needs at least one admin.')
  }
  const lowered = member.role === 'admin' && role !== 'admin'
  const made = immediate(ctx.db, () => {
    ctx.db.update(members).set({ role }).where(eq(members.id, memberId)).run()
    return lowered ? revokeMadeBy(ctx, actor.workspaceId, member.userId) : null
  })
  for (const userId of made?.users ?? []) ctx.signals.emit('access', userId)
  ctx.signals.emit('changed', actor.workspaceId, 'workspaces')
  return { ...getMember(ctx, actor, memberId), revoked: made?.revoked ?? null }
}

/** Links, invitations, their sessions and API keys a person made in a workspace. In a transaction. */
function revokeMadeBy(
  ctx: CoreContext,
  workspaceId: string,
  userId: string,
): { revoked: RevokedWithMemberDto; users: string[] } {
  const { users: touched, ...counts } = revokeWhatTheyMade(ctx, workspaceId, userId)
  return {
    revoked: { ...counts, apiKeys: revokeKeysMadeBy(ctx, workspaceId, userId) },
    users: touched,
  }
}

/**
 * Removes a member and ends their access here at once: links for this workspace stop working,
 * their sessions lose it (open event streams close), invitations to them die, and so does
 * everything they handed out here (revokeMadeBy): nobody keeps access on their word.
 */
export function removeMember(ctx: CoreContext, actor: Actor, memberId: string): MemberRemovedDto {
  requireRole(actor, 'admin', 'remove members')
  const member = allMembers(ctx, actor.workspaceId).find((m) => m.id === memberId)
  if (!member) throw notFound('Member')
  if (member.isOwner) throw new CoreError('CONFLICT', 'The workspace owner cannot be removed.')
  if (member.role === 'admin' && adminCount(ctx, actor.workspaceId) <= 1) {
    throw new CoreError('CONFLICT', 'A workspace needs at least one admin.')
  }
  const made = immediate(ctx.db, () => {
    ctx.db.delete(members).where(eq(members.id, memberId)).run()
    revokeAccessInWorkspace(ctx, member.userId, actor.workspaceId)
    revokePendingInvitations(ctx, actor.workspaceId, member.userId)
    clearAssignmentsOf(ctx, actor.workspaceId, member.userId, actor.userId)
    return revokeMadeBy(ctx, actor.workspaceId, member.userId)
  })
  for (const userId of new Set([member.userId, ...made.users])) ctx.signals.emit('access', userId)
  ctx.signals.emit('changed', actor.workspaceId, 'workspaces')
  return { revoked: made.revoked }
}
