import type { CoreContext } from '../context'
import { deleteSecret, readCredentialMetadata, readSecret, storeSecret } from '../vault/credentials'

/**
 * A tracker token in the vault, bound to the origin it was entered for, like the model key: a
 * connection whose address changed never sends it anywhere else.
 */
export function storeTrackerToken(
  ctx: CoreContext,
  workspaceId: string,
  token: string,
  baseUrl: string,
): string {
  const url = new URL(baseUrl)
  return storeSecret(ctx, workspaceId, 'tracker_token', token, {
    baseUrlHost: url.hostname,
    baseUrlOrigin: url.origin,
  })
}

/** The token for a call to `baseUrl`, or null when it was entered for another origin (or is gone). */
export function readTrackerToken(
  ctx: CoreContext,
  workspaceId: string,
  credentialId: string | null,
  baseUrl: string,
): string | null {
  if (!credentialId) return null
  const meta = readCredentialMetadata(ctx, workspaceId, credentialId)
  if (!meta || meta.baseUrlOrigin !== new URL(baseUrl).origin) return null
  return readSecret(ctx, workspaceId, credentialId)
}

export function forgetTrackerToken(
  ctx: CoreContext,
  workspaceId: string,
  credentialId: string | null,
): void {
  if (credentialId) deleteSecret(ctx, workspaceId, credentialId)
}
