import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'
import { expect, test } from '@playwright/test'
import { RENDERER_OUT } from '../../src/main/serve/renderer-assets'

// The built desktop page as the window would show it if the preload failed: not marked by
// `serve`, and with no `window.api`.
let server: Server
let url = ''

test.beforeAll(async () => {
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
  }
  server = createServer((req, res) => {
    const path = normalize(new URL(req.url ?? '/', 'http://x').pathname).replace(
      /^\/+$/,
      '/index.html',
    )
    try {
      const body = readFileSync(join(RENDERER_OUT, path))
      res
        .writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' })
        .end(body)
    } catch {
      res.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
})

test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

test('a desktop page whose bridge did not load says so, instead of blaming serve', async ({
  page,
}) => {
  const rpc: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/rpc/') || r.url().includes('/events')) rpc.push(r.url())
  })
  await page.goto(url)
  await expect(page.getByRole('heading', { name: 'Review Reply could not start' })).toBeVisible()
  await expect(page.getByText(/The desktop bridge did not load/)).toBeVisible()
  await expect(page.getByText(/review-reply serve/)).toHaveCount(0)
  expect(rpc).toEqual([])
})
