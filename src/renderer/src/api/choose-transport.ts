import type { DesktopBridge } from '../../../shared/bridge'
import { SERVE_PAGE_MARK } from '../../../shared/serve-page'

/**
 * How this page reaches the core: the preload's bridge in the desktop window, or the loopback
 * HTTP bridge when `review-reply serve` served the page (it marks the page it serves). A desktop
 * page without the bridge says so instead of guessing.
 */
export type Transport =
  { kind: 'desktop'; bridge: DesktopBridge } | { kind: 'http' } | { kind: 'missing-bridge' }

export const MISSING_BRIDGE_MESSAGE =
  'The desktop bridge did not load, so this window cannot reach Review Reply. Quit Review Reply ' +
  'and start it again; if this keeps happening, reinstall it. Its log file says what went wrong.'

/** The little of `document` this needs, so the choice is testable without a DOM. */
export interface PageHead {
  querySelector(selector: string): { getAttribute(name: string): string | null } | null
}

export function chooseTransport(
  win: { api?: DesktopBridge | undefined },
  doc: PageHead,
): Transport {
  const mark = doc.querySelector(`meta[name="${SERVE_PAGE_MARK.name}"]`)
  if (mark?.getAttribute('content') === SERVE_PAGE_MARK.content) return { kind: 'http' }
  return win.api ? { kind: 'desktop', bridge: win.api } : { kind: 'missing-bridge' }
}
