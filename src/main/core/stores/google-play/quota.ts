/** Google's Reply to Reviews budget, per app (package): 200 reads per rolling hour, 2,000 replies per rolling day. */
import type { GooglePlayQuotaDto } from '../../../../shared/dto/google-play'
import type { CoreContext } from '../../context'
import { checkQuota, type QuotaRule } from '../quota'

export const GET_RULE: QuotaRule = { kind: 'get', limit: 200, windowMs: 60 * 60_000 }
export const POST_RULE: QuotaRule = { kind: 'post', limit: 2000, windowMs: 24 * 60 * 60_000 }

export const quotaScope = (packageName: string): string => `google_play:${packageName}`

export function googlePlayQuota(ctx: CoreContext, packageName: string): GooglePlayQuotaDto {
  const scope = quotaScope(packageName)
  const get = checkQuota(ctx, scope, GET_RULE)
  const post = checkQuota(ctx, scope, POST_RULE)
  return {
    getUsed: get.used,
    getLimit: GET_RULE.limit,
    getRemaining: get.remaining,
    postUsed: post.used,
    postLimit: POST_RULE.limit,
    postRemaining: post.remaining,
    nextGetAt: get.nextFreeAt,
    nextPostAt: post.nextFreeAt,
  }
}

/** The reads and replies left, in words, for the sync status. */
export function googlePlayBudgetText(ctx: CoreContext, packageName: string): string {
  const q = googlePlayQuota(ctx, packageName)
  return `${q.getRemaining} of ${q.getLimit} reads left this hour · ${q.postRemaining.toLocaleString('en')} of ${q.postLimit.toLocaleString('en')} replies left today`
}
