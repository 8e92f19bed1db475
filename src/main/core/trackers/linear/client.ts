import type { TrackerProjectDto } from '../../../../shared/dto/trackers'
import { isFailure, parseJson, send } from '../http'
import type {
  RemoteIssue,
  TrackerCall,
  TrackerClient,
  TrackerFailure,
  TrackerResult,
} from '../types'
import { graphQlErrors, linearFailure } from './errors'
import { ISSUE_FIELDS, LINEAR_KEY, parseIssue } from './parse'

export const LINEAR_API = 'https://api.linear.app'
const MAX_PAGES = 10

/** One GraphQL request; `data` when it worked, else the failure in words. */
async function graphql(
  call: TrackerCall,
  query: string,
  variables: Record<string, unknown>,
  what: string,
): Promise<TrackerResult<Record<string, unknown>>> {
  const answer = await send(call.http, {
    method: 'POST',
    url: `${call.baseUrl}/graphql`,
    // Personal API keys go in Authorization as they are (OAuth tokens would be Bearer).
    headers: {
      authorization: call.token,
      'content-type': 'application/json',
      'user-agent': 'review-reply',
    },
    body: JSON.stringify({ query, variables }),
    service: 'Linear',
    secrets: [call.token],
  })
  if (isFailure(answer)) return answer
  const body = parseJson(answer.text) as { data?: unknown } | null
  if (answer.status !== 200 || graphQlErrors(body).length > 0) return linearFailure(answer, what)
  if (typeof body?.data !== 'object' || body.data === null)
    return { ok: false, code: 'invalid', message: 'Linear sent an answer without data.' }
  return { ok: true, value: body.data as Record<string, unknown> }
}

const notAnIssue: TrackerFailure = {
  ok: false,
  code: 'invalid',
  message: 'Linear sent something that is not an issue.',
}

async function projects(call: TrackerCall): Promise<TrackerResult<TrackerProjectDto[]>> {
  const out: TrackerProjectDto[] = []
  let after: string | null = null
  for (let page = 0; page < MAX_PAGES; page++) {
    const res = await graphql(
      call,
      'query Teams($after: String) { teams(first: 50, after: $after) { nodes { id key name } pageInfo { hasNextPage endCursor } } }',
      { after },
      'its teams',
    )
    if (!res.ok) return res
    const teams = res.value.teams as
      | {
          nodes?: { id?: unknown; key?: unknown; name?: unknown }[]
          pageInfo?: { hasNextPage?: unknown; endCursor?: unknown }
        }
      | undefined
    for (const t of teams?.nodes ?? [])
      if (typeof t.id === 'string' && typeof t.name === 'string')
        out.push({ id: t.id, name: typeof t.key === 'string' ? `${t.name} (${t.key})` : t.name })
    if (teams?.pageInfo?.hasNextPage !== true || typeof teams.pageInfo.endCursor !== 'string') break
    after = teams.pageInfo.endCursor
  }
  return { ok: true, value: out }
}

async function test(
  call: TrackerCall,
): Promise<TrackerResult<{ account: string; message: string }>> {
  const me = await graphql(
    call,
    'query { viewer { name organization { name urlKey } } }',
    {},
    'your account',
  )
  if (!me.ok) return me
  const viewer = me.value.viewer as
    { name?: unknown; organization?: { name?: unknown } } | undefined
  const account =
    typeof viewer?.organization?.name === 'string' ? viewer.organization.name : 'Linear'
  const teams = await projects(call)
  if (!teams.ok) return teams
  if (teams.value.length === 0)
    return {
      ok: false,
      code: 'forbidden',
      message:
        'The API key cannot see any team: give it access to the teams whose issues you track (Read and Create issues).',
    }
  const n = teams.value.length
  return {
    ok: true,
    value: { account, message: `Connected to ${account}: ${n} ${n === 1 ? 'team' : 'teams'}.` },
  }
}

async function createIssue(
  call: TrackerCall,
  input: { projectId: string; title: string; body: string },
): Promise<TrackerResult<RemoteIssue>> {
  const res = await graphql(
    call,
    `mutation Create($input: IssueCreateInput!) { issueCreate(input: $input) { success issue { ${ISSUE_FIELDS} } } }`,
    { input: { teamId: input.projectId, title: input.title, description: input.body } },
    'that team',
  )
  if (!res.ok) return res
  const issue = parseIssue((res.value.issueCreate as { issue?: unknown } | undefined)?.issue)
  return issue ? { ok: true, value: issue } : notAnIssue
}

async function getIssue(call: TrackerCall, key: string): Promise<TrackerResult<RemoteIssue>> {
  if (!LINEAR_KEY.test(key))
    return { ok: false, code: 'invalid', message: `${key} is not a Linear issue (ENG-12).` }
  const res = await graphql(
    call,
    `query Issue($id: String!) { issue(id: $id) { ${ISSUE_FIELDS} } }`,
    { id: key },
    key,
  )
  if (!res.ok) return res
  if (res.value.issue === null)
    return { ok: false, code: 'not_found', message: `Linear has no such issue: ${key}.` }
  const issue = parseIssue(res.value.issue)
  return issue ? { ok: true, value: issue } : notAnIssue
}

/** One query for the linked issues changed since the last poll (Linear filters by updatedAt). */
async function changedSince(
  call: TrackerCall,
  issues: { key: string; externalId: string }[],
  since: number,
): Promise<TrackerResult<RemoteIssue[]>> {
  const out: RemoteIssue[] = []
  let after: string | null = null
  for (let page = 0; page < MAX_PAGES; page++) {
    const res = await graphql(
      call,
      `query Changed($ids: [ID!], $since: DateTimeOrDuration!, $after: String) {
        issues(first: 50, after: $after, filter: { id: { in: $ids }, updatedAt: { gt: $since } }) {
          nodes { ${ISSUE_FIELDS} } pageInfo { hasNextPage endCursor } } }`,
      { ids: issues.map((i) => i.externalId), since: new Date(since).toISOString(), after },
      'the linked issues',
    )
    if (!res.ok) return res
    const found = res.value.issues as
      { nodes?: unknown[]; pageInfo?: { hasNextPage?: unknown; endCursor?: unknown } } | undefined
    for (const n of found?.nodes ?? []) {
      const issue = parseIssue(n)
      if (issue) out.push(issue)
    }
    if (found?.pageInfo?.hasNextPage !== true || typeof found.pageInfo.endCursor !== 'string') break
    after = found.pageInfo.endCursor
  }
  return { ok: true, value: out }
}

export const linearClient: TrackerClient = {
  kind: 'linear',
  test,
  projects,
  createIssue,
  getIssue,
  changedSince,
}
