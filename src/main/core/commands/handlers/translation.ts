import type { translationCommands } from '../../../../shared/contract/translation'
import { reviewTranslation } from '../../drafting/translate/review'
import type { Handlers } from '../types'

export const translationHandlers = {
  'reviews.translate': ({ core, actor }, input) => reviewTranslation(core, actor, input.reviewId),
} satisfies Handlers<keyof typeof translationCommands>
