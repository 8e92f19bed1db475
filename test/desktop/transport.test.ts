import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { DesktopBridge } from '../../src/shared/bridge'
import { markServePage, SERVE_PAGE_MARK } from '../../src/shared/serve-page'
import { chooseTransport } from '../../src/renderer/src/api/choose-transport'

/** Just enough of `document` to find the serve mark in a page's HTML. */
const pageOf = (html: string) => ({
  querySelector(selector: string) {
    const wanted = new RegExp(`<meta name="${SERVE_PAGE_MARK.name}" content="([^"]*)"`).exec(html)
    return selector.includes(SERVE_PAGE_MARK.name) && wanted ? { getAttribute: () => wanted[1] ?? null } : null
  },
})

const indexHtml = readFileSync(join(process.cwd(), 'src', 'renderer', 'index.html'), 'utf8')
const bridge = { commands: {} } as DesktopBridge

describe('the renderer’s transport', () => {
  it('uses HTTP on the page serve marks, even if something put an api on window', () => {
    const served = markServePage(indexHtml)
    expect(served).toContain(`<meta name="review-reply-shell" content="serve" />`)
    expect(chooseTransport({}, pageOf(served) as never)).toEqual({ kind: 'http' })
    expect(chooseTransport({ api: bridge }, pageOf(served) as never)).toEqual({ kind: 'http' })
  })

  it('uses the bridge on the desktop page, and says when the bridge is missing', () => {
    expect(chooseTransport({ api: bridge }, pageOf(indexHtml) as never)).toEqual({ kind: 'desktop', bridge })
    expect(chooseTransport({}, pageOf(indexHtml) as never)).toEqual({ kind: 'missing-bridge' })
  })
})
