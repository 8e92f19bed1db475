import type { InboxSort } from '../../../shared/dto/inbox'
import { jsonCursor } from '../db/cursor'
import { invalid } from '../errors'

/** Where a page ended, in the list's order (see `ORDERS` in list.ts). */
export interface InboxPosition {
  sort: InboxSort
  /** The last row's rating: the first key of the lowest-rating order. */
  rating: number
  createdAt: number
  id: string
  /** Searching: read pages from the (few) hits rather than walking the whole index. */
  sparse: boolean
}

const SORT_CODES: Record<InboxSort, number> = { newest: 0, oldest: 1, lowest_rating: 2 }
const SORT_BY_CODE = Object.fromEntries(
  Object.entries(SORT_CODES).map(([sort, code]) => [code, sort as InboxSort]),
) as Record<number, InboxSort | undefined>

/**
 * The cursor only carries a position inside the caller's own workspace (every query is scoped
 * by the actor), so it needs no signature; it is opaque so the UI never builds one itself.
 * `[2, createdAt, id, sparse, sort code, rating]`, bound to the sort it was made for.
 */
const inboxCursor = jsonCursor<InboxPosition, InboxSort>({
  version: 2,
  write: (p) => [p.createdAt, p.id, p.sparse ? 1 : 0, SORT_CODES[p.sort], p.rating],
  read: (keys, sort) => {
    if (keys.length !== 5) return null
    const [createdAt, id, sparse, sortCode, rating] = keys
    const valid =
      Number.isSafeInteger(createdAt) &&
      typeof id === 'string' &&
      /^rev_[A-Za-z0-9]{1,40}$/.test(id) &&
      (sparse === 0 || sparse === 1) &&
      SORT_BY_CODE[sortCode as number] === sort &&
      Number.isInteger(rating) &&
      (rating as number) >= 1 &&
      (rating as number) <= 5
    return valid
      ? { sort, createdAt: createdAt as number, id, sparse: sparse === 1, rating: rating as number }
      : null
  },
})

export const encodeCursor = (position: InboxPosition): string => inboxCursor.encode(position)

/** The position a cursor names, refused when it was made for another order of the list. */
export function decodeCursor(cursor: string, sort: InboxSort): InboxPosition {
  const position = inboxCursor.decode(cursor, sort)
  if (position) return position
  throw invalid(
    'The list position is not valid any more. Reload the inbox to start from the top.',
    'cursor',
  )
}
