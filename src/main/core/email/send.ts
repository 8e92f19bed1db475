import type { CoreContext } from '../context'
import { CoreError } from '../errors'
import { buildMessage } from './message'
import { readEmailSettings, smtpTargetOf, type EmailSettings } from './settings'
import { outboundGate } from '../http/outbound'
import { sendMail } from './smtp/client'
import { SmtpError } from './smtp/errors'

export interface Mail {
  subject: string
  text: string
  html: string
}

/** Sends one message with the workspace's saved settings to its recipients. */
export async function sendWorkspaceMail(
  ctx: CoreContext,
  workspaceId: string,
  mail: Mail,
  settings: EmailSettings = readEmailSettings(ctx, workspaceId),
): Promise<string[]> {
  if (!settings.host || !settings.from || settings.recipients.length === 0)
    throw new CoreError(
      'INVALID_INPUT',
      'Save the mail server, the sender and at least one recipient first.',
    )
  return sendMailTo(ctx, workspaceId, settings.recipients, mail, settings)
}

/** Sends one message with the workspace's mail server to these people (not the digest list). */
export async function sendMailTo(
  ctx: CoreContext,
  workspaceId: string,
  to: string[],
  mail: Mail,
  settings: EmailSettings = readEmailSettings(ctx, workspaceId),
): Promise<string[]> {
  if (!settings.host || !settings.from)
    throw new CoreError('INVALID_INPUT', 'Save the mail server and the sender first.')
  const message = buildMessage({ ...mail, from: settings.from, to, date: ctx.clock.now() })
  try {
    await sendMail(
      smtpTargetOf(ctx, workspaceId, settings),
      { from: settings.from, to, message },
      outboundGate(ctx),
    )
  } catch (e) {
    if (e instanceof SmtpError && e.code === 'refused')
      throw new CoreError('INVALID_INPUT', e.message, 'host')
    if (e instanceof SmtpError) throw new CoreError('UNAVAILABLE', e.message)
    throw e
  }
  return to
}

export function testMail(workspaceName: string): Mail {
  const text = `This is a test message from Review Reply for the workspace ${workspaceName}.\n\nWeekly digests will arrive like this one.`
  return {
    subject: `Review Reply: test message for ${workspaceName}`,
    text,
    html: `<p>${escapeHtml(text).replace(/\n\n/g, '</p><p>')}</p>`,
  }
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
