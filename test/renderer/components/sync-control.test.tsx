import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act } from 'react'
import type { ChangeNotice } from '../../../src/shared/bridge'
import type { BackgroundWorkDto, ListingSyncStatusDto } from '../../../src/shared/dto/replies'
import { SyncControl } from '../../../src/renderer/src/pages/inbox/SyncControl'
import { useToasts } from '../../../src/renderer/src/store/toasts'
import { actAs, button, click, render, unmountAll } from '../support/render'

const { call, notices } = vi.hoisted(() => ({
  call: vi.fn(),
  notices: new Set<(notice: ChangeNotice) => void>(),
}))
vi.mock('../../../src/renderer/src/api/client', () => ({
  call,
  subscribeToChanges: (listener: (notice: ChangeNotice) => void) => {
    notices.add(listener)
    return () => notices.delete(listener)
  },
}))

const running: BackgroundWorkDto = {
  state: 'running',
  stoppedAt: null,
  reason: null,
  restartAt: null,
  failures: 0,
}
let work: BackgroundWorkDto = running

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
  work = running
  call.mockReset()
  useToasts.setState({ toasts: [] })
  call.mockImplementation(async (name: string) => {
    // A background pass is running when the inbox opens.
    if (name === 'sync.status') return { ok: true, value: [listing(true)] }
    if (name === 'sync.worker') return { ok: true, value: work }
    if (name === 'drafts.queue')
      return { ok: true, value: { waiting: 0, gaveUp: 0, lastError: null } }
    if (name === 'sync.now')
      return new Promise((resolve) => {
        finishPass = () => resolve({ ok: true, value: [listing(false)] })
      })
    return { ok: false, error: { code: 'UNAVAILABLE', message: 'Not in this test.' } }
  })
})
afterEach(() => {
  vi.useRealTimers()
  unmountAll()
})

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

describe('background work', () => {
  const note = (view: HTMLElement) => view.querySelector('[data-testid="background-work"]')

  it('says the background sync stopped, why and that it restarts, and clears once it runs again', async () => {
    work = {
      state: 'restarting',
      stoppedAt: Date.now() - 5_000,
      reason: 'it exited with code 7',
      restartAt: Date.now() + 10 * 60_000,
      failures: 3,
    }
    actAs('viewer')
    const view = render(<SyncControl workspaceId="ws_1" />)
    await act(async () => {})
    expect(note(view)?.textContent).toMatch(
      /^ · Background sync stopped .+: it exited with code 7\. Review Reply restarts it .+ \(it stopped 3 times in a row\)\.$/,
    )

    // The restarted thread is back: the core says the sync status changed, the note goes.
    work = running
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    await act(async () => {
      for (const listener of notices) listener({ workspaceId: 'ws_1', what: 'sync' })
      // Notices are gathered for a quarter of a second before the status is read again.
      await vi.advanceTimersByTimeAsync(250)
    })
    expect(note(view)).toBeNull()
    expect(view.textContent).toContain('Syncing with the stores…')
  })

  it('says the restart is under way once it is due', async () => {
    work = {
      state: 'restarting',
      stoppedAt: Date.now() - 5_000,
      reason: 'out of memory',
      restartAt: Date.now() - 1_000,
      failures: 1,
    }
    actAs('viewer')
    const view = render(<SyncControl workspaceId="ws_1" />)
    await act(async () => {})
    expect(note(view)?.textContent).toContain(': out of memory. restarting now.')
  })
})
