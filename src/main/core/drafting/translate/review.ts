import type { ReviewTranslationDto } from '../../../../shared/dto/translation'
import type { Actor } from '../../access/actor'
import type { CoreContext } from '../../context'
import { loadReview } from '../../replies/records'
import { resolveReviewLanguage } from '../language/resolve'
import { normalizeLanguageTag, sameLanguage } from '../language/tags'
import { getVoice } from '../voice/store'
import { translateText } from './translate'

/**
 * The open review and its draft in the team's language (the brand voice's), for an approver who
 * cannot read the review's: only when the two differ, only with a model, cached per text.
 */
export async function reviewTranslation(ctx: CoreContext, actor: Pick<Actor, 'workspaceId'>, reviewId: string): Promise<ReviewTranslationDto> {
  const { review, reply } = loadReview(ctx, actor, reviewId)
  const team = normalizeLanguageTag(getVoice(ctx, actor.workspaceId, review.appId).language) ?? 'en'
  const language = resolveReviewLanguage(review).language
  const draftLanguage = reply ? (normalizeLanguageTag(reply.language) ?? language) : null
  const draftNeeded = reply !== null && reply.body.trim() !== '' && !sameLanguage(draftLanguage, team)
  const reviewNeeded = !sameLanguage(language, team)
  const base: ReviewTranslationDto = { teamLanguage: team, reviewLanguage: language, needed: false, unavailable: null, review: null, draft: null }
  if (!reviewNeeded && !draftNeeded) return base

  let translated: ReviewTranslationDto['review'] = null
  if (reviewNeeded) {
    const text = [review.title, review.body].filter(Boolean).join('\n\n')
    const body = await translateText(ctx, actor.workspaceId, text, language, team)
    if (!body.ok) return { ...base, needed: true, unavailable: body.reason }
    const [title, ...rest] = body.text.split(/\n\s*\n/)
    translated = review.title && rest.length > 0 ? { title: title ?? null, body: rest.join('\n\n') } : { title: null, body: body.text }
  }
  let draft: ReviewTranslationDto['draft'] = null
  if (reply && draftNeeded) {
    const back = await translateText(ctx, actor.workspaceId, reply.body, draftLanguage, team)
    if (!back.ok && !translated) return { ...base, needed: true, unavailable: back.reason }
    draft = back.ok ? { body: back.text } : null
  }
  return { ...base, needed: true, review: translated, draft }
}
