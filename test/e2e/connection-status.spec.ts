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

test('Replace key… with a wrong but well-formed key is refused at the field and the working key stays, also after a reload; Google Play can be disconnected', async ({
  page,
  demoServe,
}) => {
  await signIn(page, demoServe)
  await page.getByRole('link', { name: 'Apps' }).click()
  const googlePlay = page.getByRole('region', { name: 'Google Play' })
  await expect(googlePlay.locator('.health')).toHaveText('Connected')

  await googlePlay.getByRole('button', { name: 'Replace key…' }).click()
  const form = googlePlay.getByRole('form', { name: 'Connect Google Play' })
  await form.getByRole('textbox', { name: 'Service-account key (JSON)' }).fill(wellFormedWrongKey())
  await form.getByRole('button', { name: 'Connect', exact: true }).click()
  // Tested against every Google Play app first: the error sits in the key form, which stays open.
  await expect(form.getByRole('alert')).toContainText(/not saved and the current one stays/)
  await expect(googlePlay.locator('.health')).toHaveText('Connected')
  await expect(page.getByText(/saved\. Testing it with Google Play/)).toHaveCount(0)

  await page.reload()
  await expect(googlePlay.locator('.health')).toHaveText('Connected')
  const listing = page.locator('.listing', { hasText: 'Google Play' }).first()
  await expect(listing).not.toContainText('Failing')

  await googlePlay.getByRole('button', { name: 'Disconnect…' }).click()
  await page
    .getByRole('dialog', { name: 'Disconnect Google Play?' })
    .getByRole('button', { name: 'Disconnect' })
    .click()
  await expect(googlePlay.locator('.health')).toHaveText('Not connected')
  await page.reload()
  await expect(googlePlay.locator('.health')).toHaveText('Not connected')
})
