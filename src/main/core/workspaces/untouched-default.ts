import type Database from 'better-sqlite3'
import type { Principal } from '../access/actor'
import type { CoreContext } from '../context'

/** The name of the workspace made on first run, so the app has somewhere to open. */
export const DEFAULT_WORKSPACE_NAME = 'My workspace'

/**
 * The first-run workspace, if nobody has used it: still the principal's only workspace, made
 * together with the installation owner (same moment), still named "My workspace", with the
 * default plan and settings, the owner as its only member, and no row of any kind in any other
 * table (apps, keys, webhooks, credentials, brand voice, licences, sign-in links…). Tables are
 * found from the schema, so a table added later counts without anyone remembering to list it.
 */
export function untouchedDefaultWorkspace(ctx: CoreContext, principal: Principal): string | null {
  const sqlite = ctx.db.$client
  const mine = sqlite
    .prepare(
      `SELECT w.id, w.name, w.plan, w.settings, w.created_at, w.owner_user_id, u.created_at AS owner_created_at
       FROM members m JOIN workspaces w ON w.id = m.workspace_id JOIN users u ON u.id = w.owner_user_id
       WHERE m.user_id = ?`,
    )
    .all(principal.userId) as {
    id: string
    name: string
    plan: string
    settings: string
    created_at: number
    owner_user_id: string
    owner_created_at: number
  }[]
  const only = mine.length === 1 ? mine[0] : undefined
  if (!only) return null
  const pristine =
    only.owner_user_id === principal.userId &&
    only.owner_user_id === ctx.ownerUserId &&
    only.created_at === only.owner_created_at &&
    only.name === DEFAULT_WORKSPACE_NAME &&
    only.plan === 'trial' &&
    only.settings === '{}'
  if (!pristine) return null
  for (const table of tablesWithWorkspaceColumn(sqlite)) {
    const limit = table === 'members' ? 1 : 0
    const row = sqlite.prepare(`SELECT count(*) AS n FROM "${table}" WHERE workspace_id = ?`).get(only.id) as { n: number }
    if (row.n > limit) return null
  }
  return only.id
}

function tablesWithWorkspaceColumn(sqlite: Database.Database): string[] {
  const tables = sqlite
    .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`)
    .all() as { name: string }[]
  return tables
    .map((t) => t.name)
    .filter((name) =>
      (sqlite.prepare(`SELECT name FROM pragma_table_info(?)`).all(name) as { name: string }[]).some(
        (c) => c.name === 'workspace_id',
      ),
    )
}
