import type { TrackerProjectDto } from '../../../../shared/dto/trackers'
import { isFailure, parseJson, send, type HttpAnswer } from '../http'
import type {
  RemoteIssue,
  TrackerCall,
  TrackerClient,
  TrackerFailure,
  TrackerResult,
} from '../types'
import { jiraFailure } from './errors'
import { ISSUE_FIELD_LIST, JIRA_KEY, parseIssue, parseProjects, toAdf } from './parse'

const SERVICE = 'Jira'
const MAX_PAGES = 10
const PAGE = 50

function auth(call: TrackerCall): string {
  return `Basic ${Buffer.from(`${call.email ?? ''}:${call.token}`).toString('base64')}`
}

function jira(call: TrackerCall, method: 'GET' | 'POST', path: string, body?: unknown) {
  const authorization = auth(call)
  return send(call.http, {
    method,
    url: `${call.baseUrl}${path}`,
    headers: {
      authorization,
      accept: 'application/json',
      'user-agent': 'review-reply',
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    service: SERVICE,
    secrets: [call.token, authorization],
  })
}

const notAnIssue: TrackerFailure = {
  ok: false,
  code: 'invalid',
  message: 'Jira sent something that is not an issue.',
}

async function projects(call: TrackerCall): Promise<TrackerResult<TrackerProjectDto[]>> {
  const out: TrackerProjectDto[] = []
  let startAt = 0
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer: HttpAnswer | TrackerFailure = await jira(
      call,
      'GET',
      `/rest/api/3/project/search?startAt=${startAt}&maxResults=${PAGE}&action=create`,
    )
    if (isFailure(answer)) return answer
    if (answer.status !== 200) return jiraFailure(answer, 'its projects')
    const { items, count, isLast } = parseProjects(parseJson(answer.text))
    out.push(...items)
    if (isLast) break
    startAt += count
  }
  return { ok: true, value: out }
}

async function test(
  call: TrackerCall,
): Promise<TrackerResult<{ account: string; message: string }>> {
  const me = await jira(call, 'GET', '/rest/api/3/myself')
  if (isFailure(me)) return me
  if (me.status !== 200) return jiraFailure(me, 'your account')
  const account = new URL(call.baseUrl).host
  const list = await projects(call)
  if (!list.ok) return list
  if (list.value.length === 0)
    return {
      ok: false,
      code: 'forbidden',
      message:
        'The account cannot create issues in any project: give it Browse projects and Create issues in the projects you track.',
    }
  const n = list.value.length
  return {
    ok: true,
    value: {
      account,
      message: `Connected to ${account}: ${n} ${n === 1 ? 'project' : 'projects'}.`,
    },
  }
}

async function getIssue(call: TrackerCall, key: string): Promise<TrackerResult<RemoteIssue>> {
  if (!JIRA_KEY.test(key))
    return { ok: false, code: 'invalid', message: `${key} is not a Jira issue (APP-7).` }
  const answer = await jira(call, 'GET', `/rest/api/3/issue/${key}?fields=${ISSUE_FIELD_LIST}`)
  if (isFailure(answer)) return answer
  if (answer.status !== 200) return jiraFailure(answer, key)
  const issue = parseIssue(parseJson(answer.text), call.baseUrl)
  return issue ? { ok: true, value: issue } : notAnIssue
}

async function createIssue(
  call: TrackerCall,
  input: { projectId: string; title: string; body: string },
): Promise<TrackerResult<RemoteIssue>> {
  const fields = (issuetype: string) => ({
    fields: {
      project: { key: input.projectId },
      summary: input.title,
      description: toAdf(input.body),
      issuetype: { name: issuetype },
    },
  })
  let answer = await jira(call, 'POST', '/rest/api/3/issue', fields('Bug'))
  // A project without the Bug type (business projects) takes a Task.
  if (!isFailure(answer) && answer.status === 400 && /issuetype/i.test(answer.text))
    answer = await jira(call, 'POST', '/rest/api/3/issue', fields('Task'))
  if (isFailure(answer)) return answer
  if (answer.status !== 201) return jiraFailure(answer, input.projectId)
  const key = (parseJson(answer.text) as { key?: unknown } | null)?.key
  if (typeof key !== 'string') return notAnIssue
  return getIssue(call, key)
}

/** Jira's JQL date, minutes precision; a day earlier, because Jira reads it in the account's time zone. */
function jqlSince(since: number): string {
  return new Date(since - 24 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ')
}

/** One search for the linked issues updated since the last poll (`updated >=`). */
async function changedSince(
  call: TrackerCall,
  issues: { key: string; externalId: string }[],
  since: number,
): Promise<TrackerResult<RemoteIssue[]>> {
  const keys = issues.map((i) => i.key).filter((k) => JIRA_KEY.test(k))
  if (keys.length === 0) return { ok: true, value: [] }
  const out: RemoteIssue[] = []
  let nextPageToken: string | undefined
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await jira(call, 'POST', '/rest/api/3/search/jql', {
      jql: `key in (${keys.join(',')}) AND updated >= "${jqlSince(since)}"`,
      fields: ISSUE_FIELD_LIST.split(','),
      maxResults: PAGE,
      ...(nextPageToken ? { nextPageToken } : {}),
    })
    if (isFailure(answer)) return answer
    if (answer.status !== 200) return jiraFailure(answer, 'the linked issues')
    const body = parseJson(answer.text) as { issues?: unknown[]; nextPageToken?: unknown } | null
    for (const raw of body?.issues ?? []) {
      const issue = parseIssue(raw, call.baseUrl)
      if (issue) out.push(issue)
    }
    if (typeof body?.nextPageToken !== 'string') break
    nextPageToken = body.nextPageToken
  }
  return { ok: true, value: out }
}

export const jiraClient: TrackerClient = {
  kind: 'jira',
  test,
  projects,
  createIssue,
  getIssue,
  changedSince,
}
