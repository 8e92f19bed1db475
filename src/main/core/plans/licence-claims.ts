import { z } from 'zod'
import { LICENCE_ISSUER } from './constants'

/** What a verified licence says, in the app's units (milliseconds). */
export interface LicenceClaims {
  /** `jti`, when the issuer set one (support looks licences up by it). */
  licenceId: string | null
  /** Customer id at the merchant of record (`sub`). */
  subject: string
  /** Who it is licensed to, for display; the customer id when no name was given. */
  customer: string
  plan: 'pro'
  seats: number
  issuedAt: number | null
  notBefore: number | null
  expiresAt: number
  /** Set when the licence only works in one workspace. */
  workspaceId: string | null
}

const payloadSchema = z.object({
  iss: z.literal(LICENCE_ISSUER),
  sub: z.string().min(1).max(200),
  plan: z.literal('pro'),
  seats: z.number().int().min(1).max(1_000_000),
  exp: z.number().int().positive(),
  iat: z.number().int().positive().optional(),
  nbf: z.number().int().positive().optional(),
  jti: z.string().min(1).max(200).optional(),
  customer: z.string().trim().min(1).max(200).optional(),
  workspace: z.string().min(1).max(60).optional(),
})

export type ClaimsCheck =
  | { ok: true; claims: LicenceClaims }
  | { ok: false; problem: 'wrong_plan'; plan: string | null }
  | { ok: false; problem: 'incomplete'; detail: string }

/** Reads a signature-verified payload. The plan is checked first so its refusal names the plan. */
export function readClaims(payload: Record<string, unknown>): ClaimsCheck {
  if (payload.plan !== 'pro') {
    return {
      ok: false,
      problem: 'wrong_plan',
      plan: typeof payload.plan === 'string' ? payload.plan : null,
    }
  }
  const parsed = payloadSchema.safeParse(payload)
  if (!parsed.success) {
    const detail = [
      ...new Set(parsed.error.issues.map((i) => String(i.path[0] ?? 'payload'))),
    ].join(', ')
    return { ok: false, problem: 'incomplete', detail }
  }
  const p = parsed.data
  return {
    ok: true,
    claims: {
      licenceId: p.jti ?? null,
      subject: p.sub,
      customer: p.customer ?? p.sub,
      plan: 'pro',
      seats: p.seats,
      issuedAt: p.iat === undefined ? null : p.iat * 1000,
      notBefore: p.nbf === undefined ? null : p.nbf * 1000,
      expiresAt: p.exp * 1000,
      workspaceId: p.workspace ?? null,
    },
  }
}
