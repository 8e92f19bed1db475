/** The earliest moment this installation recorded anything (a trial that started before the trial rules). */
export const EARLIEST_RECORDED = `SELECT min(t) AS t FROM (
         SELECT created_at AS t FROM vault_keys UNION ALL
         SELECT created_at FROM users UNION ALL
         SELECT created_at FROM workspaces UNION ALL
         SELECT trial_started_at FROM workspaces UNION ALL
         SELECT applied_at FROM __migrations
       ) WHERE t IS NOT NULL AND t <= ?`
