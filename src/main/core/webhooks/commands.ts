import type { webhookCommands } from '../../../shared/contract/webhooks'
import { listDeliveries, retryDelivery } from './deliveries'
import { revealSecret, rotateSecret } from './endpoint-secrets'
import { listEndpoints } from './endpoint-view'
import { createEndpoint, deleteEndpoint, updateEndpoint } from './endpoints'
import { previewMessage } from './preview'
import { sendTestPing } from './test-ping'
import { hostOf, screenOutboundHost } from '../http/outbound'
import type { Handlers } from '../commands/types'

export const webhookHandlers = {
  'webhooks.list': ({ core, actor }) => listEndpoints(core, actor),
  'webhooks.create': async ({ core, actor }, input) => {
    const host = hostOf(input.url)
    if (host) await screenOutboundHost(core, host, 'url')
    return createEndpoint(core, actor, input)
  },
  'webhooks.update': async ({ core, actor }, input) => {
    const host = input.url === undefined ? null : hostOf(input.url)
    if (host) await screenOutboundHost(core, host, 'url')
    return updateEndpoint(core, actor, input)
  },
  'webhooks.delete': ({ core, actor }, input) => {
    deleteEndpoint(core, actor, input.endpointId)
    return null
  },
  'webhooks.revealSecret': ({ core, actor }, input) => revealSecret(core, actor, input),
  'webhooks.rotateSecret': ({ core, actor }, input) => rotateSecret(core, actor, input.endpointId),
  'webhooks.test': ({ core, actor }, input) =>
    sendTestPing(core, actor, input.endpointId, { uiBaseUrl: core.runtime.uiBaseUrl }),
  'webhooks.deliveries': ({ core, actor }, input) => listDeliveries(core, actor, input),
  'webhooks.retryDelivery': ({ core, actor }, input) =>
    retryDelivery(core, actor, input.deliveryId),
  'webhooks.preview': ({ core, actor }, input) => previewMessage(core, actor, input),
} satisfies Handlers<keyof typeof webhookCommands>
