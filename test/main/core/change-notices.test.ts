import { afterEach, describe, expect, it } from 'vitest'
import { ManualClock } from '../../../src/main/core/clock'
import { createInsightsScheduler } from '../../../src/main/core/insights/worker'
import { DAY, HOUR } from '../../../src/main/core/insights/time/zoned'
import type { ChangeNotice } from '../../../src/shared/changes'
import { createTestCore, type TestCore } from '../../support/core'
import {
  ANGRY,
  HAPPY,
  addApp,
  generateHistory,
  insertReviews,
  prng,
  strictLog,
} from './insights/support'

// The renderer reloads a view when a notice of its kind arrives; these are the kinds that the
// core used to never send, so the workspace switcher, digests and alerts never refreshed live.
let t: TestCore | undefined
afterEach(() => {
  t?.core.close()
  t = undefined
})

function record(core: TestCore['core']): ChangeNotice[] {
  const notices: ChangeNotice[] = []
  core.signals.on('changed', (workspaceId, what) => notices.push({ workspaceId, what }))
  return notices
}
const Z = (s: string) => Date.parse(s)

describe('change notices the UI listens for', () => {
  it('workspaces: created, renamed, and a member added, re-roled or removed', async () => {
    t = await createTestCore()
    const notices = record(t.core)
    // Named, the first workspace is in use: creating another keeps it (an unused one is replaced).
    await t.run('workspaces.rename', { workspaceId: t.workspaceId, name: 'Main' })
    const other = await t.run('workspaces.create', { name: 'Other' })
    const member = await t.run('members.add', {
      workspaceId: t.workspaceId,
      name: 'Eda',
      role: 'editor',
    })
    await t.run('members.setRole', {
      workspaceId: t.workspaceId,
      memberId: member.id,
      role: 'viewer',
    })
    await t.run('members.remove', { workspaceId: t.workspaceId, memberId: member.id })
    expect(notices).toEqual([
      { workspaceId: t.workspaceId, what: 'workspaces' },
      { workspaceId: other.id, what: 'workspaces' },
      ...Array.from({ length: 3 }, () => ({ workspaceId: t!.workspaceId, what: 'workspaces' })),
    ])
  })

  it('digests: one notice per new digest, none when it already exists', async () => {
    t = await createTestCore({ clock: new ManualClock(Z('2026-11-10T12:00:00Z')), log: strictLog })
    await addApp(t, 'Notes', Z('2026-09-01T00:00:00Z'))
    const notices = record(t.core)
    await t.run('insights.digests.runNow', { workspaceId: t.workspaceId })
    await t.run('insights.digests.runNow', { workspaceId: t.workspaceId })
    expect(notices.filter((n) => n.what === 'digests')).toEqual([
      { workspaceId: t.workspaceId, what: 'digests' },
    ])
  })

  it('alerts: when an alert starts and when it ends', async () => {
    const start = Z('2026-08-20T00:00:00Z')
    const drop = Z('2026-10-10T00:00:00Z')
    t = await createTestCore({ clock: new ManualClock(Z('2026-10-01T00:00:00Z')), log: strictLog })
    await t.run('insights.digestSettings.set', { workspaceId: t.workspaceId, enabled: false })
    const app = await addApp(t, 'Notes', start)
    const random = prng(1)
    const angry = (h: number) => h >= drop && h < drop + 4 * DAY
    insertReviews(
      t.core,
      app,
      generateHistory(
        random,
        start,
        Z('2026-11-26T00:00:00Z'),
        () => 1.5,
        (h) => (angry(h) ? ANGRY : HAPPY),
      ),
    )
    const notices = record(t.core)
    const scheduler = createInsightsScheduler(t.core)
    for (let now = drop - 2 * DAY; now < drop + 16 * DAY; now += 2 * HOUR) {
      t.clock.set(now)
      scheduler.tick(now)
    }
    const alerts = await t.run('insights.alerts.list', { workspaceId: t.workspaceId })
    expect(alerts).toHaveLength(1)
    expect(alerts[0]?.ongoing).toBe(false)
    expect(notices.filter((n) => n.what === 'alerts')).toEqual([
      { workspaceId: t.workspaceId, what: 'alerts' },
      { workspaceId: t.workspaceId, what: 'alerts' },
    ])
  })
})
