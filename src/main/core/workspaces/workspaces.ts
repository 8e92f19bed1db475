import { userInfo } from 'node:os'
import { asc, eq } from 'drizzle-orm'
import type { WorkspaceDto } from '../../../shared/dto/workspaces'
import type { Actor, Principal } from '../access/actor'
import { inScope, requireRole } from '../access/actor'
import { mayCreateWorkspaces } from '../access/installation'
import { widenSessionScope } from '../access/sessions'
import { forbidden } from '../errors'
import type { CoreContext } from '../context'
import type { Db } from '../db/open'
import { members, users, workspaces } from '../db/schema'
import type { Clock } from '../clock'
import type { IdSource } from '../ids'
import { evaluatePlan } from '../plans/effective-plan'
import { DEFAULT_WORKSPACE_NAME, untouchedDefaultWorkspace } from './untouched-default'
import { immediate } from '../db/transaction'

/** First run: an owner and a workspace in which the owner is an admin. Later runs: no-op. */
export function ensureOwner(db: Db, clock: Clock, ids: IdSource): string {
  const existing = db.select({ id: users.id }).from(users).orderBy(asc(users.createdAt)).limit(1).get()
  if (existing) return existing.id
  const now = clock.now()
  const userId = ids.next('usr')
  let name = 'Owner'
  try {
    name = userInfo().username || name
  } catch {
    // No user database entry (some containers): keep the default.
  }
  immediate(db, () => {
    db.insert(users).values({ id: userId, name, email: null, createdAt: now }).run()
    createWorkspaceRows(db, ids, now, userId, DEFAULT_WORKSPACE_NAME)
  })
  return userId
}

function createWorkspaceRows(db: Db, ids: IdSource, now: number, userId: string, name: string): string {
  const workspaceId = ids.next('ws')
  db.insert(workspaces)
    .values({ id: workspaceId, name, ownerUserId: userId, trialStartedAt: now, createdAt: now })
    .run()
  db.insert(members)
    .values({ id: ids.next('mem'), workspaceId, userId, role: 'admin', createdAt: now })
    .run()
  return workspaceId
}

export function listWorkspaces(ctx: CoreContext, principal: Principal): WorkspaceDto[] {
  const rows = ctx.db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      role: members.role,
      plan: workspaces.plan,
      createdAt: workspaces.createdAt,
    })
    .from(members)
    .innerJoin(workspaces, eq(workspaces.id, members.workspaceId))
    .where(eq(members.userId, principal.userId))
    .orderBy(asc(workspaces.createdAt), asc(workspaces.id))
    .all()
    .filter((w) => inScope(principal, w.id))
  // The stored plan is a cache; the trial's end or a licence's expiry is decided now.
  return rows.map((w) => ({ ...w, plan: evaluatePlan(ctx, w.id)?.plan ?? w.plan }))
}

/**
 * A new workspace with the principal as its admin. Only the installation owner creates
 * workspaces, or admins when the owner has allowed it. The first one a person creates on a fresh
 * installation replaces the unused first-run workspace, so `workspace create --name Acme` leaves
 * exactly one workspace, "Acme", and that is what the app opens.
 */
export function createWorkspace(ctx: CoreContext, principal: Principal, name: string): WorkspaceDto {
  const adminSomewhere = listWorkspaces(ctx, principal).some((w) => w.role === 'admin')
  if (!mayCreateWorkspaces(ctx, principal, adminSomewhere)) {
    throw forbidden('Only the installation owner can create workspaces here. Ask them to create one, or to let admins create workspaces.')
  }
  const id = immediate(ctx.db, () => {
    const placeholder = untouchedDefaultWorkspace(ctx, principal)
    if (placeholder) ctx.db.delete(workspaces).where(eq(workspaces.id, placeholder)).run()
    const created = createWorkspaceRows(ctx.db, ctx.ids, ctx.clock.now(), principal.userId, name)
    widenSessionScope(ctx, principal, created)
    return created
  })
  ctx.signals.emit('access', principal.userId)
  ctx.signals.emit('changed', id, 'workspaces')
  return getWorkspace(ctx, { ...principal, scope: null }, id)
}

export function renameWorkspace(ctx: CoreContext, actor: Actor, name: string): WorkspaceDto {
  requireRole(actor, 'admin', 'rename the workspace')
  ctx.db.update(workspaces).set({ name }).where(eq(workspaces.id, actor.workspaceId)).run()
  ctx.signals.emit('changed', actor.workspaceId, 'workspaces')
  return getWorkspace(ctx, actor, actor.workspaceId)
}

function getWorkspace(ctx: CoreContext, principal: Principal, workspaceId: string): WorkspaceDto {
  const found = listWorkspaces(ctx, principal).find((w) => w.id === workspaceId)
  if (!found) throw new Error(`workspace ${workspaceId} vanished`)
  return found
}
