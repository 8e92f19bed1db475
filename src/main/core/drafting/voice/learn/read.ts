import type { CoreContext } from '../../../context'
import { statement } from '../../../db/statements'

export interface PublishedReply {
  body: string
  language: string | null
  author: string | null
  source: 'drafted' | 'edited' | 'external'
}

/** How many of the latest replies on the stores are read: enough for a habit, few enough to be quick. */
const LEARN_FROM = 200

const PUBLISHED = `SELECT p.body AS body, coalesce(p.language, r.language) AS language, r.author AS author, p.source AS source
  FROM replies p JOIN reviews r ON r.id = p.review_id
  WHERE p.workspace_id = ? AND (? IS NULL OR r.app_id = ?)
    AND (p.status IN ('published', 'pending_publish') OR p.published_at IS NOT NULL)
  ORDER BY coalesce(p.published_at, p.updated_at) DESC LIMIT ?`

/** The team's latest replies that are on the stores, including ones written outside the app. */
export function publishedReplies(
  ctx: CoreContext,
  workspaceId: string,
  appId: string | null,
  limit = LEARN_FROM,
): PublishedReply[] {
  return statement(ctx.db, PUBLISHED).all(workspaceId, appId, appId, limit) as PublishedReply[]
}

const APPROVED = `SELECT p.body AS body FROM replies p JOIN reviews r ON r.id = p.review_id
  WHERE p.workspace_id = ? AND r.app_id = ? AND p.source IN ('drafted', 'edited') AND p.approved_at IS NOT NULL
    AND p.status IN ('approved', 'publishing', 'pending_publish', 'published')
    AND (p.language = ? OR p.language LIKE ? || '-%')
  ORDER BY p.approved_at DESC LIMIT ?`

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
    statement(ctx.db, APPROVED).all(workspaceId, appId, primary, primary, limit) as {
      body: string
    }[]
  ).map((r) => r.body)
}
