/**
 * The plan gate's cost: `planAllows` runs on API requests (behind a 1 s cache) and on every
 * webhook fan-out pass. Calls per second and mean microseconds per call on the trial, on Free and
 * on Pro (which decrypts the stored licence and checks its memoized signature), plus the cost of
 * one uncached Ed25519 licence verification (the first check after start-up).
 */
import { createCore } from '../src/main/core/core'
import { ManualClock } from '../src/main/core/clock'
import { sequentialIds } from '../src/main/core/ids'
import { run } from '../src/main/core/commands/dispatch'
import { TRIAL_MS } from '../src/main/core/plans/constants'
import { planAllows } from '../src/main/core/plans/gate'
import { checkLicenceSync } from '../src/main/core/plans/licence-check'
import { passphraseKeyProvider } from '../src/main/core/vault/passphrase-provider'
import { mintTestLicence, testLicenceKey, trustTestLicences } from '../test/fixtures/licence/mint'

const CALLS = 100_000

function measure(label: string, fn: () => void, calls = CALLS): void {
  for (let i = 0; i < 1000; i++) fn()
  const start = process.hrtime.bigint()
  for (let i = 0; i < calls; i++) fn()
  const ns = Number(process.hrtime.bigint() - start)
  console.log(
    `${label.padEnd(40)} ${Math.round(calls / (ns / 1e9))
      .toLocaleString('en')
      .padStart(10)} calls/s  ${(ns / calls / 1000).toFixed(1).padStart(6)} µs/call`,
  )
}

export default async function (): Promise<void> {
  const clock = new ManualClock()
  const core = createCore({
    dataDir: null,
    keyProvider: passphraseKeyProvider('bench passphrase', { insecureTestCost: { N: 2 ** 10, r: 8, p: 1 } }),
    clock,
    ids: sequentialIds(),
  })
  try {
    trustTestLicences(core)
    const [ws] = await run(core, { userId: core.ownerUserId }, 'workspaces.list', {})
    if (!ws) throw new Error('no workspace')
    measure('planAllows, trial', () => planAllows(core, ws.id, 'api'))
    clock.advance(TRIAL_MS)
    measure('planAllows, Free', () => planAllows(core, ws.id, 'api'))
    const token = await mintTestLicence(clock.now())
    await run(core, { userId: core.ownerUserId }, 'licence.activate', {
      workspaceId: ws.id,
      token,
    })
    measure('planAllows, Pro (sealed licence)', () => planAllows(core, ws.id, 'webhooks'))
    // A fresh key-set array has no memo: every call verifies the signature.
    measure(
      'Ed25519 licence check, uncached',
      () => checkLicenceSync(token, [testLicenceKey]),
      5000,
    )
  } finally {
    core.close()
  }
}
