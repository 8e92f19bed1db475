import { z } from 'zod'
import { contract, type CommandName } from '../../shared/contract'

/**
 * A tool's JSON Schema, derived from its command's zod input without `workspaceId` (the server
 * supplies it). What a model reads and what `dispatch` checks are the same schema.
 */
export function toolInputSchema(command: CommandName): { type: 'object'; [key: string]: unknown } {
  const input = contract[command].input as unknown as z.ZodObject
  const json = z.toJSONSchema(input.omit({ workspaceId: true }), {
    io: 'input',
    unrepresentable: 'any',
  })
  const { $schema: _drop, ...schema } = json as Record<string, unknown>
  return { ...schema, type: 'object' }
}
