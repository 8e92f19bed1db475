import type { Page } from '@playwright/test'
import { signIn, test, expect } from './support/serve'
import { reviewList } from './helpers/inbox'

test.describe.configure({ timeout: 180_000 })
test.use({ viewport: { width: 1400, height: 1000 } })

const editor = (page: Page) => page.getByLabel('Reply text')

test('a new never-say phrase reaches a pending draft; a review marked as spam leaves "Needs reply"', async ({
  page,
  demoServe,
}) => {
  await signIn(page, demoServe)
  await page.getByRole('link', { name: /^Inbox/ }).click()
  await expect(reviewList(page).getByRole('listitem').first()).toBeVisible()

  // ── A pending draft nobody touched: pick a word of it to ban.
  await page.getByLabel('Search reviews').fill('"Exactly what I needed"')
  const tom = reviewList(page).getByRole('button', { name: /Tom Becker/ })
  await tom.click()
  await expect(editor(page)).not.toHaveValue('', { timeout: 30_000 })
  const before = await editor(page).inputValue()
  const word = before
    .split(/[^A-Za-z]+/)
    .find((w) => w.length >= 5 && !/^(notes|team|becker)$/i.test(w))
  expect(word, `a word to ban in: ${before}`).toBeTruthy()

  // ── Brand voice: never say it.
  await page.goto(`${demoServe.uiUrl}/#/settings/voice`)
  const never = page.getByLabel(/^Never say/)
  await never.fill(word ?? '')
  await page.getByRole('button', { name: 'Save voice' }).click()
  await expect(page.getByText(/Brand voice saved/)).toBeVisible()

  // ── Back in the inbox, the draft was written again without it.
  await page.getByRole('link', { name: /^Inbox/ }).click()
  await page.getByLabel('Search reviews').fill('"Exactly what I needed"')
  await tom.click()
  await expect(async () => {
    await page.reload()
    await expect(editor(page)).not.toHaveValue(new RegExp(word ?? '', 'i'), { timeout: 2_000 })
  }).toPass({ timeout: 60_000 })
  const after = await editor(page).inputValue()
  expect(after).not.toBe('')
  expect(after.toLowerCase()).not.toContain((word ?? '').toLowerCase())
  await expect(page.getByRole('region', { name: 'History' })).toContainText('wrote a new draft')
  await expect(page.getByText("brand voice or the team's Answers changed since this draft")).toHaveCount(0)

  // ── Mark a review as spam: it leaves "Needs reply" and shows in "Looks like spam".
  await page.getByLabel('Search reviews').fill('')
  const needsReply = page.getByRole('button', { name: /^Needs reply/ })
  // The view's total is the count's first text; the unread figure follows in its own span.
  const count = async () =>
    Number(
      (
        await needsReply.locator('.view-count').evaluate((el) => el.firstChild?.textContent ?? '0')
      ).replace(/\D/g, ''),
    )
  await needsReply.click()
  await expect(needsReply).toHaveAttribute('aria-pressed', 'true')
  const jordan = reviewList(page).getByRole('button', { name: /Jordan/ })
  await expect(jordan).toBeVisible()
  const waiting = await count()
  await jordan.click()
  await page.getByRole('button', { name: 'Mark as spam' }).click()
  const notice = page.getByRole('region', { name: 'Looks like spam' })
  await expect(notice).toContainText('A person marked it as spam.')
  await expect(notice).toContainText(/To ask (Apple|Google) to remove it/)
  await expect.poll(count).toBe(waiting - 1)

  await page.getByRole('button', { name: /^Looks like spam/ }).click()
  await expect(jordan).toBeVisible()
  await expect(jordan).toContainText('Looks like spam')
  await needsReply.click()
  await expect(reviewList(page).getByRole('listitem').first()).toBeVisible()
  await expect(jordan).toHaveCount(0)

  // ── "Not spam" brings it back, with a draft.
  await page.getByRole('button', { name: /^Looks like spam/ }).click()
  await jordan.click()
  await notice.getByRole('button', { name: 'Not spam' }).click()
  await expect(editor(page)).not.toHaveValue('')
  await expect.poll(count).toBe(waiting)
})
