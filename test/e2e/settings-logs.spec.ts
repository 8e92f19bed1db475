import { signIn, test, expect } from './support/serve'

test('in a browser opened by serve, Settings → Logs says where serve writes its log', async ({
  page,
  serve,
}) => {
  await signIn(page, serve)
  await page.getByRole('link', { name: 'Settings' }).click()
  await page.getByRole('tab', { name: 'Logs' }).click()
  await expect(page.getByRole('heading', { name: 'Logs' })).toBeVisible()
  await expect(page.getByText(/writes its log to standard error/)).toBeVisible()
  // The desktop-only button needs the desktop bridge; serve's page never shows it.
  await expect(page.getByRole('button', { name: 'Open logs folder' })).toHaveCount(0)
})
