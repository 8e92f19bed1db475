import { describe, expect, it } from 'vitest'
import type { DesktopBridge } from '../../src/shared/bridge'
import { markServePage, SERVE_PAGE_MARK } from '../../src/shared/serve-page'
import { chooseTransport, type PageHead } from '../../src/renderer/src/api/choose-transport'
// The page itself, as Vite serves and builds it.
import indexHtml from '../../src/renderer/index.html?raw'

/** Just enough of `document` to find the serve mark in a page's HTML. */
const pageOf = (html: string): PageHead => ({
  querySelector(selector: string) {
    const wanted = new RegExp(`<meta name="${SERVE_PAGE_MARK.name}" content="([^"]*)"`).exec(html)
    return selector.includes(SERVE_PAGE_MARK.name) && wanted
      ? { getAttribute: () => wanted[1] ?? null }
      : null
  },
})

const bridge = { commands: {} } as DesktopBridge

describe('the renderer’s transport', () => {
  it('uses HTTP on the page serve marks, even if something put an api on window', () => {
    const served = markServePage(indexHtml)
    expect(served).toContain(`<meta name="review-reply-shell" content="serve" />`)
    expect(chooseTransport({}, pageOf(served))).toEqual({ kind: 'http' })
    expect(chooseTransport({ api: bridge }, pageOf(served))).toEqual({ kind: 'http' })
  })

  it('uses the bridge on the desktop page, and says when the bridge is missing', () => {
    expect(chooseTransport({ api: bridge }, pageOf(indexHtml))).toEqual({ kind: 'desktop', bridge })
    expect(chooseTransport({}, pageOf(indexHtml))).toEqual({ kind: 'missing-bridge' })
  })
})
