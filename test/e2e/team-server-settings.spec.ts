import type { Page, Route } from '@playwright/test'
import type { TeamServerStatusDto } from '../../src/shared/dto/team-server'
import { expectNoSeriousA11yIssues } from './helpers/a11y'
import { signIn, test, expect } from './support/serve'

test('in the browser UI of serve, Settings → Team server shows that this is the team server and its address', async ({
  page,
  serve,
}) => {
  await signIn(page, serve)
  await page.goto(`${serve.uiUrl}/#/settings/team-server`)
  const connection = page.getByRole('region', { name: 'Connection' })
  await expect(connection).toContainText('This is the team server')
  await expect(connection).toContainText(serve.uiUrl)
  await expect(page.getByRole('form', { name: 'Connect to a team server' })).toHaveCount(0)
  // Only the owner on this computer reaches it: the outbound guard is off, and says so.
  const outbound = page.getByRole('region', { name: 'Outbound calls' })
  await expect(outbound).toContainText('Only you can reach this instance')
  await expect(outbound.getByRole('region', { name: 'Allowed private hosts' })).toContainText(
    'None.',
  )
  await expectNoSeriousA11yIssues(page, 'Team server (served)')
})

/**
 * The desktop answers teamServer.* in its main process (see test/main/remote/team-server-client.test.ts for the real
 * client against a real server); here the page is driven with those answers, as the window sees them.
 */
async function actAsDesktop(page: Page) {
  let status: TeamServerStatusDto = {
    mode: 'local',
    serverUrl: null,
    member: null,
    caFile: null,
    problem: null,
  }
  const sent: Record<string, unknown>[] = []
  const answer = (route: Route, value: unknown) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify(value) })
  await page.route('**/rpc/teamServer.status', (route) =>
    answer(route, { ok: true, value: status }),
  )
  await page.route('**/rpc/teamServer.connect', (route) => {
    const input = route.request().postDataJSON() as { link: string; caFile?: string }
    sent.push(input)
    if (!input.caFile) {
      return answer(route, {
        ok: false,
        error: {
          code: 'UNAVAILABLE',
          field: 'caFile',
          message: 'The team server has a certificate this computer does not trust.',
        },
      })
    }
    status = {
      mode: 'remote',
      serverUrl: 'https://reviews.example.com',
      member: { name: 'Dana Desk' },
      caFile: input.caFile,
      problem: null,
    }
    return answer(route, { ok: true, value: status })
  })
  await page.route('**/rpc/teamServer.disconnect', (route) => {
    status = { mode: 'local', serverUrl: null, member: null, caFile: null, problem: null }
    return answer(route, { ok: true, value: status })
  })
  return { sent }
}

test('on the desktop, a member connects with a sign-in link and a CA file, sees who they are, and disconnects', async ({
  page,
  serve,
}) => {
  await signIn(page, serve)
  const desktop = await actAsDesktop(page)
  await page.goto(`${serve.uiUrl}/#/settings/team-server`)
  const connection = page.getByRole('region', { name: 'Connection' })
  await expect(connection).toContainText('This computer (local data)')

  const form = page.getByRole('form', { name: 'Connect to a team server' })
  await expect(form.getByRole('button', { name: 'Connect' })).toBeDisabled()
  await form.getByLabel('Personal sign-in link').fill('https://reviews.example.com/login?token=abc')
  await form.getByRole('button', { name: 'Connect' }).click()
  await expect(form.getByRole('alert')).toHaveText(
    'The team server has a certificate this computer does not trust.',
  )
  await expect(form.getByLabel('CA certificate file (optional)')).toHaveAttribute(
    'aria-invalid',
    'true',
  )
  await expectNoSeriousA11yIssues(page, 'Team server (connect error)')

  await form.getByLabel('CA certificate file (optional)').fill('/etc/ssl/team-ca.pem')
  await form.getByRole('button', { name: 'Connect' }).click()
  await expect(connection).toContainText('Team server')
  await expect(connection).toContainText('https://reviews.example.com')
  await expect(connection).toContainText('Dana Desk')
  await expect(connection).toContainText('/etc/ssl/team-ca.pem')
  expect(desktop.sent.at(-1)).toEqual({
    link: 'https://reviews.example.com/login?token=abc',
    caFile: '/etc/ssl/team-ca.pem',
  })
  await expect(page.getByRole('form', { name: 'Connect to a team server' })).toHaveCount(0)

  await page.getByRole('button', { name: 'Disconnect…' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('signs you out of the team server')
  await dialog.getByRole('button', { name: 'Disconnect' }).click()
  await expect(connection).toContainText('This computer (local data)')
})
