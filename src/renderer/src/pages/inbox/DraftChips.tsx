import type { InboxItemDto } from '../../../../shared/dto/inbox'

const CONFIDENCE_LABEL = { medium: 'Medium confidence', low: 'Low confidence' } as const

/**
 * The row's chips for a draft a person should look at: how sure the drafter is (medium or low;
 * the first reason as the tooltip, and for screen readers), an `[answer: …]` still to fill in,
 * and "Looks like spam".
 */
export function DraftChips({
  item,
}: {
  item: Pick<InboxItemDto, 'confidence' | 'confidenceReason' | 'needsAnswer' | 'spam'>
}) {
  return (
    <>
      {item.spam && (
        <span className="tag tag-spam" title="Marked as spam: no reply will be drafted">
          Looks like spam
        </span>
      )}
      {item.confidence && (
        <span
          className={`tag tag-confidence tag-confidence-${item.confidence}`}
          title={item.confidenceReason ?? undefined}
        >
          {CONFIDENCE_LABEL[item.confidence]}
          {item.confidenceReason && (
            <span className="visually-hidden">: {item.confidenceReason}</span>
          )}
        </span>
      )}
      {item.needsAnswer && (
        <span className="tag tag-answer" title="Fill in the [answer: …] before approving">
          Needs an answer
        </span>
      )}
    </>
  )
}
