import type { inboxCommands } from '../../../shared/contract/inbox'
import { inboxCounts } from './counts'
import { listInbox } from './list'
import { inboxTotal } from './total'
import { markRead } from './mark-read'
import { reviewDetail } from '../replies/detail'
import type { Handlers } from '../commands/types'

export const inboxHandlers = {
  'reviews.get': ({ core, actor }, input) => reviewDetail(core, actor, input.reviewId),
  'reviews.list': ({ core, actor }, input) => listInbox(core, actor, input),
  'reviews.total': ({ core, actor }, input) => inboxTotal(core, actor, input),
  'reviews.counts': ({ core, actor }, input) => inboxCounts(core, actor, input.appId),
  'reviews.markRead': ({ core, actor }, input) => markRead(core, actor, input),
} satisfies Handlers<keyof typeof inboxCommands>
