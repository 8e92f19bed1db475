/** The outbox's SQL, through the shared statement cache (`statement(ctx.db, sql)`). */

// A dedupe key already used inserts nothing (`changes` is 0): the same cause never gives a second event.
export const INSERT_OUTBOX_EVENT =
  'INSERT INTO outbox_events (id, workspace_id, type, payload, dedupe_key, created_at, fanned_out_at) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (dedupe_key) DO NOTHING'
