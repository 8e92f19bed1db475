import { z } from 'zod'
import type { AutoPublishDto, BulkResultDto, DraftQueueDto, ReviewDetailDto } from '../dto/replies'
import { command, id, inWorkspace } from './define'

const reviewId = id('rev')
const body = z.string().max(10_000, 'a reply can be at most 10,000 characters')

export const replyCommands = {
  'replies.draft': command<ReviewDetailDto>()(
    'editor',
    inWorkspace({
      reviewId,
      /** Regenerate: a different variant than the current draft. */
      regenerate: z.boolean().optional(),
      tone: z.enum(['shorter', 'friendlier', 'more_formal']).optional(),
    }),
  ),
  'replies.edit': command<ReviewDetailDto>()('editor', inWorkspace({ reviewId, body })),
  'replies.approve': command<ReviewDetailDto>()(
    'editor',
    inWorkspace({ reviewId, body: body.optional() }),
  ),
  'replies.publish': command<ReviewDetailDto>()(
    'editor',
    inWorkspace({
      reviewId,
      body: body.optional(),
      /**
       * Send it now, without the undo window: for a terminal command, which names one review on
       * purpose and has no Undo button. The answer then shows the store's outcome.
       */
      now: z.boolean().optional(),
    }),
  ),
  'replies.dismiss': command<ReviewDetailDto>()('editor', inWorkspace({ reviewId })),
  'replies.reopen': command<ReviewDetailDto>()('editor', inWorkspace({ reviewId })),
  'replies.bulkApprove': command<BulkResultDto>()(
    'editor',
    inWorkspace({
      reviewIds: z.array(reviewId).min(1).max(500),
      /** Low-confidence drafts are skipped (and counted) unless this says to approve them too. */
      includeLowConfidence: z.boolean().optional(),
    }),
  ),
  'replies.bulkPublish': command<BulkResultDto>()(
    'editor',
    inWorkspace({ reviewIds: z.array(reviewId).min(1).max(500) }),
  ),
  /** Approved → draft again, while the publisher has not sent it (the undo window). */
  'replies.undoApprove': command<BulkResultDto>()(
    'editor',
    inWorkspace({ reviewIds: z.array(reviewId).min(1).max(500) }),
  ),
  /** "Mark as spam": no draft, out of "Needs reply"; a pending draft is dismissed. */
  'reviews.markSpam': command<ReviewDetailDto>()(
    'editor',
    inWorkspace({
      reviewId,
      reason: z.string().trim().max(200, 'a reason is at most 200 characters').optional(),
    }),
  ),
  /** "Not spam": clears the mark for good (drafting never marks it again) and drafts a reply. */
  'reviews.markNotSpam': command<ReviewDetailDto>()('editor', inWorkspace({ reviewId })),
  'drafts.queue': command<DraftQueueDto>()('viewer', inWorkspace({})),
  'autoPublish.get': command<AutoPublishDto>()('viewer', inWorkspace({ appId: id('app') })),
  'autoPublish.set': command<AutoPublishDto>()(
    'admin',
    inWorkspace({
      appId: id('app'),
      enabled: z.boolean(),
      rules: z
        .object({
          minRating: z.number().int().min(1).max(5),
          languages: z.array(z.string().min(2).max(20)).max(50),
          drafter: z.enum(['any', 'builtin', 'model']),
          dailyCap: z.number().int().min(1).max(1000),
        })
        .strict(),
    }),
  ),
}
