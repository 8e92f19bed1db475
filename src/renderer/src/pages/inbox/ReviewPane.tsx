import { useCallback, useEffect, useRef } from 'react'
import type { ReviewDetailDto } from '../../../../shared/dto/replies'
import { useCommand } from '../../hooks/useCommand'
import { useMutation } from '../../hooks/useMutation'
import { EmptyState } from '../../components/EmptyState'
import { Loading } from '../../components/InlineError'
import { onChange } from '../../store/changes'
import { useInbox } from '../../store/inbox'
import { AuditTrail } from './AuditTrail'
import { IssueSection } from './IssueSection'
import { ReplyPanel } from './ReplyPanel'
import { ReviewFacts } from './ReviewFacts'
import { ReviewRevisions } from './ReviewRevisions'
import { TranslationPanel } from './TranslationPanel'
import { TriagePanel } from './TriagePanel'

/** The open review: what the customer wrote, the reply and its history. */
export function ReviewPane({
  workspaceId,
  reviewId,
  onAdvance,
}: {
  workspaceId: string
  reviewId: string | null
  /** After a keyboard approval: focus the list on the next review. */
  onAdvance(fromReviewId: string): void
}) {
  const reviewsGet = useMutation('reviews.get')

  const {
    data: detail,
    error,
    reload: load,
    set: setDetail,
  } = useCommand('reviews.get', reviewId ? { workspaceId, reviewId } : null)
  const patchItem = useInbox((s) => s.patchItem)
  const refreshCounts = useInbox((s) => s.refreshCounts)
  const markRead = useInbox((s) => s.markRead)
  const current = useRef(reviewId)
  current.current = reviewId

  const apply = useCallback(
    (next: ReviewDetailDto) => {
      if (next.review.id !== current.current) return
      setDetail(next)
      const open =
        next.reply && (next.reply.status === 'draft' || next.reply.status === 'failed')
          ? next.reply
          : null
      const confidence =
        open?.confidence === 'medium' || open?.confidence === 'low' ? open.confidence : null
      patchItem(next.review.id, {
        replyStatus: next.reply?.status ?? 'none',
        flag: open?.note ?? null,
        confidence,
        confidenceReason: confidence ? (open?.reasons[0] ?? null) : null,
        needsAnswer: (open?.openSlots.length ?? 0) > 0,
        spam: next.review.spam !== null,
        unread: false,
        topics: next.topics.map((t) => t.topic),
        topicPolarity: Object.fromEntries(next.topics.map((t) => [t.topic, t.polarity])),
        assignee: next.assignee,
        trackerIssue: next.review.trackerIssue,
        fixed: next.review.fixed,
      })
      void refreshCounts()
    },
    [patchItem, refreshCounts],
  )

  // The row says what the pane says: a reply that moved on since the list loaded shows so there.
  useEffect(() => {
    if (detail) patchItem(detail.review.id, { replyStatus: detail.reply?.status ?? 'none' })
  }, [detail, patchItem])

  // After a link changes: the detail and the row show the new issue.
  const reloadDetail = useCallback(async () => {
    if (!reviewId) return
    const result = await reviewsGet({ workspaceId, reviewId })
    if (result.ok) apply(result.value)
  }, [workspaceId, reviewId, apply])

  // Opening a review reads it, for the whole team.
  useEffect(() => {
    if (!reviewId) return
    const item = useInbox.getState().items.find((i) => i.id === reviewId)
    if (item?.unread !== false) void markRead([reviewId])
  }, [reviewId, markRead])

  // Publishing finishes in the background (and the App Store goes live later): follow along.
  useEffect(() => {
    if (!reviewId) return
    let timer: number | undefined
    const stop = onChange((notice) => {
      if (notice.workspaceId !== workspaceId || !['replies', 'reviews'].includes(notice.what))
        return
      window.clearTimeout(timer)
      timer = window.setTimeout(() => void load(), 300)
    })
    return () => {
      window.clearTimeout(timer)
      stop()
    }
  }, [workspaceId, reviewId, load])

  if (!reviewId) {
    return (
      <div className="review-pane">
        <EmptyState title="Pick a review">
          <p>
            Choose a review on the left, or press j to open the newest. Press ? for all keyboard
            shortcuts.
          </p>
        </EmptyState>
      </div>
    )
  }
  return (
    <div className="review-pane" aria-busy={detail === null && !error}>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : !detail ? (
        <Loading what="Opening the review" />
      ) : (
        <>
          <ReviewFacts review={detail.review} />
          <ReviewRevisions detail={detail} />
          <TranslationPanel
            workspaceId={workspaceId}
            reviewId={detail.review.id}
            draftBody={detail.reply?.body ?? null}
          />
          <IssueSection
            workspaceId={workspaceId}
            detail={detail}
            onDetail={apply}
            onLinksChanged={() => void reloadDetail()}
          />
          <ReplyPanel
            workspaceId={workspaceId}
            detail={detail}
            onDetail={apply}
            onAdvance={onAdvance}
          />
          <TriagePanel workspaceId={workspaceId} detail={detail} onDetail={apply} />
          <AuditTrail entries={detail.audit} />
        </>
      )}
    </div>
  )
}
