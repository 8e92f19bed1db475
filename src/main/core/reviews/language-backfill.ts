import type { CoreContext } from '../context'
import { statement } from '../db/statements'
import { resolveReviewLanguage } from '../drafting/language/resolve'
import { readCursor, writeCursor } from '../insights/notifications/cursor'
import { immediate } from '../db/transaction'
import { LANGUAGE_PENDING, SET_LANGUAGE } from './queries'

/** How far the pass has read `reviews`, by rowid, so a restart carries on where it stopped. */
const LANGUAGE_BACKFILL_CURSOR = 'reviews.language_backfill'
/** Reviews per step: detection is ~0.1–0.4 ms each, so a step stays well under 50 ms. */
const LANGUAGE_BACKFILL_BATCH = 100

/**
 * One step of detecting the language of reviews stored before ingest did it (App Store reviews
 * come without one). Returns false once every review has been looked at. Reviews whose language
 * cannot be told stay empty ("Unknown language") and are not retried on every start.
 */
export function backfillLanguagesStep(ctx: CoreContext, batch = LANGUAGE_BACKFILL_BATCH): boolean {
  const from = readCursor(ctx, LANGUAGE_BACKFILL_CURSOR) ?? 0
  const rows = statement(ctx.db, LANGUAGE_PENDING).all(from, batch) as {
    rowid: number
    id: string
    title: string | null
    body: string
    territory: string | null
  }[]
  const last = rows[rows.length - 1]
  if (!last) return false
  immediate(ctx.db, () => {
    for (const row of rows) {
      const { language } = resolveReviewLanguage({
        title: row.title,
        body: row.body,
        territory: row.territory,
      })
      if (language) statement(ctx.db, SET_LANGUAGE).run(language, row.id)
    }
    writeCursor(ctx, LANGUAGE_BACKFILL_CURSOR, last.rowid, ctx.clock.now())
  })
  return rows.length === batch
}
