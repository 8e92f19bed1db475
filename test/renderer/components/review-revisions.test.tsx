import { afterEach, describe, expect, it } from 'vitest'
import type { ReviewRevisionDto } from '../../../src/shared/dto/replies'
import { ReviewRevisions } from '../../../src/renderer/src/pages/inbox/ReviewRevisions'
import { render, unmountAll } from '../support/render'

afterEach(unmountAll)

const DAY = 24 * 60 * 60_000
const T0 = Date.UTC(2026, 10, 2, 9)

const version = (seq: number, rating: number, body: string, at: number): ReviewRevisionDto => ({
  seq,
  rating,
  title: null,
  body,
  at,
  storeModifiedAt: at,
  seenAt: at,
})

describe('the review pane’s changes by the reviewer', () => {
  it('names the rating change and its time after the reply, lists each version, older text on request', () => {
    const view = render(
      <ReviewRevisions
        detail={{
          revisions: [
            version(1, 2, 'Crashes every time.', T0),
            version(2, 5, 'Fixed, works great now!', T0 + 4 * DAY),
          ],
          ratingHistory: [
            { rating: 2, at: T0 },
            { rating: 5, at: T0 + 4 * DAY },
          ],
          firstReplyAt: T0 + DAY,
        }}
      />,
    )
    const section = view.querySelector('section')
    // A named region with a heading, for screen readers and the e2e spec.
    expect(section?.getAttribute('aria-labelledby')).toBe('revisions-heading')
    expect(view.querySelector('#revisions-heading')?.textContent).toBe('Changes by the reviewer')
    expect(view.querySelector('.revision-summary')?.textContent).toBe(
      '2★ → 5★, 3 days after your reply',
    )
    const items = [...view.querySelectorAll('.revision-list li')]
    expect(items).toHaveLength(2)
    expect(items[0]?.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe(
      '2 out of 5 stars',
    )
    expect(items[0]?.textContent).toContain('First version seen')
    expect(items[1]?.textContent).toContain('Edited, 3 days after your reply (current)')
    expect(items[0]?.querySelector('time')?.getAttribute('datetime')).toBe(
      new Date(T0).toISOString(),
    )
    // The earlier text sits behind a disclosure; the current one is shown above the section.
    expect(items[0]?.querySelector('details summary')?.textContent).toBe('Text of this version')
    expect(items[0]?.querySelector('details')?.textContent).toContain('Crashes every time.')
    expect(items[1]?.querySelector('details')).toBeNull()
  })

  it('shows nothing for a review seen only once', () => {
    const view = render(
      <ReviewRevisions
        detail={{
          revisions: [version(1, 4, 'Nice.', T0)],
          ratingHistory: [{ rating: 4, at: T0 }],
          firstReplyAt: null,
        }}
      />,
    )
    expect(view.textContent).toBe('')
  })
})
