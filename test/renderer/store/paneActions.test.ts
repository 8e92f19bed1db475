import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type PaneActions, usePaneActions } from '../../../src/renderer/src/store/paneActions'

function paneFor(reviewId: string): PaneActions {
  return {
    reviewId,
    edit: vi.fn(),
    approve: vi.fn(),
    publish: vi.fn(),
    dismiss: vi.fn(),
    templates: vi.fn(),
  }
}

beforeEach(() => {
  vi.useFakeTimers()
  usePaneActions.setState({ actions: null, queued: null })
})
afterEach(() => vi.useRealTimers())

describe('keyboard actions on the open review', () => {
  it('act at once on the review whose pane is open', () => {
    const pane = paneFor('rev_1')
    usePaneActions.getState().setActions(pane)
    usePaneActions.getState().request('rev_1', 'approve')
    expect(pane.approve).toHaveBeenCalledOnce()
  })

  it('wait for the pane of the review they were meant for (j then p), never act on the previous one', () => {
    const previous = paneFor('rev_1')
    usePaneActions.getState().setActions(previous)
    usePaneActions.getState().request('rev_2', 'publish')
    expect(previous.publish).not.toHaveBeenCalled()

    const next = paneFor('rev_2')
    usePaneActions.getState().setActions(next)
    expect(next.publish).toHaveBeenCalledOnce()
    expect(usePaneActions.getState().queued).toBeNull()
  })

  it('are dropped when the pane takes longer than five seconds, or the person moves on', () => {
    usePaneActions.getState().request('rev_2', 'dismiss')
    vi.advanceTimersByTime(5_001)
    const late = paneFor('rev_2')
    usePaneActions.getState().setActions(late)
    expect(late.dismiss).not.toHaveBeenCalled()

    usePaneActions.getState().request('rev_3', 'approve')
    usePaneActions.getState().clearQueued()
    const moved = paneFor('rev_3')
    usePaneActions.getState().setActions(moved)
    expect(moved.approve).not.toHaveBeenCalled()
  })

  it('for another review are forgotten when a different pane opens', () => {
    usePaneActions.getState().request('rev_2', 'approve')
    usePaneActions.getState().setActions(paneFor('rev_9'))
    expect(usePaneActions.getState().queued).toBeNull()
  })
})
