import { signIn, test, expect } from './support/serve'
import { startSmtpServer } from '../support/smtp-server'

test.use({ viewport: { width: 1400, height: 1000 } })

test('the dashboard splits ratings by version and country, colours changes by meaning, and sends broken connections to the Apps page', async ({
  page,
  demoServe,
}) => {
  await signIn(page, demoServe)
  await page.goto(`${demoServe.uiUrl}/#/dashboard`)
  const versions = page.getByRole('region', { name: 'By app version' })
  await expect(versions.getByRole('columnheader', { name: 'Version' })).toBeVisible()
  expect(await versions.getByRole('row').count()).toBeGreaterThan(1)
  const countries = page.getByRole('region', { name: 'By country' })
  await expect(countries.getByRole('columnheader', { name: 'Country' })).toBeVisible()
  expect(await countries.getByRole('row').count()).toBeGreaterThan(1)
  // The demo's reviews are read for topics in the background; the table fills in by itself.
  const topics = page.getByRole('region', { name: 'Topics' })
  await expect(topics.getByRole('columnheader', { name: 'Topic' })).toBeVisible()
  await expect(topics.getByText('still being read')).toHaveCount(0)
  expect(await topics.getByRole('row').count()).toBeGreaterThan(1)
  // Problems are what the text says of a topic, not the stars: no 1–2★ column any more.
  await expect(topics.getByRole('columnheader', { name: 'Problems' })).toBeVisible()
  await expect(topics.getByRole('columnheader', { name: '1–2★' })).toHaveCount(0)

  // More reviews is neither good nor bad news: the badge is not coloured (it was green).
  const kpi = (label: string) =>
    page.locator('.kpi').filter({ has: page.getByText(label, { exact: true }) })
  await expect(kpi('Reviews').locator('.delta')).toHaveText(/▲ \d+ vs the period before/)
  await expect(kpi('Reviews').locator('.delta')).not.toHaveClass(/good|bad|up/)
  await expect(kpi('1–2★ reviews').locator('.kpi-value')).toHaveText(/\d+%/)
  await expect(page.getByText('reply on the store or awaiting it')).toBeVisible()
  await expect(page.getByRole('status', { name: 'Store connections' })).toHaveCount(0)

  // A topic row opens the inbox filtered to it, for the same period. Praise holds the reviews
  // that praise the app as a whole, not the battery complaint that calls it "useful".
  await topics.getByRole('link', { name: 'Praise', exact: true }).click()
  await expect(page).toHaveURL(/#\/inbox\?.*since=\d+.*topic=praise/)
  await expect(page.getByLabel('Topic', { exact: true })).toHaveValue('praise')
  const list = page.getByRole('list', { name: 'Reviews' })
  await expect(list.getByRole('button', { name: /Tom Becker/ })).toBeVisible()
  await expect(list.getByRole('button', { name: /Alex/ })).toHaveCount(0)
  // Tom praises the sync: his row says so (▲, and in words for a screen reader).
  const tom = list.getByRole('button', { name: /Tom Becker/ })
  await expect(tom).toContainText('Sync and backup ▲')
  await expect(tom).toHaveAccessibleName(/Sync and backup — praised/)
  await page.goBack()
  await expect(topics.getByRole('link', { name: 'Speed', exact: true })).toBeVisible()

  // One app's dashboard shows Apple's own summary of its App Store reviews beside the topics.
  await page.getByLabel('App', { exact: true }).selectOption({ label: 'Notes Pro' })
  const apple = page.getByRole('region', { name: 'Apple’s summary' })
  await expect(apple).toContainText('dark mode for the widget')
  await expect(apple).toContainText(/App Store · USA · written/)

  await page.goto(`${demoServe.uiUrl}/#/apps`)
  const appStore = page.getByRole('region', { name: 'App Store', exact: true })
  await appStore.getByRole('button', { name: 'Disconnect…' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByText(/disconnected/).first()).toBeVisible()

  await page.goto(`${demoServe.uiUrl}/#/dashboard`)
  const notice = page.getByRole('status', { name: 'Store connections' })
  await expect(notice).toContainText('not connected')
  await expect(page.getByText('sync the stores')).toHaveCount(0)
  await notice
    .getByRole('button', { name: /Connect App Store/ })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Apps' })).toBeVisible()
})

test('a digest says what each reply figure counts, in one date style', async ({
  page,
  demoServe,
}) => {
  await signIn(page, demoServe)
  await page.goto(`${demoServe.uiUrl}/#/insights`)
  const run = page.getByRole('button', { name: 'Make last week’s digests now' })
  if (await run.isVisible()) await run.click()
  await page
    .getByRole('button', { name: /Open the digest/ })
    .first()
    .click()
  const kpi = (label: string) =>
    page.locator('.kpi').filter({ has: page.getByText(label, { exact: true }) })
  await expect(kpi('Answered')).toContainText(
    /\d+ of the week’s \d+ reviews have a reply on the store or awaiting it/,
  )
  await expect(kpi('Replies sent')).toContainText('to reviews of any date')
  await expect(kpi('Median time to reply')).toContainText('over those answered reviews')
  // Review dates name the month in words, in the person's locale: "3 Nov 2026" or "Nov 3, 2026".
  for (const date of await page.locator('.review-snippets .muted.small').allTextContents())
    expect(date).toMatch(/^(\d{1,2} [A-Z][a-z]{2,3} \d{4}|[A-Z][a-z]{2,3} \d{1,2}, \d{4})$/)
})

test('an admin sets up the e-mail channel, sends a test, and never sees the password again', async ({
  page,
  demoServe,
}) => {
  const smtp = await startSmtpServer({ users: { digest: 'app-password-1' } })
  try {
    await signIn(page, demoServe)
    await page.goto(`${demoServe.uiUrl}/#/settings/insights`)
    const card = page.getByRole('region', { name: 'E-mail' })
    await card.getByLabel('E-mail the weekly digest').check()
    await card.getByLabel('Mail server').fill('127.0.0.1')
    await card.getByLabel('Encryption').selectOption('none')
    await card.getByLabel('Port').fill(String(smtp.port))
    await card.getByLabel('User name').fill('digest')
    await card.getByLabel('Password', { exact: true }).fill('wrong')
    await card.getByLabel('From').fill('reviews@example.com')
    await card.getByLabel('Recipients').fill('team@example.com, lead@example.com')
    await card.getByRole('button', { name: 'Send test' }).click()
    await expect(card.getByRole('alert')).toContainText('refused the user name or password')
    expect(smtp.mails).toHaveLength(0)

    await card.getByLabel('Password', { exact: true }).fill('app-password-1')
    await card.getByRole('button', { name: 'Send test' }).click()
    await expect(
      page.getByText('Test message sent to team@example.com, lead@example.com.'),
    ).toBeVisible()
    expect(smtp.mails.map((m) => m.to)).toEqual([['team@example.com', 'lead@example.com']])

    await page.reload()
    const again = page.getByRole('region', { name: 'E-mail' })
    await expect(again.getByLabel('Mail server')).toHaveValue('127.0.0.1')
    await expect(again.getByLabel('Password', { exact: true })).toHaveValue('')
    await expect(again.getByLabel('Password', { exact: true })).toHaveAttribute(
      'placeholder',
      'Saved; type to replace',
    )
    expect(await page.content()).not.toContain('app-password-1')

    // Another port is another server: the saved password does not follow it.
    await again.getByLabel('Port').fill(String(smtp.port + 1))
    await again.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(again.getByRole('alert')).toContainText(`entered for 127.0.0.1:${smtp.port}`)
    await expect(again.getByLabel('Password', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
  } finally {
    await smtp.close()
  }
})
