import { signIn, test, expect } from './support/serve'

test('Settings → Model: the stored key stays with its address, and the page says so when the URL changes', async ({
  page,
  serve,
}) => {
  await signIn(page, serve)
  await page.goto(`${serve.uiUrl}/#/settings/model`)
  const form = page.getByRole('form', { name: 'Drafting model' })
  await form.getByLabel('Base URL').fill('https://models.example.com/v1')
  await form.getByLabel('Model', { exact: true }).fill('gpt-4o-mini')
  await form.getByLabel(/^API key/).fill('sk-e2e-secret-0123456789')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByText('API key (stored: leave empty to keep it)')).toBeVisible()

  await form.getByLabel('Base URL').fill('http://127.0.0.1:9/v1')
  await expect(form.getByRole('status')).toContainText(
    'The stored key was entered for https://models.example.com and is never sent to another address.',
  )
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form).toContainText('To use http://127.0.0.1:9, enter its API key again')

  await form.getByLabel('Forget the stored key').check()
  await expect(form.getByRole('status')).toHaveCount(0)
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByText('API key (optional for local servers)')).toBeVisible()
  await expect(form.getByLabel('Base URL')).toHaveValue('http://127.0.0.1:9/v1')
})
