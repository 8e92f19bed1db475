import type { TrackerProjectDto } from '../../../../shared/dto/trackers'
import type { RemoteIssue } from '../types'

/** "o/r#12" ↔ its parts. */
export function splitKey(key: string): { owner: string; repo: string; number: number } | null {
  const m = /^([\w.-]+)\/([\w.-]+)#(\d{1,9})$/.exec(key.trim())
  return m && isName(m[1]!) && isName(m[2]!)
    ? { owner: m[1]!, repo: m[2]!, number: Number(m[3]) }
    : null
}

/** An owner or repository name; "." and ".." would walk the API's paths. */
export const isName = (part: string): boolean => /^[\w.-]{1,100}$/.test(part) && !/^\.+$/.test(part)

/** `https://github.com/o/r/issues/12` (any GitHub host) → "o/r#12". */
export function keyFromUrl(url: URL): string | null {
  const m = /^\/([\w.-]+)\/([\w.-]+)\/issues\/(\d{1,9})\/?$/.exec(url.pathname)
  return m ? `${m[1]}/${m[2]}#${m[3]}` : null
}

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null)

/** One issue of the REST API (`GET /repos/{o}/{r}/issues/{n}`). */
export function parseIssue(
  raw: unknown,
  owner: string,
  repo: string,
  etag: string | null,
): RemoteIssue | null {
  if (typeof raw !== 'object' || raw === null) return null
  const r = raw as Record<string, unknown>
  if (typeof r.number !== 'number' || typeof r.html_url !== 'string') return null
  const closed = r.state === 'closed'
  const milestone = r.milestone as { title?: unknown } | null | undefined
  const closedAt = str(r.closed_at)
  return {
    key: `${owner}/${repo}#${r.number}`,
    externalId: String(r.id ?? r.number),
    url: r.html_url,
    title: str(r.title) ?? '',
    state: closed ? 'closed' : 'open',
    stateLabel: closed
      ? r.state_reason === 'not_planned'
        ? 'closed as not planned'
        : 'closed'
      : 'open',
    fixedIn: str(milestone?.title) ?? null,
    closedAt: closedAt ? Date.parse(closedAt) : null,
    updatedAt: str(r.updated_at),
    etag,
  }
}

export function parseRepos(raw: unknown): TrackerProjectDto[] {
  const list = Array.isArray(raw)
    ? raw
    : Array.isArray((raw as { repositories?: unknown } | null)?.repositories)
      ? (raw as { repositories: unknown[] }).repositories
      : []
  return list.flatMap((r) => {
    const name = str((r as { full_name?: unknown }).full_name)
    const hasIssues = (r as { has_issues?: unknown }).has_issues !== false
    return name && hasIssues ? [{ id: name, name }] : []
  })
}

/** The `rel="next"` URL of a Link header. */
export function nextLink(link: string | undefined): string | null {
  if (!link) return null
  for (const part of link.split(',')) {
    const m = /<([^>]+)>\s*;\s*rel="next"/.exec(part)
    if (m) return m[1]!
  }
  return null
}
