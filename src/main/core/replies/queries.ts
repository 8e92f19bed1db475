/** The replies module's SQL, through the shared statement cache (`statement(ctx.db, sql)`). */

// Written with every reply change, thousands at a time by automatic drafting: a prepared statement.
export const INSERT_REPLY_EVENT = `INSERT INTO reply_events (id, workspace_id, review_id, actor_user_id, action, from_status,
  to_status, body, detail, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
