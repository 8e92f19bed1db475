import type { WebhookKind } from '../../../../shared/dto/webhooks'
import { discordBody } from './discord'
import { readableMessage, type ChannelContext } from './message'
import { slackBody } from './slack'
import { teamsBody } from './teams'

/**
 * The body a team-tool channel is sent for an event (null for signed `standard` endpoints, which
 * get the event itself). The sender and the edit form's preview both come through here.
 */
export function channelBody(
  kind: WebhookKind,
  payload: string,
  channel: ChannelContext,
): Record<string, unknown> | null {
  if (kind === 'standard') return null
  const message = readableMessage(payload, channel)
  return kind === 'slack'
    ? slackBody(message)
    : kind === 'discord'
      ? discordBody(message)
      : teamsBody(message)
}
