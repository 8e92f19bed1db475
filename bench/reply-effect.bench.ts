/**
 * Reply Effect and reply speed at scale: `REPLY_EFFECT_BENCH_TOTAL` reviews (default 1,000,000)
 * over a year in one app of a file database, half of them replied an hour after they were
 * written, one in six of those edited up a star three days later. Prints the time of
 * `insights.replyEffect.get` and `insights.replySpeed.get` per period, for the app and for the
 * workspace. Reported, never asserted.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { dispatch } from '../src/main/core/commands/dispatch'
import { createCore } from '../src/main/core/core'
import { nodeKeyProvider } from '../src/main/shell/node-key-provider'

const DAY = 86_400_000
const HOUR = 3_600_000

export default async function replyEffectBench(): Promise<void> {
  const total = Number(process.env.REPLY_EFFECT_BENCH_TOTAL ?? 1_000_000)
  const dataDir = mkdtempSync(join(tmpdir(), 'rr-reply-effect-bench-'))
  const core = createCore({ dataDir, keyProvider: nodeKeyProvider(dataDir, {}) })
  try {
    const owner = { userId: core.ownerUserId }
    const call = async (name: string, input: unknown) => {
      const result = await dispatch(core, owner, name, input)
      if (!result.ok) throw new Error(result.error.message)
      return result.value
    }
    const [ws] = (await call('workspaces.list', {})) as { id: string }[]
    const workspaceId = ws?.id ?? ''
    const app = (await call('apps.add', {
      workspaceId,
      name: 'Big',
      googlePlayPackage: 'com.bench.big',
    })) as { id: string }
    const sqlite = core.db.$client
    const listing = sqlite
      .prepare('SELECT id FROM store_listings WHERE app_id = ?')
      .get(app.id) as {
      id: string
    }
    const now = core.clock.now()
    const review = sqlite.prepare(
      `INSERT INTO reviews (id, workspace_id, app_id, listing_id, store, store_review_id, rating, body, language,
         created_at, updated_at, first_seen_at, edited) VALUES (?, ?, ?, ?, 'google_play', ?, ?, 'Bench review', ?, ?, ?, ?, ?)`,
    )
    const version = sqlite.prepare(
      `INSERT INTO review_revisions (review_id, seq, workspace_id, app_id, rating, body, at, seen_at, source)
         VALUES (?, ?, ?, ?, ?, 'Bench review', ?, ?, 'sync')`,
    )
    const reply = sqlite.prepare(
      `INSERT INTO replies (id, workspace_id, review_id, status, body, source, drafter, published_at, created_at, updated_at)
         VALUES (?, ?, ?, 'published', 'Thanks!', 'drafted', 'builtin', ?, ?, ?)`,
    )
    const event = sqlite.prepare(
      `INSERT INTO reply_events (id, workspace_id, review_id, action, from_status, to_status, at)
         VALUES (?, ?, ?, 'published', 'publishing', 'published', ?)`,
    )
    const seedStart = performance.now()
    const CHUNK = 50_000
    for (let from = 0; from < total; from += CHUNK) {
      sqlite.transaction(() => {
        for (let i = from; i < Math.min(total, from + CHUNK); i++) {
          const id = `rev_b${i}`
          const written = now - Math.floor((i / total) * 365 * DAY)
          const rating = 1 + (i % 5)
          const edited = i % 6 === 0
          review.run(
            id,
            workspaceId,
            app.id,
            listing.id,
            `b${i}`,
            edited ? Math.min(5, rating + 1) : rating,
            i % 3 ? 'en' : 'de',
            written,
            written,
            written,
            edited ? 1 : 0,
          )
          version.run(id, 1, workspaceId, app.id, rating, written, written)
          if (i % 2 === 0) {
            reply.run(`rpl_b${i}`, workspaceId, id, written + HOUR, written, written)
            event.run(`rev_e${i}`, workspaceId, id, written + HOUR)
          }
          if (edited)
            version.run(
              id,
              2,
              workspaceId,
              app.id,
              Math.min(5, rating + 1),
              written + 3 * DAY,
              written + 3 * DAY,
            )
        }
      })()
    }
    console.log(
      `seeded ${total.toLocaleString('en')} reviews in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    )
    for (const days of [30, 90, 365]) {
      for (const appId of [app.id, undefined]) {
        const input = {
          workspaceId,
          since: now - days * DAY,
          until: now + 1,
          ...(appId ? { appId } : {}),
        }
        let start = performance.now()
        await call('insights.replyEffect.get', input)
        const effect = performance.now() - start
        start = performance.now()
        await call('insights.replySpeed.get', input)
        const speed = performance.now() - start
        console.log(
          `${String(days).padStart(3)} days, ${appId ? 'one app ' : 'all apps'}: Reply Effect ${effect.toFixed(0)} ms, reply speed ${speed.toFixed(0)} ms`,
        )
      }
    }
  } finally {
    core.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
