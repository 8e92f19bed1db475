import { generateKeyPairSync } from 'node:crypto'
import { decodeJwt, decodeProtectedHeader } from 'jose'
import { afterEach, describe, expect, it } from 'vitest'
import { credentials, storeListings } from '../../../../../src/main/core/db/schema'
import { syncAppStoreListing } from '../../../../../src/main/core/sync/pass'
import { validateAppStoreKey } from '../../../../../src/main/core/stores/app-store/key'
import { APP_ID, MINUTE, setupAppStore, type AppStoreHarness } from './setup'

let h: AppStoreHarness
afterEach(async () => h?.close())

const ISSUER = '57246542-96fe-1a63-e053-0824d011072a'
const ecKey = (curve: string) =>
  generateKeyPairSync('ec', { namedCurve: curve })
    .privateKey.export({ format: 'pem', type: 'pkcs8' })
    .toString()
const P256 = ecKey('prime256v1')

const attempt = (input: Partial<Parameters<typeof validateAppStoreKey>[0]>) => {
  try {
    validateAppStoreKey({ keyId: '2X9R4HXF34', issuerId: ISSUER, privateKeyPem: P256, ...input })
    return null
  } catch (error) {
    return { message: (error as Error).message, field: (error as { field?: string }).field }
  }
}

describe('validating an App Store Connect key', () => {
  it('accepts a P-256 PKCS#8 key, normalizing ids and line endings', () => {
    const key = validateAppStoreKey({
      keyId: ' 2x9r4hxf34 ',
      issuerId: ISSUER.toUpperCase(),
      privateKeyPem: P256.replace(/\n/g, '\r\n'),
    })
    expect(key).toMatchObject({ keyId: '2X9R4HXF34', issuerId: ISSUER, individual: false })
    expect(key.privateKeyPem.startsWith('-----BEGIN PRIVATE KEY-----')).toBe(true)
  })

  it('names each mistake plainly', () => {
    expect(
      attempt({ privateKeyPem: '{"type": "service_account", "private_key_id": "x"}' })?.message,
    ).toMatch(/Google Play service-account file/)
    expect(attempt({ privateKeyPem: '{"hello": 1}' })?.message).toMatch(/This is a JSON file/)
    expect(attempt({ privateKeyPem: 'just some text' })?.message).toMatch(
      /not an App Store Connect key file/,
    )
    expect(attempt({ privateKeyPem: '' })?.message).toMatch(/file is empty/)
    expect(attempt({ privateKeyPem: P256.slice(0, 120) })?.message).toMatch(/cut off or damaged/)
    expect(
      attempt({ privateKeyPem: P256.replace(/\n[A-Za-z0-9+/]{10}/, '\n!!!!!!!!!!') })?.message,
    ).toMatch(/not valid base64/)
    expect(
      attempt({ privateKeyPem: '-----BEGIN PRIVATE KEY-----\nAAAAAAAA\n-----END PRIVATE KEY-----' })
        ?.message,
    ).toMatch(/cannot be read/)
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 })
      .privateKey.export({ format: 'pem', type: 'pkcs8' })
      .toString()
    expect(attempt({ privateKeyPem: rsa })?.message).toMatch(
      /This is an RSA private key; App Store Connect keys are EC \(P-256\)/,
    )
    expect(attempt({ privateKeyPem: ecKey('secp384r1') })?.message).toMatch(
      /uses the curve secp384r1/,
    )
    const cert = '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----'
    expect(attempt({ privateKeyPem: cert })?.message).toMatch(
      /holds a certificate, not a private key/,
    )
    expect(attempt({ keyId: 'ABC' })).toMatchObject({
      field: 'keyId',
      message: expect.stringMatching(/10 letters and digits/) as string,
    })
    expect(attempt({ issuerId: 'not-a-uuid' })).toMatchObject({
      field: 'issuerId',
      message: expect.stringMatching(/is a UUID/) as string,
    })
    expect(attempt({ issuerId: undefined })).toMatchObject({
      field: 'issuerId',
      message: expect.stringMatching(/team key needs its issuer id/) as string,
    })
    expect(attempt({ individual: true })).toMatchObject({ field: 'issuerId' })
    expect(attempt({ individual: true, issuerId: undefined })).toBeNull()
  })
})

describe('connecting App Store Connect', () => {
  it('stores the .p8 only encrypted, attaches it to every App Store listing and replaces an older key', async () => {
    h = await setupAppStore({ connect: false })
    const second = await h.t.run('apps.add', {
      workspaceId: h.t.workspaceId,
      name: 'Second',
      appStoreId: '123456789',
    })
    const first = await h.t.run('appStore.connect', {
      workspaceId: h.t.workspaceId,
      keyId: h.key.keyId,
      issuerId: h.key.issuerId ?? '',
      privateKeyPem: h.key.privateKeyPem,
    })
    expect(first).toMatchObject({
      keyId: h.key.keyId,
      issuerId: h.key.issuerId,
      individual: false,
      listingsAttached: 2,
    })
    const stored = h.t.core.db.select().from(credentials).all()
    expect(stored).toHaveLength(1)
    expect(stored[0]?.kind).toBe('app_store_api_key')
    expect(JSON.parse(stored[0]?.metadata ?? '{}')).toEqual({
      keyId: h.key.keyId,
      issuerId: h.key.issuerId,
      individual: false,
    })
    expect(stored[0]?.ciphertext.toString('latin1')).not.toContain('PRIVATE KEY')

    const replacement = h.sim.keys.create({ role: 'ADMIN' })
    await h.t.run('appStore.connect', {
      workspaceId: h.t.workspaceId,
      keyId: replacement.keyId,
      issuerId: replacement.issuerId ?? '',
      privateKeyPem: replacement.privateKeyPem,
    })
    const after = h.t.core.db.select().from(credentials).all()
    expect(after).toHaveLength(1)
    const listings = h.t.core.db.select().from(storeListings).all()
    expect(listings.map((l) => l.credentialId)).toEqual([after[0]?.id, after[0]?.id])
    expect(second.listings[0]?.connected).toBe(false)

    // A listing added later uses the workspace's key.
    const third = await h.t.run('apps.add', {
      workspaceId: h.t.workspaceId,
      name: 'Third',
      appStoreId: '223456789',
    })
    expect(third.listings[0]?.connected).toBe(true)

    const status = await h.t.run('appStore.status', { workspaceId: h.t.workspaceId })
    expect(status.key).toMatchObject({ keyId: replacement.keyId, listingsAttached: 3 })
    expect(JSON.stringify(status)).not.toContain('PRIVATE KEY')
    expect(status.listings.map((l) => l.appName)).toEqual(['Notes', 'Second', 'Third'])
  })

  it('is for admins only, and a bad key changes nothing', async () => {
    h = await setupAppStore()
    const editor = await h.t.run('members.add', {
      workspaceId: h.t.workspaceId,
      name: 'Eda',
      role: 'editor',
    })
    const input = {
      workspaceId: h.t.workspaceId,
      keyId: h.key.keyId,
      issuerId: h.key.issuerId,
      privateKeyPem: h.key.privateKeyPem,
    }
    expect(await h.t.dispatch('appStore.connect', input, { userId: editor.userId })).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    })
    const before = h.t.core.db.select().from(credentials).all()
    expect(
      await h.t.dispatch('appStore.connect', { ...input, privateKeyPem: 'oops' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', field: 'privateKeyPem' },
    })
    expect(h.t.core.db.select().from(credentials).all()).toEqual(before)
    // Editors may test; viewers may see the status.
    expect(
      (
        await h.t.run(
          'appStore.testConnection',
          { workspaceId: h.t.workspaceId },
          { userId: editor.userId },
        )
      ).ok,
    ).toBe(true)
  })

  it('disconnects, leaving listings unconnected', async () => {
    h = await setupAppStore()
    await h.t.run('appStore.disconnect', { workspaceId: h.t.workspaceId })
    expect(h.listing().credentialId).toBeNull()
    expect((await h.t.run('appStore.status', { workspaceId: h.t.workspaceId })).connected).toBe(
      false,
    )
  })

  it('tests the connection with one reviews call and reports the budget', async () => {
    h = await setupAppStore()
    const test = await h.t.run('appStore.testConnection', { workspaceId: h.t.workspaceId })
    expect(test).toMatchObject({
      ok: true,
      message: `Connected: key ${h.key.keyId} can read the reviews of Notes (Apple ID ${APP_ID}).`,
      rateLimit: { limit: 3500, remaining: 3499 },
    })
    expect(h.sim.calls).toHaveLength(1)
    expect(h.sim.calls[0]).toMatchObject({
      path: `/v1/apps/${APP_ID}/customerReviews`,
      query: { limit: '1', sort: '-createdDate' },
    })
  })

  it('signs ES256 tokens with kid, aud, iss, a 15-minute lifetime, and reuses them until shortly before expiry', async () => {
    h = await setupAppStore()
    const sync = () => syncAppStoreListing(h.t.core, h.listing())
    await sync()
    const token = h.sim.calls[0]?.token ?? ''
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'ES256', kid: h.key.keyId, typ: 'JWT' })
    const claims = decodeJwt(token)
    expect(claims).toEqual({
      iss: h.key.issuerId,
      aud: 'appstoreconnect-v1',
      iat: h.clock.now() / 1000,
      exp: h.clock.now() / 1000 + 900,
    })

    h.clock.advance(13 * MINUTE)
    await sync()
    expect(h.sim.calls.at(-1)?.token).toBe(token)
    h.clock.advance(MINUTE + 1000)
    await sync()
    const renewed = h.sim.calls.at(-1)?.token
    expect(renewed).not.toBe(token)
    expect(decodeJwt(renewed ?? '').iat).toBe(Math.floor(h.clock.now() / 1000))
  })

  it('signs individual keys with sub "user" and no issuer', async () => {
    h = await setupAppStore({ individual: true })
    expect((await h.t.run('appStore.testConnection', { workspaceId: h.t.workspaceId })).ok).toBe(
      true,
    )
    const claims = decodeJwt(h.sim.calls[0]?.token ?? '')
    expect(claims.sub).toBe('user')
    expect(claims.iss).toBeUndefined()
  })
})
