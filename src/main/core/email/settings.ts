/**
 * The e-mail channel's settings live in `workspaces.settings` under `email`; the password is a
 * vault credential (`smtp_password`) whose id is kept there, never the password itself. The
 * password is bound to the server (host:port) it was entered for, as the model key is bound to
 * its origin: it is never sent anywhere else.
 */
import { desc, eq } from 'drizzle-orm'
import { isIP } from 'node:net'
import { emailSettingsShape } from '../../../shared/contract/email'
import type { EmailSettingsDto, MailSecurity } from '../../../shared/dto/email'
import type { CoreContext } from '../context'
import { digestEmails } from '../db/schema'
import { CoreError, invalid } from '../errors'
import { canonicalHost } from '../http/allowlist'
import { checkOutboundHost } from '../http/outbound'
import { readDocument, readFields, writeKey } from '../insights/settings'
import { deleteSecret, readCredentialMetadata, readSecret, storeSecret } from '../vault/credentials'
import type { SmtpTarget } from './smtp/client'
import { immediate } from '../db/transaction'

export interface EmailSettings {
  enabled: boolean
  host: string
  port: number
  security: MailSecurity
  user: string
  from: string
  recipients: string[]
  passwordCredentialId: string | null
}

const DEFAULTS: EmailSettings = {
  enabled: false,
  host: '',
  port: 587,
  security: 'starttls',
  user: '',
  from: '',
  recipients: [],
  passwordCredentialId: null,
}

export function readEmailSettings(ctx: CoreContext, workspaceId: string): EmailSettings {
  const stored = readDocument(ctx, workspaceId).email
  const fields = readFields(emailSettingsShape, stored, DEFAULTS)
  const credential = (stored as { passwordCredentialId?: unknown } | undefined)
    ?.passwordCredentialId
  return { ...fields, passwordCredentialId: typeof credential === 'string' ? credential : null }
}

function isLoopback(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase()
  return (
    h === 'localhost' ||
    h.endsWith('.localhost') ||
    (isIP(h) === 4 && h.startsWith('127.')) ||
    h === '::1'
  )
}

/**
 * The same rule as webhooks: reviews travel encrypted, except to a relay on this computer.
 * A channel that is on must be complete, so a weekly send never fails for a missing field.
 */
function check(s: EmailSettings): void {
  if (s.security === 'none' && s.host && !isLoopback(s.host))
    throw invalid(
      'Choose STARTTLS or TLS: mail is sent unencrypted only to a relay on this computer (localhost).',
      'security',
    )
  if (s.security === 'none' && s.passwordCredentialId && !isLoopback(s.host))
    throw invalid('A password is only sent over STARTTLS or TLS.', 'security')
  if (!s.enabled) return
  if (!s.host) throw invalid('Enter the mail server, such as smtp.example.com.', 'host')
  if (!s.from) throw invalid('Enter the address the digest is sent from.', 'from')
  if (s.recipients.length === 0) throw invalid('Add at least one recipient.', 'recipients')
}

/** The server a password is for, as it is compared: `smtp.example.com:587`. */
const serverOf = (s: Pick<EmailSettings, 'host' | 'port'>): string =>
  `${canonicalHost(s.host)}:${s.port}`

/**
 * Where the saved password was entered. Passwords saved before servers were recorded belong to
 * the server saved with them.
 */
function passwordServer(ctx: CoreContext, workspaceId: string, s: EmailSettings): string | null {
  if (!s.passwordCredentialId) return null
  const bound = readCredentialMetadata(ctx, workspaceId, s.passwordCredentialId)?.server
  return typeof bound === 'string' ? bound : serverOf(s)
}

export function writeEmailSettings(
  ctx: CoreContext,
  workspaceId: string,
  input: Omit<EmailSettings, 'passwordCredentialId'> & { password?: string | null | undefined },
): EmailSettings {
  const current = readEmailSettings(ctx, workspaceId)
  const { password, ...fields } = input
  const next: EmailSettings = {
    ...fields,
    recipients: [...new Set(fields.recipients.map((r) => r.toLowerCase()))],
    passwordCredentialId: current.passwordCredentialId,
  }
  check({
    ...next,
    passwordCredentialId: password === null ? null : password ? 'new' : next.passwordCredentialId,
  })
  if (next.host) checkOutboundHost(ctx, next.host, 'host')
  const bound = passwordServer(ctx, workspaceId, current)
  if (password === undefined && bound !== null && bound !== serverOf(next))
    throw invalid(
      `The saved password was entered for ${bound} and is never sent anywhere else. Enter the password for ${serverOf(next)} again, or remove the saved password.`,
      'password',
    )
  immediate(ctx.db, () => {
    if (password !== undefined && current.passwordCredentialId) {
      deleteSecret(ctx, workspaceId, current.passwordCredentialId)
      next.passwordCredentialId = null
    }
    if (password)
      next.passwordCredentialId = storeSecret(ctx, workspaceId, 'smtp_password', password, {
        server: serverOf(next),
      })
    writeKey(ctx, workspaceId, 'email', next)
  })
  return next
}

/**
 * Where and how to send, with the password unsealed for this one send, and only when it was
 * entered for this server (settings edited outside the app cannot redirect it).
 */
export function smtpTargetOf(ctx: CoreContext, workspaceId: string, s: EmailSettings): SmtpTarget {
  const bound = passwordServer(ctx, workspaceId, s)
  if (bound !== null && bound !== serverOf(s))
    throw new CoreError(
      'INVALID_INPUT',
      `The saved mail password was entered for ${bound} and is never sent to ${serverOf(s)}. Enter the password again in Settings → Digests & alerts → E-mail.`,
      'password',
    )
  return {
    host: s.host,
    port: s.port,
    security: s.security,
    user: s.user || null,
    password: s.passwordCredentialId ? readSecret(ctx, workspaceId, s.passwordCredentialId) : null,
  }
}

export function toEmailSettingsDto(
  ctx: CoreContext,
  workspaceId: string,
  s: EmailSettings,
): EmailSettingsDto {
  const last = ctx.db
    .select()
    .from(digestEmails)
    .where(eq(digestEmails.workspaceId, workspaceId))
    .orderBy(desc(digestEmails.createdAt))
    .limit(1)
    .get()
  return {
    enabled: s.enabled,
    host: s.host,
    port: s.port,
    security: s.security,
    user: s.user,
    hasPassword: s.passwordCredentialId !== null,
    from: s.from,
    recipients: s.recipients,
    lastSentAt: last?.sentAt ?? null,
    lastError: last?.status === 'sent' ? null : (last?.lastError ?? null),
  }
}
