import type { ReviewTopicName } from './webhooks'

/**
 * The variables a reply template may use, each filled with the review's own value when a
 * template is inserted or drafted from. Listed once for the settings page, the docs and checks.
 */
export const TEMPLATE_VARIABLES = [
  { name: 'reviewer', what: "the reviewer's first name (left out when the store gives none)" },
  { name: 'app', what: "the app's name" },
  { name: 'store', what: 'App Store or Google Play' },
  { name: 'support_contact', what: 'the support contact of the brand voice' },
  { name: 'version', what: 'the app version the review was written for' },
  {
    name: 'fixed_in',
    what: 'the version that fixes the linked tracker issue (left out while none is known)',
  },
] as const
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number]['name']

export interface ReplyTemplateDto {
  id: string
  name: string
  /** Base language code, e.g. `en`. */
  language: string
  body: string
  /** The ratings the drafter starts from this template for (inclusive). */
  minRating: number
  maxRating: number
  /** Drafter topics; empty: any review in the rating range. */
  topics: ReviewTopicName[]
  createdAt: number
  updatedAt: number
}

/** A template filled in for one review, ready for the editor. */
export interface FilledTemplateDto {
  templateId: string
  body: string
  /** Variables that had no value for this review (they were left out). */
  missing: TemplateVariable[]
  /** Its length as the store counts it, and the store's limit. */
  length: number
  limit: number
}
