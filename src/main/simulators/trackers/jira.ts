/**
 * A loopback stand-in for Jira Cloud's REST API v3: Basic auth (e-mail:API token), projects paged
 * with startAt/maxResults/isLast, issue create (ADF description, issue types), issue get, JQL
 * search by key and `updated >=`, Jira's `errorMessages`/`errors` bodies, and 429 with
 * Retry-After.
 */
import {
  startSimServer,
  type SimAnswer,
  type SimClock,
  type SimRequest,
  type SimServer,
} from './kit'

interface SimProject {
  id: string
  key: string
  name: string
  issueTypes: string[]
}

interface SimIssue {
  id: string
  key: string
  project: string
  summary: string
  description: unknown
  issueType: string
  status: { name: string; category: 'new' | 'indeterminate' | 'done' }
  fixVersions: string[]
  updated: number
  resolutiondate: number | null
}

export interface JiraSimulator extends SimServer {
  addAccount(
    email: string,
    token: string,
    grant?: { projects?: string[]; canCreate?: boolean },
  ): void
  addProject(key: string, name: string, issueTypes?: string[]): void
  issue(key: string): SimIssue | null
  issues(): SimIssue[]
  closeIssue(key: string, change?: { fixVersion?: string }): void
  setPageSize(n: number): void
}

/** Jira's own time format: 2026-11-02T09:00:00.000+0000. */
const jiraTime = (ms: number): string => new Date(ms).toISOString().replace('Z', '+0000')

const ERR = (
  status: number,
  messages: string[],
  errors: Record<string, string> = {},
): SimAnswer => ({
  status,
  body: { errorMessages: messages, errors },
})

export async function startJiraSimulator(
  options: { clock?: SimClock; port?: number } = {},
): Promise<JiraSimulator> {
  const clock = options.clock ?? { now: () => Date.now() }
  const accounts = new Map<string, { email: string; projects?: string[]; canCreate: boolean }>()
  const projects: SimProject[] = []
  const issues = new Map<string, SimIssue>()
  const counters = new Map<string, number>()
  let pageSize = 50
  let nextId = 10000
  let base = ''

  const wire = (i: SimIssue) => ({
    id: i.id,
    key: i.key,
    self: `${base}/rest/api/3/issue/${i.id}`,
    fields: {
      summary: i.summary,
      status: {
        name: i.status.name,
        statusCategory: {
          key: i.status.category,
          name: i.status.category === 'done' ? 'Done' : 'To Do',
        },
      },
      resolutiondate: i.resolutiondate ? jiraTime(i.resolutiondate) : null,
      fixVersions: i.fixVersions.map((name, n) => ({ id: String(n + 1), name, released: true })),
      updated: jiraTime(i.updated),
      issuetype: { name: i.issueType },
    },
  })

  const handle = (req: SimRequest): SimAnswer => {
    const m = /^Basic (.+)$/.exec(req.headers.authorization ?? '')
    const decoded = m ? Buffer.from(m[1]!, 'base64').toString('utf8') : ''
    const colon = decoded.indexOf(':')
    const account = colon > 0 ? accounts.get(decoded.slice(colon + 1)) : undefined
    if (!account || account.email !== decoded.slice(0, colon))
      return ERR(401, ['Client must be authenticated to access this resource.'])
    const sees = (key: string) =>
      projects.some((p) => p.key === key) && (!account.projects || account.projects.includes(key))
    const path = req.url.pathname
    if (req.method === 'GET' && path === '/rest/api/3/myself')
      return {
        status: 200,
        body: {
          accountId: '5b10a2844c20165700ede21g',
          emailAddress: account.email,
          displayName: 'Sim User',
          active: true,
        },
      }
    if (req.method === 'GET' && path === '/rest/api/3/project/search') {
      const all = projects.filter(
        (p) =>
          sees(p.key) && (req.url.searchParams.get('action') !== 'create' || account.canCreate),
      )
      const startAt = Math.max(0, Number(req.url.searchParams.get('startAt') ?? 0) || 0)
      const max = Math.min(
        pageSize,
        Math.max(1, Number(req.url.searchParams.get('maxResults') ?? 50) || 50),
      )
      const values = all.slice(startAt, startAt + max)
      return {
        status: 200,
        body: {
          self: `${base}${path}`,
          maxResults: max,
          startAt,
          total: all.length,
          isLast: startAt + values.length >= all.length,
          values: values.map((p) => ({
            id: p.id,
            key: p.key,
            name: p.name,
            self: `${base}/rest/api/3/project/${p.id}`,
          })),
        },
      }
    }
    if (req.method === 'POST' && path === '/rest/api/3/issue') {
      let input: {
        fields?: {
          project?: { key?: unknown }
          summary?: unknown
          description?: unknown
          issuetype?: { name?: unknown }
        }
      }
      try {
        input = JSON.parse(req.body) as typeof input
      } catch {
        return ERR(400, ['Unexpected character in the JSON body.'])
      }
      const f = input.fields ?? {}
      const project = projects.find((p) => p.key === f.project?.key)
      if (!project || !sees(project.key))
        return ERR(400, [], { project: 'valid project is required' })
      if (!account.canCreate)
        return ERR(403, ['You do not have permission to create issues in this project.'])
      if (typeof f.summary !== 'string' || !f.summary.trim())
        return ERR(400, [], { summary: 'You must specify a summary of the issue.' })
      const type = String(f.issuetype?.name ?? '')
      if (!project.issueTypes.includes(type))
        return ERR(400, [], { issuetype: 'Specify a valid issue type' })
      const n = (counters.get(project.key) ?? 0) + 1
      counters.set(project.key, n)
      const issue: SimIssue = {
        id: String(nextId++),
        key: `${project.key}-${n}`,
        project: project.key,
        summary: f.summary,
        description: f.description,
        issueType: type,
        status: { name: 'To Do', category: 'new' },
        fixVersions: [],
        updated: clock.now(),
        resolutiondate: null,
      }
      issues.set(issue.key, issue)
      return {
        status: 201,
        body: { id: issue.id, key: issue.key, self: `${base}/rest/api/3/issue/${issue.id}` },
      }
    }
    const one = /^\/rest\/api\/3\/issue\/([A-Z][A-Z0-9_]*-\d+)$/.exec(path)
    if (req.method === 'GET' && one) {
      const issue = issues.get(one[1]!)
      if (!issue || !sees(issue.project))
        return ERR(404, ['Issue does not exist or you do not have permission to see it.'])
      return { status: 200, body: wire(issue) }
    }
    if (req.method === 'POST' && path === '/rest/api/3/search/jql') {
      let input: { jql?: unknown; nextPageToken?: unknown; maxResults?: unknown }
      try {
        input = JSON.parse(req.body) as typeof input
      } catch {
        return ERR(400, ['Unexpected character in the JSON body.'])
      }
      const jql = String(input.jql ?? '')
      const keys =
        /key in \(([^)]*)\)/i
          .exec(jql)?.[1]
          ?.split(',')
          .map((k) => k.trim()) ?? []
      const sinceText = /updated >= "([^"]+)"/i.exec(jql)?.[1]
      const since = sinceText ? Date.parse(`${sinceText.replace(' ', 'T')}:00Z`) : 0
      const found = keys
        .map((k) => issues.get(k))
        .filter((i): i is SimIssue => Boolean(i) && sees(i!.project) && i!.updated >= since)
      const start = typeof input.nextPageToken === 'string' ? Number(input.nextPageToken) : 0
      const page = found.slice(start, start + pageSize)
      const end = start + page.length
      return {
        status: 200,
        body: {
          issues: page.map(wire),
          ...(end < found.length ? { nextPageToken: String(end) } : {}),
        },
      }
    }
    return ERR(404, ['No resource found at ' + path])
  }

  const server = await startSimServer(
    options.port ?? 0,
    () => ERR(429, ['Rate limit exceeded.']),
    ERR(503, ['Service unavailable.']),
    handle,
  )
  base = server.url
  return Object.assign(server, {
    addAccount: (
      email: string,
      token: string,
      grant: { projects?: string[]; canCreate?: boolean } = {},
    ) =>
      void accounts.set(token, {
        email,
        ...(grant.projects ? { projects: grant.projects } : {}),
        canCreate: grant.canCreate ?? true,
      }),
    addProject: (key: string, name: string, issueTypes: string[] = ['Bug', 'Task', 'Story']) =>
      void projects.push({ id: String(10000 + projects.length), key, name, issueTypes }),
    issue: (key: string) => issues.get(key) ?? null,
    issues: () => [...issues.values()],
    closeIssue(key: string, change: { fixVersion?: string } = {}) {
      const issue = issues.get(key)
      if (!issue) throw new Error(`no issue ${key}`)
      issue.status = { name: 'Done', category: 'done' }
      issue.resolutiondate = clock.now()
      issue.updated = clock.now()
      if (change.fixVersion !== undefined) issue.fixVersions = [change.fixVersion]
    },
    setPageSize: (n: number) => void (pageSize = n),
  })
}
