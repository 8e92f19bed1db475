import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { test as base, type Page } from '@playwright/test'

export interface ServeInstance {
  loginUrl: string
  uiUrl: string
  apiBaseUrl: string
  dataDir: string
  process: ChildProcess
  /** Output printed by serve so far (stderr), for debugging failures. */
  logs: string[]
}

/** Starts `review-reply serve` on free ports with its own data folder. */
export async function startServe(
  options: { demo?: boolean; dataDir?: string; env?: Record<string, string>; args?: string[] } = {},
): Promise<ServeInstance> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'rr-e2e-'))
  const args = [
    'bin/review-reply.mjs',
    'serve',
    '--ui-port',
    '0',
    '--api-port',
    '0',
    '--json',
    '--data-dir',
    dataDir,
  ]
  if (options.demo) args.push('--demo')
  if (options.args) args.push(...options.args)
  const child = spawn(process.execPath, args, {
    env: { ...process.env, REVIEW_REPLY_VAULT_PASSPHRASE: 'e2e passphrase', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const logs: string[] = []
  child.stderr?.on('data', (chunk: Buffer) => logs.push(chunk.toString()))
  const info = await new Promise<{ loginUrl: string; uiUrl: string; apiBaseUrl: string }>(
    (resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`serve did not start:\n${logs.join('')}`)),
        45_000,
      )
      const lines = createInterface({ input: child.stdout! })
      lines.once('line', (line) => {
        clearTimeout(timer)
        try {
          resolve(JSON.parse(line) as { loginUrl: string; uiUrl: string; apiBaseUrl: string })
        } catch {
          reject(new Error(`unexpected serve output: ${line}\n${logs.join('')}`))
        }
      })
      child.once('exit', (code) => {
        clearTimeout(timer)
        reject(new Error(`serve exited with ${code}:\n${logs.join('')}`))
      })
    },
  )
  return { ...info, dataDir, process: child, logs }
}

export async function stopServe(instance: ServeInstance): Promise<void> {
  if (instance.process.exitCode === null) {
    const exited = new Promise((resolve) => instance.process.once('exit', resolve))
    instance.process.kill('SIGTERM')
    await exited
  }
  rmSync(instance.dataDir, { recursive: true, force: true })
}

/**
 * Opens a sign-in or invitation link as a person does: the link shows a page (a GET spends
 * nothing, so mail scanners cannot use links up) and its "Sign in" button signs in.
 */
export async function openSignInLink(page: Page, link: string): Promise<void> {
  await page.goto(link)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** Signs the page in through the one-time link and waits for the app shell. */
export async function signIn(page: Page, instance: ServeInstance): Promise<void> {
  await openSignInLink(page, instance.loginUrl)
  await page.getByRole('navigation', { name: 'Main' }).waitFor()
}

/** `serve` for the test (plain), or `demoServe` wired to the store simulators. */
export const test = base.extend<{ serve: ServeInstance; demoServe: ServeInstance }>({
  serve: async ({}, use) => {
    const instance = await startServe()
    await use(instance)
    await stopServe(instance)
  },
  demoServe: async ({}, use) => {
    const instance = await startServe({ demo: true })
    await use(instance)
    await stopServe(instance)
  },
})

export { expect } from '@playwright/test'
