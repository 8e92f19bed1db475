import { fillTemplate, type TemplateValues } from '../../../shared/reply-templates'
import type { TemplateVariable } from '../../../shared/dto/templates'
import type { CoreContext } from '../context'
import { firstNameOf } from '../drafting/builtin/author'
import { remember, type BatchMemo } from '../drafting/memo'
import { appNameOf, getVoice } from '../drafting/voice/store'
import { trackerStateOf } from '../trackers/review-state'

const STORE_NAMES: Record<string, string> = { app_store: 'App Store', google_play: 'Google Play' }

/** The review facts templates may use (a `reviews` row fits as it is). */
export interface TemplateReview {
  /** The review's id, for `{fixed_in}` (its linked, closed issue). */
  id?: string
  workspaceId: string
  appId: string
  store: string
  author?: string | null
  appVersion?: string | null
}

/** Each variable's value for a review: the same first name and support contact the drafter uses. */
function valuesFor(ctx: CoreContext, review: TemplateReview, memo?: BatchMemo): TemplateValues {
  // The same for every review of an app: a drafting batch reads them once.
  const app = remember(memo, `templateValues:${review.workspaceId}:${review.appId}`, () => ({
    name: appNameOf(ctx, review.workspaceId, review.appId) || null,
    supportContact: getVoice(ctx, review.workspaceId, review.appId).supportContact?.trim() || null,
  }))
  return {
    reviewer: firstNameOf(review.author ?? null),
    app: app.name,
    store: STORE_NAMES[review.store] ?? null,
    support_contact: app.supportContact,
    version: review.appVersion ?? null,
    fixed_in: review.id ? trackerStateOf(ctx, review.id).fixedIn : null,
  }
}

export function fillForReview(
  ctx: CoreContext,
  body: string,
  review: TemplateReview,
  memo?: BatchMemo,
): { text: string; missing: TemplateVariable[] } {
  return fillTemplate(body, valuesFor(ctx, review, memo))
}
