import { z } from 'zod'
import type { ReviewDetailDto } from '../dto/replies'
import { REVIEW_TOPICS } from '../topics'
import { command, id, inWorkspace } from './define'

const reviewId = id('rev')

/** Triage: topic tags by hand, internal notes, and who looks after a review. */
export const triageCommands = {
  /** Adds (`on: true`) or removes a topic by hand; the topic pass keeps the choice. */
  'reviews.setTopic': command<ReviewDetailDto>()(
    'editor',
    inWorkspace({ reviewId, topic: z.enum(REVIEW_TOPICS), on: z.boolean() }),
  ),
  /** An internal note for the team; never sent to a store, webhooks or the API. */
  'reviews.addNote': command<ReviewDetailDto>()(
    'editor',
    inWorkspace({
      reviewId,
      body: z
        .string()
        .trim()
        .min(1, 'write the note first')
        .max(2000, 'a note is at most 2,000 characters'),
    }),
  ),
  /** Assigns the review to a member of its workspace, or unassigns it (`userId: null`). */
  'reviews.assign': command<ReviewDetailDto>()(
    'editor',
    inWorkspace({ reviewId, userId: id('usr').nullable() }),
  ),
}
