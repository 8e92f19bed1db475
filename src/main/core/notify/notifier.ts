import type { CoreContext } from '../context'

/**
 * Desktop notifications, as the core sees them. The core decides what is worth a notification
 * (insights/notifications); a shell decides how to show it. The Electron shell passes one backed
 * by `Notification`; everywhere else (tests, CLI, `serve`) the default does nothing.
 */
type NotificationKind =
  'low_star_reviews' | 'anomaly' | 'publish_failure' | 'assigned' | 'mentioned'

export interface DesktopNotification {
  title: string
  body: string
  /** Set when the notification is about one review, so a click can open it. */
  reviewId?: string
  /** The workspace the notification is about, so a click can switch to it. */
  workspaceId?: string
  kind: NotificationKind
  /** Set when it concerns one person only (an assignment, a mention): nobody else sees it. */
  forUserId?: string
}

export interface Notifier {
  notify(notification: DesktopNotification): void
}

export const noopNotifier: Notifier = { notify() {} }

/** Called by a shell once at start-up; the insights worker reads it on every notification. */
export function setNotifier(ctx: CoreContext, notifier: Notifier): void {
  ctx.state.notifier = notifier
}

export const notifierFor = (ctx: CoreContext): Notifier => ctx.state.notifier

/**
 * A shell signed in as one person shows that person's notifications and everyone's, never
 * another person's assignment or mention.
 */
export function forPerson(userId: string, notifier: Notifier): Notifier {
  return {
    notify(n) {
      if (n.forUserId === undefined || n.forUserId === userId) notifier.notify(n)
    },
  }
}
