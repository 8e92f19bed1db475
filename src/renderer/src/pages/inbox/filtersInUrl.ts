import {
  INBOX_SORTS,
  INBOX_VIEWS,
  type InboxReplyStatus,
  type InboxSort,
  type InboxView,
} from '../../../../shared/dto/inbox'
import { REPLY_STATUSES } from '../../../../shared/dto/replies'
import { isReviewStore } from '../../../../shared/stores'
import { EMPTY_FILTERS, type InboxFilters } from '../../store/inbox'
import { isReviewTopic, type ReviewTopic } from '../../../../shared/topics'

/** The inbox filters as the hash's query (`#/inbox/rev_…?view=drafts&stars=1,2`), so a reload or a shared link keeps them. */
export function filtersToQuery(f: InboxFilters): string {
  const q = new URLSearchParams()
  if (f.view !== 'all') q.set('view', f.view)
  if (f.appId) q.set('app', f.appId)
  if (f.store) q.set('store', f.store)
  if (f.stars.length > 0) q.set('stars', f.stars.join(','))
  if (f.replyStatus) q.set('status', f.replyStatus)
  if (f.language) q.set('lang', f.language)
  if (f.since !== null) q.set('since', String(f.since))
  if (f.until !== null) q.set('until', String(f.until))
  if (f.q.trim()) q.set('q', f.q)
  if (f.unread) q.set('unread', '1')
  if (f.sort !== 'newest') q.set('sort', f.sort)
  if (f.topic) q.set('topic', f.topic)
  return q.toString()
}

/** Reads filters back; anything unknown or malformed is left at its default. */
export function filtersFromQuery(query: string): InboxFilters {
  const q = new URLSearchParams(query)
  const time = (name: string) => {
    const n = Number(q.get(name))
    return q.has(name) && Number.isSafeInteger(n) && n > 0 ? n : null
  }
  const view = q.get('view')
  const store = q.get('store')
  const status = q.get('status')
  const sort = q.get('sort')
  return {
    ...EMPTY_FILTERS,
    view: INBOX_VIEWS.includes(view as InboxView) ? (view as InboxView) : 'all',
    appId: /^app_[A-Za-z0-9]+$/.test(q.get('app') ?? '') ? q.get('app') : null,
    store: isReviewStore(store) ? store : null,
    stars: [...new Set((q.get('stars') ?? '').split(',').map(Number))]
      .filter((n) => Number.isInteger(n) && n >= 1 && n <= 5)
      .sort((a, b) => a - b),
    replyStatus:
      status === 'none' || REPLY_STATUSES.includes(status as never) ? (status as InboxReplyStatus) : null,
    language: /^([a-zA-Z]{2,8}|unknown)$/.test(q.get('lang') ?? '') ? q.get('lang') : null,
    since: time('since'),
    until: time('until'),
    q: (q.get('q') ?? '').slice(0, 500),
    unread: q.get('unread') === '1',
    sort: INBOX_SORTS.includes(sort as InboxSort) ? (sort as InboxSort) : 'newest',
    topic: isReviewTopic(q.get('topic') ?? '') ? (q.get('topic') as ReviewTopic) : null,
  }
}
