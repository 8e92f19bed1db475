import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act } from 'react'
import type { InboxCountsDto, InboxItemDto } from '../../../src/shared/dto/inbox'
import type { ReviewDetailDto } from '../../../src/shared/dto/replies'
import type { TrackerIssueDto } from '../../../src/shared/dto/trackers'
import { BulkIssueActions } from '../../../src/renderer/src/pages/inbox/BulkIssueActions'
import { IssueSection } from '../../../src/renderer/src/pages/inbox/IssueSection'
import { ReviewRow } from '../../../src/renderer/src/pages/inbox/ReviewRow'
import { TopicTable } from '../../../src/renderer/src/pages/dashboard/TopicTable'
import {
  filtersFromQuery,
  filtersToQuery,
} from '../../../src/renderer/src/pages/inbox/filtersInUrl'
import { ViewsNav } from '../../../src/renderer/src/pages/inbox/ViewsNav'
import { useInbox } from '../../../src/renderer/src/store/inbox'
import { actAs, button, buttonNames, click, render, unmountAll } from '../support/render'
import { inboxItem } from '../support/inbox-item'

const { call, openExternal } = vi.hoisted(() => ({ call: vi.fn(), openExternal: vi.fn() }))
vi.mock('../../../src/renderer/src/api/client', () => ({
  call,
  openExternal,
  subscribeToChanges: () => () => {},
}))

const issue = (more: Partial<TrackerIssueDto> = {}): TrackerIssueDto => ({
  id: 'tri_1',
  kind: 'jira',
  key: 'APP-7',
  title: 'Sync loses notes',
  url: 'https://acme.atlassian.net/browse/APP-7',
  state: 'open',
  stateLabel: 'To Do',
  fixedIn: null,
  closedAt: null,
  checkedAt: null,
  linkedBy: 'Sam',
  linkedAt: 0,
  reviewCount: 1,
  ...more,
})

const detail = (fixed: boolean, linked: TrackerIssueDto | null): ReviewDetailDto =>
  ({
    review: {
      id: 'rev_1',
      fixed,
      trackerIssue: linked ? { key: linked.key, state: linked.state, url: linked.url } : null,
    },
  }) as unknown as ReviewDetailDto

let issues: TrackerIssueDto[] = []
beforeEach(() => {
  issues = []
  call.mockReset()
  openExternal.mockReset()
  call.mockImplementation(async (name: string) => {
    if (name === 'trackerIssues.forReview') return { ok: true, value: issues }
    if (name === 'replies.followUp') return { ok: true, value: detail(true, issues[0] ?? null) }
    if (name === 'trackerIssues.setFixedIn') {
      issues = [{ ...issues[0]!, fixedIn: '4.3' }]
      return { ok: true, value: issues[0] }
    }
    if (name === 'trackerIssues.unlink') {
      issues = []
      return { ok: true, value: { ok: true } }
    }
    return { ok: false, error: { code: 'UNAVAILABLE', message: 'Not in this test.' } }
  })
})
afterEach(unmountAll)

async function settle() {
  for (let i = 0; i < 3; i++)
    await act(async () => {
      await Promise.resolve()
    })
}

function section(d: ReviewDetailDto, onDetail = vi.fn(), onLinksChanged = vi.fn()) {
  const view = render(
    <IssueSection
      workspaceId="ws_1"
      detail={d}
      onDetail={onDetail}
      onLinksChanged={onLinksChanged}
    />,
  )
  return { view, onDetail, onLinksChanged }
}

describe('the review pane’s issues', () => {
  it('shows an open issue with its key, title and state, opens it the safe way, and offers no follow-up', async () => {
    issues = [issue()]
    actAs('editor')
    const { view } = section(detail(false, issues[0]!))
    await settle()
    const item = view.querySelector('.issue')
    expect(item?.textContent).toContain('APP-7')
    expect(item?.textContent).toContain('Sync loses notes')
    expect(item?.querySelector('.tag-issue')?.textContent).toBe('Open')
    expect(view.textContent).not.toContain('Fixed')
    expect(buttonNames(view)).not.toContain('Draft follow-up')
    expect(view.querySelector('a[href]')).toBeNull()
    await click(button(view, 'APP-7'))
    expect(openExternal).toHaveBeenCalledWith('https://acme.atlassian.net/browse/APP-7')
  })

  it('marks a closed issue "Closed · Done" and Fixed, asks for the version, then drafts the follow-up', async () => {
    issues = [issue({ state: 'closed', stateLabel: 'Done', closedAt: 1 })]
    actAs('editor')
    const { view, onDetail, onLinksChanged } = section(detail(true, issues[0]!))
    await settle()
    expect(view.querySelector('.issue .tag-issue')?.textContent).toBe('Closed · Done')
    expect(view.querySelector('.tag-fixed')?.textContent).toBe('Fixed')
    expect(view.textContent).toContain('Set the fixed-in version first')

    const input = view.querySelector<HTMLInputElement>('.issue input')!
    expect(view.querySelector(`label[for="${input.id}"]`)?.textContent).toBe('Set fixed-in version')
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, '4.3')
      input.dispatchEvent(new Event('input', { bubbles: true }))
    })
    await click(button(view, 'Save version'))
    await settle()
    expect(call).toHaveBeenCalledWith('trackerIssues.setFixedIn', {
      workspaceId: 'ws_1',
      issueId: 'tri_1',
      fixedIn: '4.3',
    })
    expect(onLinksChanged).toHaveBeenCalled()
    expect(view.querySelector('.tag-fixed')?.textContent).toBe('Fixed in 4.3')
    expect(view.querySelector('.issue input')).toBeNull()

    await click(button(view, 'Draft follow-up'))
    await settle()
    expect(call).toHaveBeenCalledWith('replies.followUp', {
      workspaceId: 'ws_1',
      reviewId: 'rev_1',
    })
    expect(onDetail).toHaveBeenCalledTimes(1)
  })

  it('lets an editor unlink, and shows a viewer the issue without any action', async () => {
    issues = [issue({ state: 'closed', stateLabel: 'closed', fixedIn: '4.3' })]
    actAs('viewer')
    const viewer = section(detail(true, issues[0]!)).view
    await settle()
    expect(viewer.querySelector('.issue .tag-issue')?.textContent).toBe('Closed')
    expect(viewer.querySelector('.tag-fixed')?.textContent).toBe('Fixed in 4.3')
    expect(buttonNames(viewer)).toEqual(['APP-7'])
    unmountAll()

    actAs('editor')
    const { view, onLinksChanged } = section(detail(true, issues[0]!))
    await settle()
    expect(buttonNames(view)).toEqual(
      expect.arrayContaining(['Create issue…', 'Link issue…', 'Unlink', 'Draft follow-up']),
    )
    await click(view.querySelector<HTMLButtonElement>('button[aria-label="Unlink APP-7"]')!)
    await settle()
    expect(call).toHaveBeenCalledWith('trackerIssues.unlink', {
      workspaceId: 'ws_1',
      reviewId: 'rev_1',
      issueId: 'tri_1',
    })
    expect(onLinksChanged).toHaveBeenCalled()
    expect(view.textContent).toContain('No linked issue.')
  })
})

const item = (more: Partial<InboxItemDto>): InboxItemDto =>
  inboxItem({ rating: 1, excerpt: 'Sync lost my notes', author: 'Ana', language: 'en', ...more })

const row = (i: InboxItemDto) =>
  render(
    <ul>
      <ReviewRow
        item={i}
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

describe('the issue badge on inbox rows', () => {
  it('shows the key and state, and the Fixed mark once the issue closed', () => {
    const open = row(
      item({
        trackerIssue: { key: 'ENG-12', state: 'open', url: 'https://linear.app/a/issue/ENG-12' },
      }),
    )
    expect(open.querySelector('.tag-issue')?.textContent).toBe('Issue ENG-12 · Open')
    expect(open.querySelector('.tag-fixed')).toBeNull()

    const fixed = row(
      item({
        trackerIssue: {
          key: 'acme/app#12',
          state: 'closed',
          url: 'https://github.com/acme/app/issues/12',
        },
        fixed: true,
      }),
    )
    expect(fixed.querySelector('.tag-issue')?.textContent).toBe('Issue acme/app#12 · Closed')
    expect(fixed.querySelector('.tag-fixed')?.textContent).toBe('Fixed')

    const none = row(item({}))
    expect(none.querySelector('.tag-issue, .tag-fixed')).toBeNull()
  })
})

describe('"Create issue" on a dashboard topic', () => {
  it('opens the dialog with the topic’s recent reviews that raise it as a problem, at most 20', async () => {
    actAs('editor')
    const items = [
      ...Array.from({ length: 25 }, (_, n) =>
        item({ id: `rev_bad${n}`, topics: ['sync'], topicPolarity: { sync: -1 } }),
      ),
      item({ id: 'rev_good', topics: ['sync'], topicPolarity: { sync: 1 } }),
    ]
    items.unshift(items.pop()!)
    call.mockImplementation(async (name: string) => {
      if (name === 'reviews.list')
        return { ok: true, value: { items, nextCursor: null, total: null } }
      if (name === 'trackers.list')
        return {
          ok: true,
          value: [
            {
              kind: 'github',
              label: 'GitHub',
              account: 'octocat',
              baseUrl: '',
              defaultProject: null,
              health: { ok: true, checkedAt: 0, message: 'ok' },
              connectedBy: null,
              connectedAt: 0,
            },
          ],
        }
      if (name === 'trackers.projects') return { ok: true, value: [] }
      if (name === 'trackerIssues.preview') return { ok: true, value: { title: 'Sync', body: '' } }
      return { ok: false, error: { code: 'UNAVAILABLE', message: 'Not in this test.' } }
    })
    const view = render(
      <TopicTable
        topics={[
          {
            topic: 'sync',
            reviews: 26,
            previousReviews: 0,
            negative: 25,
            previousNegative: 0,
            positive: 1,
            previousPositive: 0,
          },
          {
            topic: 'praise',
            reviews: 3,
            previousReviews: 0,
            negative: 0,
            previousNegative: 0,
            positive: 3,
            previousPositive: 0,
          },
        ]}
        pending={0}
        appId="app_1"
        range={{ start: 1000 }}
      />,
    )
    expect(view.querySelectorAll('button')).toHaveLength(1)
    await click(
      view.querySelector<HTMLButtonElement>(
        'button[aria-label="Create issue for Sync and backup"]',
      )!,
    )
    await settle()
    expect(call).toHaveBeenCalledWith(
      'reviews.list',
      expect.objectContaining({ workspaceId: 'ws_1', topic: 'sync', appId: 'app_1', since: 1000 }),
    )
    expect(document.querySelector('dialog')?.textContent).toContain('Create issue')
    // The most recent 20 that raise sync as a problem; the review praising it is left out.
    expect(call).toHaveBeenCalledWith('trackerIssues.preview', {
      workspaceId: 'ws_1',
      kind: 'github',
      reviewIds: Array.from({ length: 20 }, (_, n) => `rev_bad${n}`),
    })
  })
})

describe('the "Fixed, reviewer not told" view', () => {
  it('is in the saved views with its count, and a link to it opens it', async () => {
    useInbox.setState({
      filters: filtersFromQuery('view=fixedNotTold'),
      counts: {
        replyTargetHours: 24,
        views: [
          { view: 'all', total: 10, unread: 0 },
          { view: 'fixedNotTold', total: 3, unread: 1 },
        ],
        languages: [],
      } as unknown as InboxCountsDto,
    })
    const view = render(<ViewsNav />)
    const pressed = view.querySelector('button[aria-pressed="true"]')
    expect(pressed?.textContent).toBe('Fixed, reviewer not told3, 1 unread')
    expect(filtersToQuery(useInbox.getState().filters)).toBe('view=fixedNotTold')
  })
})

describe('bulk Create issue / Link issue', () => {
  it('work on up to 50 selected reviews and say why not beyond', async () => {
    actAs('editor')
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `rev_${i}`)
    const fifty = render(<BulkIssueActions workspaceId="ws_1" ids={ids(50)} />)
    expect(button(fifty, 'Create issue…').disabled).toBe(false)
    expect(button(fifty, 'Link issue…').disabled).toBe(false)
    unmountAll()

    const more = render(<BulkIssueActions workspaceId="ws_1" ids={ids(51)} />)
    expect(button(more, 'Create issue…').disabled).toBe(true)
    expect(button(more, 'Link issue…').title).toBe(
      'An issue links at most 50 reviews at once; 51 are selected.',
    )
  })

  it('shows the linked issue on every selected row at once', async () => {
    actAs('editor')
    call.mockImplementation(async (name: string) =>
      name === 'trackerIssues.link'
        ? { ok: true, value: issue({ key: 'APP-9' }) }
        : { ok: false, error: { code: 'UNAVAILABLE', message: 'Not in this test.' } },
    )
    useInbox.setState({
      items: [item({ id: 'rev_a' }), item({ id: 'rev_b' }), item({ id: 'rev_c' })],
    })
    const view = render(<BulkIssueActions workspaceId="ws_1" ids={['rev_a', 'rev_b']} />)
    await click(button(view, 'Link issue…'))
    const input = document.querySelector<HTMLInputElement>('dialog input')!
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
        input,
        'APP-9',
      )
      input.dispatchEvent(new Event('input', { bubbles: true }))
    })
    await act(async () => {
      document
        .querySelector('dialog form')!
        .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
    })
    await settle()
    const byId = Object.fromEntries(
      useInbox.getState().items.map((i) => [i.id, i.trackerIssue?.key ?? null]),
    )
    expect(byId).toEqual({ rev_a: 'APP-9', rev_b: 'APP-9', rev_c: null })
  })
})
