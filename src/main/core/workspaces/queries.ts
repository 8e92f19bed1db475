export const WORKSPACES_OF_USER = `SELECT w.id, w.name, w.plan, w.settings, w.created_at, w.owner_user_id, u.created_at AS owner_created_at
       FROM members m JOIN workspaces w ON w.id = m.workspace_id JOIN users u ON u.id = w.owner_user_id
       WHERE m.user_id = ?`
export const USER_TABLES = `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`
export const TABLE_COLUMNS = `SELECT name FROM pragma_table_info(?)`
/** Rows of `table` (a name read from sqlite_master, never from input) in one workspace. */
export const rowsInWorkspace = (table: string) =>
  `SELECT count(*) AS n FROM "${table}" WHERE workspace_id = ?`
