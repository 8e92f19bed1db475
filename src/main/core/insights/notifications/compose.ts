import type { DesktopNotification } from '../../notify/notifier'
import type { PublicReview } from '../../public/serialize'
import { snippet, starRange } from '../labels'

/** One notification per app and sync: one review is shown itself, several are counted. */
export function lowStarNotification(
  workspaceId: string,
  appName: string,
  threshold: number,
  list: PublicReview[],
): DesktopNotification {
  const [first] = list
  if (list.length === 1 && first) {
    const text = first.title ? `${first.title}: ${first.body}` : first.body
    return {
      kind: 'low_star_reviews',
      workspaceId,
      reviewId: first.id,
      title: `New ${first.rating}★ review for ${appName}`,
      body: snippet(text),
    }
  }
  const newest = [...list].sort((a, b) => b.created_at.localeCompare(a.created_at))[0]
  return {
    kind: 'low_star_reviews',
    workspaceId,
    title: `${list.length} new ${starRange(threshold)} reviews for ${appName}`,
    body: newest ? `Latest: "${snippet(newest.body, 90)}"` : 'Open the inbox to reply.',
  }
}

export function anomalyNotification(
  workspaceId: string,
  data: { kind?: unknown; summary?: unknown; app?: { name?: unknown } },
): DesktopNotification {
  const appName = typeof data.app?.name === 'string' ? data.app.name : 'an app'
  const what = data.kind === 'review_spike' ? 'Review spike' : 'Rating drop'
  return {
    kind: 'anomaly',
    workspaceId,
    title: `${what} for ${appName}`,
    body:
      typeof data.summary === 'string' ? snippet(data.summary, 200) : 'Open Alerts for details.',
  }
}

export function publishFailureNotification(
  workspaceId: string,
  appName: string,
  failures: { reviewId: string; detail: string | null }[],
): DesktopNotification {
  const [first] = failures
  if (failures.length === 1 && first) {
    return {
      kind: 'publish_failure',
      workspaceId,
      reviewId: first.reviewId,
      title: `A reply for ${appName} could not be published`,
      body: first.detail
        ? snippet(first.detail, 200)
        : 'Open the review to see the store’s answer and retry.',
    }
  }
  return {
    kind: 'publish_failure',
    workspaceId,
    title: `${failures.length} replies for ${appName} could not be published`,
    body: 'Open the inbox, filter by “failed”, and retry them.',
  }
}

/** "Ana assigned you a 1★ review of Notes": the assignee only. */
export function assignedNotification(
  workspaceId: string,
  data: { review?: PublicReview; assignee?: { id?: unknown }; by?: { name?: unknown } },
  appName: string,
): DesktopNotification | null {
  const review = data.review
  const assignee = typeof data.assignee?.id === 'string' ? data.assignee.id : null
  if (!review || !assignee) return null
  const by = typeof data.by?.name === 'string' && data.by.name ? data.by.name : 'Someone'
  return {
    kind: 'assigned',
    workspaceId,
    reviewId: review.id,
    forUserId: assignee,
    title: `${by} assigned you a ${review.rating}★ review of ${appName}`,
    body: snippet(review.title ? `${review.title}: ${review.body}` : review.body),
  }
}

/** One per mentioned member; the note's text is not in the event, so it is not shown either. */
export function mentionNotifications(
  workspaceId: string,
  data: { review?: PublicReview; mentions?: unknown; by?: { name?: unknown } },
  appName: string,
): DesktopNotification[] {
  const review = data.review
  if (!review || !Array.isArray(data.mentions)) return []
  const by = typeof data.by?.name === 'string' && data.by.name ? data.by.name : 'Someone'
  return data.mentions
    .filter((id): id is string => typeof id === 'string')
    .map((id) => ({
      kind: 'mentioned' as const,
      workspaceId,
      reviewId: review.id,
      forUserId: id,
      title: `${by} mentioned you in a note on a ${review.rating}★ review of ${appName}`,
      body: snippet(review.title ? `${review.title}: ${review.body}` : review.body),
    }))
}
