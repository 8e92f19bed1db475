import type { ReviewDetailDto } from '../../../../shared/dto/replies'
import { STORE_IN_SENTENCE } from '../../../../shared/stores'
import { formatWhen } from '../../format'

/** One plain sentence about where the reply stands and what happens next. */
export function replyStateText({ review, reply }: ReviewDetailDto): string | null {
  if (!reply) return null
  const by = reply.approvedByName ? ` by ${reply.approvedByName}` : ''
  switch (reply.status) {
    case 'draft':
      return reply.source === 'edited'
        ? 'Edited draft, waiting for approval.'
        : 'Draft waiting for approval. Nothing is sent until someone approves it.'
    case 'approved':
      return reply.errorMessage
        ? `Approved${by}. ${reply.errorMessage}`
        : `Approved${by}. Until Review Reply sends it to the store, “Undo approval” makes it a draft again.`
    case 'publishing':
      return 'Sending to the store now…'
    case 'pending_publish':
      return 'The App Store has the reply and holds it for review: it can take up to 24 hours to appear on the store.'
    case 'published':
      return reply.source === 'external'
        ? 'A reply written outside Review Reply is live on the store.'
        : `Live on ${STORE_IN_SENTENCE[review.store]}${reply.publishedAt ? `, published ${formatWhen(reply.publishedAt)}` : ''}.`
    case 'failed':
      return 'Publishing failed. Fix what the store reported, then retry.'
    case 'dismissed':
      return 'Dismissed: no reply will be sent. Reopen it to reply after all.'
  }
}
