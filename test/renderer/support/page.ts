import { act } from 'react'
import { useApps } from '../../../src/renderer/src/store/apps'
import { EMPTY_FILTERS, useInbox } from '../../../src/renderer/src/store/inbox'
import { useRouter } from '../../../src/renderer/src/store/router'
import { useSession } from '../../../src/renderer/src/store/session'

/**
 * Waits until `check` passes: the page answers through a real core, so its result arrives after
 * a few turns of the event loop, not at once. Polls on what is asserted; never on time.
 */
export async function until<T>(
  check: () => T | null | undefined | false,
  what = 'the page to show it',
): Promise<T> {
  let last: unknown
  for (let turn = 0; turn < 500; turn++) {
    try {
      const value = check()
      if (value !== null && value !== undefined && value !== false) return value
    } catch (error) {
      last = error
    }
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
  }
  throw new Error(`Waited in vain for ${what}${last ? `: ${String(last)}` : ''}`)
}

/**
 * Forgets what the window's stores hold (one test's workspace must not leak into the next) and
 * signs in the way the app does: `session.get`, through the core.
 */
export async function signIn(): Promise<string> {
  localStorage.clear()
  useApps.setState({ workspaceId: null, apps: null, error: null })
  useInbox.setState({
    workspaceId: null,
    filters: EMPTY_FILTERS,
    items: [],
    total: null,
    counts: null,
    selectedId: null,
    checked: new Set(),
  })
  useSession.setState({ session: null, workspaceId: null, error: null })
  useRouter.getState().navigate('inbox')
  await act(() => useSession.getState().load())
  const workspaceId = useSession.getState().workspaceId
  if (!workspaceId) throw new Error(useSession.getState().error ?? 'No workspace after sign-in')
  return workspaceId
}
