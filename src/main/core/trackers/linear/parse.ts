import type { RemoteIssue } from '../types'

/** "ENG-12": a team key and a number. */
export const LINEAR_KEY = /^[A-Za-z][A-Za-z0-9]{0,9}-\d{1,9}$/

/** `https://linear.app/<workspace>/issue/ENG-12/some-title` → "ENG-12". */
export function keyFromUrl(url: URL): string | null {
  const m = /^\/[\w-]+\/issue\/([A-Za-z][A-Za-z0-9]{0,9}-\d{1,9})(?:\/|$)/.exec(url.pathname)
  return m ? m[1]!.toUpperCase() : null
}

/** The fields every issue query asks for (one fragment, so parse.ts reads them all). */
export const ISSUE_FIELDS = `id identifier url title updatedAt completedAt canceledAt
  state { name type } cycle { name number } projectMilestone { name }`

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null)

export function parseIssue(raw: unknown): RemoteIssue | null {
  if (typeof raw !== 'object' || raw === null) return null
  const r = raw as Record<string, unknown>
  const key = str(r.identifier)
  const url = str(r.url)
  if (!key || !url) return null
  const state = (r.state ?? {}) as { name?: unknown; type?: unknown }
  const closed = state.type === 'completed' || state.type === 'canceled'
  const done = str(r.completedAt) ?? str(r.canceledAt)
  const milestone = (r.projectMilestone as { name?: unknown } | null)?.name
  const cycle = r.cycle as { name?: unknown; number?: unknown } | null
  const cycleName =
    str(cycle?.name) ?? (typeof cycle?.number === 'number' ? `Cycle ${cycle.number}` : null)
  return {
    key,
    externalId: str(r.id) ?? key,
    url,
    title: str(r.title) ?? '',
    state: closed ? 'closed' : 'open',
    stateLabel: str(state.name) ?? (closed ? 'Done' : 'Todo'),
    fixedIn: str(milestone) ?? cycleName,
    closedAt: closed && done ? Date.parse(done) : null,
    updatedAt: str(r.updatedAt),
    etag: null,
  }
}
