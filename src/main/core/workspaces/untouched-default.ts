import type Database from 'better-sqlite3'
import type { Principal } from '../access/actor'
import type { CoreContext } from '../context'
import { prepared } from '../db/statements'
import { rowsInWorkspace, TABLE_COLUMNS, USER_TABLES, WORKSPACES_OF_USER } from './queries'

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
  const mine = prepared(sqlite, WORKSPACES_OF_USER).all(principal.userId) as {
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
    const row = prepared(sqlite, rowsInWorkspace(table)).get(only.id) as { n: number }
    if (row.n > limit) return null
  }
  return only.id
}

function tablesWithWorkspaceColumn(sqlite: Database.Database): string[] {
  const tables = prepared(sqlite, USER_TABLES).all() as { name: string }[]
  return tables
    .map((t) => t.name)
    .filter((name) =>
      (prepared(sqlite, TABLE_COLUMNS).all(name) as { name: string }[]).some(
        (c) => c.name === 'workspace_id',
      ),
    )
}
