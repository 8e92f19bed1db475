import { and, asc, eq } from 'drizzle-orm'
import type { Role } from '../../../shared/roles'
import type { MemberDto } from '../../../shared/dto/workspaces'
import { requireRole, type Actor } from '../access/actor'
import type { CoreContext } from '../context'
import { members, users, workspaces } from '../db/schema'
import { CoreError, notFound } from '../errors'

export function listMembers(ctx: CoreContext, actor: Actor): MemberDto[] {
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
    .where(eq(members.workspaceId, actor.workspaceId))
    .orderBy(asc(members.createdAt), asc(members.id))
    .all()
    .map(({ owner, ...m }) => ({ ...m, isOwner: owner === m.userId }))
}

export function getMember(ctx: CoreContext, actor: Actor, memberId: string): MemberDto {
  const found = listMembers(ctx, actor).find((m) => m.id === memberId)
  if (!found) throw notFound('Member')
  return found
}

/** Adds a person (matched by e-mail when given, so one person can be in several workspaces). */
export function addMember(
  ctx: CoreContext,
  actor: Actor,
  input: { name: string; email?: string | undefined; role: Role },
): MemberDto {
  requireRole(actor, 'admin', 'add members')
  const now = ctx.clock.now()
  const email = input.email?.toLowerCase() ?? null
  const memberId = ctx.db.transaction((tx) => {
    let userId = email ? tx.select({ id: users.id }).from(users).where(eq(users.email, email)).get()?.id : undefined
    if (!userId) {
      userId = ctx.ids.next('usr')
      tx.insert(users).values({ id: userId, name: input.name, email, createdAt: now }).run()
    }
    const already = tx
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.workspaceId, actor.workspaceId), eq(members.userId, userId)))
      .get()
    if (already) throw new CoreError('CONFLICT', `${email ?? input.name} is already a member of this workspace.`)
    const id = ctx.ids.next('mem')
    tx.insert(members).values({ id, workspaceId: actor.workspaceId, userId, role: input.role, createdAt: now }).run()
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

export function removeMember(ctx: CoreContext, actor: Actor, memberId: string): void {
  requireRole(actor, 'admin', 'remove members')
  const member = getMember(ctx, actor, memberId)
  if (member.isOwner) throw new CoreError('CONFLICT', 'The workspace owner cannot be removed.')
  if (member.role === 'admin' && adminCount(ctx, actor.workspaceId) <= 1) {
    throw new CoreError('CONFLICT', 'A workspace needs at least one admin.')
  }
  ctx.db.delete(members).where(eq(members.id, memberId)).run()
  ctx.signals.emit('changed', actor.workspaceId, 'workspaces')
}
