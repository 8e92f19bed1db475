import { mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkPackaging } from '../../scripts/package-check'
import { commandNames } from '../../src/shared/contract'
import type { DesktopBridge } from '../../src/shared/bridge'
import { preloadRequireProblems } from '../../scripts/preload-requires'
import { StandInFrame, StandInWebContents } from '../main/electron/electron-stand-in/browser-window'
import { rendererElectron, StandInIpcMain } from '../main/electron/electron-stand-in/ipc'
import { loadSandboxedPreload } from './support/sandboxed-preload'
import { tempDir } from '../support/temp-dir'

function loadInWindow() {
  const ipcMain = new StandInIpcMain()
  const contents = new StandInWebContents()
  contents.mainFrame.url = 'file:///app/out/renderer/index.html'
  const mainWorld: Record<string, unknown> = {}
  const loaded = loadSandboxedPreload(
    rendererElectron(ipcMain, contents, contents.mainFrame, mainWorld),
  )
  return {
    ipcMain,
    contents,
    mainWorld,
    required: loaded.required,
    api: mainWorld.api as DesktopBridge,
  }
}

describe('the built preload in an Electron sandbox', () => {
  it('loads with the sandbox’s require and asks for electron only', () => {
    const { required, mainWorld } = loadInWindow()
    expect(required).toEqual(['electron'])
    expect(Object.keys(mainWorld)).toEqual(['api'])
  })

  it('exposes one named function per command, the change feed, openExternal and the log folder — nothing raw', () => {
    const { api } = loadInWindow()
    expect(Object.keys(api).sort()).toEqual(['commands', 'logs', 'onChanged', 'openExternal'])
    expect(Object.keys(api.commands).sort()).toEqual([...commandNames].sort())
    for (const name of commandNames) expect(typeof api.commands[name]).toBe('function')
    expect(Object.keys(api.logs).sort()).toEqual(['folder', 'open'])
    const everything = JSON.stringify(Object.keys(api)) + JSON.stringify(Object.keys(api.commands))
    expect(everything).not.toMatch(/ipcRenderer|invoke|send|require|process/)
  })

  it('sends each command on its own channel with its input, and returns main’s answer', async () => {
    const { api, ipcMain } = loadInWindow()
    const seen: { channel: string; args: unknown[] }[] = []
    ipcMain.handle('rr:cmd:reviews.list', (_event, ...args) => {
      seen.push({ channel: 'rr:cmd:reviews.list', args })
      return { ok: true, value: { items: [] } }
    })
    const result = await api.commands['reviews.list']({ workspaceId: 'ws_1' } as never)
    expect(result).toEqual({ ok: true, value: { items: [] } })
    expect(seen).toEqual([{ channel: 'rr:cmd:reviews.list', args: [{ workspaceId: 'ws_1' }] }])
  })

  it('delivers change notices to subscribers until they unsubscribe', () => {
    const { api, contents } = loadInWindow()
    const got: unknown[] = []
    const stop = api.onChanged((n) => got.push(n))
    contents.send('rr:changed', { workspaceId: 'ws_1', what: 'digests' })
    stop()
    contents.send('rr:changed', { workspaceId: 'ws_1', what: 'alerts' })
    expect(got).toEqual([{ workspaceId: 'ws_1', what: 'digests' }])
  })

  it('a call from a child frame carries that frame, so main can refuse it', async () => {
    const ipcMain = new StandInIpcMain()
    const contents = new StandInWebContents()
    const child = new StandInFrame('https://evil.example/', contents.mainFrame)
    let senderFrame: unknown = null
    ipcMain.handle('rr:cmd:session.get', (event) => {
      senderFrame = event.senderFrame
      return { ok: true, value: null }
    })
    const mainWorld: Record<string, unknown> = {}
    loadSandboxedPreload(rendererElectron(ipcMain, contents, child, mainWorld))
    await (mainWorld.api as DesktopBridge).commands['session.get']({})
    expect(senderFrame).toBe(child)
  })
})

describe('package:check’s preload rule', () => {
  it('passes a preload that requires electron only', () => {
    expect(
      preloadRequireProblems(
        'let electron = require("electron");\nelectron.contextBridge.exposeInMainWorld("api", {})',
      ),
    ).toEqual([])
  })

  it('names every other module, computed requires and dynamic imports', () => {
    const code =
      'let e = require("electron");\nlet z = require("zod");\nconst p = require(\'node:path\');\nrequire(name);\nimport("x")'
    expect(preloadRequireProblems(code)).toEqual([
      'the preload requires "zod", which a sandboxed preload cannot load (bundle it or drop it)',
      'the preload requires "node:path", which a sandboxed preload cannot load (bundle it or drop it)',
      'the preload calls require(name) with a computed name',
      'the preload uses import(), which a sandboxed preload cannot run',
    ])
  })

  it('would have caught the preload that shipped before (it required zod)', () => {
    const old = 'let electron = require("electron");\nlet zod = require("zod");\n'
    expect(preloadRequireProblems(old)).toHaveLength(1)
    const contents = new StandInWebContents()
    const electron = rendererElectron(new StandInIpcMain(), contents, contents.mainFrame, {})
    expect(() => loadSandboxedPreload(electron, old)).toThrow('module not found: zod')
  })
})

describe('npm run package:check', () => {
  const RULE = 'preload requires only electron (loads in the sandbox)'

  it('passes the built preload', async () => {
    const report = await checkPackaging(process.cwd())
    expect(report.checked).toContain(RULE)
  })

  it('fails, naming the module, when the built preload requires anything else', async () => {
    // The project as it is, with a build output whose preload requires zod (as it once did).
    const root = tempDir('rr-preload-check-')
    for (const entry of readdirSync(process.cwd())) {
      if (entry !== 'out') symlinkSync(join(process.cwd(), entry), join(root, entry))
    }
    for (const dir of ['main', 'preload', 'renderer'])
      mkdirSync(join(root, 'out', dir), { recursive: true })
    writeFileSync(join(root, 'out', 'main', 'index.js'), '')
    writeFileSync(join(root, 'out', 'renderer', 'index.html'), '')
    writeFileSync(
      join(root, 'out', 'preload', 'index.cjs'),
      'let electron = require("electron");\nlet zod = require("zod");\n',
    )
    const report = await checkPackaging(root)
    expect(report.checked).not.toContain(RULE)
    expect(report.problems).toEqual([
      'out/preload/index.cjs cannot load in the sandbox: the preload requires "zod", which a sandboxed preload cannot load (bundle it or drop it)',
    ])
  })
})
