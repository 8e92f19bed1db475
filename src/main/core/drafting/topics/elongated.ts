/**
 * "Pleeease add widgets", "plsss", "bitteeee", "porfaaa": a plea word typed with its letters
 * drawn out is the plea word. Each such word is written back as the word itself, padded in front
 * with spaces to its length, so offsets into the text stay where they were. Only plea words:
 * "soooo good" keeps its letters, and "goooood" is never read as "god". Lower-cased text.
 */

/** Plea words, with each run of one letter written once ("bitte" as "bite"), and how they are written. */
const PLEAS = new Map<string, string>(
  [
    'please',
    'pls',
    'plz',
    'plis',
    'bitte',
    'porfa',
    'porfavor',
    'svp',
    'stp',
    'alsjeblieft',
    'prosze',
    'proszę',
    'пожалуйста',
    'плиз',
    'lutfen',
    'lütfen',
    'snalla',
    'snälla',
    'tolong',
  ].map((w) => [w.replace(/(\p{L})\1+/gu, '$1'), w]),
)

/** A word with one letter said at least twice in a row. */
const DRAWN = /\p{L}*(\p{L})\1\p{L}*/gu

/** The text with drawn-out plea words written as the words, same length. */
export function withPleasUndrawn(text: string): string {
  if (!/(\p{L})\1/u.test(text)) return text
  return text.replace(DRAWN, (word) => {
    const plea = PLEAS.get(word.replace(/(\p{L})\1+/gu, '$1'))
    return plea === undefined || plea === word || plea.length > word.length
      ? word
      : ' '.repeat(word.length - plea.length) + plea
  })
}
