import { afterEach, describe, expect, it, vi } from 'vitest'
import type { InboxReplyStatus } from '../../../src/shared/dto/inbox'
import { ReplyActions } from '../../../src/renderer/src/pages/inbox/ReplyActions'
import { replyGates, type ReplyGateInput } from '../../../src/renderer/src/pages/inbox/replyGates'
import { button, buttonNames, click, render, unmountAll } from '../support/render'

afterEach(unmountAll)

const base: ReplyGateInput = {
  canEdit: true,
  status: 'draft',
  dirty: false,
  hasText: true,
  over: -100,
  canReply: true,
  cannotReplyReason: null,
}

function actions(
  input: Partial<ReplyGateInput> = {},
  extra: { busy?: string; canDelete?: boolean } = {},
) {
  const state = { ...base, ...input }
  const handlers = {
    onReopen: vi.fn(),
    onSave: vi.fn(),
    onApprove: vi.fn(),
    onPublish: vi.fn(),
    onUndo: vi.fn(),
    onDismiss: vi.fn(),
    onDelete: vi.fn(),
  }
  const view = render(
    <ReplyActions
      status={state.status}
      canEdit={state.canEdit}
      dirty={state.dirty}
      hasText={state.hasText}
      canDelete={extra.canDelete ?? false}
      gates={replyGates(state)}
      busy={extra.busy ?? null}
      {...handlers}
    />,
  )
  return { view, handlers }
}
const enabled = (view: HTMLElement) =>
  [...view.querySelectorAll('button')].filter((b) => !b.disabled).map((b) => b.textContent)

describe('the reply actions', () => {
  it('on a draft: approve, publish and dismiss are open', async () => {
    const { view, handlers } = actions()
    expect(enabled(view)).toEqual(['Approve', 'Publish', 'Dismiss'])
    await click(button(view, 'Publish'))
    expect(handlers.onPublish).toHaveBeenCalledOnce()
  })

  it('are not shown to a viewer, who is told why', () => {
    const { view } = actions({ canEdit: false })
    expect(buttonNames(view)).toEqual([])
    expect(view.textContent).toContain('You are a viewer in this workspace')
  })

  it('keep a reply over the store’s limit from going out, and say by how much', () => {
    const input = { over: 12 }
    const { view } = actions(input)
    expect(enabled(view)).toEqual(['Dismiss'])
    expect(replyGates({ ...base, ...input }).publishBlock).toBe(
      'Shorten the reply by 12 characters to publish it.',
    )
  })

  it('on a published reply: publishing again needs an edit, and it cannot be dismissed', () => {
    expect(enabled(actions({ status: 'published' }).view)).toEqual([])
    unmountAll()
    const edited = actions({ status: 'published', dirty: true })
    expect(enabled(edited.view)).toEqual(['Save draft', 'Approve', 'Publish'])
  })

  it('while approved: undo is offered', () => {
    const { view } = actions({ status: 'approved' })
    expect(buttonNames(view)).toContain('Undo approval')
  })

  it('after a refused publish: the button says "Retry publishing"', () => {
    const { view } = actions({ status: 'failed' })
    expect(enabled(view)).toEqual(['Approve', 'Retry publishing', 'Dismiss'])
  })

  it('on a dismissed reply: only reopen', () => {
    expect(buttonNames(actions({ status: 'dismissed' as InboxReplyStatus }).view)).toEqual([
      'Reopen',
    ])
  })

  it('wait while another action runs, and name the running one', () => {
    const { view } = actions({}, { busy: 'replies.publish', canDelete: true })
    expect(enabled(view)).toEqual([])
    expect(buttonNames(view)).toEqual(['Approve', 'Publishing…', 'Dismiss', 'Delete reply…'])
  })

  it('for a review the store does not let us answer: blocked with the store’s reason', () => {
    const gates = replyGates({
      ...base,
      canReply: false,
      cannotReplyReason: 'Google Play replies close after a year.',
    })
    expect(gates).toEqual({
      publishBlock: 'Google Play replies close after a year.',
      canApprove: false,
      canPublish: false,
      canDismiss: true,
    })
  })
})
