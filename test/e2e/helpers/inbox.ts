import { expect, type Page } from '@playwright/test'

export const reviewList = (page: Page) => page.getByRole('list', { name: 'Reviews' })

/**
 * Clicks "Sync now" and waits for its confirmation. The demo polls in the background: a pass that
 * starts at the moment of the click disables the button first, and the click does nothing (the
 * person sees "Syncing…" instead). Then the button is clicked again once it is back.
 */
export async function syncNow(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Sync now' })
  const confirmed = page.getByText(/Synced: the inbox has everything/)
  await expect(async () => {
    await button.click({ timeout: 20_000 })
    await expect(confirmed).toBeVisible({ timeout: 20_000 })
  }).toPass({ timeout: 60_000 })
}

/** The status badge of the open review's reply. */
export const replyStatus = (page: Page) =>
  page.getByRole('region', { name: 'Reply' }).locator('.reply-head .status-badge')

/** Waits until the list shows the given number of reviews for the current view and filters. */
export async function expectListCount(page: Page, count: number): Promise<void> {
  await expect(page.locator('.list-head [role="status"]')).toHaveText(
    new RegExp(`^${count} reviews?\\b`),
  )
}

/** A reply long enough to break Google Play's 350-character limit. */
export const TOO_LONG =
  'Thank you so much for taking the time to write this detailed review. We are really sorry that the latest update ' +
  'crashed on your phone and that your notes from this morning went missing. Our team has found the cause and a fix ' +
  'is rolling out today in version 4.1.3. Your notes are safe on our servers and will come back after the update. ' +
  'Thank you for your patience with us!'
