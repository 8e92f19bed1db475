import type { DraftStore } from '../../../../shared/dto/drafting'
import type { ReviewAnalysis, ReviewTopic } from '../intent/types'
import { INTENT_LINES } from '../phrasebooks/intent-lines'
import { ISSUE_TOPICS, type IssueTopic, type Lines, type Phrasebook, type Topic } from '../phrasebooks/types'

export type Band = 'high' | 'mid' | 'low'

export interface Mention {
  slot: string
  lines: Lines
}

/** Complaints that call for the support contact even on a middling rating. */
const NEEDS_HELP = new Set<ReviewTopic>(['performance', 'support', 'login', 'sync'])
const PRAISED = new Set<Topic>(['praise', 'ui', 'support'])

const isIssue = (t: ReviewTopic): t is IssueTopic => (ISSUE_TOPICS as readonly string[]).includes(t)

/** The other problems a complaint names, for a second sentence in a longer reply. */
function otherIssues(analysis: ReviewAnalysis, book: Phrasebook): Mention[] {
  return analysis.topics
    .filter((t): t is IssueTopic => isIssue(t) && t !== analysis.topic && t !== 'feature_request')
    .map((t) => ({ slot: `issue-${t}`, lines: book.issue[t] }))
}

/**
 * What the reply says about the review, most important first, chosen by intent: praise is
 * thanked (never apologised for, whatever topic words it holds), a refund gets the store's
 * refund path, a request names the feature, a problem gets its topic's sentence.
 */
export function mentionsFor(analysis: ReviewAnalysis, book: Phrasebook, store: DraftStore): Mention[] {
  const lines = INTENT_LINES[book.code]
  switch (analysis.intent) {
    case 'praise': {
      // Only what was praised gets a sentence: "it's okay" on 3 stars is not a compliment to echo.
      const praised = analysis.topics.find((t) => PRAISED.has(t) && t !== 'praise') ?? (analysis.topics.includes('praise') ? 'praise' : null)
      return praised ? [{ slot: `positive-${praised}`, lines: book.positive[praised as 'praise' | 'ui' | 'support'] }] : []
    }
    case 'billing':
      return [{ slot: 'refund', lines: lines?.refund[store] ?? book.issue.pricing }]
    case 'feature_request':
      // Named when the feature could be told, else a plain thank-you for the idea.
      return [{ slot: 'feature', lines: analysis.feature && lines ? lines.feature : book.issue.feature_request }]
    case 'question':
      return [...(lines ? [{ slot: 'question', lines: lines.question }] : []), ...otherIssues(analysis, book)]
    case 'bug_report':
    case 'complaint': {
      const main = isIssue(analysis.topic) ? [{ slot: `issue-${analysis.topic}`, lines: book.issue[analysis.topic] }] : []
      return [...main, ...otherIssues(analysis, book)]
    }
  }
}

/** Whether the reply points to support: for problems and questions, never for praise. */
export function needsHelpFor(analysis: ReviewAnalysis, band: Band): boolean {
  switch (analysis.intent) {
    case 'bug_report':
    case 'question':
      return true
    case 'complaint':
      return band === 'low' || NEEDS_HELP.has(analysis.topic)
    default:
      return false
  }
}

/** The closing line's mood: cheerful only for praise, sorry only for a low rating. */
export function closingBand(analysis: ReviewAnalysis, band: Band): Band {
  if (analysis.intent === 'praise') return band === 'low' ? 'mid' : 'high'
  return band === 'low' ? 'low' : 'mid'
}
