import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { InboxPage } from '../../../src/renderer/src/pages/inbox/InboxPage'
import { seedApp } from '../../main/core/inbox/seed'
import { startCore, stopCore, type RendererCore } from '../support/core-bridge'
import { signIn, until } from '../support/page'
import { click, render, unmountAll } from '../support/render'

let t: RendererCore
beforeEach(async () => {
  t = await startCore('editor')
  await seedApp(t, 'Notes', [
    { rating: 1, body: 'Crashes every time I open a note.', hoursAgo: 3, author: 'Megan' },
    { rating: 5, body: 'Simple and quick, I use it daily.', hoursAgo: 2, author: 'Jonas' },
    { rating: 2, body: 'Sync lost my shopping list twice.', hoursAgo: 1, author: 'Ana' },
  ])
  await signIn()
})
afterEach(() => {
  unmountAll()
  stopCore()
})

const rows = (view: HTMLElement) =>
  [...view.querySelectorAll('.review-row, [data-review-id]')].map((r) => r.textContent ?? '')
const rowFor = (view: HTMLElement, text: string) =>
  [...view.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.includes(text))

describe('the inbox over a real core', () => {
  it('lists the stored reviews, newest first, with their count', async () => {
    const view = render(<InboxPage />)
    await until(() => view.textContent?.includes('3 reviews'), 'the count')
    const texts = rows(view)
    expect(texts).toHaveLength(3)
    expect(texts[0]).toContain('Sync lost my shopping list')
    expect(texts[2]).toContain('Crashes every time')
  })

  it('narrows the list to the stars picked, as the core filters it', async () => {
    const view = render(<InboxPage />)
    await until(() => view.textContent?.includes('3 reviews'), 'the list')
    await click(view.querySelector<HTMLButtonElement>('button[aria-label="1 star"]')!)
    await until(() => view.textContent?.includes('1 review') && rows(view).length === 1)
    expect(rows(view)[0]).toContain('Crashes every time')
    expect(view.querySelector('button[aria-label="1 star"]')?.getAttribute('aria-pressed')).toBe(
      'true',
    )
  })

  it('opens the review in the pane when its row is picked, and marks it read', async () => {
    const view = render(<InboxPage />)
    await until(() => rows(view).length === 3, 'the list')
    expect(view.querySelector('.review-pane')?.textContent).toContain('Pick a review')
    expect(rowFor(view, 'Simple and quick')?.querySelector('.unread-dot')).not.toBeNull()
    await click(rowFor(view, 'Simple and quick')!)
    const pane = await until(() => {
      const el = view.querySelector('.review-pane')
      return el?.getAttribute('aria-busy') === 'false' ? el : null
    }, 'the review to open')
    expect(pane.textContent).toContain('Simple and quick, I use it daily.')
    expect(pane.textContent).toContain('Jonas')
    expect(window.location.hash).toMatch(/^#\/inbox\/rev_/)
    await until(() => !rowFor(view, 'Simple and quick')?.querySelector('.unread-dot'), 'read')
    const stillUnread = await t.asMember('reviews.list', {
      workspaceId: t.workspaceId,
      unread: true,
    })
    expect(stillUnread.items.map((i) => i.excerpt)).not.toContain(
      'Simple and quick, I use it daily.',
    )
  })
})
