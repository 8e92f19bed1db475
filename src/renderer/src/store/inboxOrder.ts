import type { InboxItemDto, InboxSort } from '../../../shared/dto/inbox'

const newestFirst = (a: InboxItemDto, b: InboxItemDto): number =>
  b.createdAt - a.createdAt || (b.id > a.id ? 1 : b.id < a.id ? -1 : 0)
/** The list's order in the window, as the core sorts it (see `ORDERS` in core/inbox/list.ts). */
const COMPARE: Record<InboxSort, (a: InboxItemDto, b: InboxItemDto) => number> = {
  newest: newestFirst,
  oldest: (a, b) => newestFirst(b, a),
  lowest_rating: (a, b) => a.rating - b.rating || newestFirst(a, b),
}

/**
 * New reviews go where the list's order puts them; the rows already shown keep their place. One
 * that belongs past the last loaded row is left for "load more" (which skips rows already shown),
 * unless the list is complete.
 */
export function placeArrivals(
  items: InboxItemDto[],
  arrivals: InboxItemDto[],
  sort: InboxSort,
  complete: boolean,
): InboxItemDto[] {
  const compare = COMPARE[sort]
  const out = [...items]
  for (const arrival of [...arrivals].sort(compare)) {
    const at = out.findIndex((i) => compare(arrival, i) < 0)
    if (at >= 0) out.splice(at, 0, arrival)
    else if (complete) out.push(arrival)
  }
  return out
}
