import { generateKeyPairSync } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { addApp } from '../../../../../src/main/core/apps/apps'
import { credentials } from '../../../../../src/main/core/db/schema'
import { googlePlayStatus } from '../../../../../src/main/core/stores/google-play'
import { replaceGooglePlayKey } from '../../../../../src/main/core/stores/google-play/replace-key'
import { syncGooglePlayListing } from '../../../../../src/main/core/sync/pass'
import { PKG, setupGooglePlay, type GpSetup } from './support'

let gp: GpSetup
afterEach(async () => gp?.close())

/** A well-formed service-account file Google never issued: the token exchange refuses it. */
function unknownKey(gp: GpSetup): string {
  const privateKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ format: 'pem', type: 'pkcs8' })
    .toString()
  return JSON.stringify({
    ...gp.sim.serviceAccount,
    private_key_id: 'f'.repeat(40),
    private_key: privateKey,
  })
}

describe('Replace key… on Google Play', () => {
  it('keeps the working key when the new one cannot read the apps, and says why at the key field', async () => {
    gp = await setupGooglePlay()
    await syncGooglePlayListing(gp.t.core, gp.listing())
    expect(gp.listing().lastError).toBeNull()
    const before = gp.t.core.db.select().from(credentials).all()

    await expect(replaceGooglePlayKey(gp.t.core, gp.t.admin, unknownKey(gp))).rejects.toMatchObject(
      {
        code: 'INVALID_INPUT',
        field: 'serviceAccountJson',
        message: expect.stringMatching(
          /current one stays: it cannot read Notes on Google Play \(Notes: /,
        ),
      },
    )
    expect(gp.t.core.db.select().from(credentials).all()).toEqual(before)
    expect(gp.listing().lastError).toBeNull()
  })

  it('stores a key that reads the apps, and records which app it cannot read', async () => {
    gp = await setupGooglePlay()
    await syncGooglePlayListing(gp.t.core, gp.listing())
    // A package Google does not know for this account, never read: it does not block the new key.
    addApp(gp.t.core, gp.t.admin, { name: 'Notes Pro', googlePlayPackage: 'com.example.notespro' })
    const second = await gp.sim.addServiceAccount()
    const connection = await replaceGooglePlayKey(gp.t.core, gp.t.admin, JSON.stringify(second))
    expect(connection.clientEmail).toBe(second.client_email)
    const status = googlePlayStatus(gp.t.core, gp.t.admin)
    const byPackage = Object.fromEntries(status.listings.map((l) => [l.packageName, l.lastError]))
    expect(byPackage[PKG]).toBeNull()
    expect(byPackage['com.example.notespro']).toEqual(expect.any(String))
  })
})
