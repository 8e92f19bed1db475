import { signIn, test, expect } from './support/serve'
import { reviewList } from './helpers/inbox'

test.describe.configure({ timeout: 120_000 })
test.use({ viewport: { width: 1280, height: 800 } })

test('a reply being edited survives a reload: offered back with Restore or Discard', async ({
  page,
  demoServe,
}) => {
  await signIn(page, demoServe)
  await page.getByRole('link', { name: /^Inbox/ }).click()
  await reviewList(page)
    .getByRole('button', { name: /Megan R\./ })
    .click()
  const editor = page.getByLabel('Reply text')
  await expect(editor).not.toHaveValue('')
  const draft = await editor.inputValue()
  await editor.fill('Hi Megan, the fix for the crash ships today in 4.1.3.')
  await expect(page.getByText('Unsaved changes')).toBeVisible()

  await page.reload()
  const offer = page.getByRole('group', { name: /Restore your unsaved reply\?/ })
  await expect(offer).toContainText('the fix for the crash ships today')
  await expect(editor).toHaveValue(draft)
  await offer.getByRole('button', { name: 'Restore' }).click()
  await expect(offer).toBeHidden()
  await expect(editor).toHaveValue('Hi Megan, the fix for the crash ships today in 4.1.3.')

  // Discard: the draft stays, and nothing is offered after the next reload.
  await page.reload()
  await offer.getByRole('button', { name: 'Discard' }).click()
  await expect(offer).toBeHidden()
  await expect(editor).toHaveValue(draft)
  await page.reload()
  await expect(editor).toHaveValue(draft)
  await expect(page.getByText('Restore your unsaved reply?')).toHaveCount(0)
})
