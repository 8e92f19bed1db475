/**
 * The Android Publisher v3 `reviews` wire format, and its mapping to the core's review record.
 * Every field is optional on the wire (docs/stores/google-play.md), so the schemas are lenient and a
 * review that cannot be used is skipped alone, never the whole page.
 */
import { z } from 'zod'
import type { NormalizedReview, StoreReply } from '../types'

const timestamp = z.object({
  // int64 arrives as a string; accept a number too.
  seconds: z.union([z.string().regex(/^-?\d+$/), z.number().int()]),
  nanos: z.number().int().optional(),
})

const userComment = z.object({
  text: z.string().optional(),
  lastModified: timestamp.optional(),
  starRating: z.number().int().optional(),
  reviewerLanguage: z.string().optional(),
  device: z.string().optional(),
  androidOsVersion: z.number().int().optional(),
  appVersionCode: z.number().int().optional(),
  appVersionName: z.string().optional(),
  thumbsUpCount: z.number().int().optional(),
  thumbsDownCount: z.number().int().optional(),
  deviceMetadata: z
    .object({ productName: z.string().optional(), manufacturer: z.string().optional() })
    .optional(),
  originalText: z.string().optional(),
})

const developerComment = z.object({
  text: z.string().optional(),
  lastModified: timestamp.optional(),
})

export const reviewSchema = z.object({
  reviewId: z.string().min(1),
  authorName: z.string().optional(),
  comments: z
    .array(
      z.object({
        userComment: userComment.optional(),
        developerComment: developerComment.optional(),
      }),
    )
    .optional(),
})
export type WireReview = z.infer<typeof reviewSchema>

export const listSchema = z.object({
  reviews: z.array(z.unknown()).optional(),
  tokenPagination: z
    .object({ nextPageToken: z.string().optional(), previousPageToken: z.string().optional() })
    .optional(),
  pageInfo: z.unknown().optional(),
})
export type WireList = z.infer<typeof listSchema>

export const replySchema = z.object({
  result: z
    .object({ replyText: z.string().optional(), lastEdited: timestamp.optional() })
    .optional(),
})
export type WireReplyResult = z.infer<typeof replySchema>

const toMs = (t: z.infer<typeof timestamp>): number =>
  Number(t.seconds) * 1000 + Math.floor((t.nanos ?? 0) / 1e6)

/** Google joins title and body with a TAB when both exist. */
function splitTitle(text: string): { title: string | null; body: string } {
  const tab = text.indexOf('\t')
  if (tab < 0) return { title: null, body: text.trim() }
  const title = text.slice(0, tab).trim()
  const body = text.slice(tab + 1).trim()
  if (body === '') return { title: null, body: title }
  return { title: title === '' ? null : title, body }
}

/** `en_US` → `en-US` (BCP 47, as the public API promises). */
const bcp47 = (language: string | undefined): string | null =>
  language ? language.replace(/_/g, '-') : null

const ANDROID_RELEASES: Record<number, string> = {
  19: '4.4',
  21: '5.0',
  22: '5.1',
  23: '6.0',
  24: '7.0',
  25: '7.1',
  26: '8.0',
  27: '8.1',
  28: '9',
  29: '10',
  30: '11',
  31: '12',
  32: '12L',
  33: '13',
  34: '14',
  35: '15',
  36: '16',
}

/** Google sends the API level (21); people know the release ("Android 5.0"). */
function osLabel(apiLevel: number | undefined): string | null {
  if (apiLevel === undefined) return null
  const release = ANDROID_RELEASES[apiLevel]
  return release ? `Android ${release} (API ${apiLevel})` : `Android API ${apiLevel}`
}

function deviceLabel(c: z.infer<typeof userComment>): string | null {
  const name = [c.deviceMetadata?.manufacturer, c.deviceMetadata?.productName]
    .filter(Boolean)
    .join(' ')
    .trim()
  if (name && c.device) return `${name} (${c.device})`
  return name || c.device || null
}

export function developerReply(review: WireReview): StoreReply | null {
  const dev = review.comments?.find((c) => c.developerComment)?.developerComment
  if (!dev?.text) return null
  return {
    body: dev.text,
    storeReplyId: null,
    state: 'published',
    updatedAt: dev.lastModified ? toMs(dev.lastModified) : 0,
  }
}

/** Null when the review has no usable user comment (no text or no star rating). */
export function normalizeReview(review: WireReview, fallbackTime: number): NormalizedReview | null {
  const user = review.comments?.find((c) => c.userComment)?.userComment
  if (!user?.text || user.starRating === undefined || user.starRating < 1 || user.starRating > 5)
    return null
  const { title, body } = splitTitle(user.text)
  const modified = user.lastModified ? toMs(user.lastModified) : fallbackTime
  const reply = developerReply(review)
  return {
    storeReviewId: review.reviewId,
    rating: user.starRating,
    title,
    body,
    author: review.authorName?.trim() ? review.authorName.trim() : null,
    language: bcp47(user.reviewerLanguage),
    territory: null,
    appVersion: user.appVersionName ?? null,
    appVersionCode: user.appVersionCode ?? null,
    device: deviceLabel(user),
    osVersion: osLabel(user.androidOsVersion),
    thumbsUp: user.thumbsUpCount ?? null,
    thumbsDown: user.thumbsDownCount ?? null,
    // Google gives only the last change; the first one we see stands in for creation.
    createdAt: modified,
    updatedAt: modified,
    storeReply: reply ? { ...reply, updatedAt: reply.updatedAt || modified } : null,
  }
}
