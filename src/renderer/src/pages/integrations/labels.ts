import type { WebhookEventType, WebhookKind } from '../../../../shared/dto/webhooks'

export const KIND_LABEL: Record<WebhookKind, string> = {
  standard: 'Webhook (signed)',
  slack: 'Slack',
  discord: 'Discord',
  teams: 'Microsoft Teams',
}

export const EVENT_LABEL: Record<WebhookEventType, string> = {
  'review.created': 'New review',
  'draft.created': 'Draft ready for approval',
  'reply.published': 'Reply published',
  'digest.weekly': 'Weekly digest',
  'anomaly.detected': 'Rating drop or review spike',
  test: 'Test ping',
  'review.updated': 'Review changed by its author',
  'review.assigned': 'Review assigned to someone',
  'note.created': 'Note written (with its @mentions)',
}

export function hostOf(url: string): string {
  try {
    return new URL(url).hostname
  } catch {
    return ''
  }
}

/** The drafter's topics, in the words the dashboard uses. */
export { TOPIC_LABEL } from '../../../../shared/topics'

export { STORE_LABEL } from '../../../../shared/stores'
