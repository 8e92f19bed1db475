/** Plan rules in one place: the trial's length, what Pro unlocks, and where to buy it. */
import type { PlanFeature } from './gate'

export const DAY_MS = 24 * 60 * 60 * 1000
const TRIAL_DAYS = 10
export const TRIAL_MS = TRIAL_DAYS * DAY_MS

/** The merchant of record's checkout; the app never sees card data. Opened in the system browser. */
export const UPGRADE_URL = 'https://reviewreply.app/pricing'

/** Licences are JWTs with this issuer; a token from anyone else is refused. */
export const LICENCE_ISSUER = 'reviewreply.app'

export interface ProFeature {
  feature: PlanFeature
  name: string
  description: string
}

export const PRO_FEATURES: readonly ProFeature[] = [
  {
    feature: 'api',
    name: 'Public API',
    description: 'Read apps, reviews and replies from your own tools with an API key (read-only).',
  },
  {
    feature: 'webhooks',
    name: 'Webhooks and team-tool channels',
    description:
      'Push new reviews, drafts, published replies, digests and alerts to your endpoint, Slack, Discord or Teams. While a workspace is on Free, events are kept and delivered once Pro is active.',
  },
]

/** Never gated by any plan. */
export const ALWAYS_INCLUDED: readonly string[] = [
  'Inbox of App Store and Google Play reviews',
  'Drafting replies in your brand voice',
  'Approving, editing and publishing replies',
]
