// The quota ledger (Google Play's reads and replies) and the stores' own quota reports.
export const LEDGER_USED =
  'SELECT count(*) AS n FROM quota_ledger WHERE scope = ? AND kind = ? AND at > ?'
export const LEDGER_NTH =
  'SELECT at FROM quota_ledger WHERE scope = ? AND kind = ? AND at > ? ORDER BY at LIMIT 1 OFFSET ?'
export const BLOCKED_UNTIL = 'SELECT blocked_until FROM quota_reports WHERE scope = ?'
export const LEDGER_PRUNE = 'DELETE FROM quota_ledger WHERE scope = ? AND kind = ? AND at <= ?'
export const LEDGER_INSERT = 'INSERT INTO quota_ledger (scope, kind, at) VALUES (?, ?, ?)'
export const BLOCK_SCOPE = `INSERT INTO quota_reports (scope, reported_at, blocked_until) VALUES (?, ?, ?)
       ON CONFLICT (scope) DO UPDATE SET reported_at = excluded.reported_at, blocked_until = excluded.blocked_until`
