/**
 * "Send by e-mail" for an invitation: the link goes to the invited address through the
 * workspace's mail server. Sent only to the address the invitation names, only with a link
 * others can open; a failure is reported beside the link (which still works), never thrown.
 */
import type { LinkReachDto } from '../../../shared/dto/workspaces'
import type { CoreContext } from '../context'
import { CoreError } from '../errors'
import { escapeHtml, sendMailTo } from './send'
import { readEmailSettings } from './settings'
import { workspaceNameOf } from './workspace-name'

export async function emailInvitation(
  ctx: CoreContext,
  workspaceId: string,
  to: string,
  link: { path: string; reach: LinkReachDto; invitedBy: string | null },
): Promise<{ sentTo: string } | { error: string }> {
  const settings = readEmailSettings(ctx, workspaceId)
  if (!settings.host || !settings.from)
    return { error: 'No mail server is set up: add one under Settings → E-mail, or copy the link.' }
  if (!link.reach.origin || link.reach.thisComputerOnly)
    return {
      error:
        'Not sent: this link opens only on this computer. Start the server with --public-url (the address teammates type), then invite again.',
    }
  const workspace = workspaceNameOf(ctx, workspaceId)
  const url = `${link.reach.origin}${link.path}`
  const who = link.invitedBy ?? 'A teammate'
  const text = `${who} invited you to the workspace ${workspace} in Review Reply.\n\nOpen this link, sign in and accept (it works once, for 7 days):\n${url}\n\nIf you did not expect this, ignore this message.`
  try {
    await sendMailTo(
      ctx,
      workspaceId,
      [to],
      {
        subject: `Review Reply: you are invited to ${workspace}`,
        text,
        html: `<p>${escapeHtml(text).replace(/\n\n/g, '</p><p>').replace(/\n/g, '<br>')}</p>`,
      },
      settings,
    )
    return { sentTo: to }
  } catch (error) {
    if (error instanceof CoreError) return { error: error.message }
    throw error
  }
}
