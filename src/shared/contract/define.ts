import { z } from 'zod'
import type { Role } from '../roles'

/**
 * Who may run a command: any signed-in person, or a member of the input's workspace with at
 * least this role. Role checks happen in the core's dispatcher, never only in the UI.
 */
export type Access = 'signed_in' | Role

export interface CommandSpec<A extends Access = Access, I extends z.ZodType = z.ZodType, O = unknown> {
  access: A
  input: I
  /** Phantom: carries the result type for the compile-time contract; never set at run time. */
  output?: O
}

/** `command<Result>()('editor', schema)`: the result type is named, the input is validated. */
export const command =
  <O>() =>
  <const A extends Access, I extends z.ZodType>(access: A, input: I): CommandSpec<A, I, O> => ({
    access,
    input,
  })

export const id = (prefix: string) =>
  z.string().regex(new RegExp(`^${prefix}_[A-Za-z0-9]{1,40}$`), `expected an id like ${prefix}_…`)

const workspaceId = id('ws')

/** Input of a workspace-scoped command: `workspaceId` plus the given fields, nothing else. */
export const inWorkspace = <S extends z.ZodRawShape>(shape: S) =>
  z.object({ workspaceId, ...shape }).strict()

export const empty = z.object({}).strict()

/** Whether the runtime knows this IANA time zone (e.g. Europe/Paris). */
export function validZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone })
    return true
  } catch {
    return false
  }
}
