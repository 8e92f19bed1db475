// One name for every savepoint `savepoint()` opens: SQLite releases and rolls back to the most
// recent one of a name, so they nest.
export const SAVEPOINT = 'SAVEPOINT rr_item'
export const RELEASE_SAVEPOINT = 'RELEASE rr_item'
export const ROLLBACK_TO_SAVEPOINT = 'ROLLBACK TO rr_item'
