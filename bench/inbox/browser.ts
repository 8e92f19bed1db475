/**
 * The inbox in a real browser (Debian's Chromium through Playwright) against `serve` on the
 * bench's 100,000-review data folder: time until the first rows are on screen, and from a
 * filter change or a search to the updated list being painted.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { chromium, type Page } from '@playwright/test'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

type Summary = (label: string, samples: number[]) => string

async function startServe(
  dataDir: string,
): Promise<{ loginUrl: string; uiUrl: string; stop(): Promise<void> }> {
  const env = { ...process.env }
  delete env.REVIEW_REPLY_VAULT_PASSPHRASE
  const child = spawn(
    process.execPath,
    [
      'bin/review-reply.mjs',
      'serve',
      '--ui-port',
      '0',
      '--api-port',
      '0',
      '--json',
      '--data-dir',
      dataDir,
    ],
    {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  const errors: string[] = []
  child.stderr.on('data', (c: Buffer) => errors.push(c.toString()))
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve)
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}: ${errors.join('')}`)))
  })
  const info = JSON.parse(line) as { loginUrl: string; uiUrl: string }
  return {
    ...info,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

/**
 * In-page code, kept as plain JavaScript (this file is compiled without the DOM library): runs
 * `action` and resolves once the next list is committed and the frame showing it is produced.
 */
const TIME_LIST_UPDATE = `async ({ action, arg }) => {
  const pane = document.querySelector('.list-pane')
  if (!pane) throw new Error('no inbox list')
  const before = pane.getAttribute('data-loaded')
  const started = performance.now()
  if (action === 'view') {
    const button = [...document.querySelectorAll('button.view')].find((b) => b.textContent.startsWith(arg))
    button.click()
  } else {
    const input = document.querySelector('#inbox-search')
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, arg)
    input.dispatchEvent(new Event('input', { bubbles: true }))
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
  }
  // React commits the new rows together with the attribute; then the next frame paints them.
  await new Promise((resolve) => {
    if (pane.getAttribute('data-loaded') !== before) return resolve()
    new MutationObserver((_, observer) => {
      observer.disconnect()
      resolve()
    }).observe(pane, { attributes: true, attributeFilter: ['data-loaded'] })
  })
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)))
  return performance.now() - started
}`

const FIRST_ROW_OBSERVER = `new MutationObserver((_, observer) => {
  if (document.querySelector('.review-row')) {
    window.firstRowAt = performance.now()
    observer.disconnect()
  }
}).observe(document, { childList: true, subtree: true })`

const SCROLL_TO_END = `(async () => {
  const list = document.querySelector('.review-list')
  for (let i = 0; i < 30; i++) {
    list.scrollTop = list.scrollHeight
    await new Promise((r) => setTimeout(r, 60))
  }
  return { rows: document.querySelectorAll('.review-row').length, height: document.querySelector('.review-list-inner').getBoundingClientRect().height }
})()`

const timeListUpdate = (page: Page, action: string, arg: string): Promise<number> =>
  page.evaluate(`(${TIME_LIST_UPDATE})(${JSON.stringify({ action, arg })})`) as Promise<number>

export async function browserFirstRender(dataDir: string, summary: Summary): Promise<void> {
  if (!existsSync(CHROMIUM)) {
    console.log(`browser figures skipped: no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`)
    return
  }
  const serve = await startServe(dataDir)
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } })
    // Record, from navigation start, when the first review row appears.
    await page.addInitScript(FIRST_ROW_OBSERVER)
    await page.goto(serve.loginUrl)
    await page.locator('.review-row').first().waitFor()
    const firstRender: number[] = []
    for (let i = 0; i < 10; i++) {
      await page.goto(`${serve.uiUrl}/?r=${i}#/inbox`)
      await page.locator('.review-row').first().waitFor()
      firstRender.push((await page.evaluate('window.firstRowAt')) as number)
    }
    console.log(summary('browser: page load → first rows painted', firstRender))

    const views = ['Needs reply', '1–2 stars', 'Drafts to approve', 'Failed', 'All reviews']
    const filterSamples: number[] = []
    for (let round = 0; round < 6; round++)
      for (const v of views) filterSamples.push(await timeListUpdate(page, 'view', v))
    console.log(summary('browser: saved view click → list painted', filterSamples))

    const searches = ['crash', 'login', 'sync slow', 'battery', 'app', '"dark mode"', 'zzzz', '']
    const searchSamples: number[] = []
    for (let round = 0; round < 4; round++)
      for (const q of searches) searchSamples.push(await timeListUpdate(page, 'search', q))
    console.log(summary('browser: search Enter → list painted', searchSamples))

    // Scrolling far down keeps a steady number of rows in the page (windowing).
    const { rows, height } = (await page.evaluate(SCROLL_TO_END)) as {
      rows: number
      height: number
    }
    console.log(
      `browser: after scrolling through ${Math.round(height / 96).toLocaleString('en')} loaded reviews, ${rows} rows exist in the page`,
    )
  } finally {
    await browser.close()
    await serve.stop()
  }
}
