import type { InboxSort } from '../../../shared/dto/inbox'
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

const VERSION = 2
const SORT_CODES: Record<InboxSort, number> = { newest: 0, oldest: 1, lowest_rating: 2 }
const SORT_BY_CODE = Object.fromEntries(
  Object.entries(SORT_CODES).map(([sort, code]) => [code, sort as InboxSort]),
) as Record<number, InboxSort | undefined>

/**
 * The cursor only carries a position inside the caller's own workspace (every query is scoped
 * by the actor), so it needs no signature; it is opaque so the UI never builds one itself.
 */
export function encodeCursor(position: InboxPosition): string {
  return Buffer.from(
    JSON.stringify([
      VERSION,
      position.createdAt,
      position.id,
      position.sparse ? 1 : 0,
      SORT_CODES[position.sort],
      position.rating,
    ]),
  ).toString('base64url')
}

/** The position a cursor names, refused when it was made for another order of the list. */
export function decodeCursor(cursor: string, sort: InboxSort): InboxPosition {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (
      Array.isArray(value) &&
      value.length === 6 &&
      value[0] === VERSION &&
      Number.isSafeInteger(value[1]) &&
      typeof value[2] === 'string' &&
      /^rev_[A-Za-z0-9]{1,40}$/.test(value[2]) &&
      (value[3] === 0 || value[3] === 1) &&
      SORT_BY_CODE[value[4] as number] === sort &&
      Number.isInteger(value[5]) &&
      (value[5] as number) >= 1 &&
      (value[5] as number) <= 5
    ) {
      return {
        sort,
        createdAt: value[1] as number,
        id: value[2],
        sparse: value[3] === 1,
        rating: value[5] as number,
      }
    }
  } catch {
    // reported below
  }
  throw invalid(
    'The list position is not valid any more. Reload the inbox to start from the top.',
    'cursor',
  )
}
