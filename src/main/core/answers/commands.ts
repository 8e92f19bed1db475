import type { answerCommands } from '../../../shared/contract/answers'
import { createAnswer, listAnswers, removeAnswer, updateAnswer } from './answers'
import type { Handlers } from '../commands/types'

export const answerHandlers = {
  'answers.list': ({ core, actor }, input) => listAnswers(core, actor, input),
  'answers.create': ({ core, actor }, input) => createAnswer(core, actor, input),
  'answers.update': ({ core, actor }, input) => updateAnswer(core, actor, input),
  'answers.remove': ({ core, actor }, input) => {
    removeAnswer(core, actor, input.answerId)
    return null
  },
} satisfies Handlers<keyof typeof answerCommands>
