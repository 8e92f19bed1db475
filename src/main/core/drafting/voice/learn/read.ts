import type { CoreContext } from '../../../context'
import { statement } from '../../../db/statements'
import { APPROVED_EXAMPLES, PUBLISHED_REPLIES } from './queries'

export interface PublishedReply {
  body: string
  language: string | null
  author: string | null
  source: 'drafted' | 'edited' | 'external'
}

/** How many of the latest replies on the stores are read: enough for a habit, few enough to be quick. */
const LEARN_FROM = 200

/** The team's latest replies that are on the stores, including ones written outside the app. */
export function publishedReplies(
  ctx: CoreContext,
  workspaceId: string,
  appId: string | null,
  limit = LEARN_FROM,
): PublishedReply[] {
  return statement(ctx.db, PUBLISHED_REPLIES).all(
    workspaceId,
    appId,
    appId,
    limit,
  ) as PublishedReply[]
}

/**
 * The team's latest approved replies for an app in one language: few-shot examples that teach a
 * model the team's voice. Only replies a person approved, never ones found on the stores.
 */
export function approvedExamples(
  ctx: CoreContext,
  workspaceId: string,
  appId: string | null,
  language: string | null,
  limit = 3,
): string[] {
  if (!appId || !language) return []
  const primary = language.split('-')[0]?.toLowerCase() ?? language
  return (
    statement(ctx.db, APPROVED_EXAMPLES).all(workspaceId, appId, primary, primary, limit) as {
      body: string
    }[]
  ).map((r) => r.body)
}
