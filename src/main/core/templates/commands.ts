import type { templateCommands } from '../../../shared/contract/templates'
import {
  createTemplate,
  deleteTemplate,
  fillTemplateForReview,
  listTemplates,
  updateTemplate,
} from './templates'
import type { Handlers } from '../commands/types'

export const templateHandlers = {
  'templates.list': ({ core, actor }) => listTemplates(core, actor),
  'templates.create': ({ core, actor }, input) => createTemplate(core, actor, input),
  'templates.update': ({ core, actor }, input) => updateTemplate(core, actor, input),
  'templates.delete': ({ core, actor }, input) => {
    deleteTemplate(core, actor, input.templateId)
    return null
  },
  'templates.fill': ({ core, actor }, input) => fillTemplateForReview(core, actor, input),
} satisfies Handlers<keyof typeof templateCommands>
