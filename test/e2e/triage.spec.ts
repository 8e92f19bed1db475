import { signIn, test, expect } from './support/serve'
import { expectNoSeriousA11yIssues, snap } from './helpers/a11y'
import { expectListCount, reviewList } from './helpers/inbox'

test.describe.configure({ timeout: 180_000 })
test.use({ viewport: { width: 1400, height: 1000 } })

test('an editor tags a review, filters by topic, writes a note, assigns it and opens "Assigned to me"', async ({
  page,
  demoServe,
}) => {
  await signIn(page, demoServe)
  await page.getByRole('link', { name: /^Inbox/ }).click()
  await expect(reviewList(page).getByRole('listitem').first()).toBeVisible()

  // ── Open Megan's crash report.
  await page.getByLabel('Search reviews').fill('"Crashes on startup"')
  const megan = reviewList(page).getByRole('button', { name: /Megan R\./ })
  await megan.click()
  const triage = page.getByRole('region', { name: 'Triage' })
  const topics = triage.getByRole('list', { name: 'Topics' })
  // Read from the text: the crash is a problem, and the chip says so in words.
  await expect(topics).toContainText('Crashes — problem')
  await expect(megan).toHaveAccessibleName(/Crashes — problem/)

  // ── Tag it by hand; the tag shows in the pane and in its list row.
  await triage.getByLabel('Add a topic').selectOption('feature_request')
  await expect(topics).toContainText('Feature requests')
  await expect(megan).toContainText('Feature requests')

  // ── Filter by topic: kept in the URL, and still there after a reload.
  await page.getByLabel('Search reviews').fill('')
  await page.getByLabel('Topic', { exact: true }).selectOption('feature_request')
  await expect(page).toHaveURL(/topic=feature_request/)
  await expect(megan).toBeVisible()
  for (const row of await reviewList(page).locator('.row-main').all()) {
    await expect(row).toContainText('Feature requests')
  }
  await page.reload()
  await expect(page.getByLabel('Topic', { exact: true })).toHaveValue('feature_request')
  await expect(megan).toBeVisible()
  await megan.click()

  // ── An internal note, with its author and time.
  await triage.getByLabel('New internal note').fill('Asked QA to try a Pixel 8 with Android 15.')
  await triage.getByRole('button', { name: 'Add note' }).click()
  const notes = triage.getByRole('list', { name: 'Internal notes' })
  await expect(notes.getByRole('listitem')).toHaveCount(1)
  await expect(notes).toContainText('Asked QA to try a Pixel 8 with Android 15.')
  await expect(triage.getByLabel('New internal note')).toHaveValue('')

  // ── Assign it to the signed-in member.
  const name = ((await page.locator('.acting-name').textContent()) ?? '').trim()
  expect(name).not.toBe('')
  await triage.getByLabel('Assigned to', { exact: true }).selectOption({ label: name })
  await expect(megan.locator('.tag-assignee')).toHaveText(`Assigned to → ${name}`)

  // ── The history says who did what.
  const history = page.getByRole('region', { name: 'History' })
  await expect(history).toContainText('added a topic — Feature requests')
  await expect(history).toContainText('wrote an internal note')
  await expect(history).toContainText(`assigned the review — ${name}`)

  // ── "Assigned to me": just this review.
  await page.getByRole('button', { name: 'Clear filters' }).click()
  await page.getByRole('button', { name: /^Assigned to me/ }).click()
  await expect(page).toHaveURL(/view=assigned_to_me/)
  await expectListCount(page, 1)
  await expect(megan).toBeVisible()
  await snap(page, 'inbox-triage')
  await expectNoSeriousA11yIssues(page, 'Inbox with triage')

  // ── Unassign: the view empties.
  await megan.click()
  await triage.getByLabel('Assigned to', { exact: true }).selectOption('')
  await expect(history).toContainText('unassigned the review')
  await page.getByRole('button', { name: /^All reviews/ }).click()
  await page.getByRole('button', { name: /^Assigned to me/ }).click()
  await expectListCount(page, 0)
})
