import { INBOX_SORTS, type InboxSort } from '../../../../shared/dto/inbox'
import { useInbox } from '../../store/inbox'

const SORT_LABEL: Record<InboxSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  lowest_rating: 'Lowest rating first',
}

/** The list's order, beside its count: it orders the list rather than narrowing it. */
export function SortSelect() {
  const sort = useInbox((s) => s.filters.sort)
  const setFilters = useInbox((s) => s.setFilters)
  return (
    <>
      <label htmlFor="inbox-sort" className="visually-hidden">
        Sort
      </label>
      <select
        id="inbox-sort"
        className="sort-select small"
        value={sort}
        onChange={(e) => void setFilters({ sort: e.target.value as InboxSort })}
      >
        {INBOX_SORTS.map((s) => (
          <option key={s} value={s}>
            {SORT_LABEL[s]}
          </option>
        ))}
      </select>
    </>
  )
}
