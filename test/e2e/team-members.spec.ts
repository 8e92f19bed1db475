import type { Browser, Page } from '@playwright/test'
import { expectNoSeriousA11yIssues } from './helpers/a11y'
import { openSignInLink, signIn, test, expect, type ServeInstance } from './support/serve'

// Several browsers and an axe scan each: more work than the default minute allows on a busy machine.
test.describe.configure({ timeout: 120_000 })
test.use({ viewport: { width: 1400, height: 1000 } })

/** Adds a member by name, or invites them when an e-mail is given (people with an address join by invitation). */
async function addMember(
  page: Page,
  serve: ServeInstance,
  name: string,
  role: string,
  email?: string,
) {
  await page.goto(`${serve.uiUrl}/#/settings/members`)
  await page.getByLabel('Name', { exact: true }).fill(name)
  if (email) await page.getByLabel(/^E-mail/).fill(email)
  await page.getByLabel('Role', { exact: true }).selectOption(role)
  await page.getByRole('button', { name: email ? 'Invite' : 'Add member' }).click()
}

async function newLinkFor(page: Page, name: string): Promise<string> {
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: 'New sign-in link' })
    .click()
  const link =
    (await page.getByRole('region', { name: 'New sign-in link' }).locator('code').textContent()) ??
    ''
  expect(link).toContain('/login?token=')
  return link
}

async function invitationLink(page: Page): Promise<string> {
  const region = page.getByRole('region', { name: 'New sign-in link' })
  await expect(region).toContainText('Invitation link')
  return (await region.locator('code').textContent()) ?? ''
}

async function newBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } })
  return context.newPage()
}

async function newWorkspace(page: Page, name: string) {
  await page.getByRole('button', { name: '+ New workspace' }).click()
  await page.getByLabel('New workspace name').fill(name)
  await page.getByRole('button', { name: 'Create', exact: true }).click()
  await expect(page.getByLabel('Workspace', { exact: true }).locator('option:checked')).toHaveText(
    name,
  )
}

test('a person invited to a second workspace accepts it where they are signed in; elsewhere the link signs nobody in', async ({
  page,
  browser,
  serve,
}) => {
  await signIn(page, serve)
  // Ines joins the first workspace by invitation: her address is new here, so the link makes her account.
  await addMember(page, serve, 'Ines', 'editor', 'ines@example.com')
  const firstInvite = await invitationLink(page)
  const ines = await newBrowser(browser)
  await openSignInLink(ines, firstInvite)
  await ines
    .getByRole('region', { name: 'Invitations' })
    .getByRole('button', { name: 'Accept' })
    .click()
  await expect(ines.getByLabel('Signed in as')).toContainText('editor')

  // The second workspace invites the same address: the answer looks like any invitation.
  await newWorkspace(page, 'Second')
  await addMember(page, serve, 'Ines again', 'viewer', 'INES@example.com')
  const inviteLink = await invitationLink(page)
  const pending = page.getByRole('row', { name: /ines@example\.com/ })
  await expect(page.getByRole('heading', { name: 'Pending invitations' })).toBeVisible()
  await expect(pending).toContainText('viewer')

  // Someone else who gets hold of the link (the inviting admin, a leak) is not signed in as Ines.
  const stranger = await newBrowser(browser)
  await openSignInLink(stranger, inviteLink)
  await expect(
    stranger.getByRole('heading', { name: 'Sign in first, then open the invitation' }),
  ).toBeVisible()
  await stranger.context().close()

  // Ines opens it where she is signed in: it is hers to answer.
  await openSignInLink(ines, inviteLink)
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
  await ines.context().close()
})

test('removing an admin signs their open browser out at once and ends the links and keys they made', async ({
  page,
  browser,
  serve,
}) => {
  await signIn(page, serve)
  await addMember(page, serve, 'Bea', 'viewer')
  await addMember(page, serve, 'Rob', 'admin')
  const link = await newLinkFor(page, 'Rob')

  const rob = await newBrowser(browser)
  await openSignInLink(rob, link)
  await expect(rob.getByLabel('Signed in as')).toContainText('admin')
  await rob.getByRole('link', { name: 'Developers' }).click()
  await rob.getByRole('button', { name: 'Create key' }).click()
  await expect(rob.getByRole('region', { name: 'New API key' })).toBeVisible()
  // Rob hands Bea a sign-in link; the owner sees who made it.
  await rob.goto(`${serve.uiUrl}/#/settings/members`)
  const beaLink = await newLinkFor(rob, 'Bea')
  const bea = await newBrowser(browser)
  await openSignInLink(bea, beaLink)
  await expect(bea.getByLabel('Signed in as')).toContainText('viewer')

  await page.reload()
  const links = page
    .getByRole('table')
    .filter({ has: page.getByRole('columnheader', { name: 'Created by' }) })
  await expect(links.getByRole('row', { name: /Bea/ })).toContainText('Rob')
  await page
    .getByRole('row', { name: /Rob/ })
    .first()
    .getByRole('button', { name: 'Remove' })
    .click()
  await page.getByRole('dialog').getByRole('button', { name: 'Remove member' }).click()
  const ended = page.getByRole('region', { name: 'What ended with Rob' })
  // Bea's single-use link was spent already; the session it opened ends.
  await expect(ended).toContainText('1 browser session their links had opened')
  await expect(ended).toContainText('These API keys they created were revoked')
  await ended.getByRole('button', { name: 'Done' }).click()
  await expect(ended).toHaveCount(0)
  await expect(links.getByRole('row', { name: /Bea/ })).toContainText('revoked')

  // Rob's and Bea's open pages were told their sessions ended, without any action of theirs.
  await expect(rob.getByRole('heading', { name: 'Sign-in required' })).toBeVisible()
  await expect(bea.getByRole('heading', { name: 'Sign-in required' })).toBeVisible()
  await openSignInLink(rob, link)
  await expect(rob.getByRole('heading', { name: 'This sign-in link is not valid' })).toBeVisible()
  await rob.context().close()
  await bea.context().close()
})

test('an invitation opened in a fresh browser can be declined, leaving no access', async ({
  page,
  browser,
  serve,
}) => {
  await signIn(page, serve)
  await newWorkspace(page, 'Private')
  await addMember(page, serve, 'Nia', 'admin', 'nia@example.com')
  const inviteLink = await invitationLink(page)

  const nia = await newBrowser(browser)
  await openSignInLink(nia, inviteLink)
  const invitations = nia.getByRole('region', { name: 'Invitations' })
  await expect(invitations).toContainText('invited you to join Private as an admin')
  await invitations.getByRole('button', { name: 'Decline' }).click()
  await expect(
    nia.getByText('You are not a member of any workspace on this server now.'),
  ).toBeVisible()
  await expect(nia.getByLabel('Workspace', { exact: true }).locator('option')).toHaveCount(0)
  await nia.context().close()

  await page.reload()
  await expect(page.getByRole('heading', { name: 'Pending invitations' })).toHaveCount(0)
  // Not a member; the invitation's link is listed as ended.
  await expect(page.getByRole('table').first().getByRole('row', { name: /Nia/ })).toHaveCount(0)
  await expect(page.getByRole('row', { name: /Nia/ })).toContainText('revoked')
})
