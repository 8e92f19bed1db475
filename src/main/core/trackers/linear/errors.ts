import { parseJson, type HttpAnswer } from '../http'
import type { TrackerFailure } from '../types'

interface GraphQlError {
  message?: unknown
  extensions?: { code?: unknown; type?: unknown; userPresentableMessage?: unknown }
}

export function graphQlErrors(body: unknown): GraphQlError[] {
  const errors = (body as { errors?: unknown } | null)?.errors
  return Array.isArray(errors) ? (errors as GraphQlError[]) : []
}

/** Linear's errors (HTTP status or GraphQL `errors`) in plain words. */
export function linearFailure(answer: HttpAnswer, what: string): TrackerFailure {
  const errors = graphQlErrors(parseJson(answer.text))
  const first = errors[0]
  const code = String(first?.extensions?.code ?? first?.extensions?.type ?? '').toUpperCase()
  const said = String(first?.extensions?.userPresentableMessage ?? first?.message ?? '')
    .replace(/\s+/g, ' ')
    .slice(0, 200)
  if (answer.status === 401 || code === 'AUTHENTICATION_ERROR')
    return {
      ok: false,
      code: 'auth',
      message: `Linear refused the API key: ${said || 'not authenticated'}. Create a new personal API key and connect again.`,
    }
  if (answer.status === 403 || code === 'FORBIDDEN')
    return {
      ok: false,
      code: 'forbidden',
      message: `Linear refused: the API key has no access to ${what}. Give the key Read and Create issues access (or full access) to that team.`,
    }
  if (answer.status === 404 || code === 'ENTITY_NOT_FOUND' || /not found/i.test(said))
    return { ok: false, code: 'not_found', message: `Linear has no such team or issue: ${what}.` }
  if (answer.status >= 500)
    return { ok: false, code: 'server', message: `Linear answered HTTP ${answer.status}.` }
  return {
    ok: false,
    code: 'invalid',
    message: `Linear did not accept it: ${said || `HTTP ${answer.status}`}.`,
  }
}
