import type { TrackerProjectDto } from '../../../../shared/dto/trackers'
import { isFailure, parseJson, send, type HttpAnswer } from '../http'
import type {
  RemoteIssue,
  TrackerCall,
  TrackerClient,
  TrackerFailure,
  TrackerResult,
} from '../types'
import { githubFailure } from './errors'
import { isName, nextLink, parseIssue, parseRepos, splitKey } from './parse'

export const GITHUB_API = 'https://api.github.com'
const SERVICE = 'GitHub'
/** Enough repositories to pick from; more pages than this is an organisation-wide token. */
const MAX_PAGES = 10

const headers = (call: TrackerCall): Record<string, string> => ({
  authorization: `Bearer ${call.token}`,
  accept: 'application/vnd.github+json',
  'x-github-api-version': '2022-11-28',
  'user-agent': 'review-reply',
})

function get(call: TrackerCall, url: string, extra: Record<string, string> = {}) {
  return send(call.http, {
    method: 'GET',
    url,
    headers: { ...headers(call), ...extra },
    service: SERVICE,
    secrets: [call.token],
  })
}

const bad = (what: string): TrackerFailure => ({
  ok: false,
  code: 'invalid',
  message: `GitHub sent something that is not ${what}.`,
})

async function listRepos(
  call: TrackerCall,
  first: string,
): Promise<TrackerResult<TrackerProjectDto[]>> {
  const out: TrackerProjectDto[] = []
  let url: string | null = first
  for (let page = 0; url && page < MAX_PAGES; page++) {
    const answer: HttpAnswer | TrackerFailure = await get(call, url)
    if (isFailure(answer)) return answer
    if (answer.status !== 200) return githubFailure(answer, 'its repositories')
    out.push(...parseRepos(parseJson(answer.text)))
    url = nextLink(answer.headers.link)
  }
  return { ok: true, value: out }
}

/** Fine-grained or classic tokens list the user's repositories; app installation tokens their own. */
async function projects(call: TrackerCall): Promise<TrackerResult<TrackerProjectDto[]>> {
  const user = await listRepos(call, `${call.baseUrl}/user/repos?per_page=100&sort=full_name`)
  if (user.ok || user.code !== 'forbidden') return user
  return listRepos(call, `${call.baseUrl}/installation/repositories?per_page=100`)
}

async function test(
  call: TrackerCall,
): Promise<TrackerResult<{ account: string; message: string }>> {
  const me = await get(call, `${call.baseUrl}/user`)
  if (isFailure(me)) return me
  let account: string
  if (me.status === 200) {
    const login = (parseJson(me.text) as { login?: unknown } | null)?.login
    if (typeof login !== 'string') return bad('a user')
    account = login
  } else if (me.status === 403) {
    // An app installation token cannot read /user; its repositories say what it can do.
    account = 'GitHub App installation'
  } else return githubFailure(me, 'your account')
  const repos = await projects(call)
  if (!repos.ok) return repos
  if (repos.value.length === 0)
    return {
      ok: false,
      code: 'forbidden',
      message:
        'The token cannot read issues in any repository: give it Issues: Read and write on the repositories whose issues you track.',
    }
  const n = repos.value.length
  return {
    ok: true,
    value: {
      account,
      message: `Connected as ${account}: ${n} ${n === 1 ? 'repository' : 'repositories'} with issues.`,
    },
  }
}

async function createIssue(
  call: TrackerCall,
  input: { projectId: string; title: string; body: string },
): Promise<TrackerResult<RemoteIssue>> {
  const m = /^([\w.-]+)\/([\w.-]+)$/.exec(input.projectId)
  if (!m || !isName(m[1]!) || !isName(m[2]!))
    return { ok: false, code: 'invalid', message: 'Pick a repository as owner/name.' }
  const [, owner, repo] = m as unknown as [string, string, string]
  const answer = await send(call.http, {
    method: 'POST',
    url: `${call.baseUrl}/repos/${owner}/${repo}/issues`,
    headers: { ...headers(call), 'content-type': 'application/json' },
    body: JSON.stringify({ title: input.title, body: input.body }),
    service: SERVICE,
    secrets: [call.token],
  })
  if (isFailure(answer)) return answer
  if (answer.status !== 201) return githubFailure(answer, `${owner}/${repo}`)
  const issue = parseIssue(parseJson(answer.text), owner, repo, answer.headers.etag ?? null)
  return issue ? { ok: true, value: issue } : bad('an issue')
}

async function getIssue(
  call: TrackerCall,
  key: string,
  etag?: string | null,
): Promise<TrackerResult<RemoteIssue | 'not_modified'>> {
  const k = splitKey(key)
  if (!k)
    return { ok: false, code: 'invalid', message: `${key} is not a GitHub issue (owner/repo#12).` }
  const answer = await get(
    call,
    `${call.baseUrl}/repos/${k.owner}/${k.repo}/issues/${k.number}`,
    etag ? { 'if-none-match': etag } : {},
  )
  if (isFailure(answer)) return answer
  if (answer.status === 304) return { ok: true, value: 'not_modified' }
  if (answer.status !== 200) return githubFailure(answer, key)
  const issue = parseIssue(parseJson(answer.text), k.owner, k.repo, answer.headers.etag ?? null)
  return issue ? { ok: true, value: issue } : bad('an issue')
}

export const githubClient: TrackerClient = {
  kind: 'github',
  test,
  projects,
  createIssue,
  getIssue,
  changedSince: null,
}
