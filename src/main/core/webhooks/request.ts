import { eq } from 'drizzle-orm'
import type { CoreContext } from '../context'
import { apps } from '../db/schema'
import { readSecret } from '../vault/credentials'
import { channelBody } from './channels/body'
import type { ChannelContext, ChannelLinks } from './channels/message'
import { deliveryUrl, type EndpointRow } from './endpoint-view'
import { secretKey, signatureHeader } from './secret'

/**
 * Decrypted signing keys and team-tool URLs, by credential id. Credentials never change in place
 * (rotation and URL edits create new ones), so a cached entry can never be stale.
 */
export class CredentialCache {
  private keys = new Map<string, Buffer>()
  private urls = new Map<string, string>()

  key(ctx: CoreContext, workspaceId: string, credentialId: string): Buffer {
    let key = this.keys.get(credentialId)
    if (!key) {
      key = secretKey(readSecret(ctx, workspaceId, credentialId))
      this.keys.set(credentialId, key)
    }
    return key
  }

  url(ctx: CoreContext, endpoint: EndpointRow): string {
    if (!endpoint.urlCredentialId) return endpoint.url
    let url = this.urls.get(endpoint.urlCredentialId)
    if (!url) {
      url = deliveryUrl(ctx, endpoint)
      this.urls.set(endpoint.urlCredentialId, url)
    }
    return url
  }

  clear(): void {
    this.keys.clear()
    this.urls.clear()
  }
}

/** Links into the app's UI for team-tool messages; none when the UI has no URL (desktop). */
export function linksFor(uiBaseUrl: string | null): ChannelLinks {
  const base = uiBaseUrl?.replace(/\/+$/, '') ?? null
  return {
    review: (id) => (base ? `${base}/#/inbox/${encodeURIComponent(id)}` : null),
    app: (id) => (base ? `${base}/#/dashboard/${encodeURIComponent(id)}` : null),
  }
}

export function channelContext(ctx: CoreContext, links: ChannelLinks): ChannelContext {
  return {
    links,
    appName(appId) {
      return (
        ctx.db.select({ name: apps.name }).from(apps).where(eq(apps.id, appId)).get()?.name ?? null
      )
    },
  }
}

export interface BuiltRequest {
  url: string
  headers: Record<string, string>
  body: string
}

/**
 * What goes on the wire. Standard endpoints get the frozen event body byte for byte and the
 * Standard Webhooks headers (`webhook-id` is the event id, so it is the same on every retry);
 * team-tool channels get a readable message, unsigned (those receivers do not verify).
 */
export function buildRequest(
  ctx: CoreContext,
  endpoint: EndpointRow,
  event: { id: string; payload: string },
  attemptAt: number,
  cache: CredentialCache,
  channel: ChannelContext,
): BuiltRequest {
  const url = cache.url(ctx, endpoint)
  if (endpoint.kind === 'standard') {
    const keys: Buffer[] = []
    if (endpoint.secretCredentialId)
      keys.push(cache.key(ctx, endpoint.workspaceId, endpoint.secretCredentialId))
    if (
      endpoint.previousSecretCredentialId &&
      endpoint.previousSecretExpiresAt !== null &&
      endpoint.previousSecretExpiresAt > attemptAt
    ) {
      keys.push(cache.key(ctx, endpoint.workspaceId, endpoint.previousSecretCredentialId))
    }
    const timestamp = Math.floor(attemptAt / 1000)
    return {
      url,
      body: event.payload,
      headers: {
        'webhook-id': event.id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signatureHeader(keys, event.id, timestamp, event.payload),
      },
    }
  }
  const body = channelBody(endpoint.kind, event.payload, channel)
  return { url, body: JSON.stringify(body), headers: {} }
}
