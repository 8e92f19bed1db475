import type { Assessment } from '../drafting/types'
import type { ReplyRow } from './records'

/** The columns a draft's assessment is stored in (replies.confidence, replies.reasons). */
export function assessmentColumns(
  assessment: Assessment,
): Pick<ReplyRow, 'confidence' | 'reasons'> {
  return { confidence: assessment.confidence, reasons: JSON.stringify(assessment.reasons) }
}

/** The stored reasons, most important first; a damaged document reads as none. */
export function reasonsOf(reply: Pick<ReplyRow, 'reasons'>): string[] {
  if (!reply.reasons) return []
  try {
    const parsed: unknown = JSON.parse(reply.reasons)
    return Array.isArray(parsed) ? parsed.filter((r): r is string => typeof r === 'string') : []
  } catch {
    return []
  }
}

/**
 * The one-line "why look closer" the CLI's `--json` output and older callers know as `note` /
 * `flag`: the stored reasons joined. Nothing stores it; it is read from the assessment.
 */
export function noteFromReasons(reasons: readonly string[]): string | null {
  return reasons.length > 0 ? reasons.join('; ') : null
}
