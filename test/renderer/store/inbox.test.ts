import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { InboxItemDto } from '../../../src/shared/dto/inbox'
import { call } from '../../../src/renderer/src/api/client'
import {
  EMPTY_FILTERS,
  hasFilters,
  MAX_CHECKED,
  useInbox,
} from '../../../src/renderer/src/store/inbox'
import { useToasts } from '../../../src/renderer/src/store/toasts'
import { inboxItem } from '../support/inbox-item'

vi.mock('../../../src/renderer/src/api/client', () => ({ call: vi.fn() }))
const callMock = vi.mocked(call)

const item = (id: string, createdAt = 0): InboxItemDto => inboxItem({ id, createdAt, unread: true })
const page = (ids: string[], nextCursor: string | null = null) => ({
  ok: true as const,
  value: { items: ids.map((id) => item(id)), total: ids.length, nextCursor },
})
const counts = { ok: true as const, value: {} }
const ids = () => useInbox.getState().items.map((i) => i.id)

/** Answers `reviews.list` with `list` and every other command with a plain success. */
function answer(list: (input: unknown) => unknown) {
  callMock.mockImplementation(((name: string, input: unknown) =>
    Promise.resolve(name === 'reviews.list' ? list(input) : counts)) as never)
}

beforeEach(async () => {
  callMock.mockReset()
  useToasts.setState({ toasts: [] })
  useInbox.setState({
    workspaceId: null,
    filters: EMPTY_FILTERS,
    items: [],
    checked: new Set(),
    selectedId: null,
  })
  answer(() => page(['rev_1', 'rev_2', 'rev_3']))
  useInbox.getState().open('ws_1')
  await useInbox.getState().firstLoad
})

describe('the inbox store', () => {
  it('opening a workspace shows its first page', () => {
    expect(ids()).toEqual(['rev_1', 'rev_2', 'rev_3'])
    expect(useInbox.getState().loading).toBe(false)
  })

  it('a new filter empties the selection and asks for the filtered list', async () => {
    useInbox.getState().setChecked(['rev_1', 'rev_2'])
    answer(() => page(['rev_2']))
    await useInbox.getState().setFilters({ stars: [1, 2] })
    expect(useInbox.getState().checked.size).toBe(0)
    expect(ids()).toEqual(['rev_2'])
    expect(callMock).toHaveBeenLastCalledWith(
      'reviews.list',
      expect.objectContaining({ workspaceId: 'ws_1', stars: [1, 2], sort: 'newest' }),
    )
    expect(hasFilters(useInbox.getState().filters)).toBe(true)
  })

  it('clearing the filters keeps the view and the order', async () => {
    await useInbox
      .getState()
      .setFilters({ view: 'needs_reply', sort: 'oldest', q: 'crash', unread: true })
    useInbox.getState().clearFilters()
    const { filters } = useInbox.getState()
    expect(filters).toEqual({ ...EMPTY_FILTERS, view: 'needs_reply', sort: 'oldest' })
    expect(hasFilters(filters)).toBe(false)
  })

  it('an answer to an older request never replaces the newer list', async () => {
    let releaseOld: (v: unknown) => void = () => {}
    callMock.mockImplementationOnce(() => new Promise((resolve) => (releaseOld = resolve)) as never)
    const older = useInbox.getState().setFilters({ q: 'old' })
    answer(() => page(['rev_new']))
    await useInbox.getState().setFilters({ q: 'new' })
    releaseOld(page(['rev_old']))
    await older
    expect(ids()).toEqual(['rev_new'])
  })

  it('shows the list at once and its total when the separate count arrives', async () => {
    let releaseTotal: (v: unknown) => void = () => {}
    callMock.mockImplementation(((name: string) =>
      name === 'reviews.list'
        ? Promise.resolve({ ok: true, value: { ...page(['rev_2']).value, total: null } })
        : name === 'reviews.total'
          ? new Promise((resolve) => (releaseTotal = resolve))
          : Promise.resolve(counts)) as never)
    await useInbox.getState().setFilters({ topic: 'crash' })
    expect(ids()).toEqual(['rev_2'])
    expect(useInbox.getState().total).toBeNull()
    expect(callMock).toHaveBeenLastCalledWith(
      'reviews.total',
      expect.objectContaining({ workspaceId: 'ws_1', topic: 'crash' }),
    )
    releaseTotal({ ok: true, value: { total: 4321 } })
    await vi.waitFor(() => expect(useInbox.getState().total).toBe(4321))
  })

  it('a late total for an older list never replaces the newer one', async () => {
    const releases: ((v: unknown) => void)[] = []
    callMock.mockImplementation(((name: string) =>
      name === 'reviews.list'
        ? Promise.resolve({ ok: true, value: { ...page(['rev_2']).value, total: null } })
        : name === 'reviews.total'
          ? new Promise((resolve) => releases.push(resolve))
          : Promise.resolve(counts)) as never)
    await useInbox.getState().setFilters({ topic: 'crash' })
    await useInbox.getState().setFilters({ topic: 'login' })
    releases[1]?.({ ok: true, value: { total: 7 } })
    await vi.waitFor(() => expect(useInbox.getState().total).toBe(7))
    releases[0]?.({ ok: true, value: { total: 999 } })
    // Lets the older request's answer be handled (a turn of the event loop, not a wait).
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(useInbox.getState().total).toBe(7)
  })

  it('j/k move the selection and stop at the ends of the list', () => {
    const { move } = useInbox.getState()
    expect(move(1)).toBe('rev_1') // nothing selected yet: the first row
    expect(move(1)).toBe('rev_2')
    expect(move(5)).toBe('rev_3')
    expect(move(-9)).toBe('rev_1')
    expect(useInbox.getState().selectedId).toBe('rev_1')
  })

  it(`selecting more than ${MAX_CHECKED} reviews says why the next one is not selected`, () => {
    useInbox.getState().setChecked(Array.from({ length: MAX_CHECKED + 20 }, (_, i) => `rev_${i}`))
    expect(useInbox.getState().checked.size).toBe(MAX_CHECKED)
    useInbox.getState().toggleChecked('rev_extra')
    expect(useInbox.getState().checked.has('rev_extra')).toBe(false)
    expect(useToasts.getState().toasts.map((t) => t.message)).toEqual([
      `At most ${MAX_CHECKED} reviews can be selected at once.`,
    ])
    useInbox.getState().toggleChecked('rev_0')
    expect(useInbox.getState().checked.has('rev_0')).toBe(false)
  })

  it('marking reviews read takes their unread mark off in the list', async () => {
    await useInbox.getState().markRead(['rev_2'])
    expect(useInbox.getState().items.map((i) => i.unread)).toEqual([true, false, true])
  })
})
