import type { ReviewTrackerIssueDto } from '../../../../shared/dto/trackers'
import { issueStateText } from './labels'

/** The review's linked issue on its list row: key and state. */
export function IssueBadge({ issue }: { issue: ReviewTrackerIssueDto }) {
  const state = issueStateText(issue.state)
  return (
    <span
      className={`tag tag-issue tag-issue-${issue.state}`}
      title={`Linked issue ${issue.key}, ${state.toLowerCase()}`}
    >
      <span className="visually-hidden">Issue </span>
      <span className="issue-badge-key">{issue.key}</span> · {state}
    </span>
  )
}

/** A linked issue closed: the problem is fixed. */
export function FixedMark() {
  return (
    <span className="tag tag-fixed" title="A linked issue is closed">
      Fixed
    </span>
  )
}
