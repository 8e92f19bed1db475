import { useCallback, useEffect, useRef, useState } from 'react'
import type { ToneAdjustment } from '../../../../shared/dto/drafting'
import type { ReviewDetailDto } from '../../../../shared/dto/replies'
import { useMutation } from '../../hooks/useMutation'
import { STORE_LABEL } from '../../format'
import { toast } from '../../store/toasts'
import type { ReplyGates } from './replyGates'
import { inSeconds, offerUndo, undoApprovals } from '../../store/undoApproval'

/** A new draft from scratch (`regenerate`) or the current one rewritten in another tone. */
export type DraftOptions = { regenerate?: boolean; tone?: ToneAdjustment }

interface Args {
  workspaceId: string
  detail: ReviewDetailDto
  /** The editor's text and whether it differs from the saved reply. */
  body: string
  dirty: boolean
  /** Drops the unsaved edit (before a new draft replaces it). */
  discard(): void
  gates: ReplyGates
  onDetail(detail: ReviewDetailDto): void
  onAdvance(fromReviewId: string): void
}

/**
 * Every action on a reply and the state they share: which one is running (`busy`, one at a time),
 * the last error, and the confirmation waiting for an answer.
 */
export function useReplyActions({
  workspaceId,
  detail,
  body,
  dirty,
  discard,
  gates,
  onDetail,
  onAdvance,
}: Args) {
  const draftReply = useMutation('replies.draft')
  const reviewsGet = useMutation('reviews.get')
  const dismissReply = useMutation('replies.dismiss')
  const editReply = useMutation('replies.edit')
  const reviewsMarkSpam = useMutation('reviews.markSpam')
  const reviewsMarkNotSpam = useMutation('reviews.markNotSpam')
  const reopenReply = useMutation('replies.reopen')
  const appStoreDeleteReply = useMutation('appStore.deleteReply')
  const approveReply = useMutation('replies.approve')
  const publishReply = useMutation('replies.publish')

  const { review } = detail
  const [busy, setBusy] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [confirm, setConfirm] = useState<null | 'delete' | 'replace'>(null)
  // The redraft asked for while there were unsaved edits, run once the person confirms.
  const pendingTone = useRef<DraftOptions | null>(null)

  useEffect(() => setError(null), [review.id])

  const run = useCallback(
    async (label: string, action: () => ReturnType<typeof reviewsGet>, done?: string) => {
      setBusy(label)
      setError(null)
      const result = await action()
      setBusy(null)
      if (!result.ok) {
        setError(result.error.message)
        return null
      }
      onDetail(result.value)
      if (done) toast.success(done)
      return result.value
    },
    [onDetail],
  )

  const redraft = useCallback(
    (options: DraftOptions) =>
      void run(options.tone ? 'tone' : 'draft', () =>
        draftReply({ workspaceId, reviewId: review.id, ...options }),
      ),
    [run, workspaceId, review.id],
  )
  const draft = useCallback(
    (options: DraftOptions) => {
      // Unsaved edits, or a saved text a person wrote: a new draft would replace their words.
      if (dirty || detail.reply?.source === 'edited') {
        pendingTone.current = options
        setConfirm('replace')
        return
      }
      redraft(options)
    },
    [dirty, detail.reply?.source, redraft],
  )
  const confirmReplace = () => {
    setConfirm(null)
    const options = pendingTone.current ?? {}
    discard()
    redraft(options)
  }

  const { publishBlock, canApprove, canPublish, canDismiss } = gates
  // Approve and Publish both approve: the publisher sends the reply once the undo window is over.
  const approveAs = useCallback(
    (name: 'replies.approve' | 'replies.publish', allowed: boolean, advance: boolean) => {
      if (!allowed) {
        if (publishBlock) setError(publishBlock)
        return
      }
      const reviewId = review.id
      void (async () => {
        const input = dirty ? { workspaceId, reviewId, body } : { workspaceId, reviewId }
        const approved = (
          await run(name, () => (name === 'replies.approve' ? approveReply : publishReply)(input))
        )?.reply
        if (!approved) return
        const windowMs =
          approved.publishesAt !== null && approved.approvedAt !== null
            ? approved.publishesAt - approved.approvedAt
            : undefined
        offerUndo(
          workspaceId,
          [reviewId],
          `Approved. It goes to ${STORE_LABEL[review.store]} ${inSeconds(windowMs ?? 10_000)}.`,
          windowMs,
        )
        if (advance) onAdvance(reviewId)
      })()
    },
    [publishBlock, run, workspaceId, review.id, review.store, dirty, body, onAdvance],
  )
  const approve = useCallback(
    (advance = false) => approveAs('replies.approve', canApprove, advance),
    [approveAs, canApprove],
  )
  const publish = useCallback(
    (advance = false) => approveAs('replies.publish', canPublish, advance),
    [approveAs, canPublish],
  )

  const refresh = async () => {
    const fresh = await reviewsGet({ workspaceId, reviewId: review.id })
    setBusy(null)
    if (fresh.ok) onDetail(fresh.value)
  }
  const undo = () =>
    void (async () => {
      setBusy('undo')
      await undoApprovals(workspaceId, [review.id])
      await refresh()
    })()
  const dismiss = useCallback(() => {
    if (!canDismiss) return
    // No reply will be sent: an unsaved edit of it is not kept (nor offered back) either.
    void run(
      'dismiss',
      () => dismissReply({ workspaceId, reviewId: review.id }),
      'Dismissed: no reply will be sent.',
    ).then((done) => {
      if (done) discard()
    })
  }, [canDismiss, run, workspaceId, review.id, discard])
  const save = () =>
    void run('save', () => editReply({ workspaceId, reviewId: review.id, body }), 'Draft saved.')
  const markSpam = () =>
    void run(
      'spam',
      () => reviewsMarkSpam({ workspaceId, reviewId: review.id }),
      'Marked as spam: no reply will be drafted, and it left “Needs reply”.',
    )
  const notSpam = () =>
    void run(
      'spam',
      () => reviewsMarkNotSpam({ workspaceId, reviewId: review.id }),
      'Not spam: it has a draft now.',
    )
  const reopen = () =>
    void run('reopen', () => reopenReply({ workspaceId, reviewId: review.id }), 'Reopened.')
  const deleteReply = async () => {
    setBusy('delete')
    const result = await appStoreDeleteReply({ workspaceId, reviewId: review.id })
    setConfirm(null)
    if (!result.ok) {
      setBusy(null)
      setError(result.error.message)
      return
    }
    toast.success(
      result.value.deletedOnStore
        ? 'The response was deleted from the App Store.'
        : 'The App Store had no response any more; nothing to delete.',
    )
    await refresh()
  }

  return {
    busy,
    error,
    confirm,
    setConfirm,
    draft,
    confirmReplace,
    approve,
    publish,
    undo,
    dismiss,
    save,
    reopen,
    deleteReply,
    markSpam,
    notSpam,
  }
}
