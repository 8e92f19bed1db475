import { setImmediate as nextTurn } from 'node:timers/promises'
import type { CoreContext } from '../../context'
import { draftBatch } from './batch'
import { nextWaiting, workspaceIds, type QueueCursor } from './waiting'
import { redraftStaleDrafts } from './stale'

/** Reviews drafted per step: one step stays well under the ~50 ms the event loop may be held. */
const DRAFT_BATCH = 50

export interface DrainOptions {
  /** Checked between batches: stop early (the app is quitting). */
  stopped?: () => boolean
}

/**
 * Drafts every review that waits for one, workspace by workspace, newest first, in small
 * batches, giving the event loop back between batches; then redrafts the untouched drafts
 * written before their app's brand voice changed (stale.ts). Returns how many drafts were
 * written (new ones and redrafts).
 */
export async function drainDraftQueue(
  ctx: CoreContext,
  options: DrainOptions = {},
): Promise<number> {
  let written = 0
  for (const workspaceId of workspaceIds(ctx)) {
    let cursor: QueueCursor | null = null
    for (;;) {
      if (options.stopped?.()) return written
      const batch = nextWaiting(ctx, workspaceId, cursor, DRAFT_BATCH)
      const last = batch.at(-1)
      if (!last) break
      cursor = last
      const drafted = await draftBatch(
        ctx,
        batch.map((r) => r.id),
      )
      written += drafted.length
      if (drafted.length > 0) {
        ctx.signals.emit('changed', workspaceId, 'drafts')
        // Each draft's event read and stored its review's topics (open dashboards refresh).
        ctx.signals.emit('changed', workspaceId, 'topics')
      }
      await nextTurn()
    }
    written += await redraftStaleDrafts(ctx, workspaceId, options)
  }
  return written
}
