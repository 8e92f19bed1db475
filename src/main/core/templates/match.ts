import type { CoreContext } from '../context'
import { resolveReviewLanguage } from '../drafting/language/resolve'
import { englishBook, phrasebookFor } from '../drafting/phrasebooks'
import type { Reading } from '../drafting/read/types'
import { fitToLimitDetailed } from '../drafting/text/fit'
import { remember, type BatchMemo } from '../drafting/memo'
import { assessmentFromNotes } from '../drafting/assessment'
import type { Draft, DraftReview } from '../drafting/types'
import { fillForReview } from './fill'
import { parseTopics, templateRows, type TemplateRow } from './templates'

const base = (tag: string | null | undefined): string | null =>
  tag ? (tag.split(/[-_]/)[0] ?? tag).toLowerCase() : null

/** Points a template cannot answer: a question needs its Answer, money and lost data their own path. */
const NEEDS_THE_DRAFTER = new Set(['spam', 'abuse', 'data_loss', 'billing', 'privacy', 'account', 'question'])

/**
 * Whether what the review says fits a template's rating range: a 4–5★ template is for a review
 * whose text is positive, a 1–2★ one for a negative text, whatever its stars say.
 */
function moodFits(template: TemplateRow, reading: Reading): boolean {
  if (template.minRating >= 4) return reading.polarity > 0
  if (template.maxRating <= 2) return reading.polarity < 0
  return true
}

/**
 * The workspace's templates that fit a review, best first: same language, the rating inside the
 * template's range and its text in the same mood, and (for a template that names topics) one of
 * the topics the review raises, in the same sense (a "Crashes" template never answers "it never
 * crashes"). Templates written for a topic the review touches come before general ones, then
 * narrower rating ranges. A review whose main point is a question, money, lost data, privacy, an
 * account or spam gets none: the drafter's own path answers those.
 */
function matchingTemplates(
  ctx: CoreContext,
  workspaceId: string,
  review: DraftReview,
  reading: Reading,
  memo?: BatchMemo,
): TemplateRow[] {
  if (NEEDS_THE_DRAFTER.has(reading.main) || reading.points.some((p) => p.intent === 'question')) return []
  // A drafting batch reads the workspace's templates once, not once per review.
  const rows = remember(memo, `templates:${workspaceId}`, () => templateRows(ctx, workspaceId))
  if (rows.length === 0) return []
  const language = base(resolveReviewLanguage(review).language)
  const inLanguage = rows.filter(
    (t) => t.language === language && review.rating >= t.minRating && review.rating <= t.maxRating && moodFits(t, reading),
  )
  if (inLanguage.length === 0) return []
  // Praise is a topic when praised; any other topic when complained about.
  const found = new Set<string>(
    reading.topics.filter((t) => (t.topic === 'praise' ? t.polarity > 0 : t.polarity < 0)).map((t) => t.topic),
  )
  const ranked = inLanguage
    .map((t) => ({ t, topics: parseTopics(t.topics) }))
    .filter(({ topics }) => topics.length === 0 || topics.some((x) => found.has(x)))
  return ranked
    .sort(
      (a, b) =>
        Number(b.topics.length > 0) - Number(a.topics.length > 0) ||
        a.t.maxRating - a.t.minRating - (b.t.maxRating - b.t.minRating) ||
        a.t.name.localeCompare(b.t.name),
    )
    .map(({ t }) => t)
}

export interface TemplateDraftRequest {
  /** What the drafter read in the review. */
  reading: Reading
  workspaceId: string
  appId: string | null
  store: string
  review: DraftReview
  limit: number
  variant: number
}

/**
 * A draft that starts from a matching template, or null when none matches this variant:
 * "Regenerate" walks through the matching templates, then hands over to the phrasebook drafter
 * (the caller passes it the remaining variant). Filled with the review's values and cut to the
 * store's limit (at a sentence where possible), with a note when it had to be shortened.
 */
export function draftFromTemplate(
  ctx: CoreContext,
  request: TemplateDraftRequest,
  memo?: BatchMemo,
): { draft: Draft | null; matches: number } {
  const matches = request.appId ? matchingTemplates(ctx, request.workspaceId, request.review, request.reading, memo) : []
  const template = matches[request.variant]
  if (!template || !request.appId) return { draft: null, matches: matches.length }
  const filled = fillForReview(ctx, template.body, {
    workspaceId: request.workspaceId,
    appId: request.appId,
    store: request.store,
    author: request.review.author ?? null,
    appVersion: request.review.appVersion ?? null,
  }, memo)
  const book = phrasebookFor(template.language) ?? englishBook
  const fitted = fitToLimitDetailed(filled.text, request.limit, book.locale)
  const notes: string[] = []
  if (fitted.cut !== 'none') {
    notes.push(`needs review: the template "${template.name}" was shortened to fit the ${request.limit}-character limit`)
  }
  return {
    matches: matches.length,
    draft: {
      body: fitted.text,
      language: template.language,
      drafter: 'builtin',
      note: notes.length ? notes.join('; ') : null,
      assessment: assessmentFromNotes(notes),
      spam: null,
      template: { id: template.id, name: template.name },
    },
  }
}
