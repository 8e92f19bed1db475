import { useState } from 'react'
import { isReviewTopic, TOPIC_LABEL } from '../../../../shared/topics'
import { useMutation } from '../../hooks/useMutation'
import { plural } from '../../format'
import { useCan, useSession } from '../../store/session'
import { toast } from '../../store/toasts'
import { CreateIssueDialog } from '../trackers/CreateIssueDialog'

/** One issue quotes at most this many of a topic's reviews: enough to show the pattern. */
const TOPIC_ISSUE_REVIEWS = 20

/**
 * "Create issue" on a dashboard topic: the dialog opens with the topic's most recent reviews of
 * the period that raise it as a problem.
 */
export function TopicIssueAction({
  topic,
  appId,
  since,
}: {
  topic: string
  appId: string | null
  since: number
}) {
  const reviewsList = useMutation('reviews.list')

  const workspaceId = useSession((s) => s.workspaceId) ?? ''
  const canEdit = useCan('editor')
  const [reviewIds, setReviewIds] = useState<string[] | null>(null)
  const [busy, setBusy] = useState(false)
  if (!canEdit || !isReviewTopic(topic) || topic === 'praise') return null
  const name = TOPIC_LABEL[topic]

  const open = async () => {
    setBusy(true)
    const result = await reviewsList({
      workspaceId,
      topic,
      since,
      ...(appId ? { appId } : {}),
      sort: 'newest',
      limit: 100,
      deferTotal: true,
    })
    setBusy(false)
    if (!result.ok) return toast.error(result.error.message)
    const negative = result.value.items
      .filter((i) => i.topicPolarity[topic] === -1)
      .slice(0, TOPIC_ISSUE_REVIEWS)
      .map((i) => i.id)
    if (negative.length === 0)
      return toast.error(`No recent review raises ${name} as a problem in this period.`)
    setReviewIds(negative)
  }

  return (
    <>
      <button
        type="button"
        className="button small"
        disabled={busy}
        aria-label={`Create issue for ${name}`}
        onClick={() => void open()}
      >
        Create issue
      </button>
      {reviewIds && (
        <CreateIssueDialog
          workspaceId={workspaceId}
          reviewIds={reviewIds}
          onClose={() => setReviewIds(null)}
          onCreated={(issue) => {
            setReviewIds(null)
            toast.success(
              `Created ${issue.key} with ${plural(reviewIds.length, 'review')} about ${name}.`,
            )
          }}
        />
      )}
    </>
  )
}
