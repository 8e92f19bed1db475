import { Notification, type BrowserWindow } from 'electron'
import type { Notifier } from '../core/notify/notifier'

/**
 * Desktop notifications through the OS. A click brings the window forward and opens the review
 * (or the inbox) via the renderer's hash route.
 */
export function electronNotifier(window: () => BrowserWindow | null): Notifier {
  return {
    notify(n) {
      if (!Notification.isSupported()) return
      const notification = new Notification({ title: n.title, body: n.body, silent: false })
      notification.on('click', () => {
        const win = window()
        if (!win) return
        if (win.isMinimized()) win.restore()
        win.focus()
        const route = n.reviewId ? `#/inbox/${encodeURIComponent(n.reviewId)}` : '#/inbox'
        void win.webContents.executeJavaScript(`window.location.hash = ${JSON.stringify(route)}`)
      })
      notification.show()
    },
  }
}
