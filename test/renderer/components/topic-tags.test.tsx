import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DashboardTopicDto } from '../../../src/shared/dto/dashboard'
import type { InboxItemDto } from '../../../src/shared/dto/inbox'
import { TopicTable } from '../../../src/renderer/src/pages/dashboard/TopicTable'
import { filtersFromQuery } from '../../../src/renderer/src/pages/inbox/filtersInUrl'
import { ReviewRow } from '../../../src/renderer/src/pages/inbox/ReviewRow'
import { render, unmountAll } from '../support/render'
import { inboxItem } from '../support/inbox-item'

afterEach(unmountAll)

const topic = (t: string, more: Partial<DashboardTopicDto>): DashboardTopicDto => ({
  topic: t,
  reviews: 0,
  previousReviews: 0,
  negative: 0,
  previousNegative: 0,
  positive: 0,
  previousPositive: 0,
  ...more,
})

const START = Date.UTC(2026, 9, 28)

const table = (topics: DashboardTopicDto[], appId: string | null = 'app_1') =>
  render(<TopicTable topics={topics} pending={0} appId={appId} range={{ start: START }} />)

/** Each body row as its cells' text. */
const rows = (view: HTMLElement) =>
  [...view.querySelectorAll('tbody tr')].map((tr) =>
    [...tr.querySelectorAll('th, td')].map((c) => c.textContent?.replace(/\s+/g, ' ').trim()),
  )

describe('the dashboard’s topic table', () => {
  it('calls a topic worse only when more reviews raise it as a problem, and Praise better when more praise', () => {
    const view = table([
      // More reviews talk about sync than before, all praising it: fewer problems, better.
      topic('sync', {
        reviews: 3,
        previousReviews: 1,
        negative: 0,
        previousNegative: 1,
        positive: 3,
      }),
      topic('crash', { reviews: 2, previousReviews: 2, negative: 2, previousNegative: 0 }),
      topic('praise', { reviews: 4, previousReviews: 1, positive: 4, previousPositive: 1 }),
      topic('ui', { reviews: 1, previousReviews: 0 }),
    ])
    expect([...view.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      'Topic',
      'Reviews',
      'Problems',
      'Change',
    ])
    expect(rows(view)).toEqual([
      ['Sync and backup', '3 (1 before)', '0 (1 before)', '▼ 1 fewer problem, better'],
      ['Crashes', '2 (2 before)', '2 (0 before)', '▲ 2 more problems, worse'],
      ['Praise', '4 (1 before)', '–', '▲ 3 more praising reviews, better'],
      ['Design', '1 (0 before)', '0 (0 before)', 'no change'],
    ])
    expect(view.textContent).not.toContain('1–2★')
  })

  it('opens the inbox filtered to the topic, for the same app and period', () => {
    const view = table([topic('sync', { reviews: 1 })])
    const link = view.querySelector('tbody th a')
    expect(link?.textContent).toBe('Sync and backup')
    const href = link?.getAttribute('href') ?? ''
    expect(href.startsWith('#/inbox?')).toBe(true)
    expect(filtersFromQuery(href.slice('#/inbox?'.length))).toMatchObject({
      appId: 'app_1',
      topic: 'sync',
      since: START,
      until: null,
      view: 'all',
    })
    unmountAll()
    // All apps: no app filter.
    const all = table([topic('crash', { reviews: 1 })], null)
    const query = all.querySelector('tbody th a')?.getAttribute('href')?.split('?')[1] ?? ''
    expect(filtersFromQuery(query)).toMatchObject({ appId: null, topic: 'crash', since: START })
  })
})

const item = (more: Partial<InboxItemDto>): InboxItemDto =>
  inboxItem({
    rating: 5,
    excerpt: 'The sync just works, love it',
    author: 'Ana',
    language: 'en',
    ...more,
  })

describe('topic chips on inbox rows', () => {
  it('say whether the review praises a topic or raises it as a problem, in words for screen readers and the tooltip', () => {
    const view = render(
      <ul>
        <ReviewRow
          item={item({
            topics: ['crash', 'sync', 'praise'],
            topicPolarity: { crash: -1, sync: 1, praise: 1 },
          })}
          index={0}
          setSize={1}
          top={0}
          selected={false}
          checked={false}
          terms={[]}
          onOpen={vi.fn()}
          onCheck={vi.fn()}
        />
      </ul>,
    )
    const chips = [...view.querySelectorAll('.tag-topic')].map((c) => ({
      text: c.textContent,
      title: c.getAttribute('title'),
    }))
    // The words are there for a screen reader; the arrow shows them (colour only repeats it).
    const hidden = [...view.querySelectorAll('.tag-topic .visually-hidden')].map(
      (h) => h.textContent,
    )
    expect(hidden).toEqual([' — problem', ' — praised'])
    expect(chips).toEqual([
      { text: 'Crashes ▼ — problem', title: 'Crashes: the review raises it as a problem' },
      { text: 'Sync and backup ▲ — praised', title: 'Sync and backup: the review praises it' },
      { text: 'Praise', title: 'The review praises the app' },
    ])
  })

  it('leave a neutral mention plain', () => {
    const view = render(
      <ul>
        <ReviewRow
          item={item({ topics: ['ads'], topicPolarity: { ads: 0 } })}
          index={0}
          setSize={1}
          top={0}
          selected={false}
          checked={false}
          terms={[]}
          onOpen={vi.fn()}
          onCheck={vi.fn()}
        />
      </ul>,
    )
    expect(view.querySelector('.tag-topic')?.textContent).toBe('Ads')
  })
})
