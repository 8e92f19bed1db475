import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act } from 'react'
import { AssistantsCard } from '../../../src/renderer/src/pages/integrations/AssistantsCard'
import { actAs, render, unmountAll } from '../support/render'

const { call } = vi.hoisted(() => ({ call: vi.fn() }))
vi.mock('../../../src/renderer/src/api/client', () => ({
  call,
  subscribeToChanges: () => () => {},
}))

let mayApprove = false
beforeEach(() => {
  mayApprove = false
  call.mockReset()
  call.mockImplementation(async (name: string, input: { mayApprove?: boolean }) => {
    if (name === 'assistants.settings.get') return { ok: true, value: { mayApprove } }
    if (name === 'assistants.settings.set') {
      mayApprove = input.mayApprove ?? mayApprove
      return { ok: true, value: { mayApprove } }
    }
    return { ok: false, error: { code: 'UNAVAILABLE', message: 'Not in this test.' } }
  })
})
afterEach(unmountAll)

async function settle() {
  await act(async () => {
    await Promise.resolve()
  })
}

const toggle = (view: HTMLElement) => {
  const label = [...view.querySelectorAll('label')].find((l) =>
    l.textContent?.includes('Assistants may approve'),
  )
  const box = label?.querySelector<HTMLInputElement>('input[type="checkbox"]')
  if (!box) throw new Error('no "Assistants may approve" toggle')
  return box
}

describe('"Assistants may approve" on the Integrations page', () => {
  it('is off at first, with the warning, and an admin turns it on and off again', async () => {
    actAs('admin')
    const view = render(<AssistantsCard />)
    await settle()
    expect(toggle(view).checked).toBe(false)
    expect(toggle(view).disabled).toBe(false)
    expect(view.textContent).toContain('without a person reading the reply first')
    expect(view.textContent).toContain('Off: assistants write drafts, and a person approves them.')

    await act(async () => toggle(view).click())
    expect(call).toHaveBeenCalledWith('assistants.settings.set', {
      workspaceId: 'ws_1',
      mayApprove: true,
    })
    expect(toggle(view).checked).toBe(true)
    expect(view.textContent).toContain(
      'On: assistants may approve and publish replies in this workspace.',
    )

    await act(async () => toggle(view).click())
    expect(call).toHaveBeenLastCalledWith('assistants.settings.set', {
      workspaceId: 'ws_1',
      mayApprove: false,
    })
    expect(toggle(view).checked).toBe(false)
  })

  it('puts the box back and says why when the core refuses', async () => {
    actAs('admin')
    call.mockImplementation(async (name: string) =>
      name === 'assistants.settings.get'
        ? { ok: true, value: { mayApprove: false } }
        : {
            ok: false,
            error: {
              code: 'FORBIDDEN',
              message: 'Only an admin can do this; you are an editor in this workspace.',
            },
          },
    )
    const view = render(<AssistantsCard />)
    await settle()
    await act(async () => toggle(view).click())
    expect(toggle(view).checked).toBe(false)
    expect(view.textContent).toContain(
      'Only an admin can do this; you are an editor in this workspace.',
    )
  })

  it('shows the setting to an editor without letting them change it', async () => {
    mayApprove = true
    actAs('editor')
    const view = render(<AssistantsCard />)
    await settle()
    expect(toggle(view).checked).toBe(true)
    expect(toggle(view).disabled).toBe(true)
    expect(view.textContent).toContain('Only admins can change this.')
  })
})
