import type { Intent, ReviewTopic } from '../../../../../src/main/core/drafting/intent/types'

/**
 * One labelled review, written for the tests the way people write them on the stores:
 * [rating, text, expected intent, expected topic, feature the reply should name (requests)].
 */
export type Labelled = readonly [rating: number, text: string, intent: Intent, topic: ReviewTopic, feature?: string]
