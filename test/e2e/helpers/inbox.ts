import { expect, type Page } from '@playwright/test'

export const reviewList = (page: Page) => page.getByRole('list', { name: 'Reviews' })

/** Clicks "Sync now" and waits for its confirmation (it waits for a background pass under way). */
export async function syncNow(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sync now' }).click()
  await expect(page.getByText(/Synced: the inbox has everything/)).toBeVisible()
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
