import { signIn, test, expect } from './support/serve'

test.use({ viewport: { width: 1280, height: 900 } })

test('adding an app: every error at its field in words, pasted store links work, the key id comes from the .p8 name', async ({
  page,
  serve,
}) => {
  await signIn(page, serve)
  await page.getByRole('link', { name: 'Apps' }).click()
  await page.getByRole('button', { name: 'Add app' }).click()
  const form = page.getByRole('form', { name: 'Add an app' })
  await form.getByLabel('App name').fill('Notes Pro')
  await form.getByLabel('App Store app id').fill('notes')
  await form.getByLabel('Google Play package').fill('not a package')
  await form.getByRole('button', { name: 'Add app' }).click()

  // Both problems at once, each under its own field, without code names.
  await expect(form.locator('#appStoreId-error')).toHaveText(
    'An App Store app id is the numeric Apple ID, e.g. 1234567890.',
  )
  await expect(form.locator('#googlePlayPackage-error')).toHaveText(
    'A Google Play package name looks like com.example.app.',
  )
  await expect(form).not.toContainText('appStoreId')
  await expect(form).not.toContainText('googlePlayPackage')

  // Links pasted from the stores become their ids.
  await form.getByLabel('App Store app id').fill('https://apps.apple.com/us/app/notes-pro/id987654321')
  await form.getByLabel('Google Play package').fill(
    'https://play.google.com/store/apps/details?id=com.example.notes&hl=en',
  )
  await form.getByLabel('App name').click()
  await expect(form.getByLabel('App Store app id')).toHaveValue('987654321')
  await expect(form.getByLabel('Google Play package')).toHaveValue('com.example.notes')
  await form.getByRole('button', { name: 'Add app' }).click()
  await expect(page.getByText('Notes Pro added.')).toBeVisible()
  await expect(page.locator('main')).toContainText('987654321')
  await expect(page.locator('main')).toContainText('com.example.notes')

  // The App Store key file's name carries the key id.
  await page.getByRole('button', { name: 'Connect the App Store' }).click()
  const connect = page.getByRole('form', { name: 'Connect the App Store' })
  await connect.getByLabel('Choose the private key (.p8) file').setInputFiles({
    name: 'AuthKey_2X9R4HXF34.p8',
    mimeType: 'text/plain',
    buffer: Buffer.from('-----BEGIN PRIVATE KEY-----\nMIGH\n-----END PRIVATE KEY-----\n'),
  })
  await expect(connect.getByLabel('Key id')).toHaveValue('2X9R4HXF34')
})
