import { ManualClock } from '../../src/main/core/clock'
import { dispatch, run } from '../../src/main/core/commands/dispatch'
import { createCore, type Core, type CoreOptions } from '../../src/main/core/core'
import { sequentialIds } from '../../src/main/core/ids'
import { passphraseKeyProvider } from '../../src/main/core/vault/passphrase-provider'
import type { CommandName, OutputOf } from '../../src/shared/contract'
import type { Principal } from '../../src/main/core/access/actor'

/** A cheap scrypt cost: tests exercise the same code path without spending a second per core. */
export const testKeyProvider = (passphrase = 'test passphrase') =>
  passphraseKeyProvider(passphrase, { insecureTestCost: { N: 2 ** 10, r: 8, p: 1 } })

export interface TestCore {
  core: Core
  clock: ManualClock
  owner: Principal
  /** The owner's first workspace. */
  workspaceId: string
  /** Runs a command as `as` (default: the owner) and throws on failure. */
  run<N extends CommandName>(name: N, input: unknown, as?: Principal): Promise<OutputOf<N>>
  /** Runs a command and returns the Result, for asserting on errors. */
  dispatch(name: string, input: unknown, as?: Principal): ReturnType<typeof dispatch>
}

export async function createTestCore(options: Partial<CoreOptions> & { clock?: ManualClock } = {}): Promise<TestCore> {
  const clock = options.clock ?? new ManualClock()
  const core = createCore({
    dataDir: null,
    keyProvider: testKeyProvider(),
    ids: sequentialIds(),
    // Most tests publish right after approving; the undo window's own tests set one.
    undoWindowMs: 0,
    ...options,
    clock,
  })
  const owner = { userId: core.ownerUserId }
  const [first] = await run(core, owner, 'workspaces.list', {})
  if (!first) throw new Error('no first workspace')
  return {
    core,
    clock,
    owner,
    workspaceId: first.id,
    run: (name, input, as = owner) => run(core, as, name, input),
    dispatch: (name, input, as = owner) => dispatch(core, as, name, input),
  }
}

export { tempDir } from './temp-dir'
