import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useLocalEdits } from '../../../src/renderer/src/store/localEdits'
import { toast, useToasts } from '../../../src/renderer/src/store/toasts'

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    useToasts.setState({ toasts: [] })
  })
  afterEach(() => vi.useRealTimers())

  const messages = () => useToasts.getState().toasts.map((t) => t.message)

  it('go away on their own; errors stay twice as long', () => {
    toast.success('Saved.')
    toast.error('The store refused it.')
    vi.advanceTimersByTime(4_000)
    expect(messages()).toEqual(['The store refused it.'])
    vi.advanceTimersByTime(4_000)
    expect(messages()).toEqual([])
  })

  it('with an action stay as long as the action is possible, and can be closed', () => {
    const id = toast.withAction('Approved.', { label: 'Undo', run: () => {} }, 10_000)
    vi.advanceTimersByTime(9_000)
    expect(messages()).toEqual(['Approved.'])
    toast.dismiss(id)
    expect(messages()).toEqual([])
  })
})

describe('unsaved reply edits', () => {
  beforeEach(() => useLocalEdits.setState({ edits: {} }))

  it('are kept per review until dropped', () => {
    const { keep, drop } = useLocalEdits.getState()
    keep('rev_1', { body: 'Thanks!', base: 'Thank you.' })
    keep('rev_2', { body: 'Sorry', base: '' })
    drop('rev_1')
    expect(useLocalEdits.getState().edits).toEqual({ rev_2: { body: 'Sorry', base: '' } })
  })
})
