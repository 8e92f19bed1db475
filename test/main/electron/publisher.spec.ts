import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  _electron as electron,
  expect,
  test,
  type ElectronApplication,
  type Page,
} from '@playwright/test'
import { createCore } from '../../../src/main/core/core'
import { silentLogger } from '../../../src/main/core/log/logger'
import { passphraseKeyProvider } from '../../../src/main/core/vault/passphrase-provider'
import { startDemo } from '../../../src/main/serve/demo'
import { replyStatus, reviewList, expectListCount } from '../../e2e/helpers/inbox'
import { electronBinary, NO_ELECTRON_LINE } from './support/electron-binary'

// The real window of the built app, driven like a person would, against the store simulators.
const binary = electronBinary()
test.skip(!binary, NO_ELECTRON_LINE)
// One app, one window: the steps build on each other.
test.describe.configure({ mode: 'serial' })

const PASSPHRASE = 'desktop e2e passphrase'
let app: ElectronApplication
let page: Page
let dataDir: string
let stopSimulators: () => Promise<void>

test.beforeAll(async () => {
  // The demo workspace (Notes Pro on both simulated stores), written the way `serve --demo` does.
  dataDir = mkdtempSync(join(tmpdir(), 'rr-desktop-e2e-'))
  const core = createCore({
    dataDir,
    keyProvider: passphraseKeyProvider(PASSPHRASE),
    log: silentLogger,
  })
  stopSimulators = await startDemo(core, () => {})
  const endpoints = core.endpoints
  core.close()
  app = await electron.launch({
    executablePath: binary!,
    args: [process.cwd()],
    env: {
      ...process.env,
      REVIEW_REPLY_DATA_DIR: dataDir,
      REVIEW_REPLY_VAULT_PASSPHRASE: PASSPHRASE,
      REVIEW_REPLY_API_PORT: '0',
      REVIEW_REPLY_APP_STORE_API_URL: endpoints.appStoreApiUrl,
      REVIEW_REPLY_GOOGLE_PLAY_API_URL: endpoints.googlePlayApiUrl,
      ...(endpoints.googleTokenUrl
        ? { REVIEW_REPLY_GOOGLE_TOKEN_URL: endpoints.googleTokenUrl }
        : {}),
    },
  })
  page = await app.firstWindow()
})

test.afterAll(async () => {
  await app?.close()
  await stopSimulators?.()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

test('the window is sandboxed and has only the narrow bridge', async () => {
  await page.getByRole('navigation', { name: 'Main' }).waitFor()
  // Sandboxed and isolated: the page sees the bridge, and neither Node nor Electron.
  const surface = await page.evaluate(() => {
    const w = globalThis as unknown as { api: object; require?: unknown; process?: unknown }
    return { api: Object.keys(w.api).sort(), require: typeof w.require, process: typeof w.process }
  })
  expect(surface).toEqual({
    api: ['commands', 'logs', 'onChanged', 'openExternal'],
    require: 'undefined',
    process: 'undefined',
  })
})

test('a publisher syncs the inbox, drafts, edits, approves and publishes a reply', async () => {
  await page.getByRole('link', { name: /^Inbox/ }).click()
  await page.getByRole('button', { name: 'Sync now' }).click()
  await expect(page.getByText(/Synced: the inbox has everything/)).toBeVisible()
  await expect(reviewList(page).getByRole('listitem').first()).toBeVisible()

  await page.getByLabel('Search reviews').fill('crashes')
  await expectListCount(page, 1)
  const megan = reviewList(page).getByRole('button', { name: /Megan R\./ })
  await megan.click()
  await expect(page.getByRole('heading', { name: 'Crashes on startup' })).toBeVisible()

  // The draft is written in the brand voice; the person edits it before approving.
  const editor = page.getByLabel('Reply text')
  await expect(editor).not.toHaveValue('')
  await editor.fill(
    'Hi Megan, sorry about the crash! Version 4.1.3 fixes it; update and your notes sync back.',
  )
  await page.getByRole('button', { name: 'Approve', exact: true }).click()
  await expect(replyStatus(page)).toHaveText('Published', { timeout: 30_000 })
  const history = page.getByRole('region', { name: 'History' })
  await expect(history).toContainText('approved the reply')
  await expect(history).toContainText('published the reply')
  await expect(megan.locator('.status-badge')).toHaveText('Published')
})

test('Settings shows the log folder and offers to open it', async () => {
  await page.getByRole('link', { name: 'Settings' }).click()
  await page.getByRole('tab', { name: 'Logs' }).click()
  await expect(page.getByRole('button', { name: 'Open logs folder' })).toBeVisible()
  const folder = await app.evaluate(({ app }) => app.getPath('logs'))
  await expect(page.locator('code').first()).toHaveText(folder)
})
