import { rmSync } from 'node:fs'
import { test as base, expect } from '@playwright/test'
import { makeTestCa } from '../support/test-ca'
import { expectListCount, replyStatus, reviewList, syncNow } from './helpers/inbox'
import { openSignInLink, startServe, stopServe, type ServeInstance } from './support/serve'
import defaults from '../../playwright.config'

// A private CA made for this run; Chromium accepts exactly this server key (SPKI pin), nothing else.
const ca = makeTestCa(['127.0.0.2'])

const test = base.extend<{ teamServer: ServeInstance }>({
  teamServer: async ({}, use) => {
    const instance = await startServe({
      demo: true,
      args: ['--host', '127.0.0.2', '--tls-cert', ca.certFile, '--tls-key', ca.keyFile],
    })
    await use(instance)
    await stopServe(instance)
  },
})

test.describe.configure({ timeout: 180_000 })
test.use({
  viewport: { width: 1400, height: 1000 },
  launchOptions: {
    ...defaults.use?.launchOptions,
    args: [
      ...(defaults.use?.launchOptions?.args ?? []),
      `--ignore-certificate-errors-spki-list=${ca.spki}`,
    ],
  },
})
test.afterAll(() => rmSync(ca.dir, { recursive: true, force: true }))

test('two members on two browsers share a workspace on a TLS team server: one approves, both see it published', async ({
  page,
  browser,
  teamServer,
}) => {
  expect(teamServer.loginUrl).toMatch(/^https:\/\/127\.0\.0\.2:\d+\/login\?token=/)

  // ── The admin signs in over https (the link's page, then its button); the session cookie is
  // Secure and __Host- prefixed.
  const linkPage = await page.goto(teamServer.loginUrl)
  expect(linkPage?.headers()['strict-transport-security']).toBe('max-age=31536000')
  const [signedIn] = await Promise.all([
    page.waitForResponse(
      (r) => r.url() === `${teamServer.uiUrl}/` && r.request().method() === 'GET',
    ),
    page.getByRole('button', { name: 'Sign in' }).click(),
  ])
  expect(page.url()).toBe(`${teamServer.uiUrl}/`)
  await page.getByRole('navigation', { name: 'Main' }).waitFor()
  const [cookie] = await page.context().cookies()
  expect(cookie).toMatchObject({
    name: '__Host-rr_session',
    secure: true,
    httpOnly: true,
    sameSite: 'Strict',
  })
  expect(signedIn.headers()['strict-transport-security']).toBe('max-age=31536000')

  // ── The admin adds an editor and hands over a personal sign-in link.
  await page.goto(`${teamServer.uiUrl}/#/settings/members`)
  await page.getByLabel('Name', { exact: true }).fill('Erin Editor')
  await page.getByLabel('Role', { exact: true }).selectOption('editor')
  await page.getByRole('button', { name: 'Add member' }).click()
  await page
    .getByRole('row', { name: /Erin Editor/ })
    .getByRole('button', { name: 'New sign-in link' })
    .click()
  const link =
    (await page.getByRole('region', { name: 'New sign-in link' }).locator('code').textContent()) ??
    ''
  expect(link.startsWith(`${teamServer.uiUrl}/login?token=`)).toBe(true)

  // ── The editor, on another browser, signs in and works in the same workspace.
  const editorContext = await browser.newContext({ viewport: { width: 1400, height: 1000 } })
  const editor = await editorContext.newPage()
  await openSignInLink(editor, link)
  await expect(editor.getByLabel('Signed in as')).toContainText('editor')

  await page.getByRole('link', { name: /^Inbox/ }).click()
  await syncNow(page)

  // The editor's inbox fills from the admin's sync without a reload (the live stream over TLS).
  await editor.getByLabel('Search reviews').fill('crashes')
  await expectListCount(editor, 1)
  await reviewList(editor)
    .getByRole('button', { name: /Megan R\./ })
    .click()
  await editor
    .getByLabel('Reply text')
    .fill('Hi Megan, sorry about the crash! Version 4.1.3 fixes it.\nThe Notes Pro team')
  await editor.getByRole('button', { name: 'Approve', exact: true }).click()
  await expect(replyStatus(editor)).toHaveText('Published', { timeout: 30_000 })
  await expect(editor.getByRole('region', { name: 'History' })).toContainText('Erin Editor')

  // ── The admin sees the editor's approval and the publication in their own inbox.
  await page.getByLabel('Search reviews').fill('crashes')
  const megan = reviewList(page).getByRole('button', { name: /Megan R\./ })
  await expect(megan.locator('.status-badge')).toHaveText('Published')
  await megan.click()
  const history = page.getByRole('region', { name: 'History' })
  await expect(history).toContainText('approved the reply')
  await expect(history).toContainText('Erin Editor')
  await editorContext.close()
})
