import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { tempDir } from '../support/temp-dir'

const SCRIPT = join(process.cwd(), 'scripts/security-scan.mjs')

function project(files: Record<string, string>): string {
  const root = tempDir('rr-scan-')
  writeFileSync(
    join(root, 'package.json'),
    JSON.stringify({ devDependencies: { electron: '45.4.1' } }),
  )
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}

const scan = (root: string) => {
  const res = spawnSync(process.execPath, [SCRIPT, '--root', root], {
    encoding: 'utf8',
    timeout: 120_000,
  })
  return { code: res.status, out: res.stdout + res.stderr }
}

const CSP = `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'self'"></head><body></body></html>`
const UNSAFE_WINDOW = `import { BrowserWindow } from 'electron'
export const win = new BrowserWindow({
  webPreferences: { nodeIntegration: true, contextIsolation: false, disableBlinkFeatures: 'Auxclick' },
})
`

describe('scan:security (Electronegativity, offline)', () => {
  it('fails on an unexplained medium-or-higher finding and names it', () => {
    const root = project({ 'src/main/window.ts': UNSAFE_WINDOW, 'src/renderer/index.html': CSP })
    const { code, out } = scan(root)
    expect(code).toBe(1)
    expect(out).toMatch(
      /\[HIGH\/FIRM\] CONTEXT_ISOLATION_JS_CHECK {2}src\/main\/window\.ts:3:\d+ {2}\(UNEXPLAINED\)/,
    )
    expect(out).toMatch(
      /\[MEDIUM\/FIRM\] SANDBOX_JS_CHECK {2}src\/main\/window\.ts:2:\d+ {2}\(UNEXPLAINED\)/,
    )
    expect(out).toMatch(/LIMIT_NAVIGATION_GLOBAL_CHECK {2}\(project\) {2}\(UNEXPLAINED\)/)
    expect(out).toContain('FAILED')
  })

  it('passes once every such finding is explained in the allowlist, and flags stale entries', () => {
    const allow = (check: string, code: string) => ({
      check,
      file: 'src/main/window.ts',
      code,
      reason: 'fixture: this window only ever shows a bundled local page',
    })
    const root = project({
      'src/main/window.ts': UNSAFE_WINDOW,
      'src/renderer/index.html': CSP,
      '.electronegativity-allowlist.json': JSON.stringify({
        entries: [
          allow('CONTEXT_ISOLATION_JS_CHECK', 'contextIsolation: false'),
          allow('SANDBOX_JS_CHECK', 'new BrowserWindow('),
          {
            check: 'LIMIT_NAVIGATION_GLOBAL_CHECK',
            file: '(project)',
            reason: 'fixture: the page cannot navigate, it has no links',
          },
          {
            check: 'PERMISSION_REQUEST_HANDLER_GLOBAL_CHECK',
            file: '(project)',
            reason: 'fixture: nothing here ever asks for a permission',
          },
          {
            check: 'OPEN_EXTERNAL_JS_CHECK',
            file: 'src/main/gone.ts',
            reason: 'this file was deleted long ago, entry is stale',
          },
        ],
      }),
    })
    const { code, out } = scan(root)
    expect(out).toContain('(explained)')
    expect(out).toContain(
      'why it is fine: fixture: this window only ever shows a bundled local page',
    )
    expect(out).toContain(
      'no longer matches anything (remove it): OPEN_EXTERNAL_JS_CHECK src/main/gone.ts',
    )
    expect(out).toContain('PASSED')
    expect(code).toBe(0)
  })

  it('fails when there is no CSP at all, or a file cannot be read', () => {
    const root = project({
      'src/main/ok.ts': 'export const x = 1\n',
      'src/main/broken.ts': 'export const = (\n',
    })
    const { code, out } = scan(root)
    expect(code).toBe(1)
    expect(out).toContain('CSP_GLOBAL_CHECK')
    expect(out).toMatch(/\[UNREADABLE\] src\/main\/broken\.ts/)
  })
})
