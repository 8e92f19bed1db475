import { generateKeyPairSync } from 'node:crypto'
import { signIn, test, expect } from './support/serve'

test.use({ viewport: { width: 1280, height: 900 } })

/** A service-account key with the right shape that Google has never heard of. */
function wellFormedWrongKey(): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  return JSON.stringify({
    type: 'service_account',
    project_id: 'someone-else',
    private_key_id: 'f'.repeat(40),
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
    client_email: 'stranger@someone-else.iam.gserviceaccount.com',
    client_id: '1234567890',
    token_uri: 'https://oauth2.googleapis.com/token',
  })
}

test('a wrong but well-formed key shows "Failing" with the store’s reason, also after a reload; Google Play can be disconnected', async ({
  page,
  demoServe,
}) => {
  await signIn(page, demoServe)
  await page.getByRole('link', { name: 'Apps' }).click()
  const googlePlay = page.getByRole('region', { name: 'Google Play' })
  await expect(googlePlay.locator('.health')).toHaveText('Connected')

  await googlePlay.getByRole('button', { name: 'Replace key…' }).click()
  await googlePlay.getByRole('textbox', { name: 'Service-account key (JSON)' }).fill(wellFormedWrongKey())
  await googlePlay.getByRole('button', { name: 'Connect', exact: true }).click()
  await expect(page.getByText(/saved\. Testing it with Google Play/)).toBeVisible()
  await expect(googlePlay.locator('.health')).toHaveText('Failing')
  await expect(page.getByText(/Google Play connected/)).toHaveCount(0)

  await page.reload()
  await expect(googlePlay.locator('.health')).toHaveText('Failing')
  await expect(googlePlay.locator('.health')).toHaveAttribute('title', /.+/)
  // The app's own listing says the same: never "Connected" next to the failure.
  const listing = page.locator('.listing', { hasText: 'Google Play' })
  await expect(listing.locator('.status').first()).toHaveText('Failing')
  await expect(listing).not.toContainText('Connected')

  await googlePlay.getByRole('button', { name: 'Disconnect…' }).click()
  await page.getByRole('dialog', { name: 'Disconnect Google Play?' }).getByRole('button', { name: 'Disconnect' }).click()
  await expect(googlePlay.locator('.health')).toHaveText('Not connected')
  await page.reload()
  await expect(googlePlay.locator('.health')).toHaveText('Not connected')
})
