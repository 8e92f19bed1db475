import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useShallow } from 'zustand/react/shallow'
import type { AppDto } from '../../../../shared/dto/apps'
import { useMutation } from '../../hooks/useMutation'
import { EmptyState } from '../../components/EmptyState'
import { Loading } from '../../components/InlineError'
import { formatNumber } from '../../format'
import { useApps } from '../../store/apps'
import { onChange } from '../../store/changes'
import { filterInput, hasFilters, useInbox } from '../../store/inbox'
import { useRouter } from '../../store/router'
import { useCan, useSession } from '../../store/session'
import { toast } from '../../store/toasts'
import { BulkBar } from './BulkBar'
import { FilterBar } from './FilterBar'
import { filtersFromQuery, filtersToQuery } from './filtersInUrl'
import { SortSelect } from './SortSelect'
import { ReviewList, type ReviewListHandle } from './ReviewList'
import { ReviewPane } from './ReviewPane'
import { ShortcutSheet } from './ShortcutSheet'
import { SyncControl } from './SyncControl'
import { useInboxKeys } from './useInboxKeys'
import { ViewsNav, viewLabel } from './ViewsNav'

const REVIEW_ID = /^rev_[A-Za-z0-9]+$/
const NO_APPS: AppDto[] = []

export function InboxPage() {
  const reviewsMarkRead = useMutation('reviews.markRead')

  const workspaceId = useSession((s) => s.workspaceId)
  const rest = useRouter((s) => s.route.rest)
  const query = useRouter((s) => s.route.query)
  const navigate = useRouter((s) => s.navigate)
  const canEdit = useCan('editor')
  const inbox = useInbox(
    useShallow((s) => ({
      open: s.open,
      select: s.select,
      setChecked: s.setChecked,
      clearFilters: s.clearFilters,
      selectedId: s.selectedId,
      loading: s.loading,
      loadedSeq: s.loadedSeq,
      error: s.error,
      items: s.items,
      total: s.total,
      filters: s.filters,
      everything: s.counts?.views.find((v) => v.view === 'all')?.total ?? null,
      replyTargetHours: s.counts?.replyTargetHours,
    })),
  )
  const apps = useApps((s) => (s.workspaceId === workspaceId ? s.apps : null))
  const list = useRef<ReviewListHandle>(null)
  const search = useRef<HTMLInputElement>(null)
  const [sheet, setSheet] = useState(false)

  // The URL is the truth for the view, filters, search and sort (#/inbox/rev_…?view=drafts&q=…):
  // read when the page opens and on every change of the address (a link, an edited address bar,
  // Back and Forward), written when the person changes them. Arriving with no query at all (the
  // Inbox link, a dashboard drill-down that set filters) keeps the filters the inbox already has.
  const arrived = useRef(true)
  useEffect(() => {
    if (!workspaceId) return
    const state = useInbox.getState()
    const wanted = filtersFromQuery(query)
    const keep = arrived.current && !query && state.workspaceId === workspaceId
    arrived.current = false
    if (state.workspaceId !== workspaceId) inbox.open(workspaceId, wanted)
    else if (!keep && filtersToQuery(wanted) !== filtersToQuery(state.filters))
      void state.setFilters(wanted)
    const canonical = filtersToQuery(useInbox.getState().filters)
    if (canonical !== query) useRouter.getState().setQuery(canonical)
  }, [workspaceId, query, inbox.open])
  useEffect(
    () =>
      useInbox.subscribe((s, prev) => {
        if (s.filters === prev.filters || useRouter.getState().route.section !== 'inbox') return
        const next = filtersToQuery(s.filters)
        if (next === useRouter.getState().route.query) return
        // A new view, filter or sort is a step Back can undo; each key typed in search is not.
        const onlySearch = filtersToQuery({ ...prev.filters, q: s.filters.q }) === next
        useRouter.getState().setQuery(next, { push: !onlySearch })
      }),
    [],
  )

  // The URL names the open review (#/inbox/rev_…), so links from Slack or a digest land here,
  // and Back goes to the review opened before.
  const routed = rest[0] && REVIEW_ID.test(rest[0]) ? rest[0] : null
  const seen = useRef<string | null | undefined>(undefined)
  useEffect(() => {
    if (routed === seen.current) return
    // Arriving without a review keeps the one the inbox had open; later, no review means none.
    const first = seen.current === undefined
    seen.current = routed
    if (routed === useInbox.getState().selectedId) return
    if (routed || !first) inbox.select(routed)
  }, [routed, inbox.select])
  const selectedId = inbox.selectedId
  const settled = useRef(false)
  useEffect(() => {
    // Effects of one render may see a selection already replaced (by the URL, above): wait for it.
    if (selectedId === seen.current || selectedId !== useInbox.getState().selectedId) return
    const router = useRouter.getState()
    seen.current = selectedId
    // Opening a review is a step Back undoes; the review the inbox had open when the page
    // opened only completes the address.
    if (selectedId && settled.current) router.push('inbox', selectedId)
    else if (selectedId) router.replace('inbox', selectedId)
    else router.replace('inbox')
  }, [selectedId])
  useEffect(() => {
    settled.current = true
  }, [])

  // New reviews, reply changes and sync results arrive while the page is open.
  useEffect(() => {
    if (!workspaceId) return
    let timer: number | undefined
    const stop = onChange((notice) => {
      if (notice.workspaceId !== workspaceId) return
      if (!['reviews', 'replies', 'read', 'sync'].includes(notice.what)) return
      window.clearTimeout(timer)
      timer = window.setTimeout(() => {
        void useInbox.getState().refresh(list.current?.visibleIds() ?? [])
        void useInbox.getState().refreshCounts()
      }, 400)
    })
    return () => {
      window.clearTimeout(timer)
      stop()
    }
  }, [workspaceId])

  const open = useCallback((id: string) => inbox.select(id), [inbox.select])
  const searchDone = useCallback(() => {
    const first = useInbox.getState().items[0]
    if (!first) return
    useInbox.getState().select(first.id)
    list.current?.focusRow(first.id)
  }, [])
  // Only if the person is still on the review they approved (they may have moved on meanwhile).
  const advance = useCallback((fromReviewId: string) => {
    const state = useInbox.getState()
    if (state.selectedId !== fromReviewId) return
    const id = state.move(1)
    if (id) list.current?.focusRow(id)
  }, [])
  const keys = useMemo(
    () => ({
      focusSearch: () => search.current?.focus(),
      toggleSheet: () => setSheet((s) => !s),
      focusRow: (id: string) => list.current?.focusRow(id),
    }),
    [],
  )
  useInboxKeys(keys)

  if (!workspaceId) return null
  const noApps = apps !== null && apps.length === 0
  const everything = inbox.everything

  const markAllRead = async () => {
    const { filters } = useInbox.getState()
    const result = await reviewsMarkRead({
      workspaceId,
      filter: filterInput(filters),
    })
    if (!result.ok) return toast.error(result.error.message)
    toast.success(
      result.value.changed === 0
        ? 'Everything here was already read.'
        : `${formatNumber(result.value.changed)} reviews marked read.`,
    )
    void useInbox.getState().refresh(list.current?.visibleIds() ?? [])
    void useInbox.getState().refreshCounts()
  }

  return (
    <section className="inbox" aria-labelledby="inbox-title">
      <header className="inbox-top">
        <h1 id="inbox-title">Inbox</h1>
        <SyncControl workspaceId={workspaceId} />
        <button
          type="button"
          className="button small quiet"
          onClick={() => setSheet(true)}
          aria-keyshortcuts="?"
        >
          Shortcuts <kbd>?</kbd>
        </button>
      </header>
      <ViewsNav />
      <FilterBar apps={apps ?? NO_APPS} searchRef={search} onSearchDone={searchDone} />
      <div className="inbox-body">
        <div className="list-pane" aria-busy={inbox.loading} data-loaded={inbox.loadedSeq}>
          <div className="list-head">
            <span role="status" aria-live="polite" className="muted small">
              {inbox.loading
                ? 'Loading…'
                : inbox.total === null
                  ? ''
                  : `${formatNumber(inbox.total)} ${inbox.total === 1 ? 'review' : 'reviews'}${inbox.filters.view !== 'all' ? ` in ${viewLabel(inbox.filters.view, inbox.replyTargetHours)}` : ''}`}
            </span>
            <SortSelect />
            {inbox.items.length > 0 && (
              <span className="list-head-actions">
                <button
                  type="button"
                  className="link-button small"
                  onClick={() =>
                    inbox.setChecked(
                      inbox.items.filter((i) => i.replyStatus === 'draft').map((i) => i.id),
                    )
                  }
                  disabled={!canEdit}
                >
                  Select drafts
                </button>
                <button
                  type="button"
                  className="link-button small"
                  onClick={() => void markAllRead()}
                >
                  Mark all read
                </button>
              </span>
            )}
          </div>
          <BulkBar
            workspaceId={workspaceId}
            onDone={(ids) => void useInbox.getState().refresh(ids)}
          />
          {inbox.error ? (
            <p className="field-error pad" role="alert">
              {inbox.error}
            </p>
          ) : inbox.loading && inbox.items.length === 0 ? (
            <Loading what="Loading reviews" />
          ) : inbox.items.length === 0 ? (
            noApps ? (
              <EmptyState title="No apps yet">
                <p>Add your app and connect its store; its reviews appear here within a minute.</p>
                <button type="button" className="button primary" onClick={() => navigate('apps')}>
                  Add an app
                </button>
              </EmptyState>
            ) : everything === 0 ? (
              <EmptyState title="No reviews yet">
                <p>
                  Once a store is connected, Review Reply reads its reviews every few minutes. Use
                  “Sync now” to read them right away.
                </p>
                <button type="button" className="button" onClick={() => navigate('apps')}>
                  Check store connections
                </button>
              </EmptyState>
            ) : hasFilters(inbox.filters) ? (
              <EmptyState title="Nothing matches">
                <p>No review matches this search and these filters.</p>
                <button type="button" className="button" onClick={inbox.clearFilters}>
                  Clear filters
                </button>
              </EmptyState>
            ) : (
              <EmptyState
                title={inbox.filters.view === 'failed' ? 'No failed replies' : 'All caught up'}
              >
                <p>
                  Nothing in “{viewLabel(inbox.filters.view, inbox.replyTargetHours)}” right now.
                </p>
              </EmptyState>
            )
          ) : (
            <ReviewList ref={list} onOpen={open} />
          )}
        </div>
        <ReviewPane workspaceId={workspaceId} reviewId={selectedId} onAdvance={advance} />
      </div>
      {sheet && <ShortcutSheet onClose={() => setSheet(false)} />}
    </section>
  )
}
