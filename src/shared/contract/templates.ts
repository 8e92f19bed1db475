import { z } from 'zod'
import type { FilledTemplateDto, ReplyTemplateDto } from '../dto/templates'
import { REVIEW_TOPIC_NAMES } from '../dto/webhooks'
import { unknownVariables } from '../reply-templates'
import { TEMPLATE_VARIABLES } from '../dto/templates'
import { command, id, inWorkspace } from './define'

const templateId = id('tpl')
const name = z.string().trim().min(1, 'a template needs a name').max(80, 'a name is 80 characters at most')
/** A base language code: `en`, `de`, `pt`, `zh` (a region such as `pt-BR` is reduced to `pt`). */
const language = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/, 'a language code like en, de or pt-BR')
  .transform((v) => (v.split(/[-_]/)[0] ?? v).toLowerCase())
const body = z
  .string()
  .trim()
  .min(1, 'a template needs some text')
  .max(5970, 'a template is 5,970 characters at most')
  .refine((v) => unknownVariables(v).length === 0, {
    message: `unknown variable; use ${TEMPLATE_VARIABLES.map((v) => `{${v.name}}`).join(', ')}`,
  })
const rating = z.number().int().min(1, 'ratings are 1 to 5').max(5, 'ratings are 1 to 5')
const topics = z
  .array(z.enum(REVIEW_TOPIC_NAMES))
  .max(REVIEW_TOPIC_NAMES.length)
  .transform((list) => [...new Set(list)])

/** Reply templates: everyone reads them; editors and admins write them. */
export const templateCommands = {
  /** Sorted by language, then name. */
  'templates.list': command<ReplyTemplateDto[]>()('viewer', inWorkspace({})),
  'templates.create': command<ReplyTemplateDto>()(
    'editor',
    inWorkspace({
      name,
      language,
      body,
      minRating: rating.default(1),
      maxRating: rating.default(5),
      topics: topics.default([]),
    }),
  ),
  'templates.update': command<ReplyTemplateDto>()(
    'editor',
    inWorkspace({
      templateId,
      name: name.optional(),
      language: language.optional(),
      body: body.optional(),
      minRating: rating.optional(),
      maxRating: rating.optional(),
      topics: topics.optional(),
    }),
  ),
  'templates.delete': command<null>()('editor', inWorkspace({ templateId })),
  /** The template filled with one review's values, for the reply editor. Nothing is saved. */
  'templates.fill': command<FilledTemplateDto>()(
    'editor',
    inWorkspace({ templateId, reviewId: id('rev') }),
  ),
}
