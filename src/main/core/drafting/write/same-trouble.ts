import type { Where } from '../decide/plan'
import type { Symptom } from '../decide/symptom'

/**
 * "Search is slow and the editor lags": a second thing with the same trouble as the first is
 * named beside the first ("… so slow when you use the search and the editor"), not said again
 * as a trouble of its own ("… and the editor being slow"). Only for troubles said of the app
 * ("the app is so slow when you use …"), whose verb does not agree with the things.
 */
export function sameTrouble(
  where: Where,
  symptom: Symptom | undefined,
  ofThing: ReadonlySet<Symptom>,
): { where: Where; both: [string, string] } | null {
  const second = where.second
  if (!symptom || !second || !where.feature || ofThing.has(symptom)) return null
  if (second.symptom !== symptom) return null
  const { second: _second, ...rest } = where
  return { where: rest, both: [where.feature, second.feature] }
}
