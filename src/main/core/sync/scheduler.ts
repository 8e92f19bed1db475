import { and, eq, inArray, isNotNull } from 'drizzle-orm'
import type { CoreContext } from '../context'
import { storeListings } from '../db/schema'
import { statement } from '../db/statements'
import { CoreError } from '../errors'
import { checkPendingReplies, syncListing, type Adapters } from './pass'
import { adapterFor } from '../stores/adapter'
import { sameCredential } from '../stores/same-credential'
import { backoff, jitter } from './policy'
import { DUE_LISTINGS, MARK_SYNCED, NEXT_DUE_AT } from './queries'

type Listing = typeof storeListings.$inferSelect

const PENDING_CHECK_EVERY_MS = 5 * 60_000

/** What the rest of the app asks of polling, wherever it runs (this thread or the work thread). */
export interface Polling {
  syncNow(workspaceId: string, appId?: string): Promise<void>
  isSyncing(listingId: string): boolean
  pause(): void
  resume(): void
}

/**
 * Polls every connected store listing when it is due, a few at a time. Drafting is not part of a
 * pass: the drafting queue (`replies/draft-queue`) finds reviews without a reply from their state.
 * All schedule state lives in `store_listings`, so a restart carries on where it left off.
 */
export class SyncScheduler implements Polling {
  private readonly running = new Map<string, Promise<void>>()
  private paused = false
  private lastPendingCheck = Number.NEGATIVE_INFINITY

  constructor(
    private readonly ctx: CoreContext,
    private readonly adapters: Adapters = adapterFor,
    private readonly random: () => number = Math.random,
    private readonly concurrency = 4,
  ) {}

  /** While offline or asleep: no polling until resumed. */
  pause(): void {
    this.paused = true
  }

  resume(): void {
    this.paused = false
  }

  isSyncing(listingId: string): boolean {
    return this.running.has(listingId)
  }

  syncingIds(): string[] {
    return [...this.running.keys()]
  }

  private connectedListings(where?: ReturnType<typeof and>): Listing[] {
    return this.ctx.db
      .select()
      .from(storeListings)
      .where(and(isNotNull(storeListings.credentialId), where))
      .all()
  }

  /** When the next connected listing is due (null when none is connected). */
  nextDueAt(): number | null {
    const row = statement(this.ctx.db, NEXT_DUE_AT).get() as { at: number | null }
    return row.at
  }

  /** One scheduling step: every due listing, then the App Store pending check when due. */
  async tick(): Promise<void> {
    if (this.paused) return
    const now = this.ctx.clock.now()
    // Checked every second by the worker: one indexed, prepared query, full rows only when due.
    const dueIds = (statement(this.ctx.db, DUE_LISTINGS).all(now) as { id: string }[])
      .map((r) => r.id)
      .filter((id) => !this.running.has(id))
    const due =
      dueIds.length === 0
        ? []
        : this.ctx.db.select().from(storeListings).where(inArray(storeListings.id, dueIds)).all()
    for (let i = 0; i < due.length; i += this.concurrency) {
      await Promise.all(due.slice(i, i + this.concurrency).map((l) => this.syncListing(l)))
    }
    if (now - this.lastPendingCheck >= PENDING_CHECK_EVERY_MS) {
      this.lastPendingCheck = now
      try {
        await checkPendingReplies(this.ctx, this.adapters)
      } catch (error) {
        this.ctx.log.warn('checking pending App Store responses failed', {
          error: (error as Error).message,
        })
      }
    }
  }

  /** "Sync now": the workspace's (or one app's) connected listings, right away, within quotas. */
  async syncNow(workspaceId: string, appId?: string): Promise<void> {
    const listings = this.connectedListings(
      and(
        eq(storeListings.workspaceId, workspaceId),
        appId ? eq(storeListings.appId, appId) : undefined,
      ),
    )
    if (listings.length === 0) {
      throw new CoreError(
        'CONFLICT',
        'No connected store to sync. Connect the App Store or Google Play under Apps first.',
      )
    }
    await Promise.all(listings.map((l) => this.syncListing(l)))
  }

  syncListing(listing: Listing): Promise<void> {
    const existing = this.running.get(listing.id)
    if (existing) return existing
    const pass = this.runPass(listing).finally(() => this.running.delete(listing.id))
    this.running.set(listing.id, pass)
    this.ctx.signals.emit('changed', listing.workspaceId, 'sync')
    return pass
  }

  private async runPass(listing: Listing): Promise<void> {
    const { ctx } = this
    try {
      const result = await syncListing(ctx, listing, this.adapters)
      const now = ctx.clock.now()
      // A key replaced during the pass: the next pass, with the new key, reports instead.
      statement(ctx.db, MARK_SYNCED).run(
        now,
        now + jitter(result.intervalMs, this.random),
        listing.id,
        listing.credentialId,
      )
    } catch (error) {
      const fresh = ctx.db
        .select()
        .from(storeListings)
        .where(eq(storeListings.id, listing.id))
        .get()
      const failures = (fresh?.consecutiveFailures ?? 0) + 1
      const known = error instanceof CoreError
      if (!known)
        ctx.log.error('sync failed unexpectedly', {
          listingId: listing.id,
          error: (error as Error).stack ?? String(error),
        })
      ctx.db
        .update(storeListings)
        .set({
          nextSyncAt: ctx.clock.now() + jitter(backoff(failures), this.random),
          consecutiveFailures: failures,
          lastError: known
            ? error.message
            : 'The store answered in an unexpected way; Review Reply will try again.',
          lastErrorCode: known ? error.code : 'INTERNAL',
        })
        .where(and(eq(storeListings.id, listing.id), sameCredential(listing.credentialId)))
        .run()
    } finally {
      ctx.signals.emit('changed', listing.workspaceId, 'sync')
    }
  }
}

/** The scheduler that polls in this thread (created on first use, e.g. by the CLI's `sync`). */
export function localScheduler(ctx: CoreContext): SyncScheduler {
  return (ctx.state.polling.local ??= new SyncScheduler(ctx))
}

/** Polling as commands see it: the work thread's when polling runs there, else this thread's. */
export function schedulerFor(ctx: CoreContext): Polling {
  return ctx.state.polling.remote ?? localScheduler(ctx)
}

/** Polling moved to the work thread (or back, with null). */
export function setRemotePolling(ctx: CoreContext, polling: Polling | null): void {
  ctx.state.polling.remote = polling
}
