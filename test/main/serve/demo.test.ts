import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { openCoreForCli, openDemoCoreForCli } from '../../../src/main/cli/open-core'
import { androidDevice, liveArrivals } from '../../../src/main/serve/demo'
import { DEMO_REVIEWS, LIVE_DEMO_REVIEWS } from '../../../src/main/serve/demo-reviews'

const dirs: string[] = []
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true })
})

describe('the demo behaves like a store', () => {
  it('each live review arrives once, in one store, then nothing more comes', () => {
    const arrived: string[] = []
    const next = liveArrivals(
      (r) => arrived.push(`app_store:${r.title}`),
      (r) => arrived.push(`google_play:${r.title}`),
    )
    let at = 0
    while (next((at += 120_000)));
    // Ten more ticks after the last one: still nothing new.
    for (let i = 0; i < 10; i++) next((at += 120_000))
    expect(arrived).toHaveLength(LIVE_DEMO_REVIEWS.length)
    expect(new Set(arrived.map((a) => a.split(':')[1])).size).toBe(LIVE_DEMO_REVIEWS.length)
    expect(arrived.filter((a) => a.includes('Pago duplicado'))).toHaveLength(1)
  })

  it('Google Play reviews name Android devices only', () => {
    const played = DEMO_REVIEWS.map((r, i) => androidDevice(r.device, i))
    expect(played.filter((d) => /iphone|ipad/i.test(d))).toEqual([])
    expect(DEMO_REVIEWS.some((r) => /iphone/i.test(r.device))).toBe(true)
    // Android devices are kept as written.
    expect(androidDevice('Moto g54', 0)).toBe('Moto g54')
  })

  it('--demo --data-dir on a real installation says so plainly and leaves its data alone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rr-demo-real-'))
    dirs.push(dir)
    const previous = process.env.REVIEW_REPLY_VAULT_PASSPHRASE
    process.env.REVIEW_REPLY_VAULT_PASSPHRASE = 'a real installation passphrase'
    try {
      openCoreForCli(dir, 'cli').close()
    } finally {
      if (previous === undefined) delete process.env.REVIEW_REPLY_VAULT_PASSPHRASE
      else process.env.REVIEW_REPLY_VAULT_PASSPHRASE = previous
    }
    expect(() => openDemoCoreForCli(dir)).toThrow(
      /--demo needs a data folder of its own: .* holds another Review Reply installation/,
    )
    // An empty folder is the demo's to use.
    const fresh = mkdtempSync(join(tmpdir(), 'rr-demo-fresh-'))
    dirs.push(fresh)
    openDemoCoreForCli(fresh).close()
  })
})
