/**
 * The limits of an Answer, for the core's checks, the form's `maxLength`s and the docs: an
 * Answer's text goes out in public replies, so it stays short enough to sit inside one.
 */
export const ANSWER_LIMITS = {
  title: 120,
  body: 2000,
  /** Keywords, and example questions, each. */
  items: 50,
  itemLength: 200,
  /** Per workspace: enough for every app and language a team covers. */
  perWorkspace: 500,
} as const

/** A member as an Answer's history names them. */
interface AnswerPersonDto {
  id: string
  name: string
}

/** A reply the team has written down for a common question, in one language. */
export interface AnswerDto {
  id: string
  /** Null: every app of the workspace. */
  appId: string | null
  appName: string | null
  /** `pt`, or with a region `pt-BR`; a review matches by its primary language (`pt-BR` and `pt`). */
  language: string
  title: string
  /** Words and phrases that mark a question this Answer covers. */
  keywords: string[]
  /** Questions as reviewers ask them. */
  examples: string[]
  /** The text a reply uses. */
  body: string
  createdAt: number
  updatedAt: number
  /** Who wrote it and who changed it last (null when that member's account is gone). */
  createdBy: AnswerPersonDto | null
  updatedBy: AnswerPersonDto | null
}
