import { memo, useEffect, useRef, useState, type RefObject } from 'react'
import type { AppDto } from '../../../../shared/dto/apps'
import type { InboxReplyStatus } from '../../../../shared/dto/inbox'
import { FilterField } from '../../components/FilterField'
import { languageName, STATUS_LABEL } from '../../format'
import { hasFilters, useInbox } from '../../store/inbox'
import { REVIEW_TOPICS, TOPIC_LABEL, type ReviewTopic } from '../../../../shared/topics'

const DAY = 86_400_000
const RANGES: { id: string; label: string; days: number | null }[] = [
  { id: 'any', label: 'Any time', days: null },
  { id: '1', label: 'Last 24 hours', days: 1 },
  { id: '7', label: 'Last 7 days', days: 7 },
  { id: '30', label: 'Last 30 days', days: 30 },
  { id: '90', label: 'Last 90 days', days: 90 },
  { id: 'custom', label: 'Between dates…', days: null },
]

const pad = (n: number) => String(n).padStart(2, '0')
/** A local day as a date input shows it (YYYY-MM-DD). */
const toDateInput = (ms: number | null) => {
  if (ms === null) return ''
  const d = new Date(ms)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}
/** A date input's day, as local midnight. */
const fromDateInput = (value: string): number | null => {
  if (!value) return null
  const [y, m, d] = value.split('-').map(Number)
  return y && m && d ? new Date(y, m - 1, d).getTime() : null
}

/** Search and filters; every control combines with the others and with the saved view. */
export const FilterBar = memo(function FilterBar({
  apps,
  searchRef,
  onSearchDone,
}: {
  apps: AppDto[]
  searchRef: RefObject<HTMLInputElement | null>
  /** Enter in the search box: show the results and go to the first one. */
  onSearchDone(): void
}) {
  const filters = useInbox((s) => s.filters)
  const counts = useInbox((s) => s.counts)
  const setFilters = useInbox((s) => s.setFilters)
  const clearFilters = useInbox((s) => s.clearFilters)
  const [q, setQ] = useState(filters.q)
  // Dates from a link or a reload show as a custom range.
  const [range, setRange] = useState(
    filters.since !== null || filters.until !== null ? 'custom' : 'any',
  )

  // The box follows the filter when it changes from elsewhere (a link, a reload, Clear).
  useEffect(() => setQ(filters.q), [filters.q])
  // So does the time range: dates from the address are a custom range; none is "Any time".
  useEffect(() => {
    if (filters.since === null && filters.until === null)
      setRange((r) => (r === 'custom' ? r : 'any'))
    else setRange((r) => (r === 'any' ? 'custom' : r))
  }, [filters.since, filters.until])
  // Only what the person types is sent, a moment after the last key: a filter restored from the
  // URL must never be overwritten by the box's first, empty render.
  const typing = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(typing.current), [])
  const type = (text: string) => {
    setQ(text)
    window.clearTimeout(typing.current)
    typing.current = window.setTimeout(() => {
      typing.current = undefined
      void setFilters({ q: text })
    }, 150)
  }
  // Leaving the box (Escape, Tab, a click on a view) sends what was typed at once, so the next
  // filter is applied on top of it rather than on the words that were there a moment ago.
  const flushTyping = () => {
    if (typing.current === undefined) return
    window.clearTimeout(typing.current)
    typing.current = undefined
    void setFilters({ q })
  }

  const pickRange = (id: string) => {
    setRange(id)
    const days = RANGES.find((r) => r.id === id)?.days ?? null
    if (id === 'custom') return
    void setFilters({ since: days === null ? null : Date.now() - days * DAY, until: null })
  }

  const toggleStar = (n: number) => {
    const stars = filters.stars.includes(n)
      ? filters.stars.filter((s) => s !== n)
      : [...filters.stars, n].sort()
    void setFilters({ stars })
  }

  return (
    <div className="filters" role="search" aria-label="Search and filter reviews">
      <div className="search-box">
        <label htmlFor="inbox-search" className="visually-hidden">
          Search reviews
        </label>
        <input
          id="inbox-search"
          ref={searchRef}
          type="search"
          placeholder="Search reviews   ( / )"
          value={q}
          onChange={(e) => type(e.target.value)}
          onBlur={flushTyping}
          onKeyDown={(e) => {
            if (e.key === 'Escape') e.currentTarget.blur()
            else if (e.key === 'Enter') {
              e.preventDefault()
              window.clearTimeout(typing.current)
              typing.current = undefined
              void setFilters({ q }).then(onSearchDone)
            }
          }}
          aria-describedby="search-hint"
        />
        <span id="search-hint" className="visually-hidden">
          Words must all appear. Use quotes for a phrase and a minus sign to exclude a word. Enter
          goes to the first result.
        </span>
      </div>
      <div className="filter-row">
        <FilterField label="App">
          {(id) => (
            <select
              id={id}
              value={filters.appId ?? ''}
              onChange={(e) => setFilters({ appId: e.target.value || null })}
            >
              <option value="">All apps</option>
              {apps.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </select>
          )}
        </FilterField>
        <FilterField label="Store">
          {(id) => (
            <select
              id={id}
              value={filters.store ?? ''}
              onChange={(e) =>
                setFilters({ store: (e.target.value || null) as typeof filters.store })
              }
            >
              <option value="">Both stores</option>
              <option value="app_store">App Store</option>
              <option value="google_play">Google Play</option>
            </select>
          )}
        </FilterField>
        <fieldset className="filter stars-filter">
          <legend>Stars</legend>
          {[1, 2, 3, 4, 5].map((n) => (
            <button
              key={n}
              type="button"
              className={filters.stars.includes(n) ? 'star-toggle on' : 'star-toggle'}
              aria-pressed={filters.stars.includes(n)}
              aria-label={`${n} ${n === 1 ? 'star' : 'stars'}`}
              onClick={() => toggleStar(n)}
            >
              {n}★
            </button>
          ))}
        </fieldset>
        <FilterField label="Reply">
          {(id) => (
            <select
              id={id}
              value={filters.replyStatus ?? ''}
              onChange={(e) =>
                setFilters({ replyStatus: (e.target.value || null) as InboxReplyStatus | null })
              }
            >
              <option value="">Any state</option>
              {(Object.keys(STATUS_LABEL) as InboxReplyStatus[]).map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABEL[s]}
                </option>
              ))}
            </select>
          )}
        </FilterField>
        <FilterField label="Language">
          {(id) => (
            <select
              id={id}
              value={filters.language ?? ''}
              onChange={(e) => setFilters({ language: e.target.value || null })}
            >
              <option value="">All languages</option>
              {counts?.languages.map((l) => (
                <option key={l.language ?? 'unknown'} value={l.language ?? 'unknown'}>
                  {l.language ? languageName(l.language) : 'Unknown'} ({l.reviews})
                </option>
              ))}
            </select>
          )}
        </FilterField>
        <FilterField label="Topic">
          {(id) => (
            <select
              id={id}
              value={filters.topic ?? ''}
              onChange={(e) =>
                setFilters({ topic: (e.target.value || null) as ReviewTopic | null })
              }
            >
              <option value="">Any topic</option>
              {REVIEW_TOPICS.map((t) => (
                <option key={t} value={t}>
                  {TOPIC_LABEL[t]}
                </option>
              ))}
            </select>
          )}
        </FilterField>
        <FilterField label="Written">
          {(id) => (
            <select id={id} value={range} onChange={(e) => pickRange(e.target.value)}>
              {RANGES.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.label}
                </option>
              ))}
            </select>
          )}
        </FilterField>
        {range === 'custom' && (
          <>
            <FilterField label="From">
              {(id) => (
                <input
                  id={id}
                  type="date"
                  value={toDateInput(filters.since)}
                  onChange={(e) => setFilters({ since: fromDateInput(e.target.value) })}
                />
              )}
            </FilterField>
            <FilterField label="Until (including)">
              {(id) => (
                <input
                  id={id}
                  type="date"
                  value={toDateInput(filters.until === null ? null : filters.until - DAY)}
                  onChange={(e) => {
                    const day = fromDateInput(e.target.value)
                    void setFilters({ until: day === null ? null : day + DAY })
                  }}
                />
              )}
            </FilterField>
          </>
        )}
        <label className="filter checkbox">
          <input
            type="checkbox"
            checked={filters.unread}
            onChange={(e) => setFilters({ unread: e.target.checked })}
          />
          <span>Unread only</span>
        </label>
        {hasFilters(filters) && (
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setQ('')
              setRange('any')
              clearFilters()
            }}
          >
            Clear filters
          </button>
        )}
      </div>
    </div>
  )
})
