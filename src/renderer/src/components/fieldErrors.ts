import type { CommandError } from '../../../shared/result'

/**
 * The messages of a failed command, by field, so a form shows each next to its input (all at
 * once) and only what belongs to no field of the form at the top.
 */
export function fieldErrors(error: CommandError | null, formFields: readonly string[]) {
  const byField = new Map<string, string>()
  for (const f of error?.fields ?? []) if (!byField.has(f.field)) byField.set(f.field, f.message)
  if (error?.field && !byField.has(error.field)) byField.set(error.field, error.message)
  const atField = (field: string): string | null => byField.get(field) ?? null
  const shown = [...byField.keys()].some((f) => formFields.includes(f))
  const general = error && !shown ? error.message : null
  return { atField, general }
}
