import type { ReviewTopic } from '../../../../shared/topics'
/**
 * Topics in priority order: when a review touches several, the first ones lead the reply.
 * @internal Exported for tests.
 */
export const ISSUE_TOPICS = [
  'crash',
  'sync',
  'login',
  'bug',
  'performance',
  'pricing',
  'ads',
  'support',
  'ui',
  'feature_request',
] as const
type IssueTopic = (typeof ISSUE_TOPICS)[number]
export type Topic = IssueTopic | 'praise'
export const TOPICS: readonly Topic[] = [...ISSUE_TOPICS, 'praise']
// The tags people see and edit (src/shared/topics.ts) are exactly these topics.
type SameTopics = [Topic] extends [ReviewTopic]
  ? [ReviewTopic] extends [Topic]
    ? true
    : never
  : never
const _topicsAgree: SameTopics = true
/** Topics that read as a compliment on a 4–5 star review. */
type PositiveTopic = 'praise' | 'ui' | 'support'

export type Lines = readonly string[]
interface ByRegister {
  casual: Lines
  formal: Lines
}

/**
 * Everything the built-in drafter needs to write one language: short, idiomatic templates per
 * slot (several each, so "Regenerate" has somewhere to go) and the keywords that reveal topics.
 *
 * Template tokens: `{name}` the reviewer's first name, `{brand}` the product name (templates
 * using it are skipped when there is none), `{brand|fallback}` the brand or a fallback phrase,
 * `{contact}` the support e-mail or web address.
 */
export interface Phrasebook {
  code: string
  /** Locale for Intl.Segmenter. */
  locale: string
  /** How sentences join: a space, or nothing (Chinese, Japanese). */
  joiner: '' | ' '
  /** Keywords match at word starts, or anywhere (no spaces between words, or particles glued on). */
  matching: 'word' | 'substring'
  greeting: { named: ByRegister; anonymous: ByRegister }
  opener: { high: ByRegister; mid: ByRegister; low: ByRegister }
  issue: Record<IssueTopic, Lines>
  positive: Record<PositiveTopic, Lines>
  nextStep: { contact: Lines; noContact: Lines }
  /** Asking what would make it better, for a middling rating with nothing specific in it. */
  askMore: Lines
  closing: { high: Lines; mid: Lines; low: Lines }
  /** The sign-off in languages other than the one the voice's own sign-off is written in. */
  team: string
  /** Words of an apology, so a draft never apologizes twice in a row. */
  apology: RegExp
  /** Keyword stems per topic; `=word` matches the whole word only. */
  keywords: Record<Topic, Lines>
  /** Typographic fix-ups after rendering (French spaces before ! ? : ;). */
  polish?: (text: string) => string
}
