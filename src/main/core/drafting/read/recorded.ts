import type { Hit } from './match'

/**
 * A run named by its distance ("my 10k", "15 km", "a 5 mile run", "my half marathon", "10 км",
 * "10公里"): in a sentence with a loss word it is the recorded run that was lost ("my 10k from
 * this morning didn't save"), as "my run" is. Folded text.
 */
const DISTANCE_RUN =
  /(?<![\p{L}\p{N}])(?:\d+(?:[.,]\d+)?\s*(?:k|km|kms|mi|miles?|kilomet\p{L}*|quilomet\p{L}*|chilometr\p{L}*|км|кілометр\p{L}*|километр\p{L}*)(?![\p{L}\p{N}])|(?:half[- ]?)?marathon\p{L}*|halbmarathon|semi[- ]?marat\p{L}*|media marat\p{L}*|meia[- ]marat\p{L}*|mezza marat\p{L}*|halve marat\p{L}*|polmaraton\p{L}*|maraton\p{L}*|(?:полу)?марафон\p{L}*|(?:пів)?марафон\p{L}*|yarı maraton\p{L}*|halvmaraton\p{L}*)|\d+(?:[.,]\d+)?\s*(?:公里|キロ|킬로)|(?:半程)?马拉松|(?:ハーフ)?マラソン|(?:하프 ?)?마라톤/u

/** A share ("30%"): what went is a battery's charge or a plan's part, not a recording. */
const SHARE = /\d\s?%/u

/** Where the sentence names a run by its distance, as a loss object. */
export function distanceRuns(norm: string): Hit[] {
  // "30% gone in one 5k run": a share gone is the battery's, not the run.
  if (SHARE.test(norm)) return []
  const m = DISTANCE_RUN.exec(norm)
  return m ? [{ phrase: m[0], index: -1, at: m.index, end: m.index + m[0].length }] : []
}
