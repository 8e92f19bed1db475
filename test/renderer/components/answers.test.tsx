import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act } from 'react'
import type { AnswerDto } from '../../../src/shared/dto/answers'
import { AnswerForm } from '../../../src/renderer/src/pages/settings/answers/AnswerForm'
import { AnswersPage } from '../../../src/renderer/src/pages/settings/answers/AnswersPage'
import { useApps } from '../../../src/renderer/src/store/apps'
import { actAs, button, buttonNames, click, render, typeInto, unmountAll } from '../support/render'

const { call } = vi.hoisted(() => ({ call: vi.fn() }))
vi.mock('../../../src/renderer/src/api/client', () => ({
  call,
  subscribeToChanges: () => () => {},
}))

const PDF: AnswerDto = {
  id: 'ans_1',
  appId: null,
  appName: null,
  language: 'pt-BR',
  title: 'Exportar PDF',
  keywords: ['PDF', 'exportar'],
  examples: ['Como exporto um PDF?'],
  body: 'Abra a nota, toque em Compartilhar e escolha PDF.',
  createdAt: 1,
  updatedAt: 2,
  createdBy: { id: 'usr_1', name: 'Sam' },
  updatedBy: { id: 'usr_2', name: 'Edda' },
}

let answers: AnswerDto[] = []
beforeEach(() => {
  answers = []
  useApps.setState({ workspaceId: null, apps: null, error: null })
  call.mockReset()
  call.mockImplementation(async (name: string) => {
    if (name === 'answers.list') return { ok: true, value: answers }
    if (name === 'apps.list') return { ok: true, value: [] }
    return { ok: false, error: { code: 'UNAVAILABLE', message: 'Not in this test.' } }
  })
})
afterEach(unmountAll)

const sent = (name: string) => call.mock.calls.filter(([n]) => n === name).map(([, input]) => input)

async function leave(field: HTMLElement) {
  await act(async () => {
    field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
  })
}

async function submit(view: HTMLElement) {
  await act(async () => {
    view
      .querySelector('form')!
      .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
  })
}

const byLabel = (view: HTMLElement, label: string) => {
  const found = view.querySelector<HTMLInputElement>(`[aria-label="${label}"]`)
  if (!found) throw new Error(`No control labelled ${label}`)
  return found
}

/** The message a control points at with aria-describedby, that says what is wrong with it. */
const errorOf = (view: HTMLElement, control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => view.querySelector(`#${id}`))
    .find((el) => el?.classList.contains('field-error'))?.textContent ?? null

describe('the Answer form', () => {
  it('sends what is on screen: keywords split at commas, the blank row dropped', async () => {
    call.mockImplementation(async (name: string) =>
      name === 'answers.create'
        ? { ok: true, value: PDF }
        : { ok: false, error: { code: 'INTERNAL', message: '?' } },
    )
    const onDone = vi.fn()
    const view = render(
      <AnswerForm workspaceId="ws_1" answer={null} apps={[]} languages={['en']} onDone={onDone} />,
    )
    await typeInto(view.querySelector<HTMLInputElement>('#answer-title')!, 'Exportar PDF')
    const language = view.querySelector<HTMLInputElement>('#answer-language')!
    await typeInto(language, 'pt-BR')
    await typeInto(byLabel(view, 'New keyword'), 'pdf, exportar')
    await leave(byLabel(view, 'Keyword 1'))
    expect(byLabel(view, 'Keyword 2').value).toBe('exportar')
    await typeInto(byLabel(view, 'New example question'), 'Como exporto um PDF, de graça?')
    await typeInto(view.querySelector<HTMLTextAreaElement>('#answer-body')!, 'Abra a nota.')
    await click(byLabel(view, 'Remove keyword 1: pdf'))
    await submit(view)
    expect(sent('answers.create')).toEqual([
      {
        workspaceId: 'ws_1',
        appId: null,
        language: 'pt-BR',
        title: 'Exportar PDF',
        keywords: ['exportar'],
        examples: ['Como exporto um PDF, de graça?'],
        body: 'Abra a nota.',
      },
    ])
    expect(onDone).toHaveBeenCalledWith(PDF)
  })

  it('shows each problem the core finds at its own field, and moves focus to the first', async () => {
    call.mockResolvedValue({
      ok: false,
      error: {
        code: 'INVALID_INPUT',
        message:
          'A title is 120 characters at most. At most 50 keywords (51 given). The text has an [answer: …] slot.',
        field: 'title',
        fields: [
          { field: 'title', message: 'A title is 120 characters at most.' },
          { field: 'keywords', message: 'At most 50 keywords (51 given).' },
          {
            field: 'body',
            message:
              'The text has an [answer: …] slot; write the answer itself, it goes out as it is.',
          },
        ],
      },
    })
    const onDone = vi.fn()
    const view = render(
      <AnswerForm workspaceId="ws_1" answer={PDF} apps={[]} languages={[]} onDone={onDone} />,
    )
    await submit(view)
    expect(sent('answers.update')).toEqual([
      expect.objectContaining({ answerId: 'ans_1', title: 'Exportar PDF' }),
    ])
    expect(onDone).not.toHaveBeenCalled()

    const title = view.querySelector<HTMLInputElement>('#answer-title')!
    const body = view.querySelector<HTMLTextAreaElement>('#answer-body')!
    const keywords = view.querySelector<HTMLFieldSetElement>(
      'fieldset[aria-describedby^="answer-keywords"]',
    )!
    expect(errorOf(view, title)).toBe('A title is 120 characters at most.')
    expect(title.getAttribute('aria-invalid')).toBe('true')
    expect(errorOf(view, keywords)).toBe('At most 50 keywords (51 given).')
    expect(errorOf(view, body)).toContain('[answer: …] slot')
    expect(view.querySelector<HTMLSelectElement>('#answer-app')!.getAttribute('aria-invalid')).toBe(
      'false',
    )
    // Nothing is repeated at the top: every message sits at its field.
    expect(view.querySelectorAll('.field-error')).toHaveLength(3)
    expect(document.activeElement).toBe(title)

    // A problem with no field of the form is shown once, under the fields.
    call.mockResolvedValue({ ok: false, error: { code: 'NOT_FOUND', message: 'App not found.' } })
    await submit(view)
    expect([...view.querySelectorAll('.field-error')].map((e) => e.textContent)).toEqual([
      'App not found.',
    ])
    expect(title.getAttribute('aria-invalid')).toBe('false')
  })
})

describe('Settings → Answers', () => {
  it('is read-only for viewers: the Answers and who changed them, no way to change them', async () => {
    answers = [PDF]
    actAs('viewer')
    const view = render(<AnswersPage />)
    await act(async () => {})
    expect(view.querySelector('h3')?.textContent).toBe('Every app')
    const list = view.querySelector('ul[aria-label^="Answers for Every app"]')
    expect(list?.textContent).toContain('Exportar PDF')
    expect(list?.textContent).toContain('Abra a nota, toque em Compartilhar e escolha PDF.')
    expect(list?.textContent).toContain('Keywords: PDF, exportar')
    expect(list?.textContent).toContain('by Edda')
    expect(view.textContent).toContain('editors and admins add and change them')
    expect(buttonNames(view)).toEqual([])
    expect(view.querySelector('form')).toBeNull()
  })

  it('lets editors add, edit and remove', async () => {
    answers = [PDF]
    actAs('editor')
    const view = render(<AnswersPage />)
    await act(async () => {})
    expect(buttonNames(view)).toEqual(['Add Answer', 'Edit', 'Remove…'])
    await click(button(view, 'Edit'))
    expect(view.querySelector<HTMLInputElement>('#answer-title')?.value).toBe('Exportar PDF')
  })

  it('explains what Answers do when there are none', async () => {
    actAs('editor')
    const view = render(<AnswersPage />)
    await act(async () => {})
    expect(view.querySelector('.empty-state')?.textContent).toContain(
      'When a review asks a question an Answer covers, the draft uses its text; otherwise the draft keeps an [answer: …] slot for you to fill.',
    )
  })
})
