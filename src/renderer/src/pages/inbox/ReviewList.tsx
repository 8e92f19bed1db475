import {
  forwardRef,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { useInbox } from '../../store/inbox'
import { searchTerms } from './highlight'
import { ReviewRow } from './ReviewRow'

/** Every row has the same height, so the window of rows to draw is plain arithmetic. */
const ROW_HEIGHT = 96
const OVERSCAN = 6

export interface ReviewListHandle {
  /** Scrolls the row into view and moves keyboard focus to it. */
  focusRow(id: string): void
  /** Ids of the rows on screen (to refresh after a change). */
  visibleIds(): string[]
}

/**
 * The inbox list, windowed by hand: only the rows in view (plus a few) exist in the page, so
 * scrolling through 100,000 reviews costs the same as through 100. Pages load as the end nears.
 */
export const ReviewList = forwardRef<ReviewListHandle, { onOpen(id: string): void }>(
  function ReviewList({ onOpen }, ref) {
    const items = useInbox((s) => s.items)
    const total = useInbox((s) => s.total)
    const nextCursor = useInbox((s) => s.nextCursor)
    const loadingMore = useInbox((s) => s.loadingMore)
    const selectedId = useInbox((s) => s.selectedId)
    const checked = useInbox((s) => s.checked)
    const q = useInbox((s) => s.filters.q)
    const toggleChecked = useInbox((s) => s.toggleChecked)
    const loadMore = useInbox((s) => s.loadMore)
    const scroller = useRef<HTMLDivElement>(null)
    const [view, setView] = useState({ top: 0, height: 800 })
    const pendingFocus = useRef<string | null>(null)
    const terms = useMemo(() => searchTerms(q), [q])

    useLayoutEffect(() => {
      const el = scroller.current
      if (!el) return
      const measure = () => setView({ top: el.scrollTop, height: el.clientHeight })
      measure()
      const observer = new ResizeObserver(measure)
      observer.observe(el)
      return () => observer.disconnect()
    }, [])

    const onScroll = useCallback(() => {
      const el = scroller.current
      if (el) setView({ top: el.scrollTop, height: el.clientHeight })
    }, [])

    const first = Math.max(0, Math.floor(view.top / ROW_HEIGHT) - OVERSCAN)
    const last = Math.min(items.length, Math.ceil((view.top + view.height) / ROW_HEIGHT) + OVERSCAN)

    useEffect(() => {
      if (nextCursor && !loadingMore && last >= items.length - 20) void loadMore()
    }, [last, items.length, nextCursor, loadingMore, loadMore])

    const scrollIntoView = useCallback((index: number) => {
      const el = scroller.current
      if (!el || index < 0) return
      const top = index * ROW_HEIGHT
      if (top < el.scrollTop) el.scrollTop = top
      else if (top + ROW_HEIGHT > el.scrollTop + el.clientHeight)
        el.scrollTop = top + ROW_HEIGHT - el.clientHeight
    }, [])

    useImperativeHandle(
      ref,
      () => ({
        focusRow(id) {
          scrollIntoView(useInbox.getState().items.findIndex((i) => i.id === id))
          pendingFocus.current = id
          const row = document.getElementById(`row-${id}`)
          if (row) {
            row.focus({ preventScroll: true })
            pendingFocus.current = null
          }
        },
        visibleIds() {
          return useInbox
            .getState()
            .items.slice(first, last)
            .map((i) => i.id)
        },
      }),
      [first, last, scrollIntoView],
    )

    // A row scrolled into view by the keyboard appears on the next render; focus it then.
    useEffect(() => {
      const id = pendingFocus.current
      if (!id) return
      const row = document.getElementById(`row-${id}`)
      if (row) {
        row.focus({ preventScroll: true })
        pendingFocus.current = null
      }
    })

    const selectedIndex = selectedId ? items.findIndex((i) => i.id === selectedId) : -1
    const indices: number[] = []
    for (let i = first; i < last; i++) indices.push(i)
    // Keep the selected row in the page even when scrolled away, so focus is never lost.
    if (selectedIndex >= 0 && (selectedIndex < first || selectedIndex >= last))
      indices.push(selectedIndex)

    const setSize = total ?? items.length
    const height = items.length * ROW_HEIGHT + (nextCursor ? ROW_HEIGHT : 0)
    return (
      <div className="review-list" ref={scroller} onScroll={onScroll}>
        <ul
          className="review-list-inner"
          aria-label="Reviews"
          aria-busy={loadingMore}
          style={{ height }}
        >
          {indices.map((index) => {
            const item = items[index]
            if (!item) return null
            return (
              <ReviewRow
                key={item.id}
                item={item}
                index={index}
                setSize={setSize}
                top={index * ROW_HEIGHT}
                selected={item.id === selectedId}
                checked={checked.has(item.id)}
                terms={terms}
                onOpen={onOpen}
                onCheck={toggleChecked}
              />
            )
          })}
        </ul>
        {nextCursor && (
          <p
            className="list-more muted"
            style={{ transform: `translateY(${items.length * ROW_HEIGHT}px)` }}
            aria-hidden="true"
          >
            Loading more…
          </p>
        )}
      </div>
    )
  },
)
