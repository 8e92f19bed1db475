/**
 * A wish to change a thing the app already has ("a real dark mode, the current one is too grey",
 * "could you make the daily puzzle reset at midnight", "heart rate zones are useless without
 * custom zones") is no new idea: thanking for "suggesting a daily puzzle" tells the reviewer the
 * team does not know its own app. Such a wish is thanked for as an idea for the thing, named as
 * one the app has ("the daily puzzle").
 */

import { changedIn } from './improve-langs'

/** Words that say the wished thing should be better than it is ("a real dark mode", "better search"). */
const BETTER_WORDS =
  '(?:better|real|proper|improved|smarter|decent|working|bigger|faster|clearer|darker|fuller|nicer|actual|true)'
const BETTER = new RegExp(String.raw`^(?:(?:a|an|the|some)\s+)?${BETTER_WORDS}\s+`, 'iu')
/** Verbs of adding or bringing back, before which "the" still names a new thing ("add the option …"). */
const ADDS =
  /(?:add|adding|include|implement|introduce|bring|bringing|get|have|need|want|see)\s+$/iu
/** A state the thing is said to be in that says it is not there ("dark mode is missing"). */
const ABSENT =
  /^(?:\s+(?:still|really|so|very|badly|definitely|sorely|totally|absolutely|not\s+yet))*\s+(?:missing|needed|lacking|a\s+must|necessary|essential|overdue|coming|not\s+(?:there|available|here)|gone|removed|what)\b/i
/** "the current one is too grey", "the existing version": the review says the app has it now. */
const CURRENT =
  /\b(?:the\s+)?(?:current|existing|present)\s+(?:one|version|\p{L}+)\b|\bthe one you have\b/iu

/** "should also …", "should … too", "… not only pace": a thing asked to do more than it does. */
const ALSO_DOES = /\bshould (?:also\b|[^.!?]*\b(?:too|as well|not (?:only|just))\b)/i
/** "… the (current) | hint button": what comes before a thing the app has. */
const OWNED_BEFORE = /(?:^|[^\p{L}])(?:the|your|ur|this)\s+(?:(?:current|existing|whole)\s+)?$/iu
/** "better | search": the word of betterment before the thing. */
const BETTER_BEFORE = new RegExp(String.raw`(?:^|[^\p{L}])${BETTER_WORDS}\s+$`, 'iu')
/** "heart rate zones | are useless": what is said of the thing, after it. */
const SAID_AFTER =
  /^\s+(?:is|are|was|were|isn't|aren't|isnt|arent|feels?|looks?|seems?)(?![\p{L}'])/iu

/**
 * "search | could be better", "the sync should be faster", "the editor needs work": only a thing
 * the app has can be better than it is.
 */
const BETTER_AFTER =
  /^\s+(?:(?:could|should|can|might|needs? to|has to)\s+(?:be|get|run|work|feel|look)\s+(?:(?:a\s+)?(?:bit|lot|little|way|much|so much)\s+)?(?:better|faster|quicker|smoother|easier|clearer|simpler|nicer|smarter|improved|more\b|less\b)|needs?\s+(?:some\s+|a\s+lot\s+of\s+|more\s+)?(?:work|improvement|improving|polish)\b)/i

/** Every place a name stands as whole words in a text, with the text before and after it. */
function* standing(lower: string, name: string): Generator<{ before: string; after: string }> {
  for (let at = lower.indexOf(name); at !== -1; at = lower.indexOf(name, at + 1)) {
    const before = lower.slice(0, at)
    const after = lower.slice(at + name.length)
    if (/\p{L}$/u.test(before) || /^\p{L}/u.test(after)) continue
    yield { before, after }
  }
}

/**
 * The wished thing as one the app has ("daily puzzle", "dark mode"), when the review's English
 * says it exists and only wants it changed; null when it reads as a new thing.
 */
export function improvedThing(feature: string, text: string, code: string): string | null {
  if (code !== 'en') return changedIn(feature, text, code)
  // An action ("muting the voice coach", "bringing back …") is named as the wish already.
  if (/^\p{Ll}+ing\s/u.test(feature) || /^more\s/iu.test(feature)) return null
  const better = BETTER.exec(feature)
  const head = feature.slice(better ? better[0].length : 0).replace(/^(?:a|an|the|some)\s+/iu, '')
  if (!/^[\p{L}\d][\p{L}\d\s-]*$/u.test(head) || head.split(/\s+/u).length > 4) return null
  if (better) return head
  const lower = text.toLowerCase()
  for (const { before, after } of standing(lower, head.toLowerCase())) {
    // "Better search please": the word of betterment said before the thing, outside its name.
    if (BETTER_BEFORE.test(before)) return head
    // "make the hint button show …", "mute the voice coach": the thing the wish acts on, with
    // "the" or "your", is one the app has; "add the option …" still asks for a new one.
    const owned = OWNED_BEFORE.exec(before)
    if (owned && !ADDS.test(before.slice(0, owned.index + 1))) return head
    // "Heart rate zones are useless without custom zones", "maps are really basic": what the
    // review says the thing is, it has; "dark mode is missing" says it has not.
    if (BETTER_AFTER.test(after)) return head
    const said = SAID_AFTER.exec(after)
    if (said && !ABSENT.test(after.slice(said[0].length))) return head
  }
  // "the voice feedback should tell my heart rate too, not only pace": what it should do as
  // well, it does something already.
  if (CURRENT.test(lower) || ALSO_DOES.test(lower)) return head
  return null
}
