import type { ReviewTranslationDto } from '../dto/translation'
import { command, id, inWorkspace } from './define'

export const translationCommands = {
  /** The review and its draft in the team's language (with a model set up; cached). */
  'reviews.translate': command<ReviewTranslationDto>()('viewer', inWorkspace({ reviewId: id('rev') })),
}
