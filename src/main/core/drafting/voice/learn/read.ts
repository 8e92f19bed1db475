import type { CoreContext } from '../../../context'
import { statement } from '../../../db/statements'

export interface PublishedReply {
  body: string
  language: string | null
  author: string | null
  source: 'drafted' | 'edited' | 'external'
}

/** How many of the latest replies on the stores are read: enough for a habit, few enough to be quick. */
export const LEARN_FROM = 200

const PUBLISHED = `SELECT p.body AS body, coalesce(p.language, r.language) AS language, r.author AS author, p.source AS source
  FROM replies p JOIN reviews r ON r.id = p.review_id
  WHERE p.workspace_id = ? AND (? IS NULL OR r.app_id = ?)
    AND (p.status IN ('published', 'pending_publish') OR p.published_at IS NOT NULL)
  ORDER BY coalesce(p.published_at, p.updated_at) DESC LIMIT ?`

/** The team's latest replies that are on the stores, including ones written outside the app. */
export function publishedReplies(ctx: CoreContext, workspaceId: string, appId: string | null, limit = LEARN_FROM): PublishedReply[] {
  return statement(ctx.db, PUBLISHED).all(workspaceId, appId, appId, limit) as PublishedReply[]
}
