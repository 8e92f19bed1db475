import { describe, expect, it } from 'vitest'
import { apiCursor } from '../../../../src/main/core/api/cursor'
import { jsonCursor } from '../../../../src/main/core/db/cursor'
import { decodeCursor, encodeCursor } from '../../../../src/main/core/inbox/cursor'

// Cursors issued before the codecs were merged into db/cursor.ts (issue 20), byte for byte:
// API clients and open inbox pages hold them, so they must keep decoding to the same position.
const KEY = Buffer.alloc(32, 7)
const FILTERED = {
  workspaceId: 'ws_1',
  appId: 'app_2',
  store: 'app_store',
  rating: 1,
  replyStatus: 'draft',
  since: 1_690_000_000_000,
} as const
const UNFILTERED = {
  workspaceId: 'ws_1',
  appId: null,
  store: null,
  rating: null,
  replyStatus: null,
  since: null,
}

describe('keyset cursors keep their wire formats', () => {
  it('API: version 1, binary position, HMAC bound to the filters', () => {
    const codec = apiCursor(KEY)
    const position = { createdAt: 1_700_000_000_000, id: 'rev_000001' }
    const issued = 'AQGLz-VoAApyZXZfMDAwMDAxvYcuIo-jIv305HG3eGH3-Q'
    expect(codec.encode(position, FILTERED)).toBe(issued)
    expect(codec.decode(issued, FILTERED)).toEqual(position)
    expect(codec.decode(issued, { ...FILTERED, rating: 2 })).toBeNull()
    expect(codec.decode('Af______-wZyZXZfw6kY5N6x3SnvkEg2FyerznMy', UNFILTERED)).toEqual({
      createdAt: -5,
      id: 'rev_é',
    })
    expect(apiCursor(Buffer.alloc(32, 8)).decode(issued, FILTERED)).toBeNull()
  })

  it('inbox: version 2, JSON keys, bound to the sort', () => {
    const lowest = 'WzIsMTcwMDAwMDAwMDEyMywicmV2X2FiYzEyMyIsMSwyLDJd'
    const position = {
      sort: 'lowest_rating',
      rating: 2,
      createdAt: 1_700_000_000_123,
      id: 'rev_abc123',
      sparse: true,
    } as const
    expect(encodeCursor(position)).toBe(lowest)
    expect(decodeCursor(lowest, 'lowest_rating')).toEqual(position)
    expect(() => decodeCursor(lowest, 'newest')).toThrow(/not valid any more/)
    expect(decodeCursor('WzIsMTcwMDAwMDAwMDAwMCwicmV2XzAwMDA0MiIsMCwwLDVd', 'newest')).toEqual({
      sort: 'newest',
      rating: 5,
      createdAt: 1_700_000_000_000,
      id: 'rev_000042',
      sparse: false,
    })
    // Another version, a short array, or not JSON at all.
    for (const bad of [
      Buffer.from(JSON.stringify([1, 1, 'rev_1', 0, 0, 5])).toString('base64url'),
      Buffer.from(JSON.stringify([2, 1, 'rev_1', 0, 0])).toString('base64url'),
      'bm9wZQ',
    ]) {
      expect(() => decodeCursor(bad, 'newest')).toThrow(/not valid any more/)
    }
  })

  it('an unversioned JSON cursor reads the whole array', () => {
    const codec = jsonCursor<{ at: number }>({
      write: (p) => [p.at],
      read: ([at]) => (typeof at === 'number' ? { at } : null),
    })
    expect(codec.encode({ at: 3 })).toBe(Buffer.from('[3]').toString('base64url'))
    expect(codec.decode(Buffer.from('[3]').toString('base64url'))).toEqual({ at: 3 })
    expect(codec.decode(Buffer.from('{"at":3}').toString('base64url'))).toBeNull()
    expect(codec.decode('%%%')).toBeNull()
  })
})
