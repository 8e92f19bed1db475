import { dispatch } from '../../../src/main/core/commands/dispatch'
import type { Principal } from '../../../src/main/core/access/actor'
import type { ChangeKind } from '../../../src/shared/changes'
import type { ChangeNotice, CommandMethods, DesktopBridge } from '../../../src/shared/bridge'
import type { CommandName, OutputOf } from '../../../src/shared/contract'
import type { Role } from '../../../src/shared/roles'
import { createTestCore, type TestCore } from '../../support/core'

/**
 * The renderer over a real core: an in-memory database, the one `dispatch` every shell uses
 * (contract validation, the acting member's role, handler errors as Results), and the core's own
 * change notices. Installed as `window.api` before the renderer loads, so the renderer's own
 * transport choice (api/choose-transport.ts) picks it exactly as the desktop window picks the
 * preload's bridge; nothing in src/renderer is mocked.
 */
export interface RendererCore extends TestCore {
  /** Who the page acts as: the owner, or the member `startCore` added with the asked role. */
  principal: Principal
  /** Runs a command as the page's member (throws on failure): for seeding and reading back. */
  asMember<N extends CommandName>(name: N, input: unknown): Promise<OutputOf<N>>
}

let current: RendererCore | null = null

/** Values cross the bridge as IPC and HTTP carry them: copies, never shared objects. */
const copy = <T>(value: T): T => (value === undefined ? value : structuredClone(value))

const commands = new Proxy({} as CommandMethods, {
  get: (_target, name) => async (input: unknown) => {
    // Like the real transports, never a throw: a request after the test closed its core fails.
    if (!current) return { ok: false, error: { code: 'UNAVAILABLE', message: 'No core running.' } }
    return copy(await dispatch(current.core, current.principal, String(name), copy(input)))
  },
})

/** The page's change listeners, told whatever the current test's core announces. */
const listeners = new Set<(notice: ChangeNotice) => void>()

const bridge: DesktopBridge = {
  commands,
  onChanged(listener) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  openExternal: async () => {},
  logs: {
    folder: async () => ({ ok: true, value: '/logs' }),
    open: async () => ({ ok: true, value: null }),
  },
}

/** Run from the vitest setup file, before any renderer module reads `window.api`. */
export function installCoreBridge(): void {
  ;(window as unknown as { api: DesktopBridge }).api = bridge
}

/**
 * A fresh core whose first workspace the page acts in as a member with `role` (the owner for
 * 'owner'; otherwise a member the owner added). Seed with `run` (as the owner) or `asMember`.
 */
export async function startCore(role: Role | 'owner' = 'owner'): Promise<RendererCore> {
  current?.core.close()
  const t = await createTestCore()
  let principal = t.owner
  if (role !== 'owner') {
    const member = await t.run('members.add', { workspaceId: t.workspaceId, name: 'Robin', role })
    principal = { userId: member.userId }
  }
  t.core.signals.on('changed', (workspaceId: string, what: ChangeKind) => {
    for (const listener of [...listeners]) listener({ workspaceId, what })
  })
  current = {
    ...t,
    principal,
    asMember: (name, input) => t.run(name, input, principal),
  }
  return current
}

export function stopCore(): void {
  current?.core.close()
  current = null
}
