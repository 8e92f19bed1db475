import type { inboxCommands } from '../../../../shared/contract/inbox'
import { inboxCounts } from '../../inbox/counts'
import { listInbox } from '../../inbox/list'
import { inboxTotal } from '../../inbox/total'
import { markRead } from '../../inbox/mark-read'
import type { Handlers } from '../types'

export const inboxHandlers = {
  'reviews.list': ({ core, actor }, input) => listInbox(core, actor, input),
  'reviews.total': ({ core, actor }, input) => inboxTotal(core, actor, input),
  'reviews.counts': ({ core, actor }, input) => inboxCounts(core, actor, input.appId),
  'reviews.markRead': ({ core, actor }, input) => markRead(core, actor, input),
} satisfies Handlers<keyof typeof inboxCommands>
