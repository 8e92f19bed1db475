import type { triageCommands } from '../../../shared/contract/triage'
import { reviewDetail } from '../replies/detail'
import { assignReview } from './assign'
import { addNote } from './notes'
import { setTopic } from './topics'
import type { Handlers } from '../commands/types'

export const triageHandlers = {
  'reviews.setTopic': ({ core, actor }, input) => {
    setTopic(core, actor, input.reviewId, input.topic, input.on)
    return reviewDetail(core, actor, input.reviewId)
  },
  'reviews.addNote': ({ core, actor }, input) => {
    addNote(core, actor, input.reviewId, input.body)
    return reviewDetail(core, actor, input.reviewId)
  },
  'reviews.assign': ({ core, actor }, input) => {
    assignReview(core, actor, input.reviewId, input.userId)
    return reviewDetail(core, actor, input.reviewId)
  },
} satisfies Handlers<keyof typeof triageCommands>
