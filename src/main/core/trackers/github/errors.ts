import { parseJson, type HttpAnswer } from '../http'
import type { TrackerFailure } from '../types'

/** GitHub's own words, shortened. */
function messageOf(answer: HttpAnswer): string {
  const body = parseJson(answer.text) as { message?: unknown } | null
  const m = typeof body?.message === 'string' ? body.message : ''
  return m.replace(/\s+/g, ' ').trim().slice(0, 200)
}

/** Which fine-grained permission a refused call needed, from GitHub's header. */
function missingPermission(answer: HttpAnswer): string {
  const wanted = answer.headers['x-accepted-github-permissions'] ?? ''
  if (/issues=write/.test(wanted)) return 'Issues: Read and write'
  if (/issues=read/.test(wanted)) return 'Issues: Read-only (or Read and write to create issues)'
  if (/metadata=read/.test(wanted)) return 'Metadata: Read-only'
  return 'Issues: Read and write'
}

/** A non-2xx answer of GitHub, in plain words; `what` names the thing asked for ("o/r#12"). */
export function githubFailure(answer: HttpAnswer, what: string): TrackerFailure {
  const said = messageOf(answer)
  switch (answer.status) {
    case 401:
      return {
        ok: false,
        code: 'auth',
        message: `GitHub refused the token: ${said || 'Bad credentials'}. Create a new fine-grained token and connect again.`,
      }
    case 403:
      return {
        ok: false,
        code: 'forbidden',
        message: `GitHub refused: the token has no access to ${what}. Give it ${missingPermission(answer)} on that repository.`,
      }
    case 404:
    case 410:
      return {
        ok: false,
        code: 'not_found',
        message: `GitHub has no such repository or issue: ${what} (or the token cannot see it).`,
      }
    case 422:
      return {
        ok: false,
        code: 'invalid',
        message: `GitHub did not accept it: ${said || 'invalid request'}.`,
      }
    default:
      return {
        ok: false,
        code: answer.status >= 500 ? 'server' : 'invalid',
        message: `GitHub answered HTTP ${answer.status}${said ? `: ${said}` : ''}.`,
      }
  }
}
