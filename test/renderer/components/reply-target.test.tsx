import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act } from 'react'
import { ReplyTargetCard } from '../../../src/renderer/src/pages/settings/insights/ReplyTargetCard'
import { actAs, render, unmountAll } from '../support/render'

const { call } = vi.hoisted(() => ({ call: vi.fn() }))
vi.mock('../../../src/renderer/src/api/client', () => ({
  call,
  subscribeToChanges: () => () => {},
}))

let target = 24
beforeEach(() => {
  target = 24
  call.mockReset()
  call.mockImplementation(async (name: string, input: { targetHours?: number }) => {
    if (name === 'insights.replySpeedSettings.get')
      return { ok: true, value: { targetHours: target } }
    if (name === 'insights.replySpeedSettings.set') {
      if ((input.targetHours ?? 0) > 720)
        return {
          ok: false,
          error: { code: 'INVALID_INPUT', message: 'the target (hours) must be at most 720' },
        }
      target = input.targetHours ?? target
      return { ok: true, value: { targetHours: target } }
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

async function typeAndLeave(field: HTMLInputElement, text: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  })
  await act(async () => {
    field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
  })
}

describe('the reply target setting', () => {
  it('lets an admin change it, and says what is wrong with a value out of range', async () => {
    actAs('admin')
    const view = render(<ReplyTargetCard />)
    await settle()
    const field = view.querySelector<HTMLInputElement>('#reply-target-hours')
    expect(field?.value).toBe('24')
    expect(field?.closest('fieldset')?.disabled).toBe(false)
    await typeAndLeave(field as HTMLInputElement, '8')
    expect(call).toHaveBeenCalledWith('insights.replySpeedSettings.set', {
      workspaceId: 'ws_1',
      targetHours: 8,
    })
    expect(field?.value).toBe('8')
    await typeAndLeave(field as HTMLInputElement, '1000')
    expect(view.textContent).toContain('the target (hours) must be at most 720')
  })

  it('shows it read-only to an editor', async () => {
    actAs('editor')
    const view = render(<ReplyTargetCard />)
    await settle()
    const field = view.querySelector<HTMLInputElement>('#reply-target-hours')
    expect(field?.closest('fieldset')?.disabled).toBe(true)
    expect(view.textContent).toContain('Only admins change the reply target.')
  })
})
