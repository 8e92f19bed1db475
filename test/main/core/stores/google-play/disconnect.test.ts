import { afterEach, describe, expect, it } from 'vitest'
import { credentials } from '../../../../../src/main/core/db/schema'
import { disconnectGooglePlay, googlePlayStatus } from '../../../../../src/main/core/stores/google-play'
import { testGooglePlayConnection } from '../../../../../src/main/core/sync/pass'
import { setupGooglePlay, type GpSetup } from './support'

let gp: GpSetup
afterEach(async () => gp?.close())

describe('disconnecting Google Play', () => {
  it('deletes the key, shows the listings as not connected, and forgets the old failure', async () => {
    gp = await setupGooglePlay()
    await gp.connect({ ...gp.sim.serviceAccount, private_key_id: 'a'.repeat(40), client_email: 'other@x.iam.gserviceaccount.com' })
    const failed = await testGooglePlayConnection(gp.t.core, gp.t.admin)
    expect(failed.ok).toBe(false)
    expect(gp.listing().lastError).not.toBeNull()

    disconnectGooglePlay(gp.t.core, gp.t.admin)
    expect(gp.t.core.db.select().from(credentials).all()).toEqual([])
    const status = googlePlayStatus(gp.t.core, gp.t.admin)
    expect(status.connected).toBe(false)
    expect(gp.listing()).toMatchObject({ credentialId: null, lastError: null })
    expect(() => disconnectGooglePlay(gp.t.core, gp.t.admin)).toThrow(/not found/)
  })

  it('only admins may disconnect', async () => {
    gp = await setupGooglePlay()
    await gp.connect()
    expect(() => disconnectGooglePlay(gp.t.core, { ...gp.t.admin, role: 'editor' })).toThrow()
    expect(googlePlayStatus(gp.t.core, gp.t.admin).connected).toBe(true)
  })
})
