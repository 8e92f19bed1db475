import { generateKeyPairSync } from 'node:crypto'
import { SignJWT, base64url } from 'jose'
import { describe, expect, it } from 'vitest'
import { mintLicence } from '../../../../scripts/licence-mint'
import { DAY_MS, LICENCE_ISSUER } from '../../../../src/main/core/plans/constants'
import { verifyLicence } from '../../../../src/main/core/plans/licence'
import { checkLicenceSync } from '../../../../src/main/core/plans/licence-check'
import { LICENCE_PUBLIC_KEYS } from '../../../../src/main/core/plans/licence-public-key'
import { mintTestLicence, testLicenceKey } from '../../../fixtures/licence/mint'

const NOW = Date.UTC(2026, 10, 2, 9, 0, 0)
const WS = 'ws_000001'
const keys = [testLicenceKey]

async function refusal(
  token: string,
  workspaceId = WS,
  now = NOW,
): Promise<{ code: string; message: string; field?: string }> {
  try {
    await verifyLicence(token, keys, now, workspaceId)
  } catch (error) {
    const e = error as { code: string; message: string; field?: string }
    return { code: e.code, message: e.message, ...(e.field ? { field: e.field } : {}) }
  }
  throw new Error('the licence was accepted')
}

/** A key pair of our own, for tokens the fixture minter would never produce. */
function ownKeys() {
  const { privateKey } = generateKeyPairSync('ed25519')
  const x = String(privateKey.export({ format: 'jwk' }).x)
  return {
    privateKey,
    keys: [{ kid: 'k', jwk: { kty: 'OKP' as const, crv: 'Ed25519' as const, x } }],
  }
}

/** Re-encodes the payload but keeps the original signature: a tampered licence. */
function tamper(token: string, change: (payload: Record<string, unknown>) => void): string {
  const [header, payload, signature] = token.split('.') as [string, string, string]
  const claims = JSON.parse(new TextDecoder().decode(base64url.decode(payload))) as Record<
    string,
    unknown
  >
  change(claims)
  return `${header}.${base64url.encode(JSON.stringify(claims))}.${signature}`
}

describe('licence verification (offline, EdDSA)', () => {
  it('accepts a Pro licence signed with the trusted key and reads its claims', async () => {
    const token = await mintTestLicence(NOW, { licenceId: 'lic-42', seats: 5 })
    const claims = await verifyLicence(token, keys, NOW, WS)
    expect(claims).toEqual({
      licenceId: 'lic-42',
      subject: 'cus_test',
      customer: 'Acme Apps Ltd',
      plan: 'pro',
      seats: 5,
      issuedAt: NOW,
      notBefore: null,
      expiresAt: NOW + 365 * DAY_MS,
      workspaceId: null,
    })
    expect(checkLicenceSync(token, keys)).toEqual(claims)
  })

  it('tolerates the line breaks and spaces an e-mail client adds', async () => {
    const token = await mintTestLicence(NOW)
    const wrapped = `  ${token.slice(0, 40)}\n${token.slice(40, 90)}\r\n ${token.slice(90)}\n`
    await expect(verifyLicence(wrapped, keys, NOW, WS)).resolves.toMatchObject({ plan: 'pro' })
  })

  it('refuses a forged licence (signed with another key) with a clear message', async () => {
    const { privateKey } = generateKeyPairSync('ed25519')
    const forged = await mintLicence(privateKey, {
      subject: 'cus_x',
      seats: 100,
      expiresAt: NOW + DAY_MS,
    })
    expect(await refusal(forged)).toEqual({
      code: 'INVALID_INPUT',
      field: 'token',
      message: expect.stringContaining(
        'was not issued by Review Reply: its signature does not match',
      ),
    })
    expect(checkLicenceSync(forged, keys)).toBeNull()
  })

  it('refuses a forged licence that claims the trusted key id', async () => {
    const { privateKey } = generateKeyPairSync('ed25519')
    const forged = await new SignJWT({ plan: 'pro', seats: 1 })
      .setProtectedHeader({ alg: 'EdDSA', kid: testLicenceKey.kid })
      .setIssuer(LICENCE_ISSUER)
      .setSubject('cus_x')
      .setExpirationTime(Math.floor((NOW + DAY_MS) / 1000))
      .sign(privateKey)
    expect((await refusal(forged)).message).toContain('signature does not match')
    expect(checkLicenceSync(forged, keys)).toBeNull()
  })

  it('refuses a tampered licence (more seats, later expiry) whose signature no longer matches', async () => {
    const token = await mintTestLicence(NOW, { expiresAt: NOW - DAY_MS })
    const tampered = tamper(token, (c) => {
      c.seats = 500
      c.exp = Math.floor((NOW + 3650 * DAY_MS) / 1000)
    })
    expect((await refusal(tampered)).message).toContain('signature does not match')
    expect(checkLicenceSync(tampered, keys)).toBeNull()
  })

  it('refuses unsigned and symmetric-key tokens', async () => {
    const header = base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }))
    const body = base64url.encode(
      JSON.stringify({
        iss: LICENCE_ISSUER,
        sub: 'x',
        plan: 'pro',
        seats: 1,
        exp: NOW / 1000 + 999,
      }),
    )
    expect((await refusal(`${header}.${body}.`)).message).toContain(
      'not a Review Reply licence key',
    )
    const hs = await new SignJWT({ plan: 'pro', seats: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(LICENCE_ISSUER)
      .setSubject('x')
      .setExpirationTime(Math.floor(NOW / 1000) + 999)
      .sign(new TextEncoder().encode(testLicenceKey.jwk.x))
    expect((await refusal(hs)).message).toContain('signature does not match')
    expect(checkLicenceSync(hs, keys)).toBeNull()
  })

  it('refuses an expired licence and says when it expired and where to renew', async () => {
    const token = await mintTestLicence(NOW - 400 * DAY_MS, { expiresAt: Date.UTC(2026, 9, 1, 12) })
    expect((await refusal(token)).message).toBe(
      'This licence key expired on 2026-10-01. Renew Pro at https://reviewreply.app/pricing and enter the new key.',
    )
  })

  it('refuses a licence for another plan, naming it', async () => {
    const token = await mintTestLicence(NOW, { plan: 'team' })
    expect((await refusal(token)).message).toContain('is for the "team" plan, not Pro')
    expect(checkLicenceSync(token, keys)).toBeNull()
  })

  it('refuses a licence bound to another workspace, naming both', async () => {
    const token = await mintTestLicence(NOW, { workspaceId: 'ws_other' })
    expect((await refusal(token)).message).toBe(
      'This licence key belongs to another workspace (ws_other). Enter it in that workspace, or ask support for a key for this one (ws_000001).',
    )
    await expect(verifyLicence(token, keys, NOW, 'ws_other')).resolves.toMatchObject({
      workspaceId: 'ws_other',
    })
  })

  it('refuses a licence from another issuer even when the signature is good', async () => {
    const { privateKey, keys: otherKeys } = ownKeys()
    const token = await new SignJWT({ plan: 'pro', seats: 1 })
      .setProtectedHeader({ alg: 'EdDSA', kid: 'k' })
      .setIssuer('someone-else')
      .setSubject('x')
      .setExpirationTime(Math.floor(NOW / 1000) + 999)
      .sign(privateKey)
    await expect(verifyLicence(token, otherKeys, NOW, WS)).rejects.toThrow(
      'was not issued by Review Reply',
    )
    expect(checkLicenceSync(token, otherKeys)).toBeNull()
  })

  it('refuses a licence that is not valid yet or lacks seats', async () => {
    const { privateKey, keys: own } = ownKeys()
    const base = () =>
      new SignJWT({ plan: 'pro', seats: 2 })
        .setProtectedHeader({ alg: 'EdDSA', kid: 'k' })
        .setIssuer(LICENCE_ISSUER)
        .setSubject('x')
        .setExpirationTime(Math.floor(NOW / 1000) + 10 * 86400)
    const later = await base()
      .setNotBefore(Math.floor(Date.UTC(2026, 10, 5) / 1000))
      .sign(privateKey)
    await expect(verifyLicence(later, own, NOW, WS)).rejects.toThrow(
      'only becomes valid on 2026-11-05',
    )
    const noSeats = await new SignJWT({ plan: 'pro' })
      .setProtectedHeader({ alg: 'EdDSA', kid: 'k' })
      .setIssuer(LICENCE_ISSUER)
      .setSubject('x')
      .setExpirationTime(Math.floor(NOW / 1000) + 999)
      .sign(privateKey)
    await expect(verifyLicence(noSeats, own, NOW, WS)).rejects.toThrow(
      'missing required details (seats)',
    )
    const noExpiry = await new SignJWT({ plan: 'pro', seats: 1 })
      .setProtectedHeader({ alg: 'EdDSA', kid: 'k' })
      .setIssuer(LICENCE_ISSUER)
      .setSubject('x')
      .sign(privateKey)
    await expect(verifyLicence(noExpiry, own, NOW, WS)).rejects.toThrow(
      'missing required details (exp)',
    )
  })

  it('refuses text that is not a licence key at all', async () => {
    for (const junk of ['hello', 'a.b', 'rr_live_abc', 'eyJ.eyJ.***']) {
      expect((await refusal(junk)).message).toContain('not a Review Reply licence key')
    }
  })

  it('trusts only the production key by default: a test-key licence is refused', async () => {
    const token = await mintTestLicence(NOW)
    await expect(verifyLicence(token, LICENCE_PUBLIC_KEYS, NOW, WS)).rejects.toThrow(
      'signature does not match',
    )
    expect(checkLicenceSync(token, LICENCE_PUBLIC_KEYS)).toBeNull()
    expect(LICENCE_PUBLIC_KEYS.map((k) => k.kid)).not.toContain(testLicenceKey.kid)
  })
})
