import { and, eq } from 'drizzle-orm'
import { roleAtLeast, type Role } from '../../../shared/roles'
import type { CoreContext } from '../context'
import { members } from '../db/schema'
import { CoreError, notFound } from '../errors'

/** Who is asking, and in which workspace. Every workspace-scoped core function takes one. */
export interface Actor {
  userId: string
  workspaceId: string
  role: Role
  /** Set when a program acts for the person (e.g. "MCP assistant"); named in the audit trail. */
  via?: string
}

/** The signed-in person, before a workspace is chosen. */
export interface Principal {
  userId: string
  /** The browser session acting (serve); absent for the desktop and the CLI. */
  sessionId?: string
  /**
   * The workspaces this session may act in, on top of being a member there now; absent or null:
   * every membership (desktop, CLI, the owner's start-up link).
   */
  scope?: readonly string[] | null
  /**
   * A program acting for this person, e.g. "MCP assistant": it keeps the person's role, but may
   * approve or publish only where an admin allowed assistants to (assistants/settings.ts).
   */
  via?: string
}

export const inScope = (principal: Principal, workspaceId: string): boolean =>
  !principal.scope || principal.scope.includes(workspaceId)

/**
 * Resolves the principal's membership in a workspace. A workspace the person is not a member of
 * is reported as not found, exactly like one that does not exist.
 */
export function actorFor(ctx: CoreContext, principal: Principal, workspaceId: string): Actor {
  if (!inScope(principal, workspaceId)) throw notFound('Workspace')
  const row = ctx.db
    .select({ role: members.role })
    .from(members)
    .where(and(eq(members.workspaceId, workspaceId), eq(members.userId, principal.userId)))
    .get()
  if (!row) throw notFound('Workspace')
  const actor: Actor = { userId: principal.userId, workspaceId, role: row.role }
  if (principal.via) actor.via = principal.via
  return actor
}

const ROLE_WORDS: Record<Role, string> = {
  viewer: 'a viewer',
  editor: 'an editor or admin',
  admin: 'an admin',
}

export function requireRole(actor: Actor, required: Role, doing: string): void {
  if (!roleAtLeast(actor.role, required)) {
    throw new CoreError(
      'FORBIDDEN',
      `Only ${ROLE_WORDS[required]} can ${doing}; you are ${actor.role === 'viewer' ? 'a' : 'an'} ${actor.role} in this workspace.`,
    )
  }
}
