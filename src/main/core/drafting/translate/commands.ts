import type { translationCommands } from '../../../../shared/contract/translation'
import { reviewTranslation } from './review'
import type { Handlers } from '../../commands/types'

export const translationHandlers = {
  'reviews.translate': ({ core, actor }, input) => reviewTranslation(core, actor, input.reviewId),
} satisfies Handlers<keyof typeof translationCommands>
