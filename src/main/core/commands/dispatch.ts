import type { z } from 'zod'
import { contract, isCommandName, type CommandName, type OutputOf } from '../../../shared/contract'
import { fail, ok, type FieldError, type Result } from '../../../shared/result'
import { actorFor, requireRole, type Principal } from '../access/actor'
import type { Core } from '../core'
import { CoreError } from '../errors'
import { handlers } from './handlers'
import { RENAMED_COMMANDS } from './renamed'

/** A schema message as a sentence: people read it next to the field, never the field's code name. */
const sentence = (text: string): string => {
  const trimmed = text.trim()
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1)
  return /[.!?]$/.test(capital) ? capital : `${capital}.`
}

function describeIssues(issues: z.core.$ZodIssue[]): { message: string; field?: string; fields: FieldError[] } {
  const fields = issues
    .map((issue) => ({ field: issue.path.map(String).join('.'), message: sentence(issue.message) }))
    .filter((f) => f.field !== '')
  const message = [...new Set(issues.map((issue) => sentence(issue.message)))].join(' ') || 'Invalid input.'
  const first = fields[0]
  return first ? { message, field: first.field, fields } : { message, fields }
}

/**
 * The one door into the core for every shell: validates the input against the contract,
 * resolves the actor and its role, runs the handler, and turns every failure into a Result.
 * Unexpected errors are logged (redacted) and reported without internals.
 */
export async function dispatch(
  core: Core,
  principal: Principal,
  asked: string,
  rawInput: unknown,
): Promise<Result<unknown>> {
  const name = RENAMED_COMMANDS.get(asked) ?? asked
  if (!isCommandName(name)) return fail('NOT_FOUND', `Unknown command "${asked}".`)
  const spec = contract[name]
  const parsed = spec.input.safeParse(rawInput ?? {})
  if (!parsed.success) {
    const { message, field, fields } = describeIssues(parsed.error.issues)
    return fail('INVALID_INPUT', message, field, fields)
  }
  try {
    const input = parsed.data as { workspaceId?: string }
    const context: Record<string, unknown> = { core, principal }
    if (spec.access !== 'signed_in') {
      const actor = actorFor(core, principal, input.workspaceId ?? '')
      requireRole(actor, spec.access, 'do this')
      context.actor = actor
    }
    const handler = handlers[name] as (c: unknown, i: unknown) => unknown
    return ok(await handler(context, input))
  } catch (error) {
    if (error instanceof CoreError) {
      return fail(error.code, error.message, error.field)
    }
    core.log.error('command failed', { command: name, error: (error as Error).stack ?? String(error) })
    return fail('INTERNAL', 'Something went wrong inside Review Reply. Nothing was changed; try again.')
  }
}

/** Typed convenience for the CLI and tests: throws the error instead of returning it. */
export async function run<N extends CommandName>(
  core: Core,
  principal: Principal,
  name: N,
  input: unknown,
): Promise<OutputOf<N>> {
  const result = await dispatch(core, principal, name, input)
  if (!result.ok) throw new CoreError(result.error.code, result.error.message, result.error.field)
  return result.value as OutputOf<N>
}
