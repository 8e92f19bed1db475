import { invalid } from '../errors'

/** Where a page ended, in the list's order `(created_at desc, id desc)`. */
export interface InboxPosition {
  createdAt: number
  id: string
  /** Searching: read pages from the (few) hits rather than walking the whole index. */
  sparse: boolean
}

const VERSION = 1

/**
 * The cursor only carries a position inside the caller's own workspace (every query is scoped
 * by the actor), so it needs no signature; it is opaque so the UI never builds one itself.
 */
export function encodeCursor(position: InboxPosition): string {
  return Buffer.from(
    JSON.stringify([VERSION, position.createdAt, position.id, position.sparse ? 1 : 0]),
  ).toString('base64url')
}

export function decodeCursor(cursor: string): InboxPosition {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (
      Array.isArray(value) &&
      value.length === 4 &&
      value[0] === VERSION &&
      Number.isSafeInteger(value[1]) &&
      typeof value[2] === 'string' &&
      /^rev_[A-Za-z0-9]{1,40}$/.test(value[2]) &&
      (value[3] === 0 || value[3] === 1)
    ) {
      return { createdAt: value[1] as number, id: value[2], sparse: value[3] === 1 }
    }
  } catch {
    // reported below
  }
  throw invalid(
    'The list position is not valid any more. Reload the inbox to start from the top.',
    'cursor',
  )
}
