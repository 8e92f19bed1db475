import { describe, expect, it } from 'vitest'
import type { InboxItemDto } from '../../src/shared/dto/inbox'
import { placeArrivals } from '../../src/renderer/src/store/inboxOrder'
import { inboxItem } from './support/inbox-item'

const item = (id: string, createdAt: number, rating: number): InboxItemDto =>
  inboxItem({ id, createdAt, rating, unread: true, isNew: true })
const ids = (items: InboxItemDto[]) => items.map((i) => i.id)

describe('new reviews in the open list', () => {
  const shown = [item('rev_c', 30, 1), item('rev_b', 20, 3), item('rev_a', 10, 5)]

  it('go on top of the newest-first list and where their rating puts them in the lowest-first one', () => {
    const fresh = item('rev_d', 40, 3)
    expect(ids(placeArrivals(shown, [fresh], 'newest', false))).toEqual([
      'rev_d',
      'rev_c',
      'rev_b',
      'rev_a',
    ])
    expect(ids(placeArrivals(shown, [fresh], 'lowest_rating', false))).toEqual([
      'rev_c',
      'rev_d',
      'rev_b',
      'rev_a',
    ])
  })

  it('in the oldest-first list: at the end when the list is complete, else left for "load more"', () => {
    const oldestFirst = [...shown].reverse()
    const fresh = item('rev_d', 40, 3)
    expect(ids(placeArrivals(oldestFirst, [fresh], 'oldest', true))).toEqual([
      'rev_a',
      'rev_b',
      'rev_c',
      'rev_d',
    ])
    expect(ids(placeArrivals(oldestFirst, [fresh], 'oldest', false))).toEqual([
      'rev_a',
      'rev_b',
      'rev_c',
    ])
    // An older review a first sync brings in late still lands at its place.
    const late = item('rev_0', 5, 2)
    expect(ids(placeArrivals(oldestFirst, [late], 'oldest', false))).toEqual([
      'rev_0',
      'rev_a',
      'rev_b',
      'rev_c',
    ])
  })
})
