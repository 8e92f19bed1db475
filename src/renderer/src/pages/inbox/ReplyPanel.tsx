import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { ReviewDetailDto } from '../../../../shared/dto/replies'
import type { FilledTemplateDto } from '../../../../shared/dto/templates'
import { call } from '../../api/client'
import { ConfirmDialog } from '../../components/Dialog'
import { StatusBadge } from '../../components/StatusBadge'
import { formatDateTime, formatRelative, STORE_LABEL } from '../../format'
import { usePaneActions } from '../../store/paneActions'
import { useCan } from '../../store/session'
import { toast } from '../../store/toasts'
import { replyLength } from '../../../../shared/reply-text'
import { replyStateText } from './replyState'
import { TemplatesMenu } from './TemplatesMenu'
import { inSeconds, offerUndo, undoApprovals } from './undoApproval'
import { useReplyText } from './useReplyText'

type Tone = 'shorter' | 'friendlier' | 'more_formal'
const TONES: { tone: Tone; label: string }[] = [
  { tone: 'shorter', label: 'Shorter' },
  { tone: 'friendlier', label: 'Friendlier' },
  { tone: 'more_formal', label: 'More formal' },
]

interface Props {
  workspaceId: string
  detail: ReviewDetailDto
  onDetail(detail: ReviewDetailDto): void
  /** After a keyboard approval: back to the list, on the next review. */
  onAdvance(fromReviewId: string): void
}

/** The reply: its state, the editor with the live length count, and every action on it. */
export function ReplyPanel({ workspaceId, detail, onDetail, onAdvance }: Props) {
  const { review, reply, rules } = detail
  const canEdit = useCan('editor')
  const status = reply?.status ?? 'none'
  const saved = reply?.body ?? ''
  // The editor shows the person's unsaved edit of this review if there is one, else the server's
  // text: a redraft or a teammate's save shows at once, and an edit survives j/k or another page.
  const { body, dirty, setBody, discard } = useReplyText(review.id, saved)
  const [busy, setBusy] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [confirm, setConfirm] = useState<null | 'delete' | 'replace'>(null)
  const pendingTone = useRef<{ regenerate?: boolean; tone?: Tone } | null>(null)
  const editor = useRef<HTMLTextAreaElement>(null)
  const [templatesOpen, setTemplatesOpen] = useState(false)
  /** Where the cursor was in the editor, for inserting a template there (null: never placed). */
  const cursor = useRef<{ start: number; end: number } | null>(null)

  useEffect(() => {
    setError(null)
    setTemplatesOpen(false)
    cursor.current = null
  }, [review.id])

  const length = useMemo(() => replyLength(body), [body])
  const over = length - rules.maxLength
  const inFlight = status === 'approved' || status === 'publishing'
  const editable = canEdit && status !== 'publishing' && status !== 'dismissed'
  const hasText = body.trim().length > 0
  const publishBlock = !canEdit
    ? 'Viewers cannot publish; ask an editor.'
    : !rules.canReply
      ? (rules.cannotReplyReason ?? 'This review cannot be answered now.')
      : !hasText
        ? 'Write a reply first.'
        : over > 0
          ? `Shorten the reply by ${over} ${over === 1 ? 'character' : 'characters'} to publish it.`
          : null
  const canApprove =
    publishBlock === null &&
    (status === 'draft' || status === 'failed' || status === 'none' || dirty)
  const canPublish =
    publishBlock === null &&
    status !== 'publishing' &&
    (status !== 'pending_publish' && status !== 'published' ? true : dirty)

  const run = useCallback(
    async (label: string, action: () => ReturnType<typeof call<'reviews.get'>>, done?: string) => {
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

  const draft = useCallback(
    (options: { regenerate?: boolean; tone?: Tone }) => {
      if (dirty) {
        pendingTone.current = options
        setConfirm('replace')
        return
      }
      void run(options.tone ? 'tone' : 'draft', () =>
        call('reply.draft', { workspaceId, reviewId: review.id, ...options }),
      )
    },
    [dirty, run, workspaceId, review.id],
  )

  const withBody = dirty ? { body } : {}
  // Approve and Publish both approve: the publisher sends the reply once the undo window is over.
  const approveAs = useCallback(
    (name: 'reply.approve' | 'reply.publish', allowed: boolean, advance: boolean) => {
      if (!allowed) {
        if (publishBlock) setError(publishBlock)
        return
      }
      const reviewId = review.id
      void (async () => {
        const approved = (await run(name, () => call(name, { workspaceId, reviewId, ...withBody })))
          ?.reply
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
    [publishBlock, run, workspaceId, review.id, review.store, withBody, onAdvance],
  )
  const approve = useCallback(
    (advance = false) => approveAs('reply.approve', canApprove, advance),
    [approveAs, canApprove],
  )
  const publish = useCallback(
    (advance = false) => approveAs('reply.publish', canPublish, advance),
    [approveAs, canPublish],
  )
  const undo = () =>
    void (async () => {
      setBusy('undo')
      await undoApprovals(workspaceId, [review.id])
      const fresh = await call('reviews.get', { workspaceId, reviewId: review.id })
      setBusy(null)
      if (fresh.ok) onDetail(fresh.value)
    })()
  const dismiss = useCallback(() => {
    if (
      !canEdit ||
      status === 'dismissed' ||
      status === 'published' ||
      status === 'pending_publish' ||
      status === 'publishing'
    )
      return
    void run(
      'dismiss',
      () => call('reply.dismiss', { workspaceId, reviewId: review.id }),
      'Dismissed: no reply will be sent.',
    )
  }, [canEdit, status, run, workspaceId, review.id])
  const save = () =>
    void run(
      'save',
      () => call('reply.edit', { workspaceId, reviewId: review.id, body }),
      'Draft saved.',
    )

  // A template goes in at the cursor; into an editor nobody has touched it replaces the draft
  // (templates are whole replies), and after unsaved edits without a cursor it goes at the end.
  const insertTemplate = (filled: FilledTemplateDto) => {
    const at = cursor.current
    let next: string
    let caret: number
    if (at) {
      next = body.slice(0, at.start) + filled.body + body.slice(at.end)
      caret = at.start + filled.body.length
    } else if (!dirty || !body.trim()) {
      next = filled.body
      caret = next.length
    } else {
      next = `${body.trimEnd()}\n\n${filled.body}`
      caret = next.length
    }
    setBody(next)
    cursor.current = { start: caret, end: caret }
    requestAnimationFrame(() => {
      const el = editor.current
      if (!el) return
      el.focus()
      el.setSelectionRange(caret, caret)
    })
  }
  const canInsert = editable && !inFlight

  const setActions = usePaneActions((s) => s.setActions)
  useEffect(() => {
    setActions({
      reviewId: review.id,
      edit: () => editor.current?.focus(),
      approve: () => approve(true),
      publish: () => publish(true),
      dismiss,
      templates: () => {
        if (canInsert) setTemplatesOpen(true)
      },
    })
    return () => setActions(null)
  }, [setActions, review.id, approve, publish, dismiss, canInsert])

  const deleteReply = async () => {
    setBusy('delete')
    const result = await call('appStore.deleteReply', { workspaceId, reviewId: review.id })
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
    const fresh = await call('reviews.get', { workspaceId, reviewId: review.id })
    setBusy(null)
    if (fresh.ok) onDetail(fresh.value)
  }

  const backToList = () => {
    editor.current?.blur()
    document.getElementById(`row-${review.id}`)?.focus()
  }

  const templatesMenu = (
    <TemplatesMenu
      workspaceId={workspaceId}
      reviewId={review.id}
      language={review.language}
      open={templatesOpen}
      disabled={!canInsert || busy !== null}
      onOpenChange={setTemplatesOpen}
      onInsert={insertTemplate}
    />
  )

  const stateText = replyStateText(detail)
  const counterId = `reply-count-${review.id}`
  return (
    <section className="reply-panel" aria-labelledby="reply-heading">
      <div className="reply-head">
        <h3 id="reply-heading">Reply</h3>
        <StatusBadge status={status} />
        {reply?.drafter && status === 'draft' && (
          <span className="muted small">
            {reply.drafter === 'model' ? 'Drafted by your model' : 'Drafted by Review Reply'}
          </span>
        )}
      </div>
      {stateText && <p className={`reply-state state-${status}`}>{stateText}</p>}
      {reply?.note && <p className="note">{reply.note}</p>}
      {status === 'failed' && reply?.errorMessage && (
        <div className="reply-failure" role="alert">
          <strong>{STORE_LABEL[review.store]} did not accept the reply.</strong>{' '}
          {reply.errorMessage}
        </div>
      )}
      {!rules.canReply && rules.cannotReplyReason && (
        <p className="note warn">{rules.cannotReplyReason}</p>
      )}

      {status === 'none' && !hasText ? (
        <div className="reply-empty">
          <p className="muted">No reply yet.</p>
          {canEdit && (
            <div className="toolbar">
              <button
                type="button"
                className="button primary"
                disabled={busy !== null}
                onClick={() => draft({})}
              >
                {busy === 'draft' ? 'Drafting…' : 'Draft a reply'}
              </button>
              {templatesMenu}
            </div>
          )}
        </div>
      ) : (
        <>
          <label htmlFor="reply-editor" className="visually-hidden">
            Reply text
          </label>
          <textarea
            id="reply-editor"
            ref={editor}
            className={over > 0 ? 'reply-editor over' : 'reply-editor'}
            value={body}
            rows={7}
            readOnly={!editable || inFlight}
            aria-describedby={counterId}
            aria-invalid={over > 0}
            onChange={(e) => setBody(e.target.value)}
            onSelect={(e) => {
              cursor.current = {
                start: e.currentTarget.selectionStart,
                end: e.currentTarget.selectionEnd,
              }
            }}
            onKeyDown={(e) => {
              if (e.key === 'Escape') {
                e.preventDefault()
                backToList()
              } else if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                e.preventDefault()
                // Leave the editor first: the next key (j, k…) must never type into the reply.
                backToList()
                approve(true)
              }
            }}
          />
          <div className="reply-meta">
            <span id={counterId} className={over > 0 ? 'count over' : 'count'}>
              {length} / {rules.maxLength} characters
              {over > 0 && (
                <span role="status">
                  {' '}
                  — {over} over the {STORE_LABEL[review.store]} limit
                </span>
              )}
            </span>
            {dirty && <span className="muted small">Unsaved changes</span>}
          </div>
        </>
      )}

      {canEdit && (status !== 'none' || hasText) && (
        <div className="toolbar" role="group" aria-label="Redraft">
          <button
            type="button"
            className="button small"
            disabled={busy !== null || inFlight || status === 'dismissed'}
            onClick={() => draft({ regenerate: true })}
          >
            {busy === 'draft' ? 'Drafting…' : 'Regenerate'}
          </button>
          {TONES.map((t) => (
            <button
              key={t.tone}
              type="button"
              className="button small"
              disabled={busy !== null || inFlight || status === 'dismissed' || !hasText}
              onClick={() => draft({ tone: t.tone })}
            >
              {t.label}
            </button>
          ))}
          {templatesMenu}
        </div>
      )}

      {canEdit ? (
        <div className="reply-actions">
          {status === 'dismissed' ? (
            <button
              type="button"
              className="button"
              disabled={busy !== null}
              onClick={() =>
                void run(
                  'reopen',
                  () => call('reply.reopen', { workspaceId, reviewId: review.id }),
                  'Reopened.',
                )
              }
            >
              Reopen
            </button>
          ) : (
            <>
              {dirty && (
                <button
                  type="button"
                  className="button"
                  disabled={busy !== null || !hasText || status === 'publishing'}
                  onClick={save}
                >
                  {busy === 'save' ? 'Saving…' : 'Save draft'}
                </button>
              )}
              <button
                type="button"
                className="button"
                disabled={busy !== null || !canApprove}
                onClick={() => approve()}
                aria-keyshortcuts="a"
              >
                {busy === 'reply.approve' ? 'Approving…' : 'Approve'}
              </button>
              <button
                type="button"
                className="button primary"
                disabled={busy !== null || !canPublish}
                onClick={() => publish()}
                aria-keyshortcuts="p"
              >
                {busy === 'reply.publish'
                  ? 'Publishing…'
                  : status === 'failed'
                    ? 'Retry publishing'
                    : 'Publish'}
              </button>
              {status === 'approved' && (
                <button type="button" className="button" disabled={busy !== null} onClick={undo}>
                  {busy === 'undo' ? 'Undoing…' : 'Undo approval'}
                </button>
              )}
              <button
                type="button"
                className="button quiet"
                disabled={
                  busy !== null || ['published', 'pending_publish', 'publishing'].includes(status)
                }
                onClick={dismiss}
                aria-keyshortcuts="d"
              >
                Dismiss
              </button>
              {rules.canDelete && (
                <button
                  type="button"
                  className="button danger"
                  disabled={busy !== null}
                  onClick={() => setConfirm('delete')}
                >
                  Delete reply…
                </button>
              )}
            </>
          )}
        </div>
      ) : (
        <p className="muted small">
          You are a viewer in this workspace: you can read replies, not change them.
        </p>
      )}
      {publishBlock && canEdit && hasText && status !== 'dismissed' && (
        <p className="hint">{publishBlock}</p>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <ul className="rules">
        {rules.notes.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
      {reply?.publishedAt && (
        <p className="muted small">
          Live since {formatDateTime(reply.publishedAt)} ({formatRelative(reply.publishedAt)})
        </p>
      )}

      {confirm === 'delete' && (
        <ConfirmDialog
          title="Delete the reply from the App Store?"
          confirmLabel="Delete reply"
          danger
          busy={busy === 'delete'}
          onCancel={() => setConfirm(null)}
          onConfirm={() => void deleteReply()}
        >
          <p>
            The response disappears from the App Store. The reviewer is not told. You can write and
            publish a new reply afterwards.
          </p>
        </ConfirmDialog>
      )}
      {confirm === 'replace' && (
        <ConfirmDialog
          title="Replace your edits?"
          confirmLabel="Write a new draft"
          onCancel={() => setConfirm(null)}
          onConfirm={() => {
            setConfirm(null)
            const options = pendingTone.current ?? {}
            discard()
            void run(options.tone ? 'tone' : 'draft', () =>
              call('reply.draft', { workspaceId, reviewId: review.id, ...options }),
            )
          }}
        >
          <p>A new draft replaces the text you changed but did not save.</p>
        </ConfirmDialog>
      )}
    </section>
  )
}
