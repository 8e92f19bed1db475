import type { Page } from '@playwright/test'
import { signIn, test, expect } from './support/serve'
import { expectNoSeriousA11yIssues, snap } from './helpers/a11y'
import { expectListCount, replyStatus, reviewList, TOO_LONG } from './helpers/inbox'
import { startReceiver } from './helpers/receiver'

test.describe.configure({ timeout: 180_000 })
test.use({ viewport: { width: 1400, height: 1000 } })

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user does; fails after `max`. */
async function tabTo(
  page: Page,
  target: ReturnType<Page['getByRole']>,
  options: { back?: boolean; max?: number } = {},
): Promise<void> {
  const path: string[] = []
  for (let i = 0; i < (options.max ?? 60); i++) {
    if (await target.evaluate((node) => node === node.ownerDocument.activeElement)) return
    path.push((await page.evaluate('document.activeElement?.outerHTML.slice(0, 80)')) as string)
    await page.keyboard.press(options.back ? 'Shift+Tab' : 'Tab')
  }
  throw new Error(`Tab never reached ${String(target)}; focus went:\n${path.join('\n')}`)
}

const focused = (page: Page) => page.locator(':focus')

/**
 * The list row whose button has keyboard focus, found by its review id: the demo adds a review
 * every two minutes, so on a slow run a new draft can land on top of the list and a position
 * (`first()`, `nth(1)`) then names another row than the one the keyboard reached.
 */
async function focusedRow(page: Page) {
  const button = reviewList(page).locator('button.row-main:focus')
  await expect(button).toHaveCount(1)
  const id = (await button.getAttribute('id')) ?? ''
  return reviewList(page).getByRole('listitem').filter({ has: page.locator(`[id="${id}"]`) })
}

test('the same flow by keyboard: j/k, e, a, p, d, x, / and ?', async ({
  page,
  context,
  demoServe,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signIn(page, demoServe)
  await expect(reviewList(page).getByRole('listitem').first()).toBeVisible()

  // ? opens the shortcut sheet; Escape closes it.
  await page.keyboard.press('?')
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(sheet).toBeVisible()
  await expectNoSeriousA11yIssues(page, 'Shortcut sheet')
  await snap(page, 'keyboard-shortcuts')
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()

  // j and k move through the list; the open review follows, and focus stays on its row.
  await page.keyboard.press('j')
  const first = reviewList(page).getByRole('button').first()
  await expect(first).toBeFocused()
  await expect(first).toHaveAttribute('aria-current', 'true')
  await page.keyboard.press('j')
  const second = reviewList(page).getByRole('listitem').nth(1).getByRole('button')
  await expect(second).toBeFocused()
  await page.keyboard.press('k')
  await expect(first).toBeFocused()
  await expect(page).toHaveURL(/#\/inbox\/rev_/)

  // / searches; Enter goes to the first result.
  await page.keyboard.press('/')
  await expect(page.getByLabel('Search reviews')).toBeFocused()
  await page.keyboard.type('password')
  await page.keyboard.press('Enter')
  await expectListCount(page, 1)
  const kevin = reviewList(page).getByRole('button', { name: /Kevin/ })
  await expect(kevin).toBeFocused()
  await expect(page.getByRole('heading', { name: 'Cannot log in' })).toBeVisible()

  // e edits; past the limit, a refuses with the reason; Escape goes back to the list.
  await page.keyboard.press('e')
  const editor = page.getByLabel('Reply text')
  await expect(editor).toBeFocused()
  await page.keyboard.press('Control+A')
  await page.keyboard.insertText(TOO_LONG)
  await expect(page.locator('.reply-meta .count')).toHaveClass(/over/)
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeDisabled()
  await page.keyboard.press('Escape')
  await expect(kevin).toBeFocused()
  await page.keyboard.press('a')
  await expect(page.getByRole('region', { name: 'Reply' }).getByRole('alert')).toContainText(
    /Shorten the reply by \d+ characters/,
  )
  await snap(page, 'keyboard-over-limit')

  // Shorten it and approve from the editor with Ctrl+Enter: it goes live.
  await page.keyboard.press('e')
  await page.keyboard.press('Control+A')
  await page.keyboard.insertText(
    // The demo's brand voice signs English replies: approving asks for its sign-off.
    'Sorry, Kevin! Your account is back; tap “Forgot password” once more and it will work.\nThe Notes Pro team',
  )
  await page.keyboard.press('Control+Enter')
  await expect(replyStatus(page)).toHaveText('Published', { timeout: 30_000 })

  // p publishes at once (an App Store review: pending for up to 24 h).
  await page.getByLabel('Search reviews').focus()
  await page.keyboard.press('Control+A')
  await page.keyboard.type('battery background')
  await page.keyboard.press('Enter')
  await expect(reviewList(page).getByRole('button', { name: /Alex/ })).toBeFocused()
  await page.keyboard.press('p')
  await expect(replyStatus(page)).toHaveText('Pending on App Store', { timeout: 30_000 })

  // d dismisses.
  await page.getByLabel('Search reviews').focus()
  await page.keyboard.press('Control+A')
  await page.keyboard.type('Trop de publicités')
  await page.keyboard.press('Enter')
  await expect(reviewList(page).getByRole('button', { name: /Hugo/ })).toBeFocused()
  await page.keyboard.press('d')
  await expect(replyStatus(page)).toHaveText('Dismissed')
  await expect(page.getByRole('button', { name: 'Reopen' })).toBeVisible()

  // x selects for bulk; bulk approve shows its progress and result.
  await page.getByLabel('Search reviews').focus()
  await page.keyboard.press('Control+A')
  await page.keyboard.press('Backspace')
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: /^Drafts to approve/ }).focus()
  await page.keyboard.press('Enter')
  await expect(page.locator('.list-head [role="status"]')).toContainText('in Drafts to approve')
  await page.keyboard.press('j')
  const firstDraft = await focusedRow(page)
  await expect(firstDraft.getByRole('button')).toHaveAttribute('aria-current', 'true')
  await page.keyboard.press('x')
  await expect(firstDraft.getByRole('checkbox')).toBeChecked()
  await page.keyboard.press('j')
  await expect(firstDraft.getByRole('button')).not.toBeFocused()
  const secondDraft = await focusedRow(page)
  await page.keyboard.press('x')
  await expect(secondDraft.getByRole('checkbox')).toBeChecked()
  const bulk = page.getByRole('region', { name: 'Bulk actions' })
  await expect(bulk).toContainText('2 reviews selected')
  // The bulk actions sit above the list: back up to them.
  await tabTo(page, bulk.getByRole('button', { name: /^Approve/ }), { back: true })
  await snap(page, 'keyboard-bulk-selected')
  await page.keyboard.press('Enter')
  await expect(page.getByText(/2 replies approved/)).toBeVisible({ timeout: 30_000 })
  await expect(bulk).toBeHidden()

  // Mint an API key without the mouse.
  await page.getByRole('link', { name: 'Developers' }).focus()
  await page.keyboard.press('Enter')
  await tabTo(page, page.getByLabel('Name'))
  await page.keyboard.type('Keyboard key')
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('new-api-key')).toHaveText(/^rr_live_/)
  await tabTo(page, page.getByRole('button', { name: 'Copy API key' }))
  await page.keyboard.press('Enter')
  await expect(focused(page)).toHaveText('Copied')

  // Add a webhook and ping it without the mouse.
  const receiver = await startReceiver()
  try {
    await page.getByRole('link', { name: 'Integrations' }).focus()
    await page.keyboard.press('Enter')
    await tabTo(page, page.getByRole('button', { name: 'Add endpoint' }))
    await page.keyboard.press('Enter')
    await tabTo(page, page.getByLabel('URL'))
    await page.keyboard.type(receiver.url)
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('webhook-secret')).toHaveText(/^whsec_/)
    await tabTo(page, page.getByRole('button', { name: 'Send test ping' }))
    await page.keyboard.press('Enter')
    await expect(page.locator('.test-result')).toContainText('Test ping delivered.')
    expect(receiver.received.some((r) => r.body.includes('"test"'))).toBe(true)
    await snap(page, 'keyboard-webhook-ping')
  } finally {
    await receiver.close()
  }
})

test('every page in dark mode passes axe and is screenshotted', async ({ page, demoServe }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await signIn(page, demoServe)
  await expect(reviewList(page).getByRole('listitem').first()).toBeVisible()
  await reviewList(page).getByRole('button').first().click()
  await expect(page.getByLabel('Reply text')).toBeVisible()
  await snap(page, 'dark-inbox')
  await expectNoSeriousA11yIssues(page, 'Inbox (dark)')
  const pages: [string, string][] = [
    ['dashboard', 'Dashboard'],
    ['insights', 'Digests & alerts'],
    ['apps', 'Apps'],
    ['integrations', 'Integrations'],
    ['developers', 'Developers'],
    ['settings/voice', 'Settings'],
    ['settings/model', 'Settings'],
    ['settings/auto-publish', 'Settings'],
    ['settings/insights', 'Settings'],
    ['settings/members', 'Settings'],
    ['settings/plan', 'Settings'],
  ]
  for (const [path, heading] of pages) {
    await page.goto(`${demoServe.uiUrl}/#/${path}`)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expect(page.getByText('Loading…')).toHaveCount(0)
    await snap(page, `dark-${path.replace('/', '-')}`)
    await expectNoSeriousA11yIssues(page, `${path} (dark)`)
  }
})

test('light mode pages pass axe, and the dashboard charts are readable', async ({
  page,
  demoServe,
}) => {
  await signIn(page, demoServe)
  for (const path of [
    'dashboard',
    'insights',
    'insights/alerts',
    'settings/voice',
    'settings/model',
    'settings/auto-publish',
    'settings/insights',
    'settings/members',
    'settings/plan',
  ]) {
    await page.goto(`${demoServe.uiUrl}/#/${path}`)
    await page.waitForLoadState('networkidle')
    await expect(page.getByText('Loading…')).toHaveCount(0)
    await snap(page, `light-${path.replace('/', '-')}`)
    await expectNoSeriousA11yIssues(page, path)
  }
  await page.goto(`${demoServe.uiUrl}/#/dashboard`)
  const trend = page.getByRole('img', { name: /Rating trend/ })
  await expect(trend).toBeVisible()
  await trend.focus()
  await page.keyboard.press('End')
  await expect(page.locator('#trend-focus')).toContainText('reviews')
  await page.getByRole('button', { name: '90 days' }).click()
  await expect(page.getByRole('button', { name: '90 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await page.getByText('Show the numbers').first().click()
  await expect(page.getByRole('table').first()).toBeVisible()
})
