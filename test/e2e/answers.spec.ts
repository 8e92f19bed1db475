import { signIn, test, expect } from './support/serve'
import { expectNoSeriousA11yIssues, snap } from './helpers/a11y'

test.describe.configure({ timeout: 120_000 })
test.use({ viewport: { width: 1400, height: 1000 } })

test('an editor adds an Answer in Settings → Answers and sees it listed under its app and language', async ({
  page,
  demoServe,
}) => {
  await signIn(page, demoServe)
  await page.getByRole('link', { name: 'Settings' }).click()
  await page.getByRole('tab', { name: 'Answers' }).click()
  await expect(page.getByRole('heading', { name: 'No Answers yet' })).toBeVisible()
  await expect(page.locator('.empty-state')).toContainText(
    'otherwise the draft keeps an [answer: …] slot for you to fill',
  )

  await page.getByRole('button', { name: 'Add Answer' }).click()
  const form = page.getByRole('form', { name: 'Add an Answer' })
  await expect(form.getByLabel('Title')).toBeFocused()
  await form.getByLabel('Title').fill('Exportar PDF')
  await form.getByLabel('App').selectOption({ label: 'Notes Pro' })
  await form.getByLabel('Language').fill('pt_br')
  // Keywords from the keyboard: Enter moves on to a new one instead of saving the form.
  await form.getByRole('textbox', { name: 'New keyword' }).fill('PDF')
  await form.getByRole('textbox', { name: 'Keyword 1', exact: true }).press('Enter')
  await expect(form.getByRole('textbox', { name: 'New keyword' })).toBeFocused()
  await page.keyboard.type('exportar')
  await form.getByLabel('New example question').fill('Como exporto uma nota em PDF?')
  await form.getByLabel('Answer text').fill('Abra a nota e toque em [answer: passos].')
  await form.getByRole('button', { name: 'Add Answer' }).click()

  // The core refuses the slot; the message sits at the text and the text gets the focus.
  const text = form.getByLabel('Answer text')
  await expect(text).toHaveAttribute('aria-invalid', 'true')
  await expect(text).toBeFocused()
  await expect(form.locator('#answer-body-error')).toContainText('[answer: …] slot')
  await snap(page, 'settings-answers-form')
  await expectNoSeriousA11yIssues(page, 'Answer form with an error')
  await text.fill('Abra a nota, toque em Compartilhar e escolha PDF.')
  await form.getByRole('button', { name: 'Add Answer' }).click()

  await expect(form).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Notes Pro', level: 3 })).toBeVisible()
  const listed = page.getByRole('list', { name: /^Answers for Notes Pro in / })
  await expect(listed.getByRole('listitem').filter({ hasText: 'Exportar PDF' })).toHaveCount(1)
  await expect(listed).toContainText('pt-BR')
  await expect(listed).toContainText('Keywords: PDF, exportar')
  await expect(listed).toContainText('Como exporto uma nota em PDF?')
  await expect(listed).toContainText('Abra a nota, toque em Compartilhar e escolha PDF.')
  await snap(page, 'settings-answers')
  await expectNoSeriousA11yIssues(page, 'Answers')

  // The filters: Portuguese keeps it; only the Answers for every app leaves none.
  const filters = page.getByRole('group', { name: 'Filter Answers' })
  await filters.getByLabel('Language').selectOption('pt')
  await expect(listed).toBeVisible()
  await filters.getByLabel('App').selectOption({ label: 'Only those for every app' })
  await expect(listed).toBeHidden()
  await expect(page.getByText('No Answers for this app and language.')).toBeVisible()
})
