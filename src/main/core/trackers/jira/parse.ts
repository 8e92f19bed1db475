import type { TrackerProjectDto } from '../../../../shared/dto/trackers'
import type { RemoteIssue } from '../types'

/** "APP-7": a project key and a number. */
export const JIRA_KEY = /^[A-Z][A-Z0-9_]{0,9}-\d{1,9}$/

/** `https://acme.atlassian.net/browse/APP-7` → "APP-7". */
export function keyFromUrl(url: URL): string | null {
  const m = /^\/browse\/([A-Za-z][A-Za-z0-9_]{0,9}-\d{1,9})\/?$/.exec(url.pathname)
  if (m) return m[1]!.toUpperCase()
  const selected = url.searchParams.get('selectedIssue')
  return selected && JIRA_KEY.test(selected.toUpperCase()) ? selected.toUpperCase() : null
}

/** "acme", "acme.atlassian.net" or "https://acme.atlassian.net/" → "https://acme.atlassian.net". */
export function siteUrl(site: string): string | null {
  const s = site
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/.*$/, '')
    .toLowerCase()
  if (/^[a-z0-9][a-z0-9-]{0,62}$/.test(s)) return `https://${s}.atlassian.net`
  if (/^[a-z0-9][a-z0-9-]{0,62}\.atlassian\.net$/.test(s)) return `https://${s}`
  return null
}

export const ISSUE_FIELD_LIST = 'summary,status,resolutiondate,fixVersions,updated'

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null)

/** Jira's times look like 2026-11-02T09:00:00.000+0000, which Date.parse does not read everywhere. */
export function jiraTime(value: string | null): number | null {
  if (!value) return null
  const iso = value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2')
  const t = Date.parse(iso)
  return Number.isFinite(t) ? t : null
}

export function parseIssue(raw: unknown, baseUrl: string): RemoteIssue | null {
  if (typeof raw !== 'object' || raw === null) return null
  const r = raw as { id?: unknown; key?: unknown; fields?: Record<string, unknown> }
  const key = str(r.key)
  if (!key) return null
  const f = r.fields ?? {}
  const status = (f.status ?? {}) as { name?: unknown; statusCategory?: { key?: unknown } }
  const closed = status.statusCategory?.key === 'done'
  const versions = Array.isArray(f.fixVersions) ? (f.fixVersions as { name?: unknown }[]) : []
  const fixedIn =
    versions
      .map((v) => str(v.name))
      .filter((v): v is string => v !== null)
      .at(-1) ?? null
  const updated = str(f.updated)
  return {
    key,
    externalId: str(r.id) ?? key,
    url: `${baseUrl}/browse/${key}`,
    title: str(f.summary) ?? '',
    state: closed ? 'closed' : 'open',
    stateLabel: str(status.name) ?? (closed ? 'Done' : 'To Do'),
    fixedIn,
    closedAt: closed ? (jiraTime(str(f.resolutiondate)) ?? jiraTime(updated)) : null,
    updatedAt: updated,
    etag: null,
  }
}

/** A page of `project/search`; `count` is how many it held (Jira may send fewer than asked). */
export function parseProjects(raw: unknown): {
  items: TrackerProjectDto[]
  count: number
  isLast: boolean
} {
  const r = (raw ?? {}) as { values?: unknown; isLast?: unknown }
  const values = Array.isArray(r.values) ? (r.values as { key?: unknown; name?: unknown }[]) : []
  return {
    items: values.flatMap((p) =>
      typeof p.key === 'string' && typeof p.name === 'string'
        ? [{ id: p.key, name: `${p.name} (${p.key})` }]
        : [],
    ),
    count: values.length,
    isLast: r.isLast !== false || values.length === 0,
  }
}

/** A plain-text body as Atlassian Document Format (one paragraph per line, blank lines kept). */
export function toAdf(text: string): unknown {
  return {
    type: 'doc',
    version: 1,
    content: text.split('\n').map((line) => ({
      type: 'paragraph',
      content: line ? [{ type: 'text', text: line }] : [],
    })),
  }
}
