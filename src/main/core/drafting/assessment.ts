import type { Assessment } from './types'

/** An assessment from the notes a drafter left: each note is a reason a person should look. */
export function assessmentFromNotes(notes: readonly string[]): Assessment {
  const reasons = [...new Set(notes.filter((n) => n.trim().length > 0))]
  return { confidence: reasons.length === 0 ? 'high' : 'medium', reasons }
}
