import type { Page } from '@playwright/test'
import { signIn, startServe, stopServe, test, expect, type ServeInstance } from './support/serve'
import { replyStatus, reviewList } from './helpers/inbox'

test.describe.configure({ timeout: 150_000 })
test.use({ viewport: { width: 1400, height: 1000 } })

const row = (page: Page, author: RegExp) =>
  reviewList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: author }) })
const editor = (page: Page) => page.getByLabel('Reply text')
const history = (page: Page) => page.getByRole('region', { name: 'History' })

/** Opens a review from the search box, so the test does not depend on list order. */
async function openByAuthor(page: Page, search: string, author: RegExp) {
  await page.getByLabel('Search reviews').fill(search)
  await reviewList(page).getByRole('button', { name: author }).click()
  await expect(editor(page)).not.toHaveValue('')
  // Read for the whole team once the server has it.
  await expect(row(page, author).locator('.unread-dot')).toHaveCount(0)
}

/** The list draws only the rows in view: scroll it to reach the others. */
async function scrollList(page: Page, to: 'top' | 'bottom') {
  await page
    .locator('.review-list')
    .evaluate((el, end) => el.scrollTo({ top: end === 'top' ? 0 : el.scrollHeight }), to)
}

/**
 * Scrolls to the end of the list until `author`'s row is drawn: rows that arrive after a scroll
 * (the view's list still loading, or a page of it) push the end further down.
 */
async function scrollToRow(page: Page, author: RegExp) {
  await expect(async () => {
    await scrollList(page, 'bottom')
    await expect(row(page, author)).toBeVisible({ timeout: 1_000 })
  }).toPass()
}

test.describe('approvals wait for an undo window', () => {
  // A long window: the test takes approvals back at its own pace, never racing the publisher.
  let serve: ServeInstance
  test.beforeEach(async () => {
    serve = await startServe({ demo: true, env: { REVIEW_REPLY_UNDO_WINDOW_MS: '600000' } })
  })
  test.afterEach(async () => stopServe(serve))

  test('rows show flags; bulk approve offers to skip flagged and unread reviews; Undo takes it back', async ({
    page,
  }) => {
    await signIn(page, serve)
    await page.getByRole('button', { name: /^Drafts to approve/ }).click()
    await expect(page.locator('.list-head [role="status"]')).toContainText('in Drafts to approve')
    // The Welsh review is the oldest: at the end of the (windowed) list.
    await scrollToRow(page, /Rhys/)
    await expect(row(page, /Rhys/)).toContainText(
      'written in English: the drafter has no phrasebook for cy',
    )

    // Read two drafts, leave a third unread, and select them with the flagged one.
    await openByAuthor(page, 'battery', /Alex/)
    await openByAuthor(page, 'dark mode', /Priya/)
    await page.getByLabel('Search reviews').fill('')
    for (const author of [/Alex/, /Priya/, /Kevin/]) {
      await row(page, author).getByRole('checkbox').check()
    }
    await scrollToRow(page, /Rhys/)
    await row(page, /Rhys/).getByRole('checkbox').check()
    await scrollList(page, 'top')
    const bulk = page.getByRole('region', { name: 'Bulk actions' })
    await expect(bulk).toContainText('4 reviews selected')
    await bulk.getByRole('button', { name: /^Approve/ }).click()

    const check = page.getByRole('dialog', { name: 'Approve 4 replies?' })
    await expect(check).toContainText('2 of the selected reviews need a look')
    await expect(check).toContainText(
      '1 draft has low confidence (written in English: the drafter has no phrasebook for cy)',
    )
    await expect(check).toContainText('1 review nobody has opened yet')
    await check.getByRole('button', { name: 'Skip 2, approve 2' }).click()

    const toast = page.locator('.toast', { hasText: '2 replies approved' })
    await expect(toast).toContainText('in 600 seconds')
    await expect(row(page, /Alex/).locator('.status-badge')).toHaveText('Approved')
    await expect(row(page, /Priya/).locator('.status-badge')).toHaveText('Approved')
    // The skipped ones stay selected and untouched.
    await expect(bulk).toContainText('2 reviews selected')
    await expect(row(page, /Kevin/).getByRole('checkbox')).toBeChecked()
    await expect(row(page, /Kevin/).locator('.status-badge')).toHaveText('Draft')

    await toast.getByRole('button', { name: 'Undo' }).click()
    await expect(page.getByText('2 approvals undone')).toBeVisible()
    await expect(row(page, /Alex/).locator('.status-badge')).toHaveText('Draft')
    await expect(row(page, /Priya/).locator('.status-badge')).toHaveText('Draft')
  })

  test('p on one review waits too, and "Undo approval" in the pane brings the draft back', async ({
    page,
  }) => {
    await signIn(page, serve)
    await openByAuthor(page, 'subscription price', /Jordan/)
    const text = await editor(page).inputValue()
    await reviewList(page)
      .getByRole('button', { name: /Jordan/ })
      .focus()
    await page.keyboard.press('p')
    await expect(replyStatus(page)).toHaveText('Approved')
    await expect(
      page.locator('.toast', { hasText: 'Approved. It goes to App Store' }),
    ).toContainText('in 600 seconds')
    await page.getByRole('button', { name: 'Undo approval' }).click()
    await expect(replyStatus(page)).toHaveText('Draft')
    await expect(editor(page)).toHaveValue(text)
    await expect(history(page)).toContainText('approved the reply')
  })
})

test('a redraft shows the new text at once, and approving publishes exactly that', async ({
  page,
  demoServe,
}) => {
  await signIn(page, demoServe)
  await openByAuthor(page, 'crashes every time', /Megan/)
  const first = await editor(page).inputValue()

  await page.getByRole('button', { name: 'Regenerate' }).click()
  await expect(editor(page)).not.toHaveValue(first)
  await expect(page.getByText('Unsaved changes')).toHaveCount(0)
  const regenerated = await editor(page).inputValue()

  // A second redraft right after: no "Replace your edits?", since nobody edited anything.
  await page.getByRole('button', { name: 'Shorter' }).click()
  await expect(page.getByRole('dialog', { name: 'Replace your edits?' })).toHaveCount(0)
  await expect(editor(page)).not.toHaveValue(regenerated)
  await expect(page.getByText('Unsaved changes')).toHaveCount(0)
  const shorter = await editor(page).inputValue()

  // Tones stack: Friendlier on top of Shorter keeps it short and first acknowledges the anger.
  await page.getByRole('button', { name: 'Friendlier' }).click()
  await expect(page.getByRole('button', { name: 'Friendlier' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(page.getByRole('button', { name: 'Shorter' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(editor(page)).toHaveValue(/frustrat|upset/i)
  const friendlier = await editor(page).inputValue()
  expect(friendlier).not.toBe(shorter)

  await page.getByRole('button', { name: 'Approve', exact: true }).click()
  await expect(replyStatus(page)).toHaveText('Published', { timeout: 30_000 })
  await expect(editor(page)).toHaveValue(friendlier)
  await expect(history(page)).not.toContainText('edited the reply')
})

test('unsaved edits survive j/k, another row and another page', async ({ page, demoServe }) => {
  await signIn(page, demoServe)
  await openByAuthor(page, 'dark mode', /Priya/)
  await editor(page).fill('Thanks Priya! A dark widget is on our list for the next release.')
  await expect(page.getByText('Unsaved changes')).toBeVisible()

  // Another row by mouse, then back.
  await page.getByLabel('Search reviews').fill('')
  await reviewList(page)
    .getByRole('button', { name: /Tom Becker/ })
    .click()
  await expect(editor(page)).not.toHaveValue(/dark widget/)
  await expect(row(page, /Priya/)).toContainText('Unsaved edit')
  await reviewList(page).getByRole('button', { name: /Priya/ }).click()
  await expect(editor(page)).toHaveValue(/dark widget is on our list/)
  await expect(page.getByText('Unsaved changes')).toBeVisible()

  // j and k, then another page and back.
  await reviewList(page).getByRole('button', { name: /Priya/ }).focus()
  await page.keyboard.press('j')
  await expect(editor(page)).not.toHaveValue(/dark widget/)
  await page.keyboard.press('k')
  await expect(editor(page)).toHaveValue(/dark widget is on our list/)
  await page.getByRole('link', { name: 'Dashboard' }).click()
  await page.getByRole('link', { name: /^Inbox/ }).click()
  await expect(editor(page)).toHaveValue(/dark widget is on our list/)

  // A redraft asks before it replaces the edit.
  await page.getByRole('button', { name: 'Regenerate' }).click()
  const replace = page.getByRole('dialog', { name: 'Replace your edits?' })
  await replace.getByRole('button', { name: 'Cancel' }).click()
  await expect(editor(page)).toHaveValue(/dark widget is on our list/)
})

test('after e and Ctrl+Enter, focus is back on the list at the next review and j never types into the reply', async ({
  page,
  demoServe,
}) => {
  await signIn(page, demoServe)
  await page.getByRole('button', { name: /^Drafts to approve/ }).click()
  await expect(page.locator('.list-head [role="status"]')).toContainText('in Drafts to approve')
  await reviewList(page).getByRole('button').first().focus()
  await page.keyboard.press('j')
  const approvedId = (await page.locator(':focus').getAttribute('id'))?.replace('row-', '') ?? ''
  await expect(editor(page)).not.toHaveValue('')
  await page.keyboard.press('e')
  await expect(editor(page)).toBeFocused()
  await page.keyboard.press('Control+End')
  await page.keyboard.insertText(' See you soon.')
  await page.keyboard.press('Control+Enter')

  // The next review is open and its row has focus.
  const focusedRow = reviewList(page).locator('button.row-main:focus')
  await expect(focusedRow).toHaveCount(1)
  await expect(focusedRow).not.toHaveAttribute('id', `row-${approvedId}`)
  await expect(focusedRow).toHaveAttribute('aria-current', 'true')
  await page.keyboard.press('j')
  await page.keyboard.press('k')

  await reviewList(page).locator(`[id="row-${approvedId}"]`).click()
  await expect(editor(page)).toHaveValue(/See you soon\.$/)
  await expect(replyStatus(page)).not.toHaveText('Draft')
})

test('filters and the open review live in the URL and survive a reload', async ({
  page,
  demoServe,
}) => {
  await signIn(page, demoServe)
  await page.getByRole('button', { name: /^Drafts to approve/ }).click()
  await page.getByLabel('Search reviews').fill('crashes')
  await reviewList(page).getByRole('button', { name: /Megan/ }).click()
  await expect(page.getByRole('heading', { name: 'Crashes on startup' })).toBeVisible()
  await expect(page).toHaveURL(/#\/inbox\/rev_[A-Za-z0-9]+\?view=drafts&q=crashes$/)

  await page.reload()
  await expect(page.getByRole('button', { name: /^Drafts to approve/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(page.getByLabel('Search reviews')).toHaveValue('crashes')
  await expect(page.locator('.list-head [role="status"]')).toHaveText(
    /^1 review in Drafts to approve/,
  )
  await expect(page.getByRole('heading', { name: 'Crashes on startup' })).toBeVisible()
})

test('the list sorts newest, oldest or lowest rating first, and the order survives a reload', async ({
  page,
  demoServe,
}) => {
  await signIn(page, demoServe)
  const rowStars = reviewList(page)
    .getByRole('listitem')
    .getByRole('img', { name: /out of 5 stars/ })
  await expect(rowStars.first()).toBeVisible()
  await page.getByLabel('Sort').selectOption('lowest_rating')
  await expect(page).toHaveURL(/[?&]sort=lowest_rating/)
  await expect(rowStars.first()).toHaveAttribute('aria-label', '1 out of 5 stars')
  const ratings = async () =>
    (await rowStars.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''))).map(
      (label) => Number(label[0]),
    )
  // The list is replaced when the sorted page arrives: wait for the order, not the first row.
  const sorted = async () => {
    const shown = await ratings()
    return shown.length > 1 && shown.every((r, i) => i === 0 || (shown[i - 1] ?? 0) <= r)
  }
  await expect.poll(sorted).toBe(true)

  await page.reload()
  await expect(page.getByLabel('Sort')).toHaveValue('lowest_rating')
  await expect(rowStars.first()).toHaveAttribute('aria-label', '1 out of 5 stars')

  // Oldest first: among the reviews waiting for a reply (the year of answered history imported
  // from the Play reports is not), the Welsh review, the demo's oldest, leads.
  await page.getByRole('button', { name: /^Needs reply/ }).click()
  await page.getByLabel('Sort').selectOption('oldest')
  await expect(reviewList(page).getByRole('listitem').first()).toContainText('Rhys')
})

test.describe('a small window', () => {
  test.use({ viewport: { width: 1024, height: 700 } })

  test('at 1024×700 the filters take one compact band: more rows, and after e the editor and the reply actions are in view', async ({
    page,
    demoServe,
  }) => {
    await signIn(page, demoServe)
    await reviewList(page).getByRole('button').first().click()
    await expect(editor(page)).not.toHaveValue('')
    const filters = await page
      .getByRole('search', { name: 'Search and filter reviews' })
      .boundingBox()
    expect(filters?.height ?? 999).toBeLessThanOrEqual(110)
    // Rows wholly inside the list's visible area.
    const visibleRows = await page.locator('.review-list').evaluate((list) => {
      const box = list.getBoundingClientRect()
      return [...list.querySelectorAll('li')].filter((li) => {
        const r = li.getBoundingClientRect()
        return (
          r.top >= box.top &&
          r.bottom <= Math.min(box.bottom, list.ownerDocument.documentElement.clientHeight)
        )
      }).length
    })
    expect(visibleRows).toBeGreaterThanOrEqual(5)
    // The actions sit below the editor in the pane (never over it): e brings both into view.
    await page.keyboard.press('e')
    await expect(editor(page)).toBeFocused()
    await expect(editor(page)).toBeInViewport({ ratio: 1 })
    await expect(page.getByRole('button', { name: 'Approve', exact: true })).toBeInViewport()
  })

  test('a toast never covers a button of the page', async ({ page, demoServe }) => {
    await signIn(page, demoServe)
    await reviewList(page).getByRole('button').first().click()
    await expect(editor(page)).not.toHaveValue('')
    await page.getByRole('button', { name: 'Approve', exact: true }).click()
    const toast = page.locator('.toast').filter({ hasText: 'Approved' })
    await expect(toast).toBeVisible()
    const covered = await toast.evaluate((node) => {
      const t = node.getBoundingClientRect()
      const overlaps = (r: {
        width: number
        left: number
        right: number
        top: number
        bottom: number
      }) =>
        r.width > 0 && r.left < t.right && r.right > t.left && r.top < t.bottom && r.bottom > t.top
      return [...node.ownerDocument.querySelectorAll('button, a, select, input, textarea')]
        .filter((el) => !node.contains(el) && overlaps(el.getBoundingClientRect()))
        .map((el) => el.textContent?.trim() || el.getAttribute('aria-label') || el.tagName)
    })
    expect(covered).toEqual([])
  })
})
