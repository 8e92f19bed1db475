import events from 'node:events'
import { readFileSync } from 'node:fs'
import timers from 'node:timers'
import url from 'node:url'
import vm from 'node:vm'
import type { RendererElectron } from '../../main/electron/electron-stand-in/ipc'
import { BUILT_PRELOAD } from './build-preload'

/** What `require` knows in a sandboxed preload (Electron docs, "Process Sandboxing"). */
export const SANDBOX_MODULES = ['electron', 'events', 'timers', 'url'] as const

export interface LoadedPreload {
  /** Every module name the preload asked `require` for, allowed or not. */
  required: string[]
}

/**
 * Runs the built preload the way Electron runs a sandboxed one: in its own V8 context, wrapped in
 * a function that gets a polyfilled `require` (the four modules above, nothing else) and no
 * Node globals. Throws what Electron would throw, e.g. `module not found: zod`. `code` defaults
 * to the built preload.
 */
export function loadSandboxedPreload(
  electron: RendererElectron,
  code: string = readFileSync(BUILT_PRELOAD, 'utf8'),
): LoadedPreload {
  const required: string[] = []
  const modules: Record<(typeof SANDBOX_MODULES)[number], unknown> = {
    electron,
    events,
    timers,
    url,
  }
  const sandboxRequire = (name: string): unknown => {
    required.push(name)
    if (!(SANDBOX_MODULES as readonly string[]).includes(name))
      throw new Error(`module not found: ${name}`)
    return modules[name as (typeof SANDBOX_MODULES)[number]]
  }
  const context = vm.createContext({ console })
  const wrapper = vm.runInContext(
    `(function (exports, require, module, __filename, __dirname, process, Buffer, global, setImmediate, clearImmediate) {\n${code}\n})`,
    context,
    { filename: BUILT_PRELOAD },
  ) as (...args: unknown[]) => void
  const module = { exports: {} }
  // The sandbox's `process` is a small object without env, versions of Node APIs or binding().
  const sandboxProcess = {
    platform: process.platform,
    type: 'renderer',
    contextIsolated: true,
    sandboxed: true,
  }
  wrapper(
    module.exports,
    sandboxRequire,
    module,
    BUILT_PRELOAD,
    '.',
    sandboxProcess,
    Buffer,
    context,
    setImmediate,
    clearImmediate,
  )
  return { required }
}
