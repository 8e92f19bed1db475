import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ReportDrop } from '../../../src/renderer/src/pages/apps/ReportDrop'
import { useToasts } from '../../../src/renderer/src/store/toasts'
import { render, unmountAll } from '../support/render'

const { call } = vi.hoisted(() => ({ call: vi.fn() }))
vi.mock('../../../src/renderer/src/api/client', () => ({
  call,
  subscribeToChanges: () => () => {},
}))

beforeEach(() => {
  call.mockReset()
  call.mockResolvedValue({
    ok: true,
    value: {
      appId: 'app_1',
      month: '202610',
      rows: 3,
      reviewsAdded: 1,
      ratingsAdded: 2,
      changed: 0,
      unchanged: 0,
      repliesFound: 0,
    },
  })
})
afterEach(unmountAll)

/** Drops `file` on the drop zone, as a person dragging it from their desktop does. */
async function drop(view: HTMLElement, file: File) {
  const zone = view.querySelector('.report-drop')!
  const event = new Event('drop', { bubbles: true, cancelable: true })
  Object.defineProperty(event, 'dataTransfer', { value: { files: [file] } })
  await act(async () => {
    zone.dispatchEvent(event)
    await new Promise((resolve) => setTimeout(resolve, 50))
  })
}

const toasts = () => useToasts.getState().toasts.map((t) => t.message)

describe('dropping a review report on an app', () => {
  it('uploads the file contents (never a path) through history.import and says what came in', async () => {
    const view = render(<ReportDrop workspaceId="ws_1" appId="app_1" />)
    const bytes = new Uint8Array([0xff, 0xfe, 0x50, 0x00])
    await drop(view, new File([bytes], 'reviews_com.acme_202610.csv', { type: 'text/csv' }))
    expect(call).toHaveBeenCalledWith('history.import', {
      workspaceId: 'ws_1',
      appId: 'app_1',
      fileName: 'reviews_com.acme_202610.csv',
      contentBase64: btoa(String.fromCharCode(...bytes)),
    })
    expect(toasts().at(-1)).toContain('1 new written reviews, 2 ratings without text')
  })

  it('refuses a file that is not a CSV without sending anything', async () => {
    const view = render(<ReportDrop workspaceId="ws_1" appId="app_1" />)
    await drop(view, new File(['x'], 'photo.png'))
    expect(call).not.toHaveBeenCalled()
    expect(toasts().at(-1)).toContain('photo.png is not a CSV file')
  })
})
