import type { Database, Statement } from 'better-sqlite3'
import { asc, eq } from 'drizzle-orm'
import { inboxReviewStats } from '../inbox/app-stats'
import type { CoreContext } from '../context'
import { apps, storeListings } from '../db/schema'
import { toPublicApp, type PublicApp, type Store } from '../public/serialize'
import { prepared } from '../db/statements'
import { ratingTotalsByApp } from '../history/ratings'
import { DATA_VERSION } from './queries'

type Stats = ReturnType<typeof inboxReviewStats>

/**
 * Every app of a workspace in the public shape, by name. The per-app review count and mean rating
 * scan every review of the workspace, so they are kept until the database changes: any commit
 * (this connection's or another's) moves the version and the next call recomputes them.
 */
export class PublicApps {
  private readonly version: Statement<[], { c: number; v: number }>
  private readonly stats = new Map<string, { version: string; stats: Stats }>()

  constructor(
    private readonly ctx: CoreContext,
    sqlite: Database,
  ) {
    this.version = prepared(sqlite, DATA_VERSION)
  }

  private statsFor(workspaceId: string): Stats {
    const row = this.version.get()
    const version = `${row?.c}:${row?.v}`
    const cached = this.stats.get(workspaceId)
    if (cached?.version === version) return cached.stats
    const stats = inboxReviewStats(this.ctx, workspaceId)
    this.stats.set(workspaceId, { version, stats })
    return stats
  }

  list(workspaceId: string): PublicApp[] {
    const appRows = this.ctx.db
      .select()
      .from(apps)
      .where(eq(apps.workspaceId, workspaceId))
      .orderBy(asc(apps.name), asc(apps.id))
      .all()
    const storesByApp = new Map<string, Store[]>()
    for (const l of this.ctx.db
      .select({ appId: storeListings.appId, store: storeListings.store })
      .from(storeListings)
      .where(eq(storeListings.workspaceId, workspaceId))
      .all()) {
      storesByApp.set(l.appId, [...(storesByApp.get(l.appId) ?? []), l.store])
    }
    const stats = this.statsFor(workspaceId)
    const withoutText = ratingTotalsByApp(this.ctx.db.$client, workspaceId)
    return appRows.map((a) =>
      toPublicApp(
        a,
        storesByApp.get(a.id) ?? [],
        stats.get(a.id) ?? { total: 0, mean: null },
        withoutText.get(a.id),
      ),
    )
  }
}
