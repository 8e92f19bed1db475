import { openSignInLink, signIn, test, expect } from './support/serve'
import { expectNoSeriousA11yIssues, snap } from './helpers/a11y'
import { reviewList } from './helpers/inbox'

test.use({ viewport: { width: 1400, height: 1000 } })

test('a viewer reads the inbox but cannot approve, publish, mint keys or add webhooks', async ({
  page,
  browser,
  demoServe,
}) => {
  await signIn(page, demoServe)
  await page.goto(`${demoServe.uiUrl}/#/settings/members`)
  await page.getByLabel('Name', { exact: true }).fill('Vic Viewer')
  await page.getByLabel('Role', { exact: true }).selectOption('viewer')
  await page.getByRole('button', { name: 'Add member' }).click()
  const row = page.getByRole('row', { name: /Vic Viewer/ })
  await row.getByRole('button', { name: 'New sign-in link' }).click()
  const link =
    (await page.getByRole('region', { name: 'New sign-in link' }).locator('code').textContent()) ??
    ''
  expect(link).toContain('/login?token=')

  const viewerContext = await browser.newContext({ viewport: { width: 1400, height: 1000 } })
  const viewer = await viewerContext.newPage()
  await openSignInLink(viewer, link)
  await expect(viewer.getByLabel('Signed in as')).toContainText('viewer')
  await reviewList(viewer).getByRole('button').first().click()
  const editor = viewer.getByLabel('Reply text')
  await expect(editor).toHaveAttribute('readonly', '')
  await expect(viewer.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0)
  await expect(viewer.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0)
  await expect(viewer.getByText('You are a viewer in this workspace')).toBeVisible()
  await viewer.keyboard.press('a')
  await expect(viewer.locator('.reply-head .status-badge')).toHaveText('Draft')
  await snap(viewer, 'viewer-inbox')
  await expectNoSeriousA11yIssues(viewer, 'Inbox as a viewer')

  await viewer.getByRole('link', { name: 'Developers' }).click()
  await expect(viewer.getByRole('heading', { name: 'Admins only' })).toBeVisible()
  await expect(viewer.getByRole('button', { name: 'Create key' })).toHaveCount(0)
  await viewer.getByRole('link', { name: 'Integrations' }).click()
  await expect(viewer.getByRole('heading', { name: 'Admins only' })).toBeVisible()
  // Everyone sees whether assistants may approve; only an admin changes it.
  await expect(viewer.getByRole('checkbox', { name: 'Assistants may approve' })).toBeDisabled()
  await expect(viewer.getByRole('checkbox', { name: 'Assistants may approve' })).not.toBeChecked()
  await viewer.goto(`${demoServe.uiUrl}/#/settings/auto-publish`)
  await expect(viewer.getByText('Only admins can change auto-publish.').first()).toBeVisible()
  await viewerContext.close()
})

test('an admin lets assistants approve on Integrations, with the warning in view, and turns it off again', async ({
  page,
  demoServe,
}) => {
  await signIn(page, demoServe)
  await page.getByRole('link', { name: 'Integrations' }).click()
  const toggle = page.getByRole('checkbox', { name: 'Assistants may approve' })
  await expect(toggle).not.toBeChecked()
  await expect(
    page.getByRole('note').filter({ hasText: 'without a person reading the reply first' }),
  ).toBeVisible()
  // A click, then the state: the box follows the click and the core's answer confirms it.
  await toggle.click()
  await expect(toggle).toBeChecked()
  await expect(
    page.getByText('On: assistants may approve and publish replies in this workspace.'),
  ).toBeVisible()
  await page.reload()
  await expect(page.getByRole('checkbox', { name: 'Assistants may approve' })).toBeChecked()
  await expectNoSeriousA11yIssues(page, 'Integrations with assistants allowed')
  await page.getByRole('checkbox', { name: 'Assistants may approve' }).click()
  await expect(page.getByRole('checkbox', { name: 'Assistants may approve' })).not.toBeChecked()
  await expect(
    page.getByText('Off: assistants write drafts, and a person approves them.'),
  ).toBeVisible()
})

test('an admin turns auto-publish on with a warning, and a banner stays until it is off', async ({
  page,
  demoServe,
}) => {
  await signIn(page, demoServe)
  await page.goto(`${demoServe.uiUrl}/#/settings/auto-publish`)
  await expect(page.getByText('Off by default, and best left off.')).toBeVisible()
  await page.getByRole('button', { name: 'Turn auto-publish on…' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('without anyone reading them')
  await dialog.getByRole('button', { name: 'Turn auto-publish on' }).click()
  const banner = page.getByRole('note').filter({ hasText: 'Auto-publish is on' })
  await expect(banner).toContainText('Notes Pro')
  await page.getByRole('link', { name: /^Inbox/ }).click()
  await expect(banner).toBeVisible()
  await snap(page, 'auto-publish-banner')
  await banner.getByRole('button', { name: 'Review the rules' }).click()
  await page.getByRole('button', { name: 'Turn auto-publish off' }).click()
  await expect(banner).toHaveCount(0)
})
