import { app, session, shell, type WebContents } from 'electron'
import { RENDERER_CSP } from '../../shared/csp'

/** Only https links leave the app, and only to the system browser. */
export function openExternalSafely(url: string): void {
  try {
    if (new URL(url).protocol === 'https:') void shell.openExternal(url)
  } catch {
    // Not a URL: ignore.
  }
}

/**
 * App-wide lockdown: a strict CSP on every response, no permission prompts, no navigation away
 * from the app, no new windows, no webviews.
 */
export function applySecurityPolicy(isAppUrl: (url: string) => boolean): void {
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({
      responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [RENDERER_CSP] },
    })
  })
  session.defaultSession.setPermissionRequestHandler((_wc, _permission, callback) => callback(false))
  app.on('web-contents-created', (_event, contents: WebContents) => {
    contents.on('will-navigate', (event, url) => {
      if (!isAppUrl(url)) event.preventDefault()
    })
    contents.on('will-redirect', (event, url) => {
      if (!isAppUrl(url)) event.preventDefault()
    })
    contents.on('will-attach-webview', (event) => event.preventDefault())
    contents.setWindowOpenHandler(({ url }) => {
      openExternalSafely(url)
      return { action: 'deny' }
    })
  })
}
