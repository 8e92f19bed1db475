import type Database from 'better-sqlite3'

/** A statement the connection ran, with the values it ran with. */
export interface Ran {
  sql: string
  args: unknown[]
}

/** Records every statement the connection prepares from now on, with the values it ran with. */
export function recordStatements(sqlite: Database.Database): Ran[] {
  const ran: Ran[] = []
  const prepare = sqlite.prepare.bind(sqlite)
  sqlite.prepare = ((sql: string) => {
    const statement = prepare(sql)
    for (const method of ['get', 'all'] as const) {
      const original = statement[method].bind(statement) as (...args: unknown[]) => unknown
      Object.assign(statement, {
        [method]: (...args: unknown[]) => {
          ran.push({ sql, args })
          return original(...args)
        },
      })
    }
    return statement
  }) as typeof sqlite.prepare
  return ran
}

/** The steps of a recorded statement's plan (`EXPLAIN QUERY PLAN`), as SQLite words them. */
export const plan = (sqlite: Database.Database, { sql, args }: Ran): string[] =>
  (sqlite.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...args) as { detail: string }[]).map(
    (r) => r.detail,
  )
