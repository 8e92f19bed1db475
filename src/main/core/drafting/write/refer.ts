import type { Phrasebook } from '../phrasebooks/types'
import { GRAMMARS } from '../read/things/grammar'

const DETERMINED = /^(?:the|my|your|our|this|that|these|those|a|an)\s/i

/** How a reply refers to a named thing: "the audio cues", "Strava", as the language wants. */
export function refer(thing: string, book: Phrasebook): string {
  const grammar = GRAMMARS[book.code]
  if (!grammar || DETERMINED.test(thing)) return thing
  return `${grammar.articleFor(thing)}${thing}`
}
