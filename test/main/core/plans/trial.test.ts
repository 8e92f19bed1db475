import { afterEach, describe, expect, it } from 'vitest'
import { DAY_MS, TRIAL_MS } from '../../../../src/main/core/plans/constants'
import { planAllows } from '../../../../src/main/core/plans/gate'
import { createTestCore, type TestCore } from '../../../support/core'

let t: TestCore
afterEach(() => t?.core.close())

describe('the 10-day trial', () => {
  it('starts on first run with everything included and counts down the days', async () => {
    t = await createTestCore()
    const plan = await t.run('plan.get', { workspaceId: t.workspaceId })
    expect(plan).toMatchObject({
      plan: 'trial',
      planName: 'Free trial',
      trial: {
        active: true,
        daysLeft: 10,
        startedAt: t.clock.now(),
        endsAt: t.clock.now() + TRIAL_MS,
      },
      licence: null,
      upgradeUrl: 'https://reviewreply.app/pricing',
    })
    expect(plan.headline).toContain('10 days left')
    expect(plan.features.map((f) => [f.feature, f.included])).toEqual([
      ['api', true],
      ['webhooks', true],
    ])
    expect(planAllows(t.core, t.workspaceId, 'api')).toBe(true)
    expect(planAllows(t.core, t.workspaceId, 'webhooks')).toBe(true)

    t.clock.advance(3 * DAY_MS + 1)
    expect((await t.run('plan.get', { workspaceId: t.workspaceId })).trial.daysLeft).toBe(7)
  })

  it('is still on during day 10 and over on day 11 (ManualClock)', async () => {
    t = await createTestCore()
    // Day 10, last millisecond.
    t.clock.advance(TRIAL_MS - 1)
    expect(planAllows(t.core, t.workspaceId, 'api')).toBe(true)
    const lastDay = await t.run('plan.get', { workspaceId: t.workspaceId })
    expect(lastDay).toMatchObject({ plan: 'trial', trial: { daysLeft: 1, active: true } })
    expect(lastDay.headline).toContain('1 day left')

    // Day 11.
    t.clock.advance(1)
    expect(planAllows(t.core, t.workspaceId, 'api')).toBe(false)
    expect(planAllows(t.core, t.workspaceId, 'webhooks')).toBe(false)
    const free = await t.run('plan.get', { workspaceId: t.workspaceId })
    expect(free).toMatchObject({
      plan: 'free',
      planName: 'Free',
      trial: { active: false, daysLeft: 0 },
    })
    expect(free.features.every((f) => !f.included)).toBe(true)
    expect(free.headline).toContain('need Pro')
    expect(free.alwaysIncluded.join(' ')).toMatch(/inbox/i)
  })

  it('shows the evaluated plan in workspace listings', async () => {
    t = await createTestCore()
    t.clock.advance(TRIAL_MS)
    planAllows(t.core, t.workspaceId, 'api')
    const [ws] = await t.run('workspaces.list', {})
    expect(ws?.plan).toBe('free')
  })

  it('is one trial per installation: a workspace created later shares its remaining days', async () => {
    t = await createTestCore()
    t.clock.advance(8 * DAY_MS)
    const second = await t.run('workspaces.create', { name: 'Second' })
    expect((await t.run('plan.get', { workspaceId: second.id })).trial.daysLeft).toBe(2)
    t.clock.advance(3 * DAY_MS)
    expect(planAllows(t.core, t.workspaceId, 'api')).toBe(false)
    expect(planAllows(t.core, second.id, 'api')).toBe(false)
  })

  it('allows nothing for a workspace that does not exist', async () => {
    t = await createTestCore()
    expect(planAllows(t.core, 'ws_missing', 'api')).toBe(false)
  })
})
