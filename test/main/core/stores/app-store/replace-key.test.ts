import { afterEach, describe, expect, it } from 'vitest'
import { credentials } from '../../../../../src/main/core/db/schema'
import { syncAppStoreListing } from '../../../../../src/main/core/sync/pass'
import { setupAppStore, type AppStoreHarness } from './setup'

let h: AppStoreHarness
afterEach(async () => h?.close())

const input = (
  h: AppStoreHarness,
  key: { keyId: string; issuerId: string | null; privateKeyPem: string },
) => ({
  workspaceId: h.t.workspaceId,
  keyId: key.keyId,
  issuerId: key.issuerId ?? '',
  privateKeyPem: key.privateKeyPem,
})

describe('Replace key… on the App Store', () => {
  it('keeps the working key when the new one cannot read the apps, and says why at the key field', async () => {
    h = await setupAppStore()
    await syncAppStoreListing(h.t.core, h.listing())
    expect(h.listing().lastError).toBeNull()
    const before = h.t.core.db.select().from(credentials).all()

    const revoked = h.sim.keys.create()
    h.sim.keys.revoke(revoked.keyId)
    const result = await h.t.dispatch('appStore.connect', input(h, revoked))
    expect(result).toMatchObject({
      ok: false,
      error: {
        code: 'INVALID_INPUT',
        field: 'privateKeyPem',
        message: expect.stringMatching(
          /not saved and the current one stays: it cannot read Notes on the App Store \(Notes: /,
        ),
      },
    })
    expect(h.t.core.db.select().from(credentials).all()).toEqual(before)
    // The old key still syncs, and the app is not marked failing by the refused key.
    expect(h.listing().lastError).toBeNull()
    await syncAppStoreListing(h.t.core, h.listing())
    expect(h.listing().lastError).toBeNull()
  })

  it('stores a key that reads the apps, and records which app it cannot read', async () => {
    h = await setupAppStore()
    await syncAppStoreListing(h.t.core, h.listing())
    // An app whose Apple ID the key cannot read (never synced): it does not block the new key.
    await h.t.run('apps.add', {
      workspaceId: h.t.workspaceId,
      name: 'Notes Pro',
      appStoreId: '999999999',
    })
    const replacement = h.sim.keys.create({ role: 'ADMIN' })
    const connection = await h.t.run('appStore.connect', input(h, replacement))
    expect(connection.keyId).toBe(replacement.keyId)

    const status = await h.t.run('appStore.status', { workspaceId: h.t.workspaceId })
    expect(status.key?.keyId).toBe(replacement.keyId)
    const byName = Object.fromEntries(status.listings.map((l) => [l.appName, l.lastError]))
    expect(byName['Notes']).toBeNull()
    expect(byName['Notes Pro']).toEqual(expect.any(String))
  })
})
