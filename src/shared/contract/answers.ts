import { z } from 'zod'
import { cleanPhrases, hasAnswerSlot } from '../answer-rules'
import { ANSWER_LIMITS, type AnswerDto } from '../dto/answers'
import { command, id, inWorkspace } from './define'

const { title: TITLE, body: BODY, items: ITEMS, itemLength: ITEM } = ANSWER_LIMITS

const answerId = id('ans')
const appScope = id('app').nullable()
/** Checked and written in its usual form by the core (`pt_br` → `pt-BR`). */
const language = z
  .string()
  .trim()
  .min(1, 'pick the language the Answer is written in')
  .max(35, 'a language code like en, pt or pt-BR')
const title = z
  .string()
  .trim()
  .min(1, 'an Answer needs a title')
  .max(TITLE, `a title is ${TITLE} characters at most`)
const body = z
  .string()
  .trim()
  .min(1, 'an Answer needs its text')
  .max(BODY, `the text is ${BODY.toLocaleString('en')} characters at most`)
  .refine((text) => !hasAnswerSlot(text), {
    message: 'the text has an [answer: …] slot; write the answer itself, it goes out as it is',
  })

/** Trimmed and without duplicates first, so only what is kept counts against the limits. */
const phrases = (noun: string, plural: string) =>
  z
    .array(z.string(), `a list of ${plural}`)
    .transform(cleanPhrases)
    .superRefine((list, ctx) => {
      if (list.length > ITEMS) {
        ctx.addIssue({
          code: 'custom',
          message: `at most ${ITEMS} ${plural} (${list.length} given)`,
        })
      }
      list.forEach((phrase, i) => {
        if (phrase.length > ITEM) {
          ctx.addIssue({
            code: 'custom',
            message: `${noun} ${i + 1} ("${phrase.slice(0, 24)}…") is longer than ${ITEM} characters`,
          })
        }
      })
    })
const keywords = phrases('keyword', 'keywords')
const examples = phrases('example question', 'example questions')

/** Answers: everyone reads them; editors and admins write them, since their text goes out in replies. */
export const answerCommands = {
  /** By app (every app first, then apps by name), language and title; with who changed each last. */
  'answers.list': command<AnswerDto[]>()(
    'viewer',
    inWorkspace({
      /** An app: the Answers its drafts use (its own and those for every app). Null: only those for every app. */
      appId: appScope.optional(),
      /** Matched as drafts match it: `pt` lists `pt`, `pt-BR` and `pt-PT` Answers. */
      language: language.optional(),
    }),
  ),
  'answers.create': command<AnswerDto>()(
    'editor',
    inWorkspace({
      /** Omitted or null: every app of the workspace. */
      appId: appScope.default(null),
      /** A language code: `en`, `de`, `pt`, or with a region `pt-BR`. */
      language,
      /** Unique per app and language. */
      title,
      /** Words and phrases that mark a question it covers; at most 50, each up to 200 characters. */
      keywords: keywords.default([]),
      /** Questions as reviewers ask them; at most 50, each up to 200 characters. */
      examples: examples.default([]),
      /** The text a reply uses; no `[answer: …]` slot. */
      body,
    }),
  ),
  /** Changes only the fields given; records who changed it. */
  'answers.update': command<AnswerDto>()(
    'editor',
    inWorkspace({
      answerId,
      /** Null: every app of the workspace. */
      appId: appScope.optional(),
      language: language.optional(),
      title: title.optional(),
      keywords: keywords.optional(),
      examples: examples.optional(),
      body: body.optional(),
    }),
  ),
  /** Drafts already written from it stay as they are. */
  'answers.remove': command<null>()('editor', inWorkspace({ answerId })),
}
