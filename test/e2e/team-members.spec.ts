import type { Page } from '@playwright/test'
import { expectNoSeriousA11yIssues } from './helpers/a11y'
import { signIn, test, expect, type ServeInstance } from './support/serve'

// Two browsers and an axe scan each: more work than the default minute allows on a busy machine.
test.describe.configure({ timeout: 120_000 })
test.use({ viewport: { width: 1400, height: 1000 } })

async function addMember(page: Page, serve: ServeInstance, name: string, role: string, email?: string) {
  await page.goto(`${serve.uiUrl}/#/settings/members`)
  await page.getByLabel('Name', { exact: true }).fill(name)
  if (email) await page.getByLabel('E-mail (optional)').fill(email)
  await page.getByLabel('Role', { exact: true }).selectOption(role)
  await page.getByRole('button', { name: 'Add member' }).click()
}

async function newLinkFor(page: Page, name: string): Promise<string> {
  await page.getByRole('row', { name: new RegExp(name) }).getByRole('button', { name: 'New sign-in link' }).click()
  const link = (await page.getByRole('region', { name: 'New sign-in link' }).locator('code').textContent()) ?? ''
  expect(link).toContain('/login?token=')
  return link
}

async function invitationLink(page: Page): Promise<string> {
  const region = page.getByRole('region', { name: 'New sign-in link' })
  await expect(region).toContainText('Invitation link')
  return (await region.locator('code').textContent()) ?? ''
}

test('an existing person is invited to a second workspace and accepts it while signed in', async ({ page, browser, serve }) => {
  await signIn(page, serve)
  await addMember(page, serve, 'Ines', 'editor', 'ines@example.com')
  const firstLink = await newLinkFor(page, 'Ines')

  // A second workspace; adding Ines there by e-mail cannot add her, it offers an invitation.
  await page.getByRole('button', { name: '+ New workspace' }).click()
  await page.getByLabel('New workspace name').fill('Second')
  await page.getByRole('button', { name: 'Create', exact: true }).click()
  await expect(page.getByLabel('Workspace', { exact: true })).toHaveValue(/ws_/)
  await addMember(page, serve, 'Ines', 'viewer', 'ines@example.com')
  const offer = page.getByRole('region', { name: 'Invite instead' })
  await expect(offer).toContainText('already has an account')
  await offer.getByRole('button', { name: 'Send an invitation to ines@example.com' }).click()
  const inviteLink = await invitationLink(page)
  await expect(page.getByRole('table').filter({ hasText: 'Ines' }).first()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Pending invitations' })).toBeVisible()

  const inesContext = await browser.newContext({ viewport: { width: 1400, height: 1000 } })
  const ines = await inesContext.newPage()
  await ines.goto(firstLink)
  await expect(ines.getByLabel('Signed in as')).toContainText('editor')
  // Her first workspace's session does not show the invitation; the invitation's own link does.
  await expect(ines.getByRole('region', { name: 'Invitations' })).toHaveCount(0)
  await ines.goto(inviteLink)
  const invitations = ines.getByRole('region', { name: 'Invitations' })
  await expect(invitations).toContainText('invited you to join Second as a viewer')
  await expectNoSeriousA11yIssues(ines, 'Invitation to accept')
  await invitations.getByRole('button', { name: 'Accept' }).click()
  await expect(ines.getByRole('region', { name: 'Invitations' })).toHaveCount(0)
  const switcher = ines.getByLabel('Workspace', { exact: true })
  await expect(switcher.locator('option')).toHaveText(['My workspace', 'Second'])
  await expect(ines.getByLabel('Signed in as')).toContainText('viewer')
  // Not the owner: no workspace creation.
  await expect(ines.getByRole('button', { name: '+ New workspace' })).toHaveCount(0)

  await page.reload()
  await expect(page.getByRole('heading', { name: 'Pending invitations' })).toHaveCount(0)
  await expect(page.getByRole('row', { name: /Ines/ }).first()).toContainText('viewer')
  await expectNoSeriousA11yIssues(page, 'Members with links')
  await inesContext.close()
})

test('removing a member signs their open browser out at once and lists the keys they made', async ({ page, browser, serve }) => {
  await signIn(page, serve)
  await addMember(page, serve, 'Rob', 'admin')
  const link = await newLinkFor(page, 'Rob')

  const robContext = await browser.newContext({ viewport: { width: 1400, height: 1000 } })
  const rob = await robContext.newPage()
  await rob.goto(link)
  await expect(rob.getByLabel('Signed in as')).toContainText('admin')
  await rob.getByRole('link', { name: 'Developers' }).click()
  await rob.getByRole('button', { name: 'Create key' }).click()
  await expect(rob.getByRole('region', { name: 'New API key' })).toBeVisible()

  await page.goto(`${serve.uiUrl}/#/settings/members`)
  await page.getByRole('row', { name: /Rob/ }).getByRole('button', { name: 'Remove' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Remove member' }).click()
  const keys = page.getByRole('region', { name: 'API keys Rob created' })
  await expect(keys).toBeVisible()
  await keys.getByRole('button', { name: 'Revoke' }).click()
  await expect(keys).toHaveCount(0)

  // Rob's open page was told its session ended, and shows the sign-in page without any action of his.
  await expect(rob.getByRole('heading', { name: 'Sign-in required' })).toBeVisible()
  await rob.goto(link)
  await expect(rob.getByRole('heading', { name: 'This sign-in link is not valid' })).toBeVisible()
  await robContext.close()
})

test('an invitation opened in a fresh browser can be declined, leaving no access', async ({ page, browser, serve }) => {
  await signIn(page, serve)
  await addMember(page, serve, 'Nia', 'viewer', 'nia@example.com')
  await page.getByRole('button', { name: '+ New workspace' }).click()
  await page.getByLabel('New workspace name').fill('Private')
  await page.getByRole('button', { name: 'Create', exact: true }).click()
  await expect(page.getByLabel('Workspace', { exact: true }).locator('option:checked')).toHaveText('Private')
  await addMember(page, serve, 'Nia', 'admin', 'nia@example.com')
  await page.getByRole('button', { name: 'Send an invitation to nia@example.com' }).click()
  const inviteLink = await invitationLink(page)

  const niaContext = await browser.newContext({ viewport: { width: 1400, height: 1000 } })
  const nia = await niaContext.newPage()
  await nia.goto(inviteLink)
  const invitations = nia.getByRole('region', { name: 'Invitations' })
  await expect(invitations).toContainText('invited you to join Private as an admin')
  await invitations.getByRole('button', { name: 'Decline' }).click()
  await expect(nia.getByText('You are not a member of any workspace on this server now.')).toBeVisible()
  await expect(nia.getByLabel('Workspace', { exact: true }).locator('option')).toHaveCount(0)
  await niaContext.close()

  await page.reload()
  await expect(page.getByRole('heading', { name: 'Pending invitations' })).toHaveCount(0)
  // Not a member; the invitation's link is listed as ended.
  await expect(page.getByRole('table').first().getByRole('row', { name: /Nia/ })).toHaveCount(0)
  await expect(page.getByRole('row', { name: /Nia/ })).toContainText('revoked')
})
