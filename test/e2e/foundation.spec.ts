import { request as httpRequest } from 'node:http'
import { signIn, test, expect } from './support/serve'

function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      let body = ''
      res.on('data', (c: Buffer) => (body += c.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

test('sign in with the token URL, create a workspace, add an app and see it listed', async ({
  page,
  serve,
}) => {
  await signIn(page, serve)
  await expect(page.getByLabel('Signed in as')).toContainText('admin')

  await page.getByRole('button', { name: '+ New workspace' }).click()
  await page.getByLabel('New workspace name').fill('Acme Mobile')
  await page.getByRole('button', { name: 'Create', exact: true }).click()
  await expect(page.getByLabel('Workspace', { exact: true })).toHaveValue(/ws_/)
  await expect(page.locator('#workspace-select option:checked')).toHaveText('Acme Mobile')

  await page.getByRole('link', { name: 'Apps' }).click()
  await page
    .getByRole('button', { name: /Add (your first )?app/ })
    .first()
    .click()
  await page.getByLabel('App name').fill('Notes Pro')
  await page.getByLabel('Google Play package').fill('not a package')
  await page.getByRole('button', { name: 'Add app' }).click()
  await expect(page.getByRole('alert')).toContainText('com.example.app')

  await page.getByLabel('Google Play package').fill('com.acme.notes')
  await page.getByLabel('App Store app id').fill('1234567890')
  await page.getByRole('button', { name: 'Add app' }).click()
  const list = page.getByRole('list', { name: 'Apps' })
  await expect(list).toContainText('Notes Pro')
  await expect(list).toContainText('com.acme.notes')
  await expect(list).toContainText('1234567890')
  await page.screenshot({ path: 'test-results/screenshots/foundation-apps.png', fullPage: true })
})

test('a browser without the token only gets the sign-in page', async ({ browser, serve }) => {
  const stranger = await browser.newPage()
  const violations: string[] = []
  stranger.on('console', (m) => {
    if (m.text().includes('Content Security Policy')) violations.push(m.text())
  })
  const response = await stranger.goto(serve.uiUrl)
  expect(response?.status()).toBe(401)
  await expect(stranger.getByRole('heading')).toHaveText('Sign-in required')
  // The page is styled (its stylesheet is allowed by hash) and breaks no policy.
  await expect(stranger.locator('main')).toHaveCSS('max-width', '480px')
  expect(violations).toEqual([])
  const rpc = await stranger.request.post(`${serve.uiUrl}/rpc/workspaces.list`, {
    headers: { 'content-type': 'application/json', 'x-review-reply': '1' },
    data: {},
  })
  expect(rpc.status()).toBe(401)
  await stranger.close()
})

test('the start-up link works once', async ({ page, browser, serve }) => {
  await signIn(page, serve)
  const second = await browser.newPage()
  // Opening it again only shows its page; pressing the button is refused.
  const page2 = await second.goto(serve.loginUrl)
  expect(page2?.status()).toBe(200)
  const [response] = await Promise.all([
    second.waitForResponse(
      (r) => r.url() === `${serve.uiUrl}/login` && r.request().method() === 'POST',
    ),
    second.getByRole('button', { name: 'Sign in' }).click(),
  ])
  expect(response.status()).toBe(401)
  await expect(second.getByRole('heading')).toHaveText('This sign-in link is not valid')
  await second.close()
})

test('foreign Host and Origin headers are refused', async ({ serve }) => {
  const port = new URL(serve.uiUrl).port
  const rebinding = await rawGet(`${serve.uiUrl}/`, { host: `evil.example:${port}` })
  expect(rebinding.status).toBe(421)
  const crossOrigin = await rawGet(`${serve.uiUrl}/`, { origin: 'http://evil.example' })
  expect(crossOrigin.status).toBe(403)
})
