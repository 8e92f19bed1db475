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
