import { setImmediate as nextTurn } from 'node:timers/promises'
import type { CoreContext } from '../../context'
import { composeBatch, writeBatch, type ComposedBatch } from './batch'
import { composerOf, type Composer } from './composer/link'
import { nextWaiting, workspaceIds, type QueueCursor } from './waiting'
import { redraftStaleDrafts } from './stale'

/** Reviews drafted per step: one step stays well under the ~50 ms the event loop may be held. */
const DRAFT_BATCH = 50

/** Batches the drafting thread holds at once: one it composes, one waiting, so it never idles. */
const AHEAD = 2

export interface DrainOptions {
  /** Checked between batches: stop early (the app is quitting). */
  stopped?: () => boolean
}

/** A batch the drafting thread composes; `composed` once it is back. */
interface Away {
  done: Promise<ComposedBatch>
  composed: ComposedBatch | null
}

/**
 * Drafts every review that waits for one, workspace by workspace, newest first, in small
 * batches, giving the event loop back between batches; then redrafts the untouched drafts
 * written before their app's brand voice changed (stale.ts). Returns how many drafts were
 * written (new ones and redrafts).
 *
 * A backlog is shared with the work thread's drafting thread when it has one (composer/): full
 * batches go there while it holds fewer than AHEAD, and this thread composes the others itself
 * and writes every batch. The faster side takes more, so a drafting thread that is still
 * starting or warming up slows nothing down.
 */
export async function drainDraftQueue(
  ctx: CoreContext,
  options: DrainOptions = {},
): Promise<number> {
  const composer = composerOf(ctx)
  let written = 0
  let sentAway = 0
  for (const workspaceId of workspaceIds(ctx)) {
    let cursor: QueueCursor | null = null
    let away: Away[] = []
    const write = (batch: ComposedBatch) => {
      const drafted = writeBatch(ctx, batch)
      written += drafted.length
      if (drafted.length > 0) {
        ctx.signals.emit('changed', workspaceId, 'drafts')
        // Each draft's event read and stored its review's topics (open dashboards refresh).
        ctx.signals.emit('changed', workspaceId, 'topics')
      }
    }
    const writeReturned = () => {
      for (const a of away) if (a.composed) write(a.composed)
      away = away.filter((a) => !a.composed)
    }
    for (;;) {
      if (options.stopped?.()) break
      writeReturned()
      const batch = nextWaiting(ctx, workspaceId, cursor, DRAFT_BATCH)
      const last = batch.at(-1)
      if (!last) break
      cursor = last
      const ids = batch.map((r) => r.id)
      const sent =
        batch.length === DRAFT_BATCH && away.length < AHEAD ? send(ctx, composer, ids) : null
      if (sent) {
        away.push(sent)
        sentAway++
      } else write(await composeBatch(ctx, ids))
      await nextTurn()
    }
    // What is away is written, even when stopping: it costs one short transaction each.
    for (const a of away) write(await a.done)
    away = []
    if (options.stopped?.()) break
    written += await redraftStaleDrafts(ctx, workspaceId, options)
  }
  if (sentAway > 0)
    ctx.log.info('drafted a backlog', { drafts: written, batchesInTheDraftingThread: sentAway })
  return written
}

/** Sends a batch to the drafting thread; null while it is starting or down. */
function send(ctx: CoreContext, composer: Composer | undefined, reviewIds: string[]): Away | null {
  const far = composer?.compose(reviewIds)
  if (!far) return null
  const away: Away = {
    // The drafting thread stopped with the batch: compose it here; nothing is lost either way.
    done: far.catch(() => composeBatch(ctx, reviewIds)),
    composed: null,
  }
  void away.done.then((batch) => (away.composed = batch))
  return away
}
