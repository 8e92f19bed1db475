import { parseJson, type HttpAnswer } from '../http'
import type { TrackerFailure } from '../types'

/** Jira's `errorMessages` and field `errors`, joined and shortened. */
function messageOf(answer: HttpAnswer): string {
  const body = parseJson(answer.text) as {
    errorMessages?: unknown
    errors?: unknown
    message?: unknown
  } | null
  const parts: string[] = []
  if (Array.isArray(body?.errorMessages))
    parts.push(...body.errorMessages.filter((m): m is string => typeof m === 'string'))
  if (body?.errors && typeof body.errors === 'object')
    parts.push(
      ...Object.entries(body.errors as Record<string, unknown>).map(
        ([k, v]) => `${k}: ${String(v)}`,
      ),
    )
  if (typeof body?.message === 'string') parts.push(body.message)
  return parts.join(' ').replace(/\s+/g, ' ').trim().slice(0, 200)
}

export function jiraFailure(answer: HttpAnswer, what: string): TrackerFailure {
  const said = messageOf(answer)
  switch (answer.status) {
    case 401:
      return {
        ok: false,
        code: 'auth',
        message: `Jira refused the e-mail and API token: ${said || 'not authenticated'}. Check the e-mail of the Atlassian account and create a new API token.`,
      }
    case 403:
      return {
        ok: false,
        code: 'forbidden',
        message: `Jira refused: the account has no access to ${what}. Give it the Browse projects and Create issues permissions in that project.`,
      }
    case 404:
      return {
        ok: false,
        code: 'not_found',
        message: `Jira has no such project or issue: ${what} (or the account cannot see it).`,
      }
    case 400:
      return {
        ok: false,
        code: 'invalid',
        message: `Jira did not accept it: ${said || 'bad request'}.`,
      }
    default:
      return {
        ok: false,
        code: answer.status >= 500 ? 'server' : 'invalid',
        message: `Jira answered HTTP ${answer.status}${said ? `: ${said}` : ''}.`,
      }
  }
}
