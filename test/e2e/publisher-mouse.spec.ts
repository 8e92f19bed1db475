import { Webhook } from 'standardwebhooks'
import { signIn, test, expect } from './support/serve'
import { expectNoSeriousA11yIssues, snap } from './helpers/a11y'
import { expectListCount, replyStatus, reviewList, syncNow, TOO_LONG } from './helpers/inbox'
import { startReceiver } from './helpers/receiver'

test.describe.configure({ timeout: 180_000 })
test.use({ viewport: { width: 1400, height: 1000 } })

test('a publisher connects, syncs, filters, edits, approves, publishes, mints a key and adds a webhook — by mouse', async ({
  page,
  context,
  demoServe,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signIn(page, demoServe)

  // ── Connect: both demo stores are connected; test them, and see a bad key refused in plain words.
  await page.getByRole('link', { name: 'Apps' }).click()
  const googlePlay = page.getByRole('region', { name: 'Google Play' })
  const appStore = page.getByRole('region', { name: 'App Store' })
  await expect(googlePlay.locator('.health')).toHaveText('Connected')
  await expect(appStore.locator('.health')).toHaveText('Connected')
  await googlePlay.getByRole('button', { name: 'Test connection' }).click()
  await expect(googlePlay.getByRole('status')).toContainText('Connection works.')
  await expect(googlePlay.getByRole('status')).toContainText('reads left this hour')
  await appStore.getByRole('button', { name: 'Test connection' }).click()
  await expect(appStore.getByRole('status')).toContainText('Connection works.')
  await googlePlay.getByRole('button', { name: 'Replace key…' }).click()
  await googlePlay
    .getByRole('textbox', { name: 'Service-account key (JSON)' })
    .fill('{"type": "authorized_user"}')
  await googlePlay.getByRole('button', { name: 'Connect', exact: true }).click()
  await expect(googlePlay.getByRole('alert')).toBeVisible()
  await expect(googlePlay.getByRole('alert')).not.toHaveText('')
  await googlePlay.getByRole('button', { name: 'Cancel' }).click()
  await expect(googlePlay.locator('.health')).toHaveText('Connected')
  await snap(page, 'apps-connections')
  await expectNoSeriousA11yIssues(page, 'Apps')

  // ── Sync.
  await page.getByRole('link', { name: /^Inbox/ }).click()
  await syncNow(page)
  await expect(page.locator('.sync-control')).toContainText(/Synced/)
  await expect(reviewList(page).getByRole('listitem').first()).toBeVisible()
  await snap(page, 'inbox')
  await expectNoSeriousA11yIssues(page, 'Inbox')

  // ── Filter: a saved view, a store, and a search combined.
  await page.getByRole('button', { name: /^1–2 stars/ }).click()
  await expect(page.locator('.list-head [role="status"]')).toContainText('in 1–2 stars')
  for (const stars of await reviewList(page).locator('.row-main .stars').all()) {
    await expect(stars).toHaveAttribute('aria-label', /^[12] out of 5 stars$/)
  }
  await page.getByLabel('Store').selectOption('google_play')
  await page.getByLabel('Search reviews').fill('crashes')
  await expectListCount(page, 1)
  const megan = reviewList(page).getByRole('button', { name: /Megan R\./ })
  await expect(megan).toContainText('Crashes on startup')
  await expect(megan.locator('mark').first()).toHaveText(/crashes/i)
  await snap(page, 'inbox-filtered')

  // ── Edit a draft past the limit: the count turns red and publishing is off.
  await megan.click()
  await expect(page.getByRole('heading', { name: 'Crashes on startup' })).toBeVisible()
  const editor = page.getByLabel('Reply text')
  await expect(editor).not.toHaveValue('')
  await editor.fill(TOO_LONG)
  await expect(page.locator('.reply-meta .count')).toHaveClass(/over/)
  await expect(page.getByText(/over the Google Play limit/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Approve', exact: true })).toBeDisabled()
  await snap(page, 'editor-over-limit')
  await expectNoSeriousA11yIssues(page, 'Editor over the limit')

  // ── Approve: Review Reply publishes it, and the state changes on screen.
  // The demo's brand voice signs English replies: approving asks for its sign-off.
  await editor.fill(
    'Hi Megan, sorry about the crash! Version 4.1.3 fixes it; update and your notes sync back.\nThe Notes Pro team',
  )
  await expect(page.locator('.reply-meta .count')).not.toHaveClass(/over/)
  await page.getByRole('button', { name: 'Approve', exact: true }).click()
  await expect(replyStatus(page)).toHaveText('Published', { timeout: 30_000 })
  const history = page.getByRole('region', { name: 'History' })
  await expect(history).toContainText('approved the reply')
  await expect(history).toContainText('published the reply')
  await expect(megan.locator('.status-badge')).toHaveText('Published')
  await expect(page.locator('.rules')).toContainText('Google Play has no way to delete a reply')
  await expect(page.getByRole('button', { name: 'Delete reply…' })).toHaveCount(0)
  await snap(page, 'reply-published')

  // ── Publish on the App Store: it is pending, with Apple's 24-hour note.
  await page.getByRole('button', { name: 'Clear filters' }).click()
  await page.getByRole('button', { name: /^All reviews/ }).click()
  await page.getByLabel('Search reviews').fill('subscription price')
  await expectListCount(page, 1)
  await reviewList(page)
    .getByRole('button', { name: /Jordan/ })
    .click()
  await expect(page.getByRole('heading', { name: 'Too expensive now' })).toBeVisible()
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(replyStatus(page)).toHaveText('Pending on App Store', { timeout: 30_000 })
  await expect(page.locator('.reply-state')).toContainText('up to 24 hours')
  await expect(page.getByRole('button', { name: 'Delete reply…' })).toBeVisible()
  await snap(page, 'reply-pending-app-store')

  // ── Mint an API key: shown once with a copy button and a curl example, then only its prefix.
  await page.getByRole('link', { name: 'Developers' }).click()
  await expect(page.locator('.copy-row code').first()).toHaveText(demoServe.apiBaseUrl)
  await page.getByLabel('Name').fill('Reporting script')
  await page.getByRole('button', { name: 'Create key' }).click()
  const key = (await page.getByTestId('new-api-key').textContent()) ?? ''
  expect(key).toMatch(/^rr_live_[0-9A-Za-z]{38}$/)
  await expect(page.getByRole('region', { name: 'New API key' })).toContainText('curl')
  await page.getByRole('button', { name: 'Copy API key' }).click()
  await expect(page.getByRole('button', { name: 'Copy API key' })).toHaveText('Copied')
  expect(await page.evaluate('navigator.clipboard.readText()')).toBe(key)
  const apps = await fetch(`${demoServe.apiBaseUrl}/apps`, {
    headers: { authorization: `Bearer ${key}` },
  })
  expect(apps.status).toBe(200)
  expect(((await apps.json()) as { data: { name: string }[] }).data.map((a) => a.name)).toContain(
    'Notes Pro',
  )
  await snap(page, 'api-key-created')
  await page.getByRole('button', { name: 'I have stored the key' }).click()
  await expect(page.getByText(key)).toHaveCount(0)
  const row = page.getByRole('row', { name: /Reporting script/ })
  await expect(row).toContainText(key.slice(0, 12))
  await expectNoSeriousA11yIssues(page, 'Developers')

  // ── Add a webhook and send a test ping, verified with the Standard Webhooks library.
  const receiver = await startReceiver()
  try {
    await page.getByRole('link', { name: 'Integrations' }).click()
    await page.getByRole('button', { name: 'Add endpoint' }).click()
    await page.getByLabel('URL').fill(receiver.url)
    await page.getByLabel('Label (optional)').fill('Support desk')
    await page.getByRole('button', { name: 'Add endpoint' }).click()
    const secret = (await page.getByTestId('webhook-secret').textContent()) ?? ''
    expect(secret).toMatch(/^whsec_/)
    await page.getByRole('button', { name: 'Done' }).click()
    const card = page.getByRole('listitem').filter({ hasText: 'Support desk' })
    await card.getByRole('button', { name: 'Send test ping' }).click()
    await expect(card.getByRole('status')).toContainText('Test ping delivered.')
    await expect(card.getByRole('status')).toContainText('HTTP 200')
    const ping = receiver.received.find((r) => r.body.includes('"test"'))
    expect(ping).toBeDefined()
    const verified = new Webhook(secret).verify(ping?.body ?? '', {
      'webhook-id': String(ping?.headers['webhook-id']),
      'webhook-timestamp': String(ping?.headers['webhook-timestamp']),
      'webhook-signature': String(ping?.headers['webhook-signature']),
    }) as { type: string }
    expect(verified.type).toBe('test')
    await card.getByRole('button', { name: 'Delivery log' }).click()
    await expect(card.getByRole('region', { name: 'Delivery log' })).toContainText('Test ping')
    await card.getByRole('button', { name: 'Reveal secret…' }).click()
    const dialog = page.getByRole('dialog', { name: 'Reveal the signing secret' })
    await dialog.getByLabel('Host name').fill('example.com')
    await dialog.getByRole('button', { name: 'Reveal secret' }).click()
    await expect(dialog.getByRole('alert')).toBeVisible()
    await dialog.getByLabel('Host name').fill('127.0.0.1')
    await dialog.getByRole('button', { name: 'Reveal secret' }).click()
    await expect(dialog.getByTestId('revealed-secret')).toHaveText(secret)
    await snap(page, 'webhook-secret-revealed')
    await dialog.getByRole('button', { name: 'Close' }).click()
    await snap(page, 'integrations')
    await expectNoSeriousA11yIssues(page, 'Integrations')
  } finally {
    await receiver.close()
  }

  // ── Revoke the key: it fails at once.
  await page.getByRole('link', { name: 'Developers' }).click()
  await page.getByRole('button', { name: 'Revoke key Reporting script' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke key' }).click()
  await expect(page.getByRole('row', { name: /Reporting script/ })).toContainText('revoked')
  const refused = await fetch(`${demoServe.apiBaseUrl}/apps`, {
    headers: { authorization: `Bearer ${key}` },
  })
  expect(refused.status).toBe(401)
})
