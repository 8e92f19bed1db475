import { signIn, test, expect } from './support/serve'
import { expectNoSeriousA11yIssues, snap } from './helpers/a11y'
import { replyStatus, reviewList, syncNow } from './helpers/inbox'

test.describe.configure({ timeout: 120_000 })
test.use({ viewport: { width: 1400, height: 1000 } })

test('the review pane shows how a reviewer changed a review after the reply: 2★ → 5★, with each version', async ({
  page,
  demoServe,
}) => {
  await signIn(page, demoServe)
  await page.getByRole('link', { name: /^Inbox/ }).click()
  // The demo's reviewer edits her answered review once Review Reply has read it; the next sync
  // brings the new version.
  await page.getByLabel('Search reviews').fill('Olivia')
  const olivia = reviewList(page).getByRole('button', { name: /Olivia Brandt/ })
  const changes = page.getByRole('region', { name: 'Changes by the reviewer' })
  await expect(async () => {
    await syncNow(page)
    await olivia.click()
    await expect(changes).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 60_000 })

  await expect(changes).toContainText('2★ → 5★, 3 days after your reply')
  const versions = changes.getByRole('listitem')
  await expect(versions).toHaveCount(2)
  await expect(versions.nth(0).getByRole('img', { name: '2 out of 5 stars' })).toBeVisible()
  await expect(versions.nth(0)).toContainText('First version seen')
  await expect(versions.nth(1).getByRole('img', { name: '5 out of 5 stars' })).toBeVisible()
  await expect(versions.nth(1)).toContainText('Edited, 3 days after your reply (current)')
  // The current text is the review itself; the first version's text opens on request.
  await expect(page.locator('.review-facts')).toContainText('The update fixed the widget')
  const first = versions.nth(0).getByText('Widget stopped updating')
  await expect(first).toBeHidden()
  await versions.nth(0).getByText('Text of this version').click()
  await expect(first).toBeVisible()
  await expect(versions.nth(0)).toContainText('has not updated since the last version')
  // The store keeps the reply, and so does the app.
  await expect(replyStatus(page)).toHaveText('Published')

  await snap(page, 'rating-history')
  await expectNoSeriousA11yIssues(page, 'review pane with the reviewer’s changes')
  await page.emulateMedia({ colorScheme: 'dark' })
  await expectNoSeriousA11yIssues(page, 'review pane with the reviewer’s changes, dark')
})
