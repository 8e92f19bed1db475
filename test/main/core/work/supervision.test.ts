import { BroadcastChannel } from 'node:worker_threads'
import { afterEach, describe, expect, it } from 'vitest'
import type { BackgroundWorkDto } from '../../../../src/shared/dto/replies'
import { run } from '../../../../src/main/core/commands/dispatch'
import { createCore, type Core } from '../../../../src/main/core/core'
import { replies, reviews } from '../../../../src/main/core/db/schema'
import {
  notificationsBehind,
  pollNotifications,
} from '../../../../src/main/core/insights/notifications/poll'
import {
  noopNotifier,
  setNotifier,
  type DesktopNotification,
} from '../../../../src/main/core/notify/notifier'
import { backgroundWork } from '../../../../src/main/core/work/health'
import { startWorkThread, type WorkThread } from '../../../../src/main/core/work/host'
import {
  generateReviews,
  startAppStoreSimulator,
  type AppStoreSimulator,
} from '../../../../src/main/simulators/app-store'
import { tempDir, testKeyProvider } from '../../../support/core'
import { DOOM_CHANNEL, type DoomOrder } from './support/doom'

const APPLE_ID = '1234567890'
const doomed = {
  kind: 'source',
  url: new URL('./support/doomed-thread.ts', import.meta.url),
} as const

let as: AppStoreSimulator | undefined
let core: Core | undefined
let thread: WorkThread | undefined
let trap: BroadcastChannel | undefined
afterEach(async () => {
  await thread?.stop()
  core?.close()
  await as?.close()
  trap?.close()
  thread = core = as = trap = undefined
})

interface LogLine {
  level: string
  message: string
  fields?: Record<string, unknown>
}

async function connectedCore(reviewCount: number) {
  as = await startAppStoreSimulator({ publishDelayMs: 0 })
  as.seed(
    APPLE_ID,
    generateReviews(reviewCount, { newestAt: Date.now() - 60_000, spacingMs: 60 * 60_000 }),
    'Notes',
  )
  const lines: LogLine[] = []
  const log = (level: string) => (message: string, fields?: Record<string, unknown>) =>
    lines.push({ level, message, ...(fields ? { fields } : {}) })
  core = createCore({
    dataDir: tempDir('rr-supervised-'),
    keyProvider: testKeyProvider(),
    endpoints: { appStoreApiUrl: as.url, googlePlayApiUrl: 'http://127.0.0.1:9' },
    log: { info: log('info'), warn: log('warn'), error: log('error') },
  })
  const owner = { userId: core.ownerUserId }
  const [ws] = await run(core, owner, 'workspaces.list', {})
  const workspaceId = ws!.id
  await run(core, owner, 'apps.add', { workspaceId, name: 'Notes', appStoreId: APPLE_ID })
  const key = as.keys.create({ role: 'ADMIN' })
  await run(core, owner, 'appStore.connect', {
    workspaceId,
    ...(key.issuerId ? { issuerId: key.issuerId } : {}),
    keyId: key.keyId,
    privateKeyPem: key.privateKeyPem,
  })
  return { core, as, owner, workspaceId, lines }
}

/** Every sync status the open views would load, in order: read on each "sync changed" notice. */
function watchStatus(c: Core) {
  const seen: BackgroundWorkDto[] = []
  const waiters: {
    from: number
    until(s: BackgroundWorkDto): boolean
    resolve(i: number): void
  }[] = []
  c.signals.on('changed', (_ws, what) => {
    if (what !== 'sync') return
    seen.push(backgroundWork(c))
    const at = seen.length - 1
    for (const w of [...waiters])
      if (at >= w.from && w.until(seen[at]!)) {
        waiters.splice(waiters.indexOf(w), 1)
        w.resolve(at)
      }
  })
  /** The position of the first status from `from` on that matches (passes send notices too). */
  const when = (until: (s: BackgroundWorkDto) => boolean, from: number) =>
    new Promise<number>((resolve) => {
      const found = seen.findIndex((s, i) => i >= from && until(s))
      if (found >= 0) resolve(found)
      else waiters.push({ from, until, resolve })
    })
  return { seen, when }
}

describe('the supervised work thread', () => {
  it('dies mid-pass, says so, comes back and finishes the work; the waiting "Sync now" gets an error', async () => {
    const t = await connectedCore(300)
    const db = t.core.db
    // The second page of reviews never answers: the pass is held half-way, its first page stored.
    t.as.failNext({ kind: 'timeout' }, { path: /\/customerReviews$/, after: 1 })
    const status = watchStatus(t.core)
    trap = new BroadcastChannel(DOOM_CHANNEL)

    thread = startWorkThread(t.core, doomed, ['store polling', 'automatic drafting'])
    const syncNow = run(t.core, t.owner, 'sync.now', { workspaceId: t.workspaceId }).then(
      () => null,
      (error: unknown) => error,
    )
    await expect
      .poll(
        () => t.as.calls.some((c) => c.status === -1) && db.select().from(reviews).all().length > 0,
        {
          timeout: 60_000,
        },
      )
      .toBe(true)
    const storedBeforeCrash = db.select().from(reviews).all().length
    expect(storedBeforeCrash).toBeLessThan(300)

    const stopped = status.when((s) => s.state === 'restarting', status.seen.length)
    // Asked the moment the failure is announced, while no thread runs.
    let whileDown: Promise<unknown> | undefined
    t.core.signals.on('changed', (_ws, what) => {
      if (what === 'sync' && !whileDown && backgroundWork(t.core).state === 'restarting')
        whileDown = run(t.core, t.owner, 'sync.now', { workspaceId: t.workspaceId }).then(
          () => null,
          (error: unknown) => error,
        )
    })
    const order: DoomOrder = {
      kind: 'throw',
      message: 'a bug in the middle of a pass (sent Authorization: Bearer abc.def.ghi)',
    }
    trap.postMessage(order)

    // The caller waiting on the dead thread is told, not left hanging.
    expect(await syncNow).toMatchObject({
      code: 'UNAVAILABLE',
      message: expect.stringContaining('restarting'),
    })
    const downAt = await stopped
    const back = status.when((s) => s.state === 'running', downAt + 1)
    const failure = status.seen[downAt]!
    expect(failure.reason).toContain('a bug in the middle of a pass')
    expect(failure.reason).toContain('[redacted]')
    expect(failure.reason).not.toContain('abc.def.ghi')
    expect(failure.failures).toBe(1)
    expect(failure.restartAt).toBeGreaterThan(failure.stoppedAt!)
    const logged = t.lines.find((l) => l.message === 'the work thread stopped; restarting it')
    expect(logged).toMatchObject({
      level: 'error',
      fields: { reason: failure.reason, failures: 1 },
    })
    // While it is down, a new request gets the same clear answer.
    expect(await whileDown).toMatchObject({ code: 'UNAVAILABLE' })

    await back
    expect(await run(t.core, t.owner, 'sync.worker', { workspaceId: t.workspaceId })).toEqual({
      state: 'running',
      stoppedAt: null,
      reason: null,
      restartAt: null,
      failures: 0,
    })
    expect(t.lines.map((l) => l.message)).toContain('the work thread is running again')

    // The new thread finds the listing still due and the reviews still undrafted: nothing lost.
    await expect.poll(() => db.select().from(reviews).all().length, { timeout: 60_000 }).toBe(300)
    await expect.poll(() => db.select().from(replies).all().length, { timeout: 60_000 }).toBe(300)
    // The pass the new thread ran to the end is recorded as a clean sync.
    await expect
      .poll(() => run(t.core, t.owner, 'sync.status', { workspaceId: t.workspaceId }), {
        timeout: 60_000,
      })
      .toMatchObject([{ syncing: false, lastError: null, lastSyncAt: expect.any(Number) }])
  }, 180_000)

  it('dies in the middle of a pass with insights on board; after the restart their work is done', async () => {
    const t = await connectedCore(300)
    const db = t.core.db
    const shown: DesktopNotification[] = []
    setNotifier(t.core, { notify: (n) => shown.push(n) })
    // Notifications start from here, before any review (a first poll announces nothing older).
    pollNotifications(t.core, noopNotifier, Date.now())
    t.as.failNext({ kind: 'timeout' }, { path: /\/customerReviews$/, after: 1 })
    const status = watchStatus(t.core)
    trap = new BroadcastChannel(DOOM_CHANNEL)
    thread = startWorkThread(t.core, doomed, ['store polling', 'insights'])
    await expect
      .poll(
        () => t.as.calls.some((c) => c.status === -1) && db.select().from(reviews).all().length > 0,
        { timeout: 60_000 },
      )
      .toBe(true)
    const stopped = status.when((s) => s.state === 'restarting', status.seen.length)
    trap.postMessage({ kind: 'throw', message: 'a bug mid-pass' } satisfies DoomOrder)
    const downAt = await stopped
    await status.when((s) => s.state === 'running', downAt + 1)

    // The new thread stores the rest, and its insights read every review the syncs brought:
    // the notification cursor is at the end of the outbox, and the one-star and two-star reviews
    // of the last week were announced on this thread (the shell's notifier).
    await expect.poll(() => db.select().from(reviews).all().length, { timeout: 60_000 }).toBe(300)
    await expect.poll(() => notificationsBehind(t.core!), { timeout: 60_000 }).toBe(false)
    await expect
      .poll(() => shown.some((n) => n.kind === 'low_star_reviews'), { timeout: 60_000 })
      .toBe(true)
    expect(shown.every((n) => n.workspaceId === t.workspaceId)).toBe(true)
  }, 180_000)

  it('reports the exit code of a thread that exits by itself', async () => {
    const t = await connectedCore(1)
    const status = watchStatus(t.core)
    trap = new BroadcastChannel(DOOM_CHANNEL)
    thread = startWorkThread(t.core, doomed, ['store polling'])
    // Once the first pass is done the thread is surely running (it polls from the start).
    await expect
      .poll(() => t.core!.db.select().from(reviews).all().length, { timeout: 60_000 })
      .toBe(1)
    const stopped = status.when((s) => s.state === 'restarting', status.seen.length)
    trap.postMessage({ kind: 'exit', code: 7 } satisfies DoomOrder)
    const downAt = await stopped
    expect(status.seen[downAt]?.reason).toBe('it exited with code 7')
    await status.when((s) => s.state === 'running', downAt + 1)
    expect(backgroundWork(t.core).state).toBe('running')
    expect(status.seen.filter((s) => s.state === 'restarting')).toHaveLength(1)
  }, 120_000)
})
