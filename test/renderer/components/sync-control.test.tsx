import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act } from 'react'
import type { ListingSyncStatusDto } from '../../../src/shared/dto/replies'
import { SyncControl } from '../../../src/renderer/src/pages/inbox/SyncControl'
import { useToasts } from '../../../src/renderer/src/store/toasts'
import { actAs, button, click, render, unmountAll } from '../support/render'

const { call } = vi.hoisted(() => ({ call: vi.fn() }))
vi.mock('../../../src/renderer/src/api/client', () => ({
  call,
  subscribeToChanges: () => () => {},
}))

const listing = (syncing: boolean): ListingSyncStatusDto => ({
  listingId: 'lst_1',
  appId: 'app_1',
  appName: 'Notes',
  store: 'app_store',
  storeAppId: '1',
  connected: true,
  syncing,
  lastSyncAt: syncing ? null : 1,
  nextSyncAt: null,
  lastError: null,
  quotaText: null,
})

let finishPass: () => void = () => {}

beforeEach(() => {
  call.mockReset()
  useToasts.setState({ toasts: [] })
  call.mockImplementation(async (name: string) => {
    // A background pass is running when the inbox opens.
    if (name === 'sync.status') return { ok: true, value: [listing(true)] }
    if (name === 'drafts.queue')
      return { ok: true, value: { waiting: 0, gaveUp: 0, lastError: null } }
    if (name === 'sync.now')
      return new Promise((resolve) => {
        finishPass = () => resolve({ ok: true, value: [listing(false)] })
      })
    return { ok: false, error: { code: 'UNAVAILABLE', message: 'Not in this test.' } }
  })
})
afterEach(unmountAll)

describe('Sync now', () => {
  it('stays clickable during a background pass, then waits for it and confirms', async () => {
    actAs('editor')
    const view = render(<SyncControl workspaceId="ws_1" />)
    await act(async () => {})
    expect(view.textContent).toContain('Syncing with the stores…')

    const syncNow = button(view, 'Sync now')
    expect(syncNow.disabled).toBe(false)
    await click(syncNow)
    expect(call).toHaveBeenCalledWith('sync.now', { workspaceId: 'ws_1' })
    expect(button(view, 'Syncing…').disabled).toBe(true)

    await act(async () => finishPass())
    expect(useToasts.getState().toasts.map((t) => t.message)).toEqual([
      'Synced: the inbox has everything the stores returned.',
    ])
    expect(button(view, 'Sync now').disabled).toBe(false)
  })
})
