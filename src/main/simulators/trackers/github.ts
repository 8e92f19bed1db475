/**
 * A loopback stand-in for GitHub's REST API v3 (issues): bearer tokens with fine-grained
 * permissions, installation tokens, `Link` pagination of repositories, ETags with `304 Not
 * Modified`, the x-ratelimit headers, and GitHub's error bodies. Tests and `serve --demo` use it.
 */
import { createHash } from 'node:crypto'
import {
  iso,
  startSimServer,
  type SimAnswer,
  type SimClock,
  type SimRequest,
  type SimServer,
} from './kit'

export interface GitHubToken {
  login: string
  /** Fine-grained "Issues" permission. */
  issues: 'write' | 'read' | 'none'
  /** Repositories it may see ("o/r"); default every one. */
  repos?: string[]
  /** An app installation token: no /user. */
  installation?: boolean
}

interface SimIssue {
  id: number
  number: number
  repo: string
  title: string
  body: string
  state: 'open' | 'closed'
  stateReason: string | null
  milestone: string | null
  createdAt: number
  updatedAt: number
  closedAt: number | null
}

export interface GitHubSimulator extends SimServer {
  addToken(token: string, grant: GitHubToken): void
  addRepo(fullName: string): void
  issue(key: string): SimIssue | null
  issues(): SimIssue[]
  /** Test hook: close an issue (optionally setting its milestone), as someone on GitHub would. */
  closeIssue(key: string, change?: { milestone?: string }): void
  /** Repositories per page (GitHub's own default is 30). */
  setPageSize(n: number): void
}

const ERR = (status: number, message: string, headers: Record<string, string> = {}): SimAnswer => ({
  status,
  body: { message, documentation_url: 'https://docs.github.com/rest', status: String(status) },
  headers,
})

export async function startGitHubSimulator(
  options: { clock?: SimClock; port?: number } = {},
): Promise<GitHubSimulator> {
  const clock = options.clock ?? { now: () => Date.now() }
  const tokens = new Map<string, GitHubToken>()
  const repos = new Set<string>()
  const issues = new Map<string, SimIssue>()
  const counters = new Map<string, number>()
  let nextId = 1000
  let base = ''
  const self = { pageSize: 30 }

  const rate = (): Record<string, string> => ({
    'x-ratelimit-limit': '5000',
    'x-ratelimit-remaining': '4999',
    'x-ratelimit-reset': String(Math.floor(clock.now() / 1000) + 3600),
  })
  const wire = (i: SimIssue) => ({
    id: i.id,
    node_id: `I_${i.id}`,
    number: i.number,
    html_url: `${base}/${i.repo}/issues/${i.number}`,
    url: `${base}/repos/${i.repo}/issues/${i.number}`,
    title: i.title,
    body: i.body,
    state: i.state,
    state_reason: i.stateReason,
    milestone: i.milestone ? { title: i.milestone, state: 'open' } : null,
    created_at: iso(i.createdAt),
    updated_at: iso(i.updatedAt),
    closed_at: i.closedAt ? iso(i.closedAt) : null,
  })
  const etagOf = (i: SimIssue) =>
    `W/"${createHash('sha1')
      .update(JSON.stringify(wire(i)))
      .digest('hex')}"`
  const visible = (t: GitHubToken, repo: string) =>
    repos.has(repo) && (!t.repos || t.repos.includes(repo))

  const handle = (req: SimRequest): SimAnswer => {
    const auth = req.headers.authorization ?? ''
    const m = /^(?:Bearer|token) (.+)$/.exec(auth)
    const token = m ? tokens.get(m[1]!) : undefined
    if (!token) return ERR(401, 'Bad credentials', rate())
    const path = req.url.pathname
    if (req.method === 'GET' && path === '/user') {
      if (token.installation) return ERR(403, 'Resource not accessible by integration', rate())
      return { status: 200, body: { login: token.login, id: 1, type: 'User' }, headers: rate() }
    }
    if (req.method === 'GET' && (path === '/user/repos' || path === '/installation/repositories')) {
      if (path === '/user/repos' && token.installation)
        return ERR(403, 'Resource not accessible by integration', rate())
      const all = [...repos].filter((r) => visible(token, r) && token.issues !== 'none').sort()
      const perPage = Math.min(
        100,
        Number(req.url.searchParams.get('per_page') ?? self.pageSize) || self.pageSize,
        self.pageSize,
      )
      const page = Math.max(1, Number(req.url.searchParams.get('page') ?? 1) || 1)
      const slice = all
        .slice((page - 1) * perPage, page * perPage)
        .map((r) => ({ full_name: r, has_issues: true, private: true }))
      const headers: Record<string, string> = { ...rate() }
      if (page * perPage < all.length) {
        const next = new URL(`${base}${path}`)
        next.searchParams.set('per_page', String(perPage))
        next.searchParams.set('page', String(page + 1))
        headers.link = `<${next.href}>; rel="next"`
      }
      return path === '/user/repos'
        ? { status: 200, body: slice, headers }
        : { status: 200, body: { total_count: all.length, repositories: slice }, headers }
    }
    const create = /^\/repos\/([\w.-]+\/[\w.-]+)\/issues$/.exec(path)
    if (create && req.method === 'POST') {
      const repo = create[1]!
      if (!visible(token, repo)) return ERR(404, 'Not Found', rate())
      if (token.issues !== 'write')
        return ERR(403, 'Resource not accessible by personal access token', {
          ...rate(),
          'x-accepted-github-permissions': 'issues=write',
        })
      let input: { title?: unknown; body?: unknown }
      try {
        input = JSON.parse(req.body) as typeof input
      } catch {
        return ERR(400, 'Problems parsing JSON', rate())
      }
      if (typeof input.title !== 'string' || !input.title.trim())
        return {
          status: 422,
          body: {
            message: 'Validation Failed',
            errors: [{ resource: 'Issue', code: 'missing_field', field: 'title' }],
          },
          headers: rate(),
        }
      const number = (counters.get(repo) ?? 0) + 1
      counters.set(repo, number)
      const now = clock.now()
      const issue: SimIssue = {
        id: nextId++,
        number,
        repo,
        title: input.title,
        body: typeof input.body === 'string' ? input.body : '',
        state: 'open',
        stateReason: null,
        milestone: null,
        createdAt: now,
        updatedAt: now,
        closedAt: null,
      }
      issues.set(`${repo}#${number}`, issue)
      return { status: 201, body: wire(issue), headers: { ...rate(), etag: etagOf(issue) } }
    }
    const one = /^\/repos\/([\w.-]+\/[\w.-]+)\/issues\/(\d+)$/.exec(path)
    if (one && req.method === 'GET') {
      const issue = issues.get(`${one[1]}#${one[2]}`)
      if (!issue || !visible(token, issue.repo)) return ERR(404, 'Not Found', rate())
      if (token.issues === 'none')
        return ERR(403, 'Resource not accessible by personal access token', {
          ...rate(),
          'x-accepted-github-permissions': 'issues=read',
        })
      const etag = etagOf(issue)
      // A conditional request answered 304 does not count against the rate limit.
      if (req.headers['if-none-match'] === etag)
        return { status: 304, headers: { ...rate(), etag } }
      return { status: 200, body: wire(issue), headers: { ...rate(), etag } }
    }
    return ERR(404, 'Not Found', rate())
  }

  const server = await startSimServer(
    options.port ?? 0,
    () =>
      ERR(
        429,
        'API rate limit exceeded for user. (But here is the good news: Authenticated requests get a higher rate limit.)',
        { 'x-ratelimit-remaining': '0' },
      ),
    ERR(502, 'Server Error'),
    handle,
  )
  base = server.url
  return Object.assign(server, {
    setPageSize: (n: number) => void (self.pageSize = n),
    addToken: (token: string, grant: GitHubToken) => void tokens.set(token, grant),
    addRepo: (name: string) => void repos.add(name),
    issue: (key: string) => issues.get(key) ?? null,
    issues: () => [...issues.values()],
    closeIssue(key: string, change: { milestone?: string } = {}) {
      const issue = issues.get(key)
      if (!issue) throw new Error(`no issue ${key}`)
      const now = clock.now()
      issue.state = 'closed'
      issue.stateReason = 'completed'
      issue.closedAt = now
      issue.updatedAt = now
      if (change.milestone !== undefined) issue.milestone = change.milestone
    },
  })
}
