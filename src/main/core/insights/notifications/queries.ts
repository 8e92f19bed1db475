/** The notification poller's SQL: the tables' current ends and its stored cursors (`app_state`). */

/** The last rowid of a table (a fixed text per table: the name is never interpolated). */
export const maxRowidSql = (table: 'outbox_events' | 'reply_events'): string =>
  table === 'outbox_events'
    ? 'select max(rowid) as m from outbox_events'
    : 'select max(rowid) as m from reply_events'

export const READ_CURSOR = 'select value from app_state where key = ?'
