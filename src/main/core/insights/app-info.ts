import { eq, sql } from 'drizzle-orm'
import type { CoreContext } from '../context'
import { apps, reviews, storeListings } from '../db/schema'
import { ratingTotalsByApp } from '../history/ratings'
import { toPublicApp, type PublicApp } from '../public/serialize'

export type AppRow = typeof apps.$inferSelect

/** The App object of docs/integrations/api.md for one app, as events carry it. */
export function publicAppFor(ctx: CoreContext, app: AppRow): PublicApp {
  const stores = ctx.db
    .select({ store: storeListings.store })
    .from(storeListings)
    .where(eq(storeListings.appId, app.id))
    .all()
    .map((l) => l.store)
  const stats = ctx.db
    .select({ total: sql<number>`count(*)`, mean: sql<number | null>`avg(${reviews.rating})` })
    .from(reviews)
    .where(eq(reviews.appId, app.id))
    .get()
  return toPublicApp(
    app,
    stores,
    { total: stats?.total ?? 0, mean: stats?.mean ?? null },
    ratingTotalsByApp(ctx.db.$client, app.workspaceId).get(app.id),
  )
}

export function appsOfWorkspace(ctx: CoreContext, workspaceId: string): AppRow[] {
  return ctx.db.select().from(apps).where(eq(apps.workspaceId, workspaceId)).all()
}
