import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { licences, webhookDeliveries, webhookEndpoints } from '../../../../src/main/core/db/schema'
import { emitEvent } from '../../../../src/main/core/events/outbox'
import { DAY_MS, TRIAL_MS } from '../../../../src/main/core/plans/constants'
import { planAllows } from '../../../../src/main/core/plans/gate'
import { fanOutEvents } from '../../../../src/main/core/webhooks/fanout'
import { mintTestLicence, trustTestLicences } from '../../../fixtures/licence/mint'
import { createTestCore, type TestCore } from '../../../support/core'

let t: TestCore
afterEach(() => t?.core.close())

async function freeCore(): Promise<TestCore> {
  const core = await createTestCore()
  trustTestLicences(core.core)
  core.clock.advance(TRIAL_MS)
  return core
}

function addEndpoint(core: TestCore, workspaceId = core.workspaceId): string {
  const now = core.clock.now()
  const id = core.core.ids.next('whe')
  core.core.db
    .insert(webhookEndpoints)
    .values({
      id,
      workspaceId,
      url: 'https://hooks.example.com/rr',
      createdAt: now - 1,
      updatedAt: now - 1,
    })
    .run()
  return id
}

const deliveries = (core: TestCore) =>
  core.core.db
    .select({ status: webhookDeliveries.status })
    .from(webhookDeliveries)
    .all()
    .map((d) => d.status)

describe('plan commands', () => {
  it('turns a Free workspace into Pro with a licence and shows a summary, never the key', async () => {
    t = await freeCore()
    expect(planAllows(t.core, t.workspaceId, 'api')).toBe(false)
    const token = await mintTestLicence(t.clock.now(), { seats: 5, licenceId: 'lic-7' })

    const plan = await t.run('licence.activate', { workspaceId: t.workspaceId, token })
    expect(plan).toMatchObject({
      plan: 'pro',
      planName: 'Pro',
      licence: {
        licenceId: 'lic-7',
        customer: 'Acme Apps Ltd',
        customerId: 'cus_test',
        seats: 5,
        seatsUsed: 1,
        expired: false,
        daysLeft: 365,
        boundToWorkspace: false,
        activatedAt: t.clock.now(),
      },
      notice: null,
      canManageLicence: true,
    })
    expect(plan.headline).toMatch(/^Pro, licensed to Acme Apps Ltd until \d{4}-\d{2}-\d{2}/)
    expect(plan.features.every((f) => f.included)).toBe(true)
    expect(planAllows(t.core, t.workspaceId, 'api')).toBe(true)
    expect(planAllows(t.core, t.workspaceId, 'webhooks')).toBe(true)

    // The key is neither returned nor stored in the clear.
    const again = await t.run('plan.get', { workspaceId: t.workspaceId })
    expect(JSON.stringify(again)).not.toContain(token.split('.')[2])
    const row = t.core.db.select().from(licences).get()
    expect(row?.tokenCiphertext.toString('latin1')).not.toContain(token.slice(0, 30))
    expect((await t.run('workspaces.list', {}))[0]?.plan).toBe('pro')
  })

  it('refuses forged and expired licences through the command with the reason, changing nothing', async () => {
    t = await freeCore()
    const expired = await mintTestLicence(t.clock.now() - 400 * DAY_MS, {
      expiresAt: t.clock.now() - DAY_MS,
    })
    const res = await t.dispatch('licence.activate', {
      workspaceId: t.workspaceId,
      token: expired,
    })
    expect(res).toMatchObject({
      ok: false,
      error: {
        code: 'INVALID_INPUT',
        field: 'token',
        message: expect.stringContaining('expired on'),
      },
    })
    const forged = (await mintTestLicence(t.clock.now())).slice(0, -4) + 'AAAA'
    const res2 = await t.dispatch('licence.activate', {
      workspaceId: t.workspaceId,
      token: forged,
    })
    expect(res2).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('signature does not match') },
    })
    expect(t.core.db.select().from(licences).all()).toEqual([])
    expect((await t.run('plan.get', { workspaceId: t.workspaceId })).plan).toBe('free')
  })

  it('lets only admins enter or remove a licence; viewers can see the plan', async () => {
    t = await freeCore()
    const editor = await t.run('members.add', {
      workspaceId: t.workspaceId,
      name: 'Eda',
      role: 'editor',
    })
    const viewer = await t.run('members.add', {
      workspaceId: t.workspaceId,
      name: 'Vic',
      role: 'viewer',
    })
    const token = await mintTestLicence(t.clock.now())
    const denied = await t.dispatch(
      'licence.activate',
      { workspaceId: t.workspaceId, token },
      { userId: editor.userId },
    )
    expect(denied).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } })
    const seen = await t.run('plan.get', { workspaceId: t.workspaceId }, { userId: viewer.userId })
    expect(seen).toMatchObject({ plan: 'free', canManageLicence: false })
    await t.run('licence.activate', { workspaceId: t.workspaceId, token })
    const removeDenied = await t.dispatch(
      'licence.remove',
      { workspaceId: t.workspaceId },
      { userId: viewer.userId },
    )
    expect(removeDenied).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } })
  })

  it('removing the licence goes back to Free after the trial, or to the trial while it runs', async () => {
    t = await createTestCore()
    trustTestLicences(t.core)
    await t.run('licence.activate', {
      workspaceId: t.workspaceId,
      token: await mintTestLicence(t.clock.now()),
    })
    expect((await t.run('licence.remove', { workspaceId: t.workspaceId })).plan).toBe('trial')
    await t.run('licence.activate', {
      workspaceId: t.workspaceId,
      token: await mintTestLicence(t.clock.now()),
    })
    t.clock.advance(TRIAL_MS)
    const after = await t.run('licence.remove', { workspaceId: t.workspaceId })
    expect(after).toMatchObject({ plan: 'free', licence: null })
    expect(planAllows(t.core, t.workspaceId, 'api')).toBe(false)
    const none = await t.dispatch('licence.remove', { workspaceId: t.workspaceId })
    expect(none).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND', message: expect.stringContaining('nothing to remove') },
    })
  })

  it('falls back to Free when an active licence expires, warning two weeks ahead', async () => {
    t = await freeCore()
    await t.run('licence.activate', {
      workspaceId: t.workspaceId,
      token: await mintTestLicence(t.clock.now(), { expiresAt: t.clock.now() + 30 * DAY_MS }),
    })
    t.clock.advance(20 * DAY_MS)
    const soon = await t.run('plan.get', { workspaceId: t.workspaceId })
    expect(soon).toMatchObject({ plan: 'pro', licence: { daysLeft: 10 } })
    expect(soon.notice).toContain('expires in 10 days')
    t.clock.advance(10 * DAY_MS)
    expect(planAllows(t.core, t.workspaceId, 'webhooks')).toBe(false)
    const lapsed = await t.run('plan.get', { workspaceId: t.workspaceId })
    expect(lapsed).toMatchObject({ plan: 'free', licence: { expired: true, daysLeft: 0 } })
    expect(lapsed.notice).toMatch(
      /^Your Pro licence expired on \d{4}-\d{2}-\d{2}\. Renew at https:\/\/reviewreply\.app\/pricing/,
    )
  })

  it('mentions seats in use beyond the licence without locking anyone out', async () => {
    t = await freeCore()
    await t.run('members.add', { workspaceId: t.workspaceId, name: 'Eda', role: 'editor' })
    await t.run('members.add', { workspaceId: t.workspaceId, name: 'Vic', role: 'viewer' })
    const plan = await t.run('licence.activate', {
      workspaceId: t.workspaceId,
      token: await mintTestLicence(t.clock.now(), { seats: 2 }),
    })
    expect(plan).toMatchObject({ plan: 'pro', licence: { seats: 2, seatsUsed: 3 } })
    expect(plan.notice).toContain('3 members but the licence covers 2 seats')
  })

  it('cannot be fooled by copying a licence row to another workspace', async () => {
    t = await freeCore()
    // A first workspace in use (named): creating another keeps it (an unused one is replaced).
    await t.run('workspaces.rename', { workspaceId: t.workspaceId, name: 'Ours' })
    const other = await t.run('workspaces.create', { name: 'Other' })
    t.clock.advance(TRIAL_MS)
    await t.run('licence.activate', {
      workspaceId: t.workspaceId,
      token: await mintTestLicence(t.clock.now(), { workspaceId: t.workspaceId }),
    })
    const row = t.core.db.select().from(licences).get()
    if (!row) throw new Error('no licence row')
    t.core.db
      .insert(licences)
      .values({ ...row, id: 'lic_copy', workspaceId: other.id })
      .run()
    expect(planAllows(t.core, other.id, 'api')).toBe(false)
    expect((await t.run('plan.get', { workspaceId: other.id })).notice).toContain(
      'Enter your licence key again',
    )
    // And a licence bound to one workspace is refused in another.
    const res = await t.dispatch('licence.activate', {
      workspaceId: other.id,
      token: await mintTestLicence(t.clock.now(), { workspaceId: t.workspaceId }),
    })
    expect(res).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('belongs to another workspace') },
    })
  })

  it('holds webhook deliveries on Free and releases them when Pro is activated', async () => {
    t = await freeCore()
    addEndpoint(t)
    emitEvent(t.core, t.workspaceId, 'test', { n: 1 })
    emitEvent(t.core, t.workspaceId, 'test', { n: 2 })
    fanOutEvents(t.core)
    expect(deliveries(t)).toEqual(['held', 'held'])
    expect((await t.run('plan.get', { workspaceId: t.workspaceId })).heldDeliveries).toBe(2)

    const plan = await t.run('licence.activate', {
      workspaceId: t.workspaceId,
      token: await mintTestLicence(t.clock.now()),
    })
    expect(plan.heldDeliveries).toBe(0)
    expect(deliveries(t)).toEqual(['pending', 'pending'])
    const due = t.core.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.status, 'pending'))
      .all()
    expect(due.every((d) => d.nextAttemptAt === t.clock.now())).toBe(true)
  })
})
