/** How long sign-in links work. One place, so the UI, the docs and the checks agree. */
export const STARTUP_LINK_LIFETIME_MS = 15 * 60 * 1000
export const DEFAULT_LINK_DAYS = 7
const DAY_MS = 24 * 60 * 60 * 1000

export const daysFromNow = (now: number, days: number): number => now + days * DAY_MS

/** Links made before expiries existed get the default lifetime, counted from their creation. */
export const linkExpiry = (link: { expiresAt: number | null; createdAt: number }): number =>
  link.expiresAt ?? daysFromNow(link.createdAt, DEFAULT_LINK_DAYS)
