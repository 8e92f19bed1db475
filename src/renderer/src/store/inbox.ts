import { create } from 'zustand'
import type {
  InboxCountsDto,
  InboxItemDto,
  InboxReplyStatus,
  InboxSort,
  InboxView,
} from '../../../shared/dto/inbox'
import type { StoreName } from '../../../shared/dto/apps'
import { call } from '../api/client'
import { placeArrivals } from './inboxOrder'
import type { ReviewTopic } from '../../../shared/topics'
import { toast } from './toasts'

export interface InboxFilters {
  view: InboxView
  appId: string | null
  store: StoreName | null
  stars: number[]
  replyStatus: InboxReplyStatus | null
  language: string | null
  since: number | null
  until: number | null
  q: string
  unread: boolean
  /** Not a filter but kept with them: the list's order. */
  sort: InboxSort
  topic: ReviewTopic | null
}

export const EMPTY_FILTERS: InboxFilters = {
  view: 'all',
  appId: null,
  store: null,
  stars: [],
  replyStatus: null,
  language: null,
  since: null,
  until: null,
  q: '',
  unread: false,
  sort: 'newest',
  topic: null,
}

const PAGE = 100
/**
 * Bulk actions take at most this many reviews at once (the core's limit).
 * @internal Exported for tests.
 */
export const MAX_CHECKED = 500

interface InboxState {
  workspaceId: string | null
  filters: InboxFilters
  items: InboxItemDto[]
  total: number | null
  nextCursor: string | null
  loading: boolean
  loadingMore: boolean
  error: string | null
  counts: InboxCountsDto | null
  /** Settles when the workspace's first page and counts are in (other requests wait for it). */
  firstLoad: Promise<void>
  selectedId: string | null
  checked: ReadonlySet<string>
  /** Bumped for every list request; answers to older ones are dropped. */
  seq: number
  /** The `seq` of the last list that finished loading (shown as data-loaded, for timing). */
  loadedSeq: number

  /** Opens a workspace's inbox, with `filters` (e.g. from the URL) or none. */
  open(workspaceId: string, filters?: InboxFilters): void
  /** Resolves once the first page for the new filters is in. */
  setFilters(patch: Partial<InboxFilters>): Promise<void>
  clearFilters(): void
  load(): Promise<void>
  loadMore(): Promise<void>
  /** Asks for the list's total apart (the page left it out); dropped if the list changed since. */
  loadTotal(seq: number): Promise<void>
  refreshCounts(): Promise<void>
  /** Re-reads rows on screen and new arrivals at the top, keeping the scroll position. */
  refresh(visibleIds: string[]): Promise<void>
  select(id: string | null): void
  /** Moves the selection by `delta` rows; returns the new id. */
  move(delta: number): string | null
  patchItem(id: string, patch: Partial<InboxItemDto>): void
  toggleChecked(id: string): void
  setChecked(ids: Iterable<string>): void
  markRead(ids: string[]): Promise<void>
}

/** The filters as the `reviews.list` / `reviews.markRead` input expects them. */
export function filterInput(f: InboxFilters) {
  return {
    ...(f.view !== 'all' ? { view: f.view } : {}),
    ...(f.appId ? { appId: f.appId } : {}),
    ...(f.store ? { store: f.store } : {}),
    ...(f.stars.length > 0 ? { stars: f.stars } : {}),
    ...(f.replyStatus ? { replyStatus: [f.replyStatus] } : {}),
    ...(f.language ? { language: f.language } : {}),
    ...(f.since !== null ? { since: f.since } : {}),
    ...(f.until !== null ? { until: f.until } : {}),
    ...(f.q.trim() ? { q: f.q } : {}),
    ...(f.unread ? { unread: true } : {}),
    ...(f.topic ? { topic: f.topic } : {}),
  }
}

const toInput = (workspaceId: string, f: InboxFilters) => ({
  workspaceId,
  ...filterInput(f),
  sort: f.sort,
})

export const useInbox = create<InboxState>((set, get) => ({
  workspaceId: null,
  filters: EMPTY_FILTERS,
  items: [],
  total: null,
  nextCursor: null,
  loading: false,
  loadingMore: false,
  error: null,
  counts: null,
  firstLoad: Promise.resolve(),
  selectedId: null,
  checked: new Set(),
  seq: 0,
  loadedSeq: 0,

  open(workspaceId, filters = EMPTY_FILTERS) {
    if (get().workspaceId === workspaceId) return
    set({
      workspaceId,
      filters,
      items: [],
      total: null,
      counts: null,
      selectedId: null,
      checked: new Set(),
    })
    set({ firstLoad: Promise.all([get().load(), get().refreshCounts()]).then(() => undefined) })
  },

  setFilters(patch) {
    set({ filters: { ...get().filters, ...patch }, checked: new Set() })
    return get().load()
  },

  clearFilters() {
    const { view, sort } = get().filters
    set({ filters: { ...EMPTY_FILTERS, view, sort }, checked: new Set() })
    void get().load()
  },

  async load() {
    const { workspaceId, filters } = get()
    if (!workspaceId) return
    const seq = get().seq + 1
    set({ seq, loading: true, error: null })
    // The page never waits for a costly total: it arrives on its own (`reviews.total`).
    const result = await call('reviews.list', {
      ...toInput(workspaceId, filters),
      limit: PAGE,
      deferTotal: true,
    })
    if (get().seq !== seq) return
    if (!result.ok) {
      set({
        loading: false,
        loadedSeq: seq,
        error: result.error.message,
        items: [],
        total: null,
        nextCursor: null,
      })
      return
    }
    set({
      loading: false,
      loadedSeq: seq,
      items: result.value.items,
      total: result.value.total,
      nextCursor: result.value.nextCursor,
    })
    if (result.value.total === null) void get().loadTotal(seq)
  },

  async loadTotal(seq) {
    const { workspaceId, filters } = get()
    if (!workspaceId) return
    const result = await call('reviews.total', { workspaceId, ...filterInput(filters) })
    if (result.ok && get().seq === seq) set({ total: result.value.total })
  },

  async loadMore() {
    const { workspaceId, filters, nextCursor, loadingMore, seq } = get()
    if (!workspaceId || !nextCursor || loadingMore) return
    set({ loadingMore: true })
    const result = await call('reviews.list', {
      ...toInput(workspaceId, filters),
      limit: PAGE,
      cursor: nextCursor,
    })
    if (get().seq !== seq) {
      set({ loadingMore: false })
      return
    }
    if (!result.ok) {
      set({ loadingMore: false })
      toast.error(result.error.message)
      return
    }
    const known = new Set(get().items.map((i) => i.id))
    set({
      loadingMore: false,
      items: [...get().items, ...result.value.items.filter((i) => !known.has(i.id))],
      nextCursor: result.value.nextCursor,
    })
  },

  async refreshCounts() {
    const { workspaceId } = get()
    if (!workspaceId) return
    const result = await call('reviews.counts', { workspaceId })
    if (result.ok && get().workspaceId === workspaceId) set({ counts: result.value })
  },

  async refresh(visibleIds) {
    const { workspaceId, filters, seq } = get()
    if (!workspaceId) return
    // Arrivals are the newest reviews whatever the order, so they are looked for newest first.
    const input = { ...toInput(workspaceId, filters), sort: 'newest' as const }
    const [top, rows] = await Promise.all([
      call('reviews.list', { ...input, limit: 50, deferTotal: true }),
      visibleIds.length > 0
        ? call('reviews.list', { workspaceId, ids: visibleIds.slice(0, 200), limit: 200 })
        : null,
    ])
    if (get().seq !== seq || !top.ok) return
    const updates = new Map<string, InboxItemDto>()
    if (rows?.ok) for (const row of rows.value.items) updates.set(row.id, row)
    const items = get().items.map((i) => updates.get(i.id) ?? i)
    const known = new Set(items.map((i) => i.id))
    // New to the list: just written, or older ones a first sync is still bringing in.
    const arrivals = top.value.items.filter((i) => !known.has(i.id))
    set({
      items: placeArrivals(items, arrivals, filters.sort, get().nextCursor === null),
      total: top.value.total ?? get().total,
    })
    if (top.value.total === null) void get().loadTotal(seq)
  },

  select(id) {
    set({ selectedId: id })
  },

  move(delta) {
    const { items, selectedId } = get()
    if (items.length === 0) return null
    const index = selectedId ? items.findIndex((i) => i.id === selectedId) : -1
    const next = index === -1 ? 0 : Math.max(0, Math.min(items.length - 1, index + delta))
    const id = items[next]?.id ?? null
    set({ selectedId: id })
    if (next >= items.length - 10) void get().loadMore()
    return id
  },

  patchItem(id, patch) {
    set({ items: get().items.map((i) => (i.id === id ? { ...i, ...patch } : i)) })
  },

  toggleChecked(id) {
    const checked = new Set(get().checked)
    if (checked.has(id)) checked.delete(id)
    else if (checked.size < MAX_CHECKED) checked.add(id)
    else toast.info(`At most ${MAX_CHECKED} reviews can be selected at once.`)
    set({ checked })
  },

  setChecked(ids) {
    set({ checked: new Set([...ids].slice(0, MAX_CHECKED)) })
  },

  async markRead(ids) {
    const { workspaceId } = get()
    if (!workspaceId || ids.length === 0) return
    const result = await call('reviews.markRead', { workspaceId, reviewIds: ids })
    if (!result.ok) {
      toast.error(result.error.message)
      return
    }
    const set_ = new Set(ids)
    set({ items: get().items.map((i) => (set_.has(i.id) ? { ...i, unread: false } : i)) })
    void get().refreshCounts()
  },
}))

export const hasFilters = (f: InboxFilters): boolean =>
  f.appId !== null ||
  f.store !== null ||
  f.stars.length > 0 ||
  f.replyStatus !== null ||
  f.language !== null ||
  f.since !== null ||
  f.until !== null ||
  f.q.trim() !== '' ||
  f.topic !== null ||
  f.unread
