import { signIn, test, expect } from './support/serve'
import { expectNoSeriousA11yIssues, snap } from './helpers/a11y'
import { reviewList } from './helpers/inbox'

test.describe.configure({ timeout: 180_000 })
test.use({ viewport: { width: 1400, height: 1000 } })

test('an editor creates a tracker issue from a review, links others to it by key (one, then a selection), files one from a dashboard topic, and the rows show the badge', async ({
  page,
  demoServe,
}) => {
  await signIn(page, demoServe)

  // ── The demo's tracker is connected, with its health, and no token anywhere on the page.
  await page.getByRole('link', { name: /^Integrations/ }).click()
  const trackers = page.getByRole('list', { name: 'Issue trackers' })
  await expect(trackers.locator('.health-healthy').first()).toHaveText('Connected')
  await expect(page.locator('input[type="password"]')).toHaveCount(0)
  await snap(page, 'integrations-trackers')

  // ── Create an issue from Megan's crash report: the preview fills the title and body.
  await page.getByRole('link', { name: /^Inbox/ }).click()
  await expect(reviewList(page).getByRole('listitem').first()).toBeVisible()
  await page.getByLabel('Search reviews').fill('"Crashes on startup"')
  const megan = reviewList(page).getByRole('button', { name: /Megan R\./ })
  await megan.click()
  const issues = page.getByRole('region', { name: 'Issues' })
  await expect(issues).toContainText('No linked issue.')
  await issues.getByRole('button', { name: 'Create issue…' }).click()
  const create = page.getByRole('dialog', { name: 'Create issue' })
  await expect(create.getByLabel('Title')).not.toHaveValue('')
  await expect(create.getByLabel('Description')).toHaveValue(/Crashes on startup/)
  const project = create.getByLabel('Project')
  if ((await project.inputValue()) === '') {
    const first = await project.locator('option:not([value=""])').first().getAttribute('value')
    await project.selectOption(first ?? '')
  }
  await create.getByRole('button', { name: 'Create issue' }).click()
  await expect(create).toBeHidden()
  const key = ((await issues.locator('.issue-key').first().textContent()) ?? '').trim()
  expect(key).not.toBe('')
  await expect(issues.locator('.issue .tag-issue')).toHaveText('Open')
  await expect(megan.locator('.tag-issue')).toHaveText(`Issue ${key} · Open`)
  await expect(page.getByRole('region', { name: 'History' })).toContainText(key)
  await snap(page, 'review-pane-issue')
  await expectNoSeriousA11yIssues(page, 'Review pane with a linked issue')

  // ── Link another review to the same issue by its key; a bad reference says what is wrong.
  await page.getByLabel('Search reviews').fill('')
  const other = reviewList(page).locator('.row-main').filter({ hasNotText: 'Megan R.' }).first()
  await other.click()
  await expect(issues).toContainText('No linked issue.')
  await issues.getByRole('button', { name: 'Link issue…' }).click()
  const link = page.getByRole('dialog', { name: 'Link issue' })
  const ref = link.getByLabel('Issue URL or key')
  await expect(ref).toBeFocused()
  await ref.fill('not an issue')
  await link.getByRole('button', { name: 'Link issue' }).click()
  await expect(link.getByRole('alert')).toBeVisible()
  await expect(ref).toHaveAttribute('aria-invalid', 'true')
  await ref.fill(key)
  await link.getByRole('button', { name: 'Link issue' }).click()
  await expect(link).toBeHidden()
  await expect(issues.locator('.issue-key')).toHaveText(key)
  await expect(other.locator('.tag-issue')).toHaveText(`Issue ${key} · Open`)

  // ── The links are stored: after a reload both rows still show the issue.
  await page.reload()
  await expect(other.locator('.tag-issue')).toHaveText(`Issue ${key} · Open`)
  await page.getByLabel('Search reviews').fill('"Crashes on startup"')
  await expect(megan.locator('.tag-issue')).toHaveText(`Issue ${key} · Open`)

  // ── Bulk: two more reviews linked to the same issue at once.
  await page.getByLabel('Search reviews').fill('')
  const unlinked = reviewList(page)
    .getByRole('listitem')
    .filter({ hasNot: page.locator('.tag-issue') })
  const firstTwo = [unlinked.nth(0), unlinked.nth(1)]
  const names = await Promise.all(firstTwo.map((r) => r.locator('.row-main').getAttribute('id')))
  for (const row of firstTwo) await row.getByRole('checkbox').check()
  const bulk = page.getByRole('region', { name: 'Bulk actions' })
  await bulk.getByRole('button', { name: 'Link issue…' }).click()
  await link.getByLabel('Issue URL or key').fill(key)
  await link.getByRole('button', { name: 'Link issue' }).click()
  await expect(link).toBeHidden()
  for (const id of names)
    await expect(page.locator(`#${id} .tag-issue`)).toHaveText(`Issue ${key} · Open`)

  // ── A dashboard topic files one issue with its recent problem reviews, in the remembered project.
  await page.getByRole('link', { name: /^Dashboard/ }).click()
  const topics = page.getByRole('region', { name: 'Topics' })
  await expect(topics.getByText('still being read')).toHaveCount(0)
  await topics
    .getByRole('button', { name: /^Create issue for / })
    .first()
    .click()
  await expect(create.getByLabel('Project')).not.toHaveValue('')
  await expect(create.getByLabel('Title')).not.toHaveValue('')
  await create.getByRole('button', { name: 'Create issue' }).click()
  await expect(create).toBeHidden()
  await expect(
    page.getByRole('status').filter({ hasText: /Created .+ with \d+ reviews? about / }),
  ).toBeVisible()

  // ── The "Fixed, reviewer not told" view is reachable by its URL.
  await page.goto(`${demoServe.uiUrl}/#/inbox?view=fixedNotTold`)
  await expect(page.getByRole('button', { name: /^Fixed, reviewer not told/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
})
