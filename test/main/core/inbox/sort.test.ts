import { afterEach, describe, expect, it } from 'vitest'
import type { InboxItemDto, InboxSort } from '../../../../src/shared/dto/inbox'
import { createTestCore, type TestCore } from '../../../support/core'
import { seedApp } from './seed'

let t: TestCore
afterEach(() => t?.core.close())

const list = (input: Record<string, unknown>) =>
  t.run('reviews.list', { workspaceId: t.workspaceId, ...input })

/** Every page of the list in one order, as the inbox loads them one after another. */
async function everyPage(
  sort: InboxSort,
  filter: Record<string, unknown> = {},
): Promise<InboxItemDto[]> {
  const seen: InboxItemDto[] = []
  let cursor: string | null | undefined
  do {
    const page = await list({ ...filter, sort, limit: 4, ...(cursor ? { cursor } : {}) })
    seen.push(...page.items)
    cursor = page.nextCursor
  } while (cursor)
  return seen
}

// 17 reviews, one an hour, with ratings that repeat so a rating holds reviews of several ages.
const RATINGS = [3, 1, 5, 2, 1, 4, 5, 3, 1, 2, 5, 4, 1, 3, 2, 5, 1]

describe('the inbox in another order', () => {
  it('pages oldest first and lowest rating first (newest first within a rating), each review once', async () => {
    t = await createTestCore()
    const { reviewIds } = await seedApp(
      t,
      'Notes',
      RATINGS.map((rating, i) => ({ rating, body: `Review ${i}`, hoursAgo: i })),
    )
    // reviewIds are newest first (hoursAgo 0, 1, …).
    const newest = await everyPage('newest')
    expect(newest.map((i) => i.id)).toEqual(reviewIds)

    const oldest = await everyPage('oldest')
    expect(oldest.map((i) => i.id)).toEqual([...reviewIds].reverse())

    const lowest = await everyPage('lowest_rating')
    const expected = reviewIds
      .map((id, age) => ({ id, age, rating: RATINGS[age] ?? 0 }))
      .sort((a, b) => a.rating - b.rating || a.age - b.age)
      .map((r) => r.id)
    expect(lowest.map((i) => i.id)).toEqual(expected)
    expect(lowest[0]?.rating).toBe(1)
    expect(lowest.at(-1)?.rating).toBe(5)
  })

  it('keeps the filters in every order, and a search is ordered too', async () => {
    t = await createTestCore()
    await seedApp(
      t,
      'Notes',
      RATINGS.map((rating, i) => ({
        rating,
        body: i % 2 ? `crash number ${i}` : `fine ${i}`,
        hoursAgo: i,
      })),
    )
    const lowStars = await everyPage('lowest_rating', { stars: [2, 5] })
    expect(lowStars.map((i) => i.rating)).toEqual([2, 2, 2, 5, 5, 5, 5])
    const crashes = await everyPage('oldest', { q: 'crash' })
    expect(crashes).toHaveLength(8)
    const times = crashes.map((i) => i.createdAt)
    expect(times).toEqual([...times].sort((a, b) => a - b))
    const crashesByRating = await everyPage('lowest_rating', { q: 'crash' })
    const ratings = crashesByRating.map((i) => i.rating)
    expect(ratings).toEqual([...ratings].sort((a, b) => a - b))
  })

  it('refuses a cursor made for another order instead of skipping reviews', async () => {
    t = await createTestCore()
    await seedApp(
      t,
      'Notes',
      RATINGS.map((rating, i) => ({ rating, body: `Review ${i}`, hoursAgo: i })),
    )
    const first = await list({ sort: 'oldest', limit: 4 })
    expect(first.nextCursor).not.toBeNull()
    await expect(list({ sort: 'newest', limit: 4, cursor: first.nextCursor })).rejects.toThrow(
      /list position is not valid/,
    )
  })
})
