import { createStartupLink } from '../core/access/login-links'
import { startBackground } from '../core/background'
import type { Core } from '../core/core'
import { CoreError } from '../core/errors'
import { startBridge, type BridgeServer } from './bridge'
import type { NetworkOptions } from './network'
import { ensureRendererBuilt } from './renderer-assets'

export interface ServeOptions {
  uiPort: number
  apiPort: number
  log: (line: string) => void
  /** Where the UI listens and how people reach it (default: plain HTTP on 127.0.0.1). */
  network?: NetworkOptions
}

export interface RunningServe {
  ui: BridgeServer
  loginUrl: string
  stop(): Promise<void>
}

function portInUse(error: unknown, port: number, flag: string): never {
  if ((error as { code?: string }).code === 'EADDRINUSE') {
    throw new CoreError(
      'CONFLICT',
      `Port ${port} is already in use. Pick another with ${flag} N (or 0 for any free port).`,
    )
  }
  throw error
}

/** How long start-up waits for the work thread before going on without it (it keeps starting). */
const WORK_THREAD_READY_WAIT_MS = 10_000

function untilReady(ready: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))
  return Promise.race([ready, waited]).finally(() => clearTimeout(timer))
}

/** Runs the whole app without Electron: UI bridge, public API, background work. */
export async function startServe(core: Core, options: ServeOptions): Promise<RunningServe> {
  await ensureRendererBuilt(options.log)
  const ui = await startBridge(core, { ...options.network, port: options.uiPort }).catch(
    (e: unknown) => portInUse(e, options.uiPort, '--ui-port'),
  )
  const stops: (() => Promise<void> | void)[] = [() => ui.close()]
  try {
    const { startApiServer } = await import('../core/api/server')
    const api = await startApiServer(core, { port: options.apiPort }).catch((e: unknown) =>
      portInUse(e, options.apiPort, '--api-port'),
    )
    core.runtime.apiBaseUrl = `${api.url}/api/v1`
    core.runtime.uiBaseUrl = ui.url
    stops.push(() => api.close())
    const background = startBackground(core)
    stops.unshift(() => background.stop())
    // The sign-in link is printed once the work thread runs: a key connected right away then
    // starts its first import at once instead of waiting for the thread's code to load.
    await untilReady(background.ready, WORK_THREAD_READY_WAIT_MS)
  } catch (error) {
    await Promise.all(stops.map((s) => s()))
    throw error
  }
  const loginUrl = `${ui.url}${createStartupLink(core, core.ownerUserId)}`
  return {
    ui,
    loginUrl,
    async stop() {
      for (const s of stops) await s()
    },
  }
}
