/** The simulator must be as strict as Google, or the client tests prove nothing. */
import { createPrivateKey } from 'node:crypto'
import { SignJWT } from 'jose'
import { request } from 'undici'
import { afterEach, describe, expect, it } from 'vitest'
import { ManualClock } from '../../../../src/main/core/clock'
import {
  ANDROID_PUBLISHER_SCOPE,
  startGooglePlaySimulator,
  type GooglePlaySimulator,
} from '../../../../src/main/simulators/google-play'
import { makeReviews, PKG } from '../../core/stores/google-play/support'

let sim: GooglePlaySimulator
afterEach(async () => sim?.close())

const clock = new ManualClock()

async function assertion(
  claims: Record<string, unknown>,
  key = createPrivateKey(sim.serviceAccount.private_key),
): Promise<string> {
  const iat = Math.floor(clock.now() / 1000)
  const base = {
    iss: sim.serviceAccount.client_email,
    aud: sim.tokenUrl,
    scope: ANDROID_PUBLISHER_SCOPE,
    iat,
    exp: iat + 3600,
  }
  return new SignJWT({ ...base, ...claims })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .sign(key)
}

async function exchange(jwt: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await request(sim.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
      assertion: jwt,
    }).toString(),
  })
  return { status: res.statusCode, body: (await res.body.json()) as Record<string, unknown> }
}

async function list(
  auth: string | null,
  query = '',
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await request(
    `${sim.url}/applications/${PKG}/reviews${query}`,
    auth ? { headers: { authorization: auth } } : {},
  )
  return { status: res.statusCode, body: (await res.body.json()) as Record<string, unknown> }
}

describe('Google Play simulator', () => {
  it('verifies the assertion: signature, audience, lifetime, scope', async () => {
    sim = await startGooglePlaySimulator({ clock })
    expect((await exchange(await assertion({}))).body).toMatchObject({
      token_type: 'Bearer',
      expires_in: 3599,
    })
    // Signed by another account's key while claiming to be the first account.
    const stranger = createPrivateKey((await sim.addServiceAccount()).private_key)
    expect((await exchange(await assertion({}, stranger))).body).toMatchObject({
      error: 'invalid_grant',
      error_description: 'Invalid JWT Signature.',
    })
    expect(
      (await exchange(await assertion({ aud: 'https://example.com/token' }))).body,
    ).toMatchObject({ error: 'invalid_grant' })
    const iat = Math.floor(clock.now() / 1000)
    expect((await exchange(await assertion({ exp: iat + 3601 }))).body.error_description).toMatch(
      /short-lived token/,
    )
    expect(
      (await exchange(await assertion({ iat: iat - 7200, exp: iat - 3600 }))).body
        .error_description,
    ).toMatch(/short-lived token/)
    expect(
      // A scope Google does not know (cloud-platform is valid: Cloud Storage reads take it).
      (await exchange(await assertion({ scope: 'https://www.googleapis.com/auth/no-such-scope' })))
        .body,
    ).toMatchObject({ error: 'invalid_scope' })
  })

  it('refuses a JWT as bearer with CREDENTIALS_MISSING, accepts the access token in the header or the query', async () => {
    sim = await startGooglePlaySimulator({ clock })
    sim.addPackage(PKG)
    const jwt = await assertion({})
    const asBearer = await list(`Bearer ${jwt}`)
    expect(asBearer.status).toBe(401)
    expect(asBearer.body).toMatchObject({
      error: { status: 'UNAUTHENTICATED', details: [{ reason: 'CREDENTIALS_MISSING' }] },
    })
    expect((await list(null)).status).toBe(401)

    const token = (await exchange(jwt)).body.access_token as string
    expect(await list(`Bearer ${token}`)).toEqual({ status: 200, body: {} })
    expect((await list(null, `?access_token=${token}`)).status).toBe(200)
    clock.advance(3600_000)
    expect((await list(`Bearer ${token}`)).body).toMatchObject({
      error: { code: 401, errors: [{ reason: 'authError' }] },
    })
  })

  it("pages at most 100, newest first, within the week, and counts quota per app in Google's shape", async () => {
    sim = await startGooglePlaySimulator({ clock, quota: { getPerHour: 4 } })
    sim.seed(PKG, makeReviews(150, clock.now()))
    const token = (await exchange(await assertion({}))).body.access_token as string
    const first = await list(`Bearer ${token}`, '?maxResults=500')
    const reviews = first.body.reviews as {
      comments: { userComment: { lastModified: { seconds: string } } }[]
    }[]
    expect(reviews).toHaveLength(100)
    const times = reviews.map((r) => Number(r.comments[0]!.userComment.lastModified.seconds))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    const next = (first.body.tokenPagination as { nextPageToken: string }).nextPageToken
    const second = await list(`Bearer ${token}`, `?maxResults=100&token=${next}`)
    expect(second.body.reviews).toHaveLength(50)
    expect(second.body.tokenPagination).toBeUndefined()
    await list(`Bearer ${token}`)
    await list(`Bearer ${token}`)
    expect(await list(`Bearer ${token}`)).toMatchObject({
      status: 429,
      body: { error: { status: 'RESOURCE_EXHAUSTED', errors: [{ reason: 'rateLimitExceeded' }] } },
    })
    expect(sim.quotaUsed(PKG)).toEqual({ get: 4, post: 0 })
  })
})
