/**
 * A loopback stand-in for Linear's GraphQL API: personal API keys in `Authorization`, teams paged
 * by cursor (`pageInfo`), issueCreate, issue by identifier, issues filtered by id and updatedAt,
 * Linear's error shapes (`extensions.code`), and 429 with Retry-After. The operation is picked
 * from the query text and its variables, as a fake server may: it does not parse GraphQL.
 */
import {
  iso,
  startSimServer,
  type SimAnswer,
  type SimClock,
  type SimRequest,
  type SimServer,
} from './kit'

interface SimTeam {
  id: string
  key: string
  name: string
}

interface SimIssue {
  id: string
  identifier: string
  teamId: string
  title: string
  description: string
  state: { name: string; type: string }
  milestone: string | null
  cycle: number | null
  updatedAt: number
  completedAt: number | null
}

export interface LinearSimulator extends SimServer {
  /** An API key; `teams` limits what it sees (default all). */
  addKey(key: string, grant?: { teams?: string[]; canCreate?: boolean }): void
  addTeam(key: string, name: string): SimTeam
  issue(identifier: string): SimIssue | null
  issues(): SimIssue[]
  closeIssue(identifier: string, change?: { milestone?: string; cycle?: number }): void
  setPageSize(n: number): void
}

const gqlError = (
  status: number,
  message: string,
  code: string,
  presentable?: string,
): SimAnswer => ({
  status,
  body: {
    errors: [
      {
        message,
        extensions: {
          code,
          type: code.toLowerCase().replace(/_/g, ' '),
          userPresentableMessage: presentable ?? message,
        },
      },
    ],
  },
})

export async function startLinearSimulator(
  options: { clock?: SimClock; port?: number } = {},
): Promise<LinearSimulator> {
  const clock = options.clock ?? { now: () => Date.now() }
  const keys = new Map<string, { teams?: string[]; canCreate: boolean }>()
  const teams: SimTeam[] = []
  const issues = new Map<string, SimIssue>()
  const counters = new Map<string, number>()
  let pageSize = 50
  let seq = 1
  const org = { name: 'Acme', urlKey: 'acme' }

  const wire = (i: SimIssue) => ({
    id: i.id,
    identifier: i.identifier,
    url: `https://linear.app/${org.urlKey}/issue/${i.identifier}/${i.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .slice(0, 40)}`,
    title: i.title,
    updatedAt: iso(i.updatedAt),
    completedAt: i.completedAt ? iso(i.completedAt) : null,
    canceledAt: null,
    state: i.state,
    cycle: i.cycle === null ? null : { name: null, number: i.cycle },
    projectMilestone: i.milestone ? { name: i.milestone } : null,
  })
  const sees = (grant: { teams?: string[] }, teamId: string) => {
    const team = teams.find((t) => t.id === teamId)
    return Boolean(team) && (!grant.teams || grant.teams.includes(team!.key))
  }

  const handle = (req: SimRequest): SimAnswer => {
    if (req.method !== 'POST' || req.url.pathname !== '/graphql')
      return { status: 404, body: 'Cannot GET ' + req.url.pathname }
    const auth = req.headers.authorization ?? ''
    const grant = keys.get(auth)
    if (!grant) {
      if (auth.startsWith('Bearer '))
        return gqlError(
          400,
          'Authentication required, not authenticated',
          'AUTHENTICATION_ERROR',
          'Personal API keys are sent without "Bearer".',
        )
      return gqlError(
        400,
        'Authentication required, not authenticated',
        'AUTHENTICATION_ERROR',
        'You need to authenticate to access this operation.',
      )
    }
    let q: { query?: unknown; variables?: Record<string, unknown> }
    try {
      q = JSON.parse(req.body) as typeof q
    } catch {
      return gqlError(400, 'Unexpected token in JSON', 'GRAPHQL_PARSE_FAILED')
    }
    const query = typeof q.query === 'string' ? q.query : ''
    const vars = q.variables ?? {}
    if (query.includes('issueCreate')) {
      const input = (vars.input ?? {}) as {
        teamId?: unknown
        title?: unknown
        description?: unknown
      }
      const team = teams.find((t) => t.id === input.teamId)
      if (!team || !sees(grant, team.id))
        return gqlError(
          200,
          'Entity not found: Team',
          'INVALID_INPUT',
          'Could not find referenced Team.',
        )
      if (!grant.canCreate)
        return gqlError(200, 'Forbidden', 'FORBIDDEN', 'The API key is read-only.')
      const n = (counters.get(team.key) ?? 0) + 1
      counters.set(team.key, n)
      const issue: SimIssue = {
        id: `00000000-0000-4000-8000-${String(seq++).padStart(12, '0')}`,
        identifier: `${team.key}-${n}`,
        teamId: team.id,
        title: String(input.title ?? ''),
        description: String(input.description ?? ''),
        state: { name: 'Todo', type: 'unstarted' },
        milestone: null,
        cycle: null,
        updatedAt: clock.now(),
        completedAt: null,
      }
      issues.set(issue.identifier, issue)
      return { status: 200, body: { data: { issueCreate: { success: true, issue: wire(issue) } } } }
    }
    if (query.includes('teams(')) {
      const visible = teams.filter((t) => sees(grant, t.id))
      const start = typeof vars.after === 'string' ? Number(vars.after) : 0
      const page = visible.slice(start, start + pageSize)
      const end = start + page.length
      return {
        status: 200,
        body: {
          data: {
            teams: {
              nodes: page.map((t) => ({ id: t.id, key: t.key, name: t.name })),
              pageInfo: {
                hasNextPage: end < visible.length,
                endCursor: end < visible.length ? String(end) : null,
              },
            },
          },
        },
      }
    }
    if (query.includes('issues(')) {
      const ids = Array.isArray(vars.ids) ? (vars.ids as string[]) : []
      const since = typeof vars.since === 'string' ? Date.parse(vars.since) : 0
      const found = [...issues.values()].filter(
        (i) => ids.includes(i.id) && i.updatedAt > since && sees(grant, i.teamId),
      )
      const start = typeof vars.after === 'string' ? Number(vars.after) : 0
      const page = found.slice(start, start + pageSize)
      const end = start + page.length
      return {
        status: 200,
        body: {
          data: {
            issues: {
              nodes: page.map(wire),
              pageInfo: {
                hasNextPage: end < found.length,
                endCursor: end < found.length ? String(end) : null,
              },
            },
          },
        },
      }
    }
    if (query.includes('issue(')) {
      const id = String(vars.id ?? '')
      const issue = issues.get(id.toUpperCase()) ?? [...issues.values()].find((i) => i.id === id)
      if (!issue || !sees(grant, issue.teamId))
        return gqlError(
          200,
          'Entity not found: Issue',
          'INVALID_INPUT',
          'Could not find referenced Issue.',
        )
      return { status: 200, body: { data: { issue: wire(issue) } } }
    }
    if (query.includes('viewer')) {
      return { status: 200, body: { data: { viewer: { name: 'Sim User', organization: org } } } }
    }
    return gqlError(400, 'Cannot query field on type "Query".', 'GRAPHQL_VALIDATION_FAILED')
  }

  const server = await startSimServer(
    options.port ?? 0,
    () => ({
      status: 429,
      body: { errors: [{ message: 'Rate limit exceeded', extensions: { code: 'RATELIMITED' } }] },
      headers: { 'x-ratelimit-requests-remaining': '0' },
    }),
    {
      status: 500,
      body: {
        errors: [
          { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
        ],
      },
    },
    handle,
  )
  return Object.assign(server, {
    addKey: (key: string, grant: { teams?: string[]; canCreate?: boolean } = {}) =>
      void keys.set(key, {
        ...(grant.teams ? { teams: grant.teams } : {}),
        canCreate: grant.canCreate ?? true,
      }),
    addTeam(key: string, name: string): SimTeam {
      const team = { id: `team-${key.toLowerCase()}-${teams.length + 1}`, key, name }
      teams.push(team)
      return team
    },
    issue: (identifier: string) => issues.get(identifier) ?? null,
    issues: () => [...issues.values()],
    closeIssue(identifier: string, change: { milestone?: string; cycle?: number } = {}) {
      const issue = issues.get(identifier)
      if (!issue) throw new Error(`no issue ${identifier}`)
      issue.state = { name: 'Done', type: 'completed' }
      issue.completedAt = clock.now()
      issue.updatedAt = clock.now()
      if (change.milestone !== undefined) issue.milestone = change.milestone
      if (change.cycle !== undefined) issue.cycle = change.cycle
    },
    setPageSize: (n: number) => void (pageSize = n),
  })
}
