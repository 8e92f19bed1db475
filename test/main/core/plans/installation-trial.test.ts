import { afterEach, describe, expect, it } from 'vitest'
import { ManualClock } from '../../../../src/main/core/clock'
import { randomIds } from '../../../../src/main/core/ids'
import { DAY_MS, TRIAL_MS } from '../../../../src/main/core/plans/constants'
import { planAllows } from '../../../../src/main/core/plans/gate'
import { createTestCore, tempDir, type TestCore } from '../../../support/core'

let t: TestCore
afterEach(() => t?.core.close())

const sql = (statement: string, ...params: unknown[]) => t.core.db.$client.prepare(statement).run(...params)
const trialOf = async (workspaceId = t.workspaceId) => (await t.run('plan.get', { workspaceId })).trial

/** Closes the core and opens the same data folder again, as a restart does. */
async function restart(dataDir: string, clock: ManualClock) {
  t.core.close()
  t = await createTestCore({ dataDir, clock, ids: randomIds })
}

describe('one trial per installation, sealed by the vault', () => {
  it('editing the trial start or creation date in the database grants nothing', async () => {
    t = await createTestCore()
    t.clock.advance(TRIAL_MS)
    const future = t.clock.now() + 36_500 * DAY_MS
    sql('UPDATE workspaces SET trial_started_at = ?, created_at = ?', future, future)
    expect(planAllows(t.core, t.workspaceId, 'api')).toBe(false)
    sql('UPDATE workspaces SET trial_started_at = ?, created_at = ?', t.clock.now(), t.clock.now())
    expect(planAllows(t.core, t.workspaceId, 'api')).toBe(false)
    expect(await trialOf()).toMatchObject({ active: false, daysLeft: 0 })
  })

  it('a sealed record that was altered or copied from elsewhere ends the trial', async () => {
    t = await createTestCore()
    const sealed = t.core.db.$client.prepare("SELECT value FROM app_state WHERE key = 'trial'").get() as { value: string }
    const bytes = Buffer.from(sealed.value, 'base64')
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1
    sql("UPDATE app_state SET value = ? WHERE key = 'trial'", bytes.toString('base64'))
    expect(planAllows(t.core, t.workspaceId, 'api')).toBe(false)
    // A value sealed by this vault for another purpose does not open as the trial either.
    sql("UPDATE app_state SET value = ? WHERE key = 'trial'", t.core.vault.seal(JSON.stringify({ startedAt: t.clock.now() }), 'other').toString('base64'))
    expect(planAllows(t.core, t.workspaceId, 'api')).toBe(false)
  })

  it('a clock set back more than a day before the trial started does not keep it running', async () => {
    const clock = new ManualClock()
    t = await createTestCore({ clock })
    clock.set(clock.now() - 2 * DAY_MS)
    expect(planAllows(t.core, t.workspaceId, 'api')).toBe(false)
  })

  it('deleting the sealed record does not restart the trial: the start is rebuilt from the earliest date on file', async () => {
    const dataDir = tempDir()
    const clock = new ManualClock()
    t = await createTestCore({ dataDir, clock, ids: randomIds })
    const started = clock.now()
    clock.advance(TRIAL_MS + DAY_MS)
    sql("DELETE FROM app_state WHERE key = 'trial'")
    expect(planAllows(t.core, t.workspaceId, 'api')).toBe(false)
    await restart(dataDir, clock)
    expect(await trialOf()).toMatchObject({ startedAt: started, active: false })
  })

  it('an installation from before sealing keeps its earliest start, ignoring dates in the future', async () => {
    const dataDir = tempDir()
    const clock = new ManualClock()
    t = await createTestCore({ dataDir, clock, ids: randomIds })
    const installed = clock.now()
    clock.advance(4 * DAY_MS)
    // As an older version left it: no sealed record, a per-workspace start (here pushed into the future).
    sql("DELETE FROM app_state WHERE key = 'trial'")
    sql('UPDATE workspaces SET trial_started_at = ?', clock.now() + 365 * DAY_MS)
    await restart(dataDir, clock)
    expect(await trialOf()).toMatchObject({ startedAt: installed, active: true, daysLeft: 6 })
  })
})
