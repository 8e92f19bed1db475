import { signIn, test, expect } from './support/serve'
import { expectNoSeriousA11yIssues, snap } from './helpers/a11y'
import { reviewList, syncNow } from './helpers/inbox'
import { startReceiver } from './helpers/receiver'

test.describe.configure({ timeout: 120_000 })
test.use({ viewport: { width: 1400, height: 1000 } })

test('an admin edits a Slack channel in place: a rating and topic filter, a text preview, the same endpoint', async ({
  page,
  demoServe,
}) => {
  await signIn(page, demoServe)
  // Reviews first, so the preview has real ones to pick from.
  await page.getByRole('link', { name: /^Inbox/ }).click()
  await syncNow(page)
  await expect(reviewList(page).getByRole('listitem').first()).toBeVisible()

  const receiver = await startReceiver()
  try {
    await page.getByRole('link', { name: 'Integrations' }).click()
    await page.getByRole('button', { name: 'Add endpoint' }).click()
    await page.getByLabel('URL').fill(receiver.url)
    await page.getByLabel('Kind').selectOption('slack')
    await page.getByLabel('Label (optional)').fill('Support channel')
    await page.getByRole('button', { name: 'Add endpoint' }).click()
    const card = page.getByRole('listitem').filter({ hasText: 'Support channel' })
    await expect(card.locator('.health')).toHaveText('No deliveries yet')
    await expect(card.locator('.route-summary')).toHaveText('Every review (no filters).')

    await card.getByRole('button', { name: 'Edit…' }).click()
    const form = card.getByRole('form', { name: 'Edit endpoint' })
    const preview = form.getByTestId('message-preview')
    const ratings = form.getByRole('group', { name: 'Star rating' })
    // The preview follows the filters as they are ticked.
    await ratings.getByLabel('5★').check()
    await expect(preview).toContainText('New ★★★★★ review of Notes Pro')
    await ratings.getByLabel('5★').uncheck()
    await ratings.getByLabel('1★').check()
    await ratings.getByLabel('2★').check()
    await form.getByRole('group', { name: 'Topic' }).getByLabel('Crashes').check()
    await expect(preview).toContainText('New ★☆☆☆☆ review of Notes Pro')
    await expect(preview).toContainText('Crashes on startup')
    await expect(form.getByText('From your newest review that matches the filters.')).toBeVisible()
    // Plain text in a <pre>: nothing in it is markup.
    expect(await preview.evaluate((el) => el.tagName + el.children.length)).toBe('PRE0')
    await form.getByLabel('Label').fill('Low-rating crashes')
    await snap(page, 'integrations-edit-endpoint')
    await expectNoSeriousA11yIssues(page, 'Edit endpoint')
    await form.getByRole('button', { name: 'Save changes' }).click()
    await expect(form).toBeHidden()

    const edited = page.getByRole('listitem').filter({ hasText: 'Low-rating crashes' })
    await expect(edited.locator('.route-summary')).toHaveText('Only reviews: 1–2★, topic crash')
    await page.reload()
    await expect(edited.locator('.route-summary')).toHaveText('Only reviews: 1–2★, topic crash')
    await expect(page.getByRole('listitem').filter({ hasText: 'Support channel' })).toHaveCount(0)
    await expect(page.getByRole('list', { name: 'Endpoints' }).locator('.endpoint')).toHaveCount(1)

    // Same URL, still a Slack channel: a test ping arrives as a Slack message, and one ping
    // does not count as a delivery of events.
    await edited.getByRole('button', { name: 'Send test ping' }).click()
    await expect(edited.getByRole('status')).toContainText('Test ping delivered.')
    expect(JSON.parse(receiver.received[0]?.body ?? '{}')).toHaveProperty('blocks')
    // Only the ping went out: the badge does not say "No deliveries yet" beside its last delivery.
    await expect(edited.locator('.health')).toHaveText('Test ping only')
  } finally {
    await receiver.close()
  }
})
