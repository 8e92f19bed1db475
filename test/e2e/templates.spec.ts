import { signIn, test, expect } from './support/serve'
import { expectNoSeriousA11yIssues, snap } from './helpers/a11y'
import { reviewList, syncNow } from './helpers/inbox'

test.describe.configure({ timeout: 120_000 })
test.use({ viewport: { width: 1400, height: 1000 } })

const FILLED = /Hi Megan, sorry Notes Pro 4\.1\.2 crashed on Google Play\. Write to support@notes-pro\.example\./

test('an editor writes a reply template and inserts it from the reply editor with the t key', async ({
  page,
  demoServe,
}) => {
  await signIn(page, demoServe)

  // ── Settings → Reply templates: add one with variables.
  await page.getByRole('link', { name: 'Settings' }).click()
  await page.getByRole('tab', { name: 'Reply templates' }).click()
  await page.getByRole('button', { name: 'Add template' }).click()
  const form = page.getByRole('form', { name: 'Add a template' })
  await form.getByLabel('Name').fill('Crash reply')
  await form.getByLabel('Language').fill('en')
  await form.getByLabel('Highest rating').selectOption('2')
  await form
    .getByLabel('Text')
    .fill('Hi {reviewer}, sorry {app} {version} crashed on {store}. Write to {support_contact}.')
  await form.getByRole('button', { name: 'Add template' }).click()
  const templates = page.getByRole('list', { name: 'Templates' })
  await expect(templates.getByRole('listitem')).toHaveCount(1)
  await expect(templates).toContainText('Crash reply')
  await expect(templates).toContainText('1–2★')
  await snap(page, 'settings-templates')
  await expectNoSeriousA11yIssues(page, 'Reply templates')

  // ── The inbox: open a 1★ review.
  await page.getByRole('link', { name: /^Inbox/ }).click()
  await syncNow(page)
  await reviewList(page).getByRole('button', { name: /Megan R\./ }).click()
  await expect(page.getByRole('heading', { name: 'Crashes on startup' })).toBeVisible()
  const editor = page.getByLabel('Reply text')
  const menu = page.getByRole('menu', { name: 'Reply templates' })

  // Typing "t" in the editor types a "t": the shortcut never fires while typing.
  await editor.fill('')
  await editor.pressSequentially('thanks')
  await expect(editor).toHaveValue('thanks')
  await expect(menu).toBeHidden()
  await editor.fill('')

  // Out of the editor, "t" opens the menu on the first template; Enter inserts it, filled in.
  await editor.press('Escape')
  await page.keyboard.press('t')
  await expect(menu).toBeVisible()
  await expect(menu.getByRole('menuitem', { name: /Crash reply/ })).toBeFocused()
  await snap(page, 'inbox-templates-menu')
  await expectNoSeriousA11yIssues(page, 'Templates menu')
  await page.keyboard.press('Enter')
  await expect(menu).toBeHidden()
  await expect(editor).toHaveValue(FILLED)
  await expect(editor).toBeFocused()
  await expect(page.locator('.reply-meta')).toContainText('Unsaved changes')

  // The same from the mouse, and Escape closes the menu without inserting anything.
  await page.getByRole('button', { name: 'Templates' }).click()
  await expect(menu).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(page.getByRole('button', { name: 'Templates' })).toBeFocused()
  await expect(editor).toHaveValue(FILLED)

  // The shortcut sheet lists it.
  await page.getByRole('button', { name: 'Templates' }).blur()
  await page.locator('body').press('?')
  await expect(page.getByRole('dialog')).toContainText('Insert a reply template')
})
