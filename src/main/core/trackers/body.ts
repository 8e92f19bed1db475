import { and, eq, inArray } from 'drizzle-orm'
import type { TrackerIssuePreviewDto } from '../../../shared/dto/trackers'
import type { CoreContext } from '../context'
import { apps, reviews } from '../db/schema'
import { resolveReviewLanguage } from '../drafting/language/resolve'
import { normalizeLanguageTag, sameLanguage } from '../drafting/language/tags'
import { storedTranslation } from '../drafting/translate/translate'
import { getVoice } from '../drafting/voice/store'
import { notFound } from '../errors'

type ReviewRow = typeof reviews.$inferSelect

const STORE = { app_store: 'App Store', google_play: 'Google Play' } as const
const TITLE_MAX = 80

/** The reviews, in the order given, all of this workspace (else "not found", like any other id). */
export function reviewsFor(
  ctx: CoreContext,
  workspaceId: string,
  reviewIds: string[],
): ReviewRow[] {
  const ids = [...new Set(reviewIds)]
  const rows = ctx.db
    .select()
    .from(reviews)
    .where(and(eq(reviews.workspaceId, workspaceId), inArray(reviews.id, ids)))
    .all()
  const byId = new Map(rows.map((r) => [r.id, r]))
  return ids.map((id) => {
    const row = byId.get(id)
    if (!row) throw notFound('Review')
    return row
  })
}

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim()

function shorten(text: string, max: number): string {
  const t = oneLine(text)
  return t.length <= max ? t : `${t.slice(0, max - 1).trimEnd()}…`
}

/** Markdown quote of a text, line by line. */
const quote = (text: string): string =>
  text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n')

function describe(ctx: CoreContext, workspaceId: string, r: ReviewRow, appName: string): string {
  const language = resolveReviewLanguage(r).language
  const team = normalizeLanguageTag(getVoice(ctx, workspaceId, r.appId).language) ?? 'en'
  const text = [r.title, r.body].filter(Boolean).join('\n\n')
  const translation =
    language && !sameLanguage(language, team)
      ? storedTranslation(ctx, workspaceId, text, team)
      : null
  const facts = [
    `${'★'.repeat(r.rating)}${'☆'.repeat(5 - r.rating)} (${r.rating}/5)`,
    STORE[r.store],
    appName,
    r.appVersion ? `version ${r.appVersion}` : null,
    r.device ? `device ${r.device}${r.osVersion ? `, ${r.osVersion}` : ''}` : null,
    language ? `language ${language}` : null,
    new Date(r.createdAt).toISOString().slice(0, 10),
  ].filter((f): f is string => f !== null)
  const lines = [facts.join(' · '), '', quote(text || '(no text)')]
  if (translation) lines.push('', `Translation (${team}):`, '', quote(translation))
  lines.push('', `Open in Review Reply: reviewreply://review/${r.id}`)
  return lines.join('\n')
}

/** What "Create issue" sends unless the person edits it: a title and the quoted reviews. */
export function issuePreview(
  ctx: CoreContext,
  workspaceId: string,
  reviewIds: string[],
): TrackerIssuePreviewDto {
  const rows = reviewsFor(ctx, workspaceId, reviewIds)
  const appNames = new Map(
    ctx.db
      .select({ id: apps.id, name: apps.name })
      .from(apps)
      .where(eq(apps.workspaceId, workspaceId))
      .all()
      .map((a) => [a.id, a.name]),
  )
  const first = rows[0]!
  const headline = shorten(first.title || first.body || 'A review', TITLE_MAX)
  const title =
    rows.length === 1
      ? `Review (${first.rating}★): ${headline}`
      : `${rows.length} reviews: ${headline}`
  const intro =
    rows.length === 1
      ? 'A store review reported this:'
      : `${rows.length} store reviews reported this:`
  const body = [
    intro,
    ...rows.map(
      (r, i) =>
        `${rows.length > 1 ? `### Review ${i + 1}\n\n` : '\n'}${describe(ctx, workspaceId, r, appNames.get(r.appId) ?? '')}`,
    ),
    '',
    '— Created from Review Reply',
  ].join('\n\n')
  return { title, body }
}
