import { eq } from 'drizzle-orm'
import { ManualClock } from '../../../../../src/main/core/clock'
import { outboxEvents, replies, reviews, storeListings } from '../../../../../src/main/core/db/schema'
import { configureGooglePlay } from '../../../../../src/main/core/stores/google-play/runtime'
import type { CoreOptions } from '../../../../../src/main/core/core'
import {
  startGooglePlaySimulator,
  type GooglePlaySimulator,
  type SimReviewInput,
} from '../../../../../src/main/simulators/google-play'
import type { Actor } from '../../../../../src/main/core/access/actor'
import { addApp } from '../../../../../src/main/core/apps/apps'
import { createCore, type Core } from '../../../../../src/main/core/core'
import { workspaces } from '../../../../../src/main/core/db/schema'
import { sequentialIds } from '../../../../../src/main/core/ids'
import { connectGooglePlay } from '../../../../../src/main/core/stores/google-play/connect'
import { passphraseKeyProvider } from '../../../../../src/main/core/vault/passphrase-provider'

export const PKG = 'com.example.notes'
export const HOUR = 60 * 60_000
export const DAY = 24 * HOUR

/** The core without the command table, so these tests only depend on the connector itself. */
export interface BareCore {
  core: Core
  workspaceId: string
  admin: Actor
}

export function createBareCore(options: Partial<CoreOptions> & { clock: ManualClock }): BareCore {
  const core = createCore({
    dataDir: null,
    keyProvider: passphraseKeyProvider('test passphrase', { insecureTestCost: { N: 2 ** 10, r: 8, p: 1 } }),
    ids: sequentialIds(),
    ...options,
  })
  const ws = core.db.select().from(workspaces).get()
  if (!ws) throw new Error('no workspace')
  return {
    core,
    workspaceId: ws.id,
    admin: { userId: core.ownerUserId, workspaceId: ws.id, role: 'admin' },
  }
}

export interface GpSetup {
  t: BareCore
  sim: GooglePlaySimulator
  clock: ManualClock
  sleeps: number[]
  listing(): typeof storeListings.$inferSelect
  connect(keyFile?: object): Promise<void>
  reviewRows(): (typeof reviews.$inferSelect)[]
  replyRows(): (typeof replies.$inferSelect)[]
  events(type: string): number
  close(): Promise<void>
}

/** A core and a simulator sharing one ManualClock; retries advance that clock instead of waiting. */
export async function setupGooglePlay(
  options: {
    clock?: ManualClock
    core?: Omit<Partial<CoreOptions>, 'clock'>
    connect?: boolean
    addApp?: boolean
  } = {},
): Promise<GpSetup> {
  const clock = options.clock ?? new ManualClock()
  const sim = await startGooglePlaySimulator({ clock })
  const t = createBareCore({
    clock,
    endpoints: { appStoreApiUrl: 'http://127.0.0.1:9', googlePlayApiUrl: sim.url },
    ...options.core,
  })
  const sleeps: number[] = []
  configureGooglePlay(t.core, {
    sleep: async (ms) => {
      sleeps.push(ms)
      clock.advance(ms)
    },
    // Generous: a loaded test machine must not turn a slow answer into a retry.
    timeoutMs: 10_000,
  })
  sim.addPackage(PKG)
  if (options.addApp !== false) {
    addApp(t.core, t.admin, { name: 'Notes', googlePlayPackage: PKG })
  }
  const setup: GpSetup = {
    t,
    sim,
    clock,
    sleeps,
    listing: () => {
      const row = t.core.db
        .select()
        .from(storeListings)
        .where(eq(storeListings.storeAppId, PKG))
        .get()
      if (!row) throw new Error('no listing')
      return row
    },
    connect: async (keyFile = sim.serviceAccount) => {
      connectGooglePlay(t.core, t.admin, JSON.stringify(keyFile))
    },
    reviewRows: () => t.core.db.select().from(reviews).all(),
    replyRows: () => t.core.db.select().from(replies).all(),
    events: (type) =>
      t.core.db.select().from(outboxEvents).where(eq(outboxEvents.type, type)).all().length,
    close: async () => {
      t.core.close()
      await sim.close()
    },
  }
  if (options.connect !== false) await setup.connect()
  return setup
}

/** `n` written reviews spread over the last `spanMs` (newest first), with every field Google sends. */
export function makeReviews(
  n: number,
  now: number,
  spanMs = 3 * DAY,
  prefix = 'r',
): SimReviewInput[] {
  return Array.from({ length: n }, (_, i) => ({
    reviewId: `gp:${prefix}${String(i).padStart(6, '0')}`,
    authorName: `Reviewer ${i}`,
    title: i % 3 === 0 ? `Title ${i}` : undefined,
    text: `Review body number ${i}. Works well.`,
    starRating: (i % 5) + 1,
    lastModified: now - Math.floor((spanMs * (i + 1)) / (n + 1)),
    reviewerLanguage: 'en',
    device: 'klte',
    androidOsVersion: 34,
    appVersionCode: 100 + (i % 7),
    appVersionName: `1.${i % 7}.0`,
    thumbsUpCount: i % 4,
    thumbsDownCount: 0,
  }))
}

export const apiCalls = (sim: GooglePlaySimulator) =>
  sim.calls.filter((c) => c.endpoint !== 'token')
export const tokenCalls = (sim: GooglePlaySimulator) =>
  sim.calls.filter((c) => c.endpoint === 'token')
