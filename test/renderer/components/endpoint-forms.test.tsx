import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act } from 'react'
import { NO_WEBHOOK_FILTERS, type WebhookEndpointDto } from '../../../src/shared/dto/webhooks'
import { AddEndpointForm } from '../../../src/renderer/src/pages/integrations/AddEndpointForm'
import { EditEndpointForm } from '../../../src/renderer/src/pages/integrations/EditEndpointForm'
import { button, click, render, typeInto, unmountAll } from '../support/render'

const { call } = vi.hoisted(() => ({ call: vi.fn() }))
vi.mock('../../../src/renderer/src/api/client', () => ({
  call,
  subscribeToChanges: () => () => {},
}))

beforeEach(() => {
  call.mockReset()
  call.mockImplementation(async (name: string) => {
    if (name === 'apps.list') return { ok: true, value: [] }
    if (name === 'webhooks.create' || name === 'webhooks.update') return { ok: true, value: {} }
    return { ok: false, error: { code: 'UNAVAILABLE', message: 'Not in this test.' } }
  })
})
afterEach(unmountAll)

const sent = (name: string) => call.mock.calls.filter(([n]) => n === name).map(([, input]) => input)

function checkbox(view: HTMLElement, event: string): HTMLInputElement {
  const label = [...view.querySelectorAll('label.check')].find(
    (l) => l.querySelector('code')?.textContent === event,
  )
  const box = label?.querySelector<HTMLInputElement>('input[type=checkbox]')
  if (!box) throw new Error(`No checkbox for ${event}`)
  return box
}

async function submit(view: HTMLElement) {
  await act(async () => {
    view
      .querySelector('form')!
      .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
  })
}

describe('the endpoint forms', () => {
  it('Add: every event picked subscribes to all of them (an empty list), and no event is refused', async () => {
    const view = render(
      <AddEndpointForm workspaceId="ws_1" onCreated={() => {}} onCancel={() => {}} />,
    )
    await typeInto(view.querySelector<HTMLInputElement>('#wh-url')!, 'https://hooks.example.com/in')
    await submit(view)
    expect(sent('webhooks.create')).toEqual([
      expect.objectContaining({
        url: 'https://hooks.example.com/in',
        events: [],
        filters: NO_WEBHOOK_FILTERS,
      }),
    ])

    const boxes = [...view.querySelectorAll<HTMLInputElement>('label.check input[type=checkbox]')]
    for (const box of boxes) if (box.checked) await click(box)
    await submit(view)
    expect(sent('webhooks.create')).toHaveLength(1)
    expect(view.textContent).toContain('Pick at least one event to send.')
  })

  it("Edit: starts from the endpoint's own events and sends only those picked", async () => {
    const endpoint = {
      id: 'whe_1',
      kind: 'slack',
      url: 'https://hooks.slack.com/…',
      description: 'Support',
      events: ['review.created', 'draft.created'],
      filters: NO_WEBHOOK_FILTERS,
    } as unknown as WebhookEndpointDto
    const view = render(
      <EditEndpointForm
        workspaceId="ws_1"
        endpoint={endpoint}
        onSaved={() => {}}
        onCancel={() => {}}
      />,
    )
    expect(checkbox(view, 'review.created').checked).toBe(true)
    expect(checkbox(view, 'reply.published').checked).toBe(false)
    await click(checkbox(view, 'draft.created'))
    await click(button(view, 'Save changes'))
    expect(sent('webhooks.update')).toEqual([
      expect.objectContaining({
        endpointId: 'whe_1',
        events: ['review.created'],
        description: 'Support',
      }),
    ])
  })
})
