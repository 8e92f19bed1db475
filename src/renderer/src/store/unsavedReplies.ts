/**
 * Unsaved reply text kept in this browser's (or desktop window's) localStorage, per workspace and
 * review, so a reload, a crash or a restart does not lose what someone was typing. It never goes
 * to the server; it is removed when the reply is saved, approved or dismissed, and offered back
 * ("Restore your unsaved reply?") when the review opens again.
 */
const PREFIX = 'review-reply:unsaved:'
/** Oldest entries go first beyond this many, so the store cannot grow without bound. */
const MAX_ENTRIES = 200
/** Longer than any store allows (Google Play 350, App Store 5,970 characters) with room to trim. */
const MAX_BODY = 20_000

interface Stored {
  body: string
  at: number
}

const keyOf = (workspaceId: string, reviewId: string) => `${PREFIX}${workspaceId}:${reviewId}`

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null // Storage disabled (a locked-down browser): edits live for the session only.
  }
}

export function readUnsaved(workspaceId: string, reviewId: string): string | null {
  const raw = storage()?.getItem(keyOf(workspaceId, reviewId))
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<Stored>
    return typeof value.body === 'string' ? value.body : null
  } catch {
    return null
  }
}

export function keepUnsaved(
  workspaceId: string,
  reviewId: string,
  body: string,
  now = Date.now(),
): void {
  const store = storage()
  if (!store) return
  const entry: Stored = { body: body.slice(0, MAX_BODY), at: now }
  try {
    store.setItem(keyOf(workspaceId, reviewId), JSON.stringify(entry))
    prune(store)
  } catch {
    // Quota exceeded: the edit still lives in memory for this session.
  }
}

export function clearUnsaved(workspaceId: string, reviewId: string): void {
  storage()?.removeItem(keyOf(workspaceId, reviewId))
}

function prune(store: Storage): void {
  const entries: { key: string; at: number }[] = []
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i)
    if (!key?.startsWith(PREFIX)) continue
    let at = 0
    try {
      at = Number((JSON.parse(store.getItem(key) ?? '{}') as Partial<Stored>).at) || 0
    } catch {
      // An unreadable entry sorts first and goes.
    }
    entries.push({ key, at })
  }
  if (entries.length <= MAX_ENTRIES) return
  entries.sort((a, b) => a.at - b.at)
  for (const { key } of entries.slice(0, entries.length - MAX_ENTRIES)) store.removeItem(key)
}
