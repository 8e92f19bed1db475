import type { Page } from '@playwright/test'
import { signIn, test, expect } from './support/serve'
import { reviewList } from './helpers/inbox'

test.describe.configure({ timeout: 120_000 })
test.use({ viewport: { width: 1400, height: 1000 } })

/** Edits the address bar's hash as a person does (a same-page change: a hashchange, no reload). */
const setHash = (page: Page, hash: string) =>
  page.locator('body').evaluate((body, h) => {
    body.ownerDocument.defaultView!.location.hash = h
  }, hash)

const status = (page: Page) => page.locator('.list-head [role="status"]')
const view = (page: Page, name: RegExp) => page.getByRole('button', { name })

test('the inbox follows its address: an edited hash, Back and Forward change the list, the search box, the sort and the open review', async ({
  page,
  demoServe,
}) => {
  await signIn(page, demoServe)
  await page.getByRole('link', { name: /^Inbox/ }).click()
  const search = page.getByLabel('Search reviews')
  await expect(reviewList(page).getByRole('button', { name: /Tom Becker/ })).toBeVisible()
  const everything = await status(page).textContent()

  // Typing the search into the address bar searches.
  await setHash(page, '#/inbox?q=crash')
  await expect(search).toHaveValue('crash')
  await expect(reviewList(page).getByRole('button', { name: /Megan R\./ })).toBeVisible()
  await expect(reviewList(page).getByRole('button', { name: /Tom Becker/ })).toHaveCount(0)
  await expect(status(page)).not.toHaveText(everything ?? '')

  // A view and a sort from the address; the search goes as the address no longer has it.
  await setHash(page, '#/inbox?view=drafts&sort=oldest')
  await expect(view(page, /^Drafts to approve/)).toHaveAttribute('aria-pressed', 'true')
  await expect(search).toHaveValue('')
  await expect(page.getByLabel('Sort', { exact: true })).toHaveValue('oldest')
  await expect(status(page)).toContainText('in Drafts to approve')
  await setHash(page, '#/inbox?view=drafts')
  await expect(page.getByLabel('Sort', { exact: true })).toHaveValue('newest')

  // Clicking writes the address; Back and Forward step through views and opened reviews.
  await view(page, /^Needs reply/).click()
  await expect(page).toHaveURL(/#\/inbox\?view=needs_reply$/)
  await reviewList(page)
    .getByRole('button', { name: /Megan R\./ })
    .click()
  await expect(page.getByRole('heading', { name: 'Crashes on startup' })).toBeVisible()
  await expect(page).toHaveURL(/#\/inbox\/rev_[A-Za-z0-9]+\?view=needs_reply$/)
  await reviewList(page)
    .getByRole('button', { name: /Tom Becker/ })
    .click()
  await expect(page.getByRole('heading', { name: 'Exactly what I needed' })).toBeVisible()

  await page.goBack()
  await expect(page.getByRole('heading', { name: 'Crashes on startup' })).toBeVisible()
  await page.goForward()
  await expect(page.getByRole('heading', { name: 'Exactly what I needed' })).toBeVisible()
  await page.goBack()
  await page.goBack()
  await expect(page.getByRole('heading', { name: 'Pick a review' })).toBeVisible()
  await page.goBack()
  await expect(view(page, /^Drafts to approve/)).toHaveAttribute('aria-pressed', 'true')
  await expect(status(page)).toContainText('in Drafts to approve')

  // A review named in an edited address opens; an address without one closes it.
  const megan = await reviewList(page)
    .getByRole('button', { name: /Megan R\./ })
    .getAttribute('id')
  await setHash(page, `#/inbox/${(megan ?? '').replace(/^row-/, '')}`)
  await expect(page.getByRole('heading', { name: 'Crashes on startup' })).toBeVisible()
  await setHash(page, '#/inbox?view=all')
  await expect(page.getByRole('heading', { name: 'Pick a review' })).toBeVisible()
  await expect(view(page, /^All reviews/)).toHaveAttribute('aria-pressed', 'true')
})

test('an opened digest has an address of its own: a reload keeps it open and Back returns to the list', async ({
  page,
  demoServe,
}) => {
  await signIn(page, demoServe)
  await page.goto(`${demoServe.uiUrl}/#/insights`)
  const run = page.getByRole('button', { name: 'Make last week’s digests now' })
  if (await run.isVisible()) await run.click()
  const open = page.getByRole('button', { name: /Open the digest/ }).first()
  const name = (await open.getAttribute('aria-label'))!.replace('Open the digest for ', '')
  await open.click()
  const title = page.locator('#digest-title')
  await expect(title).toHaveText(name.replace(', ', ' · '))
  await expect(page).toHaveURL(/#\/insights\/digests\/[A-Za-z0-9_]+$/)

  await page.reload()
  await expect(title).toHaveText(name.replace(', ', ' · '))
  await page.goBack()
  await expect(title).toHaveCount(0)
  await expect(page.getByRole('button', { name: /Open the digest/ }).first()).toBeVisible()
  await page.goForward()
  await expect(title).toHaveText(name.replace(', ', ' · '))
})
