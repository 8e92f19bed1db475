import type { CoreContext } from '../context'
import { statement } from '../db/statements'
import type { TeamAnswer } from '../drafting/types'
import { normalizeLanguageTag } from '../drafting/language/tags'
import { answerLanguage, languageRange } from './language'
import { ANSWERS_FOR } from './queries'
import { toTeamAnswer, type TeamAnswerRow } from './rows'

/**
 * The Answers a draft for a review of `appId` in `language` may use: the app's own and those for
 * every app of the workspace, in the review's primary language. Best first: the review's exact
 * tag (`pt-BR`), then the bare language (`pt`), then other regions (`pt-PT`); within each, the
 * app's own before the workspace-wide ones. One indexed query; a drafting batch memoises it.
 * `language` is the store's tag (`pt_BR`, `pt-BR`) or the drafts' (`pt`); none: no Answers.
 */
export function answersFor(
  ctx: CoreContext,
  workspaceId: string,
  appId: string | null,
  language: string | null | undefined,
): TeamAnswer[] {
  // A region the settings would refuse (a store's pseudo-locale, a typo) still names its language.
  const exact = language ? (answerLanguage(language) ?? normalizeLanguageTag(language)) : null
  if (!exact) return []
  const { from, to, primary } = languageRange(exact)
  return statement<[object], TeamAnswerRow>(ctx.db, ANSWERS_FOR)
    .all({ workspaceId, appId, from, to, exact, primary })
    .map(toTeamAnswer)
}
