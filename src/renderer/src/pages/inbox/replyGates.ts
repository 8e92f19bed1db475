import type { InboxReplyStatus } from '../../../../shared/dto/inbox'

export interface ReplyGateInput {
  canEdit: boolean
  status: InboxReplyStatus
  /** The editor holds text that differs from the saved reply. */
  dirty: boolean
  hasText: boolean
  /** Characters over the store's limit (zero or less: within it). */
  over: number
  canReply: boolean
  cannotReplyReason: string | null
}

export interface ReplyGates {
  /** Why the reply cannot go out now, in words for the person; null when nothing blocks it. */
  publishBlock: string | null
  canApprove: boolean
  canPublish: boolean
  canDismiss: boolean
}

/** Which reply actions are open, and why publishing is not. */
export function replyGates(input: ReplyGateInput): ReplyGates {
  const { canEdit, status, dirty, hasText, over } = input
  const publishBlock = !canEdit
    ? 'Viewers cannot publish; ask an editor.'
    : !input.canReply
      ? (input.cannotReplyReason ?? 'This review cannot be answered now.')
      : !hasText
        ? 'Write a reply first.'
        : over > 0
          ? `Shorten the reply by ${over} ${over === 1 ? 'character' : 'characters'} to publish it.`
          : null
  const canApprove =
    publishBlock === null &&
    (status === 'draft' || status === 'failed' || status === 'none' || dirty)
  // Publishing again what the store already has needs an edit first.
  const canPublish =
    publishBlock === null &&
    status !== 'publishing' &&
    (status !== 'pending_publish' && status !== 'published' ? true : dirty)
  const canDismiss =
    canEdit &&
    status !== 'dismissed' &&
    status !== 'published' &&
    status !== 'pending_publish' &&
    status !== 'publishing'
  return { publishBlock, canApprove, canPublish, canDismiss }
}
