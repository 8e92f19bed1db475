import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, createRef } from 'react'
import { FilterBar } from '../../../src/renderer/src/pages/inbox/FilterBar'
import { EMPTY_FILTERS, useInbox } from '../../../src/renderer/src/store/inbox'
import { render, unmountAll } from '../support/render'

const { call } = vi.hoisted(() => ({ call: vi.fn() }))
vi.mock('../../../src/renderer/src/api/client', () => ({
  call,
  subscribeToChanges: () => () => {},
}))

/** What each `reviews.list` call asked for, in order. */
const listed = () =>
  call.mock.calls
    .filter(([name]) => name === 'reviews.list')
    .map(([, input]) => input as { q?: string; view?: string })

beforeEach(() => {
  vi.useFakeTimers()
  call.mockReset()
  call.mockResolvedValue({ ok: true, value: { items: [], total: 0, nextCursor: null } })
  useInbox.setState({ workspaceId: 'ws_1', filters: { ...EMPTY_FILTERS, q: 'ads' }, seq: 0 })
})
afterEach(() => {
  unmountAll()
  vi.useRealTimers()
})

async function type(field: HTMLInputElement, text: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

describe('the inbox search box', () => {
  it('sends a cleared search the moment it is left, so a view picked next is not filtered by the old words', async () => {
    const view = render(<FilterBar apps={[]} searchRef={createRef()} onSearchDone={() => {}} />)
    const box = view.querySelector<HTMLInputElement>('#inbox-search') as HTMLInputElement
    expect(box.value).toBe('ads')

    await type(box, '')
    expect(listed()).toEqual([]) // still typing: nothing sent yet
    await act(async () => {
      box.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
    })
    await act(async () => {
      await useInbox.getState().setFilters({ view: 'drafts' })
    })

    expect(listed().map((input) => [input.view ?? 'all', input.q ?? ''])).toEqual([
      ['all', ''],
      ['drafts', ''],
    ])
    // The pending keystroke timer was cancelled: it does not load the list a third time.
    await act(async () => {
      vi.advanceTimersByTime(1_000)
    })
    expect(listed()).toHaveLength(2)
  })

  it('still sends what is typed after a pause while the box keeps focus', async () => {
    const view = render(<FilterBar apps={[]} searchRef={createRef()} onSearchDone={() => {}} />)
    const box = view.querySelector<HTMLInputElement>('#inbox-search') as HTMLInputElement
    await type(box, 'crash')
    await act(async () => {
      vi.advanceTimersByTime(200)
    })
    expect(listed().map((input) => input.q)).toEqual(['crash'])
  })
})
