import { useEffect, useMemo, useRef, useState } from 'react'
import type { ReviewDetailDto } from '../../../../shared/dto/replies'
import type { FilledTemplateDto } from '../../../../shared/dto/templates'
import { ConfirmDialog } from '../../components/Dialog'
import { StatusBadge } from '../../components/StatusBadge'
import { formatDateTime, formatWhen, STORE_LABEL } from '../../format'
import { usePaneActions } from '../../store/paneActions'
import { useCan } from '../../store/session'
import { replyLength } from '../../../../shared/reply-text'
import { DraftAssessment } from './DraftAssessment'
import { RedraftBar } from './RedraftBar'
import { SpamNotice } from './SpamNotice'
import { ReplyActions } from './ReplyActions'
import { replyGates } from './replyGates'
import { replyStateText } from './replyState'
import { TemplatesMenu } from './TemplatesMenu'
import { useReplyActions } from './useReplyActions'
import { useReplyText } from './useReplyText'
import type { ToneAdjustment } from '../../../../shared/dto/drafting'

const NO_TONES: readonly ToneAdjustment[] = []

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
  const { body, dirty, setBody, discard, restorable, restore } = useReplyText(
    workspaceId,
    review.id,
    saved,
  )
  const editor = useRef<HTMLTextAreaElement>(null)
  const [templatesOpen, setTemplatesOpen] = useState(false)
  /** Where the cursor was in the editor, for inserting a template there (null: never placed). */
  const cursor = useRef<{ start: number; end: number } | null>(null)

  useEffect(() => {
    setTemplatesOpen(false)
    cursor.current = null
  }, [review.id])

  const length = useMemo(() => replyLength(body), [body])
  const over = length - rules.maxLength
  const inFlight = status === 'approved' || status === 'publishing'
  const editable = canEdit && status !== 'publishing' && status !== 'dismissed'
  const hasText = body.trim().length > 0
  const gates = replyGates({
    canEdit,
    status,
    dirty,
    hasText,
    over,
    canReply: rules.canReply,
    cannotReplyReason: rules.cannotReplyReason,
  })
  const actions = useReplyActions({
    workspaceId,
    detail,
    body,
    dirty,
    discard,
    gates,
    onDetail,
    onAdvance,
  })
  const { busy, error, confirm, setConfirm, draft, approve, publish, dismiss } = actions

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
      // The whole editor in view, not just its first line (focus alone scrolls the least it
      // can), and the actions below it too when the pane has room for both; the editor first.
      edit: () => {
        const el = editor.current
        if (!el) return
        el.focus({ preventScroll: true })
        el.closest('.reply-panel')
          ?.querySelector('.reply-actions')
          ?.scrollIntoView({ block: 'nearest' })
        el.scrollIntoView({ block: 'nearest' })
      },
      approve: () => approve(true),
      publish: () => publish(true),
      dismiss,
      templates: () => {
        if (canInsert) setTemplatesOpen(true)
      },
    })
    return () => setActions(null)
  }, [setActions, review.id, approve, publish, dismiss, canInsert])

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

  if (review.spam) {
    return (
      <section className="reply-panel" aria-labelledby="reply-heading">
        <div className="reply-head">
          <h3 id="reply-heading">Reply</h3>
        </div>
        <SpamNotice
          spam={review.spam}
          canEdit={canEdit}
          busy={busy !== null}
          onNotSpam={actions.notSpam}
        />
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
      </section>
    )
  }
  // Only while nothing is on the store or on its way: a spam review gets no reply.
  const canMarkSpam =
    canEdit &&
    !inFlight &&
    !['pending_publish', 'published'].includes(status) &&
    !reply?.publishedAt

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
      {reply && (
        <DraftAssessment
          reply={reply}
          canEdit={canEdit}
          busy={busy !== null}
          onRedraft={() => draft({})}
        />
      )}
      {status === 'failed' && reply?.errorMessage && (
        <div className="reply-failure" role="alert">
          <strong>{STORE_LABEL[review.store]} did not accept the reply.</strong>{' '}
          {reply.errorMessage}
        </div>
      )}
      {!rules.canReply && rules.cannotReplyReason && (
        <p className="note warn">{rules.cannotReplyReason}</p>
      )}

      {restorable !== null && editable && !inFlight && (
        <div className="note restore-reply" role="group" aria-labelledby="restore-reply-title">
          <p id="restore-reply-title">
            <strong>Restore your unsaved reply?</strong> You were editing this reply before Review
            Reply was closed or reloaded.
          </p>
          <p className="snippet block">{restorable}</p>
          <div className="toolbar">
            <button type="button" className="button small primary" onClick={restore}>
              Restore
            </button>
            <button type="button" className="button small" onClick={discard}>
              Discard
            </button>
          </div>
        </div>
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
        <RedraftBar
          disabled={busy !== null || inFlight || status === 'dismissed'}
          drafting={busy === 'draft'}
          hasText={hasText}
          tones={detail.reply?.tones ?? NO_TONES}
          onDraft={draft}
          templates={templatesMenu}
        />
      )}

      <ReplyActions
        status={status}
        canEdit={canEdit}
        dirty={dirty}
        hasText={hasText}
        canDelete={rules.canDelete}
        gates={gates}
        busy={busy}
        onReopen={actions.reopen}
        onSave={actions.save}
        onApprove={() => approve()}
        onPublish={() => publish()}
        onUndo={actions.undo}
        onDismiss={dismiss}
        onDelete={() => setConfirm('delete')}
      />
      {canMarkSpam && (
        <button
          type="button"
          className="link-button small"
          disabled={busy !== null}
          onClick={actions.markSpam}
        >
          Mark as spam
        </button>
      )}
      {gates.publishBlock && canEdit && hasText && status !== 'dismissed' && (
        <p className="hint">{gates.publishBlock}</p>
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
          Live since{' '}
          <span title={formatDateTime(reply.publishedAt)}>{formatWhen(reply.publishedAt)}</span>
        </p>
      )}

      {confirm === 'delete' && (
        <ConfirmDialog
          title="Delete the reply from the App Store?"
          confirmLabel="Delete reply"
          danger
          busy={busy === 'delete'}
          onCancel={() => setConfirm(null)}
          onConfirm={() => void actions.deleteReply()}
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
          onConfirm={actions.confirmReplace}
        >
          <p>
            {dirty
              ? 'A new draft replaces the text you changed but did not save.'
              : 'A new draft replaces the text a person edited. The edited text stays in the history below.'}
          </p>
        </ConfirmDialog>
      )}
    </section>
  )
}
