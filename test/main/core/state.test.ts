import { afterEach, describe, expect, it } from 'vitest'
import { noopNotifier, notifierFor, setNotifier } from '../../../src/main/core/notify/notifier'
import {
  configureGooglePlay,
  googlePlayRuntime,
} from '../../../src/main/core/stores/google-play/runtime'
import { localScheduler, schedulerFor } from '../../../src/main/core/sync/scheduler'
import { createTestCore, type TestCore } from '../../support/core'

// Per-core state lives in `core.state` (state.ts): two cores in one process share none of it.
describe('per-core state', () => {
  const open: TestCore[] = []
  afterEach(() => {
    for (const t of open.splice(0)) t.core.close()
  })

  it('is built for each core and never shared', async () => {
    const a = await createTestCore()
    const b = await createTestCore()
    open.push(a, b)
    expect(a.core.state).not.toBe(b.core.state)
    // The publisher's in-flight attempts were once one set for the whole process.
    a.core.state.publishing.add('att_1')
    expect(b.core.state.publishing.has('att_1')).toBe(false)

    const seen: string[] = []
    setNotifier(a.core, { notify: (n) => seen.push(n.title) })
    expect(notifierFor(b.core)).toBe(noopNotifier)
    notifierFor(a.core).notify({ title: 'x', body: '', kind: 'anomaly' })
    expect(seen).toEqual(['x'])

    configureGooglePlay(a.core, { attempts: 1 })
    expect(googlePlayRuntime(b.core).attempts).toBe(3)

    expect(localScheduler(a.core)).toBe(localScheduler(a.core))
    expect(schedulerFor(a.core)).not.toBe(schedulerFor(b.core))
  })
})
