import { signIn, test, expect } from './support/serve'
import { expectListCount, reviewList, syncNow } from './helpers/inbox'

test.describe.configure({ timeout: 120_000 })

test('an approver sees the language of an App Store review, and is told plainly when no translation is available', async ({ page, demoServe }) => {
  await signIn(page, demoServe)
  await page.getByRole('link', { name: /^Inbox/ }).click()
  await syncNow(page)

  // App Store reviews carry no language; the detected one is stored, so the German filter finds them.
  await page.getByLabel('Store').selectOption('app_store')
  await page.getByLabel('Search reviews').fill('Abstürze')
  await expectListCount(page, 1)
  await reviewList(page).getByRole('button', { name: /Jonas Weber/ }).click()
  const facts = page.locator('.review-facts')
  await expect(facts.getByText('German', { exact: true })).toBeVisible()

  // The demo has no model: the pane says so instead of showing nothing.
  await expect(page.getByTestId('translation-unavailable')).toContainText('No translation available: translations need a model')
})

test('an editor sees brand-voice suggestions read from the replies already on the stores', async ({ page, demoServe }) => {
  await signIn(page, demoServe)
  await page.goto(`${demoServe.uiUrl}/#/settings/voice`)
  const suggestions = page.getByRole('region', { name: 'Suggested from your replies' })
  await expect(suggestions).toBeVisible()
  await expect(suggestions).toContainText(/Once replies are on the stores|published replies/)
})
